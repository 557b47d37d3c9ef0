import { ErrorCode, isTrialType } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from './context';
import { randomToken, sha256 } from './crypto';
import { AppError, unauthorized } from './errors';

export interface SessionInfo {
  sessionId: number;
  userId: number;
  accountType: number;
  restricted: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
}

/** last_seen_at of a session (a member's or an operator's) is written at most this often, to keep reads cheap under load. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  ctx: AppContext,
  userId: number,
  request: FastifyRequest,
  restricted: boolean,
  previousLogin: { at: Date | null; ip: string | null } = { at: null, ip: null },
): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({
      previous_login_at: previousLogin.at,
      previous_login_ip: previousLogin.ip,
      token_hash: sha256(token),
      user_id: userId,
      restricted,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + ctx.config.sessionAbsoluteHours * 3_600_000),
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 256) ?? null,
    })
    .execute();
  return token;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/;

/** The token of an `Authorization: Bearer` header value; null when none. */
export const bearerToken = (authorization: string | undefined): string | null =>
  BEARER.exec(authorization ?? '')?.[1] ?? null;

/** The token of a request's `Authorization: Bearer` header (a member's or an operator's session); null when none. */
export const bearer = (request: FastifyRequest): string | null => bearerToken(request.headers.authorization);

/**
 * Resolves the Authorization bearer token; null when absent, revoked, idle too long, past its lifetime or
 * another brand's (a session works only for the brand of its account).
 */
export async function resolveSession(ctx: AppContext, request: FastifyRequest): Promise<SessionInfo | null> {
  const token = bearer(request);
  return token ? sessionOfToken(ctx, token) : null;
}

/**
 * The times a session check compares with at `now`: a session last seen before `idleCutoff` has ended, one
 * last seen before `touchBefore` is due for its last-seen write.
 */
export const sessionWindow = (ctx: AppContext, now: Date): { idleCutoff: Date; touchBefore: Date } => ({
  idleCutoff: new Date(now.getTime() - ctx.config.sessionIdleMinutes * 60_000),
  touchBefore: new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS),
});

/** The live session of a bearer token (see resolveSession); null when there is none. */
export async function sessionOfToken(ctx: AppContext, token: string): Promise<SessionInfo | null> {
  const now = ctx.now();
  const { idleCutoff, touchBefore } = sessionWindow(ctx, now);
  // One indexed lookup (token_hash is unique), written as plain SQL: it runs on every authenticated request.
  const row = (
    await sql<{
      id: number;
      user_id: number;
      restricted: boolean;
      last_seen_at: Date;
      account_type: number;
      disabled: boolean;
    }>`SELECT s.id, s.user_id, s.restricted, s.last_seen_at, u.account_type, u.disabled
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${sha256(token)} AND s.revoked_at IS NULL AND s.expires_at > ${now}
        AND s.last_seen_at > ${idleCutoff} AND u.merchant_code = ${ctx.config.merchantCode}`.execute(ctx.db)
  ).rows[0];
  if (!row || row.disabled) return null;
  if (row.last_seen_at < touchBefore) {
    await ctx.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    accountType: row.account_type,
    restricted: row.restricted,
  };
}

export interface AuthOptions {
  /** Allowed while a forced password change is pending (change password, member info, logout). */
  allowRestricted?: boolean;
  /** Refuse trial accounts (type 4). */
  realAccount?: boolean;
}

/** onRequest hook that requires a valid session: it runs before the body is read or validated, so a call without a valid token is 401 whatever its body. */
export const requireSession =
  (ctx: AppContext, options: AuthOptions = {}) =>
  async (request: FastifyRequest): Promise<void> => {
    const session = await resolveSession(ctx, request);
    if (!session) throw unauthorized();
    if (session.restricted && !options.allowRestricted) throw passwordChangeRequired();
    if (options.realAccount && isTrialType(session.accountType)) throw trialNotAllowed();
    request.session = session;
  };

/** The refusal of a session whose member must change the password first. */
export const passwordChangeRequired = () =>
  new AppError(403, ErrorCode.passwordChangeRequired, 'Change your password before continuing');

/** The refusal of a trial account where only a real one may act. */
export const trialNotAllowed = () =>
  new AppError(403, ErrorCode.trialNotAllowed, 'Please use a real account');

/**
 * For a route whose handler checks the session inside its own database statement (one round trip instead
 * of two, see walletTransferForBearer): `onRequest` refuses a call without a bearer token, and
 * `errorHandler` runs requireSession's whole check for a call refused before its statement ran (a body that
 * does not parse or validate, no Idempotency-Key), so a call without a valid session is still 401 (or 403)
 * whatever its body, as with requireSession. The handler calls `checked(request)` once its statement has run.
 */
export function sessionInStatement(ctx: AppContext, options: AuthOptions = {}) {
  const verified = new WeakSet<FastifyRequest>();
  const check = requireSession(ctx, options);
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      if (!bearer(request)) throw unauthorized();
    },
    errorHandler: async (error: Error, request: FastifyRequest): Promise<never> => {
      if (!verified.has(request)) await check(request);
      throw error;
    },
    checked: (request: FastifyRequest): void => void verified.add(request),
  };
}

/** onRequest hook that reads a session when one is given, without requiring it. */
export const optionalSession =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<void> => {
    request.session = await resolveSession(ctx, request);
  };

export const revokeSession = (ctx: AppContext, sessionId: number) =>
  ctx.db.updateTable('sessions').set({ revoked_at: ctx.now() }).where('id', '=', sessionId).execute();

export const revokeAllSessions = (ctx: AppContext, userId: number) =>
  ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
