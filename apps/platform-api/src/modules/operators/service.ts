import { ErrorCode, OperatorErrorCode, isAgentType, permissionsOf } from '@playfront/api-contract';
import type {
  AdminMemberPage,
  AdminMemberQuery,
  OperatorAccount,
  OperatorCreate,
  OperatorLoginRequest,
  OperatorLoginTicket,
  OperatorMe,
  OperatorSession,
  OperatorUpdate,
  OperatorVerifyRequest,
  Proposal,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { likeContaining, pageOf } from '../../core/paging';
import { appendAudit } from '../../core/audit';
import type { AppContext } from '../../core/context';
import { randomToken, sha256 } from '../../core/crypto';
import type { Db } from '../../core/db';
import { AppError } from '../../core/errors';
import type { OperatorIdentity } from '../../core/operator';
import { propose } from '../../core/proposals';
import { matchTotp, newTotpSecret, openSecret, otpauthUri, sealSecret, base32Encode } from '../session';
import type { OperatorsTable } from './tables';

type OperatorRow = Selectable<OperatorsTable>;

const TICKET_MINUTES = 5;
const TICKET_ATTEMPTS = 5;

const totpKey = (ctx: AppContext) => ctx.keys.deriveKey('operator-totp');

const wrongLogin = () =>
  new AppError(400, ErrorCode.invalidCredentials, 'Username or password is not correct');
const ticketInvalid = () =>
  new AppError(400, OperatorErrorCode.ticketInvalid, 'This sign-in has expired or was used; sign in again');
const notFound = () => new AppError(404, ErrorCode.notFound, 'No such operator');

export const toMe = (identity: OperatorIdentity): OperatorMe => ({
  username: identity.username,
  displayName: identity.displayName,
  kind: identity.kind,
  roles: identity.roles,
  permissions: [...identity.permissions].sort(),
});

const toAccount = (row: OperatorRow): OperatorAccount => ({
  username: row.username,
  displayName: row.display_name,
  roles: row.roles,
  disabled: row.disabled,
  totpEnrolled: row.totp_sealed !== null,
  createdAt: row.created_at.getTime(),
  createdBy: row.created_by,
  lastLoginAt: row.last_login_at?.getTime() ?? null,
});

const loginAudit = (
  ctx: AppContext,
  request: FastifyRequest,
  actor: string,
  summary: string,
  status: number,
) =>
  appendAudit(ctx.db, ctx.now(), {
    actor,
    actorKind: 'operator',
    roles: [],
    action: `POST ${request.routeOptions.url ?? request.url}`,
    summary,
    target: null,
    before: null,
    after: null,
    status,
    ip: request.ip,
  });

/**
 * First step: the password. Right, it answers a short-lived ticket for the authenticator code, with a new
 * secret to enrol when the operator has none yet (first login, or after a reset). Wrong or unknown answer
 * the same, after the same time.
 */
export async function startLogin(
  ctx: AppContext,
  request: FastifyRequest,
  body: OperatorLoginRequest,
): Promise<OperatorLoginTicket> {
  const username = body.username.trim().toLowerCase();
  const row = await ctx.db
    .selectFrom('operators')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
  const right = row
    ? await ctx.passwords.verify(row.password_hash, body.password)
    : await ctx.passwords.verifyDummy(body.password);
  if (!row || !right || row.disabled) {
    await loginAudit(ctx, request, username.slice(0, 64), 'Sign-in refused (password)', 400);
    throw wrongLogin();
  }
  const now = ctx.now();
  const ticket = randomToken(32);
  const secret = row.totp_sealed === null ? newTotpSecret() : null;
  const expiresAt = new Date(now.getTime() + TICKET_MINUTES * 60_000);
  await ctx.db
    .insertInto('operator_login_tickets')
    .values({
      token_hash: sha256(ticket),
      operator_id: row.id,
      enrol_sealed: secret ? sealSecret(totpKey(ctx), secret) : null,
      attempts: 0,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return {
    ticket,
    expiresAt: expiresAt.getTime(),
    enrol: secret
      ? {
          secret: base32Encode(secret),
          otpauthUri: otpauthUri('Playfront back office', row.username, secret),
        }
      : null,
  };
}

/** Second step: the authenticator code (which also finishes an enrolment); answers the session. */
export async function finishLogin(
  ctx: AppContext,
  request: FastifyRequest,
  body: OperatorVerifyRequest,
): Promise<OperatorSession> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('operator_login_tickets')
      .selectAll()
      .where('token_hash', '=', sha256(body.ticket))
      .forUpdate()
      .executeTakeFirst();
    if (!ticket || ticket.used_at || ticket.expires_at <= now || ticket.attempts >= TICKET_ATTEMPTS) {
      return { error: ticketInvalid() };
    }
    const operator = await trx
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', ticket.operator_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const sealed = ticket.enrol_sealed ?? operator.totp_sealed;
    if (!sealed || operator.disabled) return { error: ticketInvalid() };
    const step = matchTotp(
      openSecret(totpKey(ctx), sealed),
      body.code,
      now.getTime(),
      operator.totp_last_step,
    );
    if (step === null) {
      await trx
        .updateTable('operator_login_tickets')
        .set({ attempts: ticket.attempts + 1 })
        .where('id', '=', ticket.id)
        .execute();
      return {
        error: new AppError(400, OperatorErrorCode.totpCodeInvalid, 'The authenticator code is not correct'),
        username: operator.username,
      };
    }
    await trx
      .updateTable('operator_login_tickets')
      .set({ used_at: now })
      .where('id', '=', ticket.id)
      .execute();
    await trx
      .updateTable('operators')
      .set({ totp_sealed: sealed, totp_last_step: step, last_login_at: now })
      .where('id', '=', operator.id)
      .execute();
    const token = randomToken(32);
    await trx
      .insertInto('operator_sessions')
      .values({
        token_hash: sha256(token),
        operator_id: operator.id,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + ctx.config.operatorSessionHours * 3_600_000),
        ip: request.ip,
        user_agent: request.headers['user-agent']?.slice(0, 256) ?? null,
      })
      .execute();
    return { token, operator, enrolled: ticket.enrol_sealed !== null };
  });
  if ('error' in outcome) {
    if (outcome.username)
      await loginAudit(ctx, request, outcome.username, 'Sign-in refused (authenticator code)', 400);
    throw outcome.error;
  }
  const { operator, token, enrolled } = outcome;
  await loginAudit(
    ctx,
    request,
    operator.username,
    enrolled ? 'Signed in (authenticator enrolled)' : 'Signed in',
    200,
  );
  return {
    token,
    operator: {
      username: operator.username,
      displayName: operator.display_name,
      kind: 'operator',
      roles: operator.roles,
      permissions: permissionsOf(operator.roles),
    },
  };
}

export async function endSession(ctx: AppContext, identity: OperatorIdentity): Promise<void> {
  if (identity.sessionId === null) return;
  await ctx.db
    .updateTable('operator_sessions')
    .set({ revoked_at: ctx.now() })
    .where('id', '=', identity.sessionId)
    .execute();
}

/** Ends every open session of an operator, inside the caller's transaction. */
const endSessionsOf = (ctx: AppContext, trx: Db, operatorId: number) =>
  trx
    .updateTable('operator_sessions')
    .set({ revoked_at: ctx.now() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();

export async function listOperators(ctx: AppContext): Promise<OperatorAccount[]> {
  const rows = await ctx.db.selectFrom('operators').selectAll().orderBy('username').execute();
  return rows.map(toAccount);
}

const byUsername = async (db: Db, username: string, lock = false) => {
  let query = db.selectFrom('operators').selectAll().where('username', '=', username.toLowerCase());
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export async function createOperator(
  ctx: AppContext,
  by: OperatorIdentity,
  body: OperatorCreate,
): Promise<OperatorAccount> {
  const row = await ctx.db
    .insertInto('operators')
    .values({
      username: body.username,
      display_name: body.displayName.trim(),
      password_hash: await ctx.passwords.hash(body.password),
      roles: JSON.stringify(body.roles),
      totp_sealed: null,
      totp_last_step: null,
      created_at: ctx.now(),
      created_by: by.username,
      last_login_at: null,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(409, OperatorErrorCode.operatorExists, 'This username is taken');
  return toAccount(row);
}

/** Changes roles, name or the disabled flag; the last enabled admin keeps admin and stays enabled. */
export async function updateOperator(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
  body: OperatorUpdate,
): Promise<OperatorAccount> {
  return ctx.db.transaction().execute(async (trx) => {
    // One change of admins at a time, so two operators cannot each remove the other's admin role.
    await sql`SELECT pg_advisory_xact_lock(hashtext('operators-admins'))`.execute(trx);
    const row = await byUsername(trx, username, true);
    request.auditBefore = toAccount(row);
    const roles = body.roles ?? row.roles;
    const disabled = body.disabled ?? row.disabled;
    if (row.roles.includes('admin') && !row.disabled && (!roles.includes('admin') || disabled)) {
      const admins = await trx
        .selectFrom('operators')
        .select('id')
        .where('disabled', '=', false)
        .where(sql<boolean>`roles ? 'admin'`)
        .where('id', '<>', row.id)
        .execute();
      if (admins.length === 0) {
        throw new AppError(409, OperatorErrorCode.lastAdmin, 'The last admin cannot lose the admin role');
      }
    }
    const updated = await trx
      .updateTable('operators')
      .set({
        display_name: body.displayName?.trim() ?? row.display_name,
        roles: JSON.stringify(roles),
        disabled,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (disabled || body.roles) {
      // New roles or a disabled account take effect now: the operator signs in again.
      await endSessionsOf(ctx, trx, row.id);
    }
    return toAccount(updated);
  });
}

/** A new password and a new authenticator enrolment at the next sign-in; ends the operator's sessions. */
export async function resetOperator(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<OperatorAccount> {
  const hash = await ctx.passwords.hash(password);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await byUsername(trx, username, true);
    const updated = await trx
      .updateTable('operators')
      .set({ password_hash: hash, totp_sealed: null, totp_last_step: null })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await endSessionsOf(ctx, trx, row.id);
    return toAccount(updated);
  });
}

/** Creates the first admin when the brand has no operator (first start); returns its password, or null. */
export async function ensureFirstAdmin(
  db: Db,
  hash: (password: string) => Promise<string>,
  password: string,
  now: Date,
): Promise<boolean> {
  const any = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db
    .insertInto('operators')
    .values({
      username: 'admin',
      display_name: 'Administrator',
      password_hash: await hash(password),
      roles: JSON.stringify(['admin']),
      totp_sealed: null,
      totp_last_step: null,
      created_at: now,
      created_by: null,
      last_login_at: null,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return true;
}

/** Members by part of the username, mobile or e-mail, newest first, with their main balance. */
export async function searchMembers(ctx: AppContext, query: AdminMemberQuery): Promise<AdminMemberPage> {
  const merchant = ctx.config.merchantCode;
  let base = ctx.db.selectFrom('users as u').where('u.merchant_code', '=', merchant);
  if (query.q) {
    const like = likeContaining(query.q.trim().toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb('u.username_key', 'like', like),
        eb('u.mobile_num', 'like', like),
        eb('u.email', 'ilike', like),
      ]),
    );
  }
  const found = await pageOf(base, query, (filtered) =>
    filtered
      .leftJoin('ledger_accounts as a', (join) =>
        join
          .onRef('a.user_id', '=', 'u.id')
          .on('a.kind', '=', 'MAIN')
          .on('a.currency', '=', ctx.config.currency),
      )
      .select([
        'u.id',
        'u.username',
        'u.mobile_num',
        'u.email',
        'u.account_type',
        'u.disabled',
        'u.rank_level',
        'u.created_at',
        'u.last_login_at',
        sql<string | null>`a.balance::text`.as('balance'),
      ])
      .orderBy('u.id', 'desc'),
  );
  return {
    ...found,
    list: found.list.map((row) => ({
      userId: row.id,
      username: row.username,
      mobile: row.mobile_num,
      email: row.email,
      accountType: row.account_type,
      agent: isAgentType(row.account_type),
      disabled: row.disabled,
      vipLevel: row.rank_level,
      balance: row.balance ?? '0',
      createdAt: row.created_at.getTime(),
      lastLoginAt: row.last_login_at?.getTime() ?? null,
    })),
  };
}

export async function memberByUsername(
  ctx: AppContext,
  username: string,
): Promise<{ id: number; username: string }> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such member');
  return row;
}

export const proposeAdjustment = async (
  ctx: AppContext,
  request: FastifyRequest,
  member: { id: number; username: string },
  amount: bigint,
  reason: string,
): Promise<Proposal> =>
  propose(ctx, request, {
    kind: 'balance_adjustment',
    summary: `${amount > 0n ? 'Credit' : 'Debit'} ${member.username}: ${reason}`,
    target: `member=${member.username}`,
    amount,
    payload: { userId: member.id, username: member.username, amount: amount.toString(), reason },
  });
