import { ErrorCode, agentAccountTypes } from '@playfront/api-contract';
import type {
  AdminAgent,
  AdminAgentDetail,
  AdminAgentPage,
  AdminAgentQuery,
  ContractKind,
  ContractListQuery,
  ContractPage,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError } from '../../core/errors';
import { likeStartingWith, pageOf } from '../../core/paging';
import { listContracts } from './contracts';

/** The agent account of the brand named `username`; 404 for a member or an unknown name. */
async function agentByName(ctx: AppContext, username: string): Promise<{ id: number }> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('username_key', '=', username.trim().toLowerCase())
    .where('account_type', 'in', agentAccountTypes)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such agent');
  return row;
}

interface AgentRow {
  id: number;
  username: string;
  nickname: string;
  account_type: number;
  upline: string | null;
  disabled: boolean;
  created_at: Date;
}

const agentRows = (db: Db, merchant: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('users as up', 'up.id', 'u.upline_id')
    .where('u.merchant_code', '=', merchant)
    .where('u.account_type', 'in', agentAccountTypes);

/** Counts per agent of `ids`, read in four grouped queries whatever the page's size. */
async function describe(db: Db, rows: AgentRow[]): Promise<AdminAgent[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [direct, team, levels, contracts] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'upline_id',
        sql<string>`count(*) FILTER (WHERE account_type IN (${sql.join(agentAccountTypes)}))::text`.as(
          'agents',
        ),
        sql<string>`count(*)::text`.as('all'),
      ])
      .where('upline_id', 'in', ids)
      .groupBy('upline_id')
      .execute(),
    db
      .selectFrom('agent_tree')
      .select(['ancestor_id', sql<string>`count(*)::text`.as('size')])
      .where('ancestor_id', 'in', ids)
      .where('depth', '>=', 1)
      .groupBy('ancestor_id')
      .execute(),
    db
      .selectFrom('agent_tree')
      .select(['descendant_id', sql<string>`count(*)::text`.as('level')])
      .where('descendant_id', 'in', ids)
      .groupBy('descendant_id')
      .execute(),
    db
      .selectFrom('agent_contracts')
      .select(['upline_id', 'downline_id', 'kind', 'status', 'request'])
      .where((eb) => eb.or([eb('downline_id', 'in', ids), eb('upline_id', 'in', ids)]))
      .where((eb) => eb.or([eb('status', '=', 'ACTIVE'), eb('request', 'is not', null)]))
      .orderBy('kind')
      .execute(),
  ]);
  const directOf = new Map(direct.map((row) => [row.upline_id, row]));
  const teamOf = new Map(team.map((row) => [row.ancestor_id, Number(row.size)]));
  const levelOf = new Map(levels.map((row) => [row.descendant_id, Number(row.level)]));
  return rows.map((row) => {
    const below = directOf.get(row.id);
    const agents = Number(below?.agents ?? 0);
    const party = contracts.filter((c) => c.downline_id === row.id || c.upline_id === row.id);
    return {
      username: row.username,
      nickname: row.nickname,
      accountType: row.account_type,
      upline: row.upline,
      level: levelOf.get(row.id) ?? 1,
      status: row.disabled ? 'DISABLED' : 'ACTIVE',
      directAgents: agents,
      directMembers: Number(below?.all ?? 0) - agents,
      teamSize: teamOf.get(row.id) ?? 0,
      liveContracts: party
        .filter((c) => c.downline_id === row.id && c.status === 'ACTIVE')
        .map((c) => c.kind as ContractKind),
      openRequests: party.filter((c) => c.request !== null).length,
      registeredAt: row.created_at.getTime(),
    };
  });
}

const COLUMNS = [
  'u.id',
  'u.username',
  'u.nickname',
  'u.account_type',
  'up.username as upline',
  'u.disabled',
  'u.created_at',
] as const;

/**
 * One level of the agent hierarchy: the top-level agents (contracted by the platform), or the direct downline
 * agents of `upline`; with `search`, agents of any level whose username starts with it. Oldest first.
 */
export async function adminAgentPage(ctx: AppContext, query: AdminAgentQuery): Promise<AdminAgentPage> {
  let base = agentRows(ctx.db, ctx.config.merchantCode);
  const search = query.search?.trim().toLowerCase();
  if (search) base = base.where('u.username_key', 'like', likeStartingWith(search));
  else if (query.upline) base = base.where('u.upline_id', '=', (await agentByName(ctx, query.upline)).id);
  else base = base.where('u.upline_id', 'is', null);
  const found = await pageOf(base, query, (filtered) =>
    filtered.select(COLUMNS).orderBy('u.username_key').orderBy('u.id'),
  );
  return { ...found, list: await describe(ctx.db, found.list) };
}

/** One agent, with the usernames of its uplines from the top-level agent down. */
export async function adminAgent(ctx: AppContext, username: string): Promise<AdminAgentDetail> {
  const { id } = await agentByName(ctx, username);
  const [row, path] = await Promise.all([
    agentRows(ctx.db, ctx.config.merchantCode)
      .select(COLUMNS)
      .where('u.id', '=', id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('agent_tree as t')
      .innerJoin('users as a', 'a.id', 't.ancestor_id')
      .select('a.username')
      .where('t.descendant_id', '=', id)
      .where('t.depth', '>=', 1)
      .orderBy('t.depth', 'desc')
      .execute(),
  ]);
  const [agent] = await describe(ctx.db, [row]);
  return { agent, path: path.map((entry) => entry.username) };
}

/** The contracts an agent holds (role downline), gave (role upline) or both, newest first. */
export async function adminAgentContracts(
  ctx: AppContext,
  username: string,
  query: ContractListQuery,
): Promise<ContractPage> {
  return listContracts(ctx, (await agentByName(ctx, username)).id, query);
}
