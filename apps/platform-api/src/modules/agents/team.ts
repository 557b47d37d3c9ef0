import { AccountType, ErrorCode, WhitelabelFlag, isAgentType } from '@playfront/api-contract';
import type {
  RegisterDownlineRequest,
  RegisterDownlineResult,
  TeamMember,
  TeamPage,
  TeamQuery,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { likeStartingWith } from '../../core/paging';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError, featureDisabled } from '../../core/errors';
import { createDownlineAccount, initialPassword } from '../member';
import { lastSignIns } from '../session';
import { getSettings, isFlagOn } from '../system';
import { mainBalances } from '../wallet';

/**
 * onRequest hook of the agent centre: a signed-in real account of an agent type (1, 2, 41, 42) on a brand
 * with AGENTPOLICY3 on. A member is told "non-agent cannot log in", a trial account `in_need_true_account`.
 */
export const requireAgent = (ctx: AppContext) => {
  const signedIn = requireSession(ctx, { realAccount: true });
  return async (request: FastifyRequest): Promise<void> => {
    await signedIn(request);
    if (!isAgentType(request.session!.accountType)) {
      throw new AppError(403, ErrorCode.notAgent, 'Non-agent accounts cannot use the agent centre');
    }
    if (!isFlagOn(await getSettings(ctx), WhitelabelFlag.AGENTPOLICY3)) throw featureDisabled();
  };
};

/** A member of `agentId`'s team (any depth below it), by username; refused when it is not. */
export async function teamMemberByName(
  db: Db,
  merchant: string,
  agentId: number,
  username: string,
  options: { directOnly?: boolean } = {},
): Promise<{ id: number; username: string; accountType: number; disabled: boolean }> {
  let query = db
    .selectFrom('agent_tree as t')
    .innerJoin('users as u', 'u.id', 't.descendant_id')
    .select(['u.id', 'u.username', 'u.account_type', 'u.disabled'])
    .where('t.ancestor_id', '=', agentId)
    .where('u.merchant_code', '=', merchant)
    .where('u.username_key', '=', username.trim().toLowerCase());
  query = options.directOnly ? query.where('t.depth', '=', 1) : query.where('t.depth', '>=', 1);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notInTeam, 'No such account in your team');
  return { id: row.id, username: row.username, accountType: row.account_type, disabled: row.disabled };
}

/** Escapes LIKE wildcards so a search matches the text as typed. */
/** The agent's team, any depth or direct only, newest level first by depth then registration. */
export async function teamPage(ctx: AppContext, agentId: number, query: TeamQuery): Promise<TeamPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = ctx.db
    .selectFrom('agent_tree as t')
    .innerJoin('users as u', 'u.id', 't.descendant_id')
    .innerJoin('users as up', 'up.id', 'u.upline_id')
    .where('t.ancestor_id', '=', agentId);
  base = query.scope === 'direct' ? base.where('t.depth', '=', 1) : base.where('t.depth', '>=', 1);
  const search = query.search?.trim().toLowerCase();
  if (search) base = base.where('u.username_key', 'like', likeStartingWith(search));
  if (query.status) base = base.where('u.disabled', '=', query.status === 'DISABLED');
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'u.id',
        'u.username',
        'u.nickname',
        'u.account_type',
        'u.disabled',
        'u.created_at',
        't.depth',
        'up.username as upline',
      ])
      .orderBy('t.depth')
      .orderBy('u.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const [balances, signIns] = await Promise.all([mainBalances(ctx.db, ids), lastSignIns(ctx.db, ids)]);
  const list: TeamMember[] = rows.map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    accountType: row.account_type,
    level: row.depth,
    upline: row.upline,
    status: row.disabled ? 'DISABLED' : 'ACTIVE',
    balance: String(balances.get(row.id) ?? 0n),
    registeredAt: row.created_at.getTime(),
    lastLoginAt: signIns.get(row.id)?.getTime() ?? null,
  }));
  return { list, total: Number(count.total), page, size };
}

/**
 * Opens a member or agent account directly below the agent, with a one-time password the agent hands over;
 * the account must change it at its first login.
 */
export async function registerDownline(
  ctx: AppContext,
  agent: { id: number; accountType: number; ip: string },
  body: RegisterDownlineRequest,
): Promise<RegisterDownlineResult> {
  // A sub-agent is an agent of its upline's own type.
  const accountType = body.role === 'agent' ? agent.accountType : AccountType.MEMBER;
  const password = initialPassword();
  const user = await createDownlineAccount(ctx, {
    uplineId: agent.id,
    username: body.username,
    password,
    accountType,
    nickname: body.nickname,
    ip: agent.ip,
    ageChecked: { birthday: body.birthday },
  });
  return { username: user.username, accountType, initialPassword: password };
}
