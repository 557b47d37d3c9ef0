import { ErrorCode, operatorRoles, permissionsOf } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from './context';
import { SESSION_TOUCH_INTERVAL_MS, bearer } from './auth';
import { safeEqual, sha256 } from './crypto';
import { AppError, unauthorized } from './errors';

/**
 * Operator calls take either an operator's session (`Authorization: Bearer`, from the back office's login) or
 * the automation key (`X-Operator-Key`, for the CLI and scripts): the header is optional in the schema.
 */
export const operatorKeyHeader = Type.Object({
  'x-operator-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      description: "The automation key (OPERATOR_KEY); operators send their session's bearer token instead",
    }),
  ),
});

/** OpenAPI security requirement of operator calls: an operator session or the automation key. */
export const operatorAuth = [{ bearerAuth: [] }, { operatorKey: [] }];

/** Who makes an operator call. */
export interface OperatorIdentity {
  kind: 'operator' | 'key';
  /** The operator's id; null for the key. */
  id: number | null;
  sessionId: number | null;
  username: string;
  displayName: string;
  roles: string[];
  permissions: Set<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorIdentity;
    /** What the audited call changed, as it was before (set by handlers that read it first). */
    auditBefore?: unknown;
  }
  interface FastifyContextConfig {
    /** The permission an operator call needs, when not `<area>:read|write` of its path. */
    permission?: string;
  }
}

/** The audit identity of the automation key. */
export const KEY_USERNAME = 'automation-key';

/** The key may do what its roles allow, except manage operators and approve another's proposal. */
const KEY_EXCLUDED = new Set(['operators:write', 'proposals:write']);

export const keyIdentity = (ctx: AppContext): OperatorIdentity => ({
  kind: 'key',
  id: null,
  sessionId: null,
  username: KEY_USERNAME,
  displayName: 'Automation key',
  roles: ctx.config.operatorKeyRoles,
  permissions: new Set(permissionsOf(ctx.config.operatorKeyRoles).filter((p) => !KEY_EXCLUDED.has(p))),
});

/** `<area>:read|write` of an operator route: the segment after /wps/admin/ (`ops` for /dev/ and the ledger). */
export function permissionOf(method: string, url: string): string {
  const area = url.startsWith('/dev/') ? 'ops' : (/^\/wps\/admin\/([a-z-]+)/.exec(url)?.[1] ?? 'ops');
  return `${area}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
}

/** Every permission some role holds: an operator route needing any other would answer 403 to everybody. */
const GRANTABLE = new Set(permissionsOf(operatorRoles));

/**
 * Refuses, when the server starts, an operator route whose permission (declared, or derived from its path) no
 * role holds, such as a path under an area the roles do not name.
 */
export function checkOperatorRoutePermission(route: {
  url: string;
  method: string | string[];
  config?: unknown;
}): void {
  if (!/^\/wps\/admin\//.test(route.url) || route.url.startsWith('/wps/admin/auth/')) return;
  const declared = (route.config as { permission?: string } | undefined)?.permission;
  for (const method of [route.method].flat()) {
    const needed = declared ?? permissionOf(method, route.url);
    if (!GRANTABLE.has(needed)) {
      throw new Error(`${method} ${route.url} needs ${needed}, which no operator role holds`);
    }
  }
}

/** The operator session of the bearer token; null when absent, revoked, idle too long or past its lifetime. */
export async function resolveOperatorSession(
  ctx: AppContext,
  token: string,
): Promise<OperatorIdentity | null> {
  const now = ctx.now();
  const idleCutoff = new Date(now.getTime() - ctx.config.operatorIdleMinutes * 60_000);
  const row = (
    await sql<{
      id: number;
      operator_id: number;
      last_seen_at: Date;
      username: string;
      display_name: string;
      roles: string[];
    }>`SELECT s.id, s.operator_id, s.last_seen_at, o.username, o.display_name, o.roles
      FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = ${sha256(token)} AND s.revoked_at IS NULL AND s.expires_at > ${now}
        AND s.last_seen_at > ${idleCutoff} AND NOT o.disabled`.execute(ctx.db)
  ).rows[0];
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await sql`UPDATE operator_sessions SET last_seen_at = ${now} WHERE id = ${row.id}`.execute(ctx.db);
  }
  return {
    kind: 'operator',
    id: row.operator_id,
    sessionId: row.id,
    username: row.username,
    displayName: row.display_name,
    roles: row.roles,
    permissions: new Set(permissionsOf(row.roles)),
  };
}

const forbidden = (message: string) => new AppError(403, ErrorCode.forbidden, message);

/**
 * onRequest hook of operator routes (before the body is validated): the caller is an operator's session or
 * the automation key, and holds the route's permission. A bearer token that is not (or no longer) a session
 * is 401, so the back office returns to its login; no credential, a wrong key or a missing permission is 403.
 */
export const requireOperator = (ctx: AppContext) => async (request: FastifyRequest) => {
  request.operator = await operatorOf(ctx, request);
  const needed =
    request.routeOptions.config.permission ?? permissionOf(request.method, request.routeOptions.url ?? '');
  if (!request.operator.permissions.has(needed)) {
    throw forbidden(`This needs the permission ${needed}`);
  }
};

/** Who calls (key or session), without a permission check; throws 401/403 when nobody. */
export async function operatorOf(ctx: AppContext, request: FastifyRequest): Promise<OperatorIdentity> {
  const given = request.headers['x-operator-key'];
  if (typeof given === 'string') {
    const expected = ctx.config.operatorKey;
    if (!expected || !safeEqual(given, expected)) throw forbidden('Operator key missing or wrong');
    return keyIdentity(ctx);
  }
  const token = bearer(request);
  if (!token) throw forbidden('Operator key missing or wrong');
  const identity = await resolveOperatorSession(ctx, token);
  if (!identity) throw unauthorized();
  return identity;
}
