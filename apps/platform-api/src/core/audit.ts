import type { AuditEntry, AuditPage, AuditQuery } from '@playfront/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { likeContaining, pageOf } from './paging';
import type { AppContext } from './context';
import type { Db } from './db';

/** Fields never written to the audit trail (passwords, sealed bodies, tokens, secrets, one-time codes). */
const SECRET = /pass(word)?|secret|token|ticket|^enc$|otp/i;
/**
 * In a request body `code` is a one-time code too (an authenticator's or a text message's); elsewhere (the
 * state before, a reply) it names a thing, such as a vendor or an error, and is kept.
 */
const REQUEST_SECRET = new RegExp(`${SECRET.source}|^code$`, 'i');
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Larger request or reply bodies are recorded as a note of their size only. */
const MAX_JSON_CHARS = 32_000;

/**
 * What may be written to the trail: secrets redacted, and strings made storable (jsonb refuses NUL and lone
 * surrogates, which a hostile body may carry).
 */
export function redact(value: unknown, secret = SECRET, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd').replace(/\u0000/g, '');
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redact(item, secret, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        String(redact(key, secret, depth + 1)),
        secret.test(key) ? '[redacted]' : redact(item, secret, depth + 1),
      ]),
    );
  }
  return value;
}

/** A request body as the trail may store it: `code` fields are one-time codes there. */
export const redactRequest = (body: unknown): unknown => redact(body, REQUEST_SECRET);

export interface AuditRecord {
  actor: string;
  actorKind: 'operator' | 'key' | 'system';
  roles: string[];
  action: string;
  summary: string;
  target: string | null;
  before: unknown;
  after: unknown;
  status: number;
  ip: string | null;
  /** The brand the change was made to; absent for a deployment-wide command. */
  merchant?: string | null;
}

/** Appends one entry (the table refuses updates and deletes). */
export async function appendAudit(db: Db, at: Date, record: AuditRecord): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      at,
      actor: record.actor,
      actor_kind: record.actorKind,
      roles: JSON.stringify(record.roles),
      action: record.action,
      summary: record.summary.slice(0, 500),
      target: record.target?.slice(0, 500) ?? null,
      before: JSON.stringify(redact(record.before ?? null)),
      after: JSON.stringify(redact(record.after ?? null)),
      status: record.status,
      ip: record.ip,
      merchant_code: record.merchant ?? null,
    })
    .execute();
}

const targetOf = (request: FastifyRequest): string | null => {
  const params = request.params as Record<string, unknown> | undefined;
  const entries = Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== '');
  return entries.length ? entries.map(([key, value]) => `${key}=${String(value)}`).join(' ') : null;
};

const replyValue = (payload: unknown): unknown => {
  if (typeof payload !== 'string') return null;
  if (payload.length > MAX_JSON_CHARS) return { note: `reply of ${payload.length} characters` };
  try {
    const parsed = JSON.parse(payload) as {
      success?: boolean;
      value?: unknown;
      code?: unknown;
      message?: unknown;
    };
    return parsed.success
      ? (parsed.value ?? null)
      : { code: parsed.code ?? null, message: parsed.message ?? null };
  } catch {
    return null;
  }
};

/**
 * Records every operator call that changes something (anything but GET and HEAD), refused ones included:
 * who (operator or automation key), their roles, the route, its target, what it was before when the handler
 * read it (`request.auditBefore`), the request (secrets redacted) and the reply. The reply waits for the
 * entry, so no answered change goes unrecorded.
 */
export function auditOperatorCalls(app: FastifyInstance, ctx: AppContext): void {
  const append = async (
    request: FastifyRequest,
    reply: FastifyReply,
    operator: NonNullable<FastifyRequest['operator']>,
    payload: unknown,
  ): Promise<void> => {
    const body = request.body;
    const record = {
      actor: operator.username,
      actorKind: operator.kind,
      roles: operator.roles,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      summary: String((request.routeOptions.schema as { summary?: string } | undefined)?.summary ?? ''),
      target: targetOf(request),
      before: request.auditBefore ?? null,
      after: { request: redactRequest(body ?? null), reply: replyValue(payload) },
      status: reply.statusCode,
      ip: request.ip,
      merchant: request.brand?.merchantCode ?? null,
    } satisfies AuditRecord;
    try {
      await appendAudit(ctx.db, ctx.now(), record);
    } catch (error) {
      // The change is made: record it without the bodies rather than not at all.
      request.log.error({ err: error }, 'audit entry with bodies failed');
      await appendAudit(ctx.db, ctx.now(), {
        ...record,
        before: null,
        after: { note: 'bodies not storable' },
      });
    }
  };
  // Callback style: the calls that record nothing (all but an operator's changes) pass with no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const operator = request.operator;
    if (!operator || request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    append(request, reply, operator, payload).then(() => done(null, payload), done);
  });
}

type Row = {
  id: string;
  at: Date;
  actor: string;
  actor_kind: string;
  roles: string[];
  action: string;
  summary: string;
  target: string | null;
  before: unknown;
  after: unknown;
  status: number;
  ip: string | null;
  merchant_code: string | null;
};

/** The audit trail, newest first, filtered by actor, part of the action or target, and time. */
export async function searchAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  let base = db.selectFrom('operator_audit');
  if (query.actor) base = base.where('actor', '=', query.actor);
  if (query.action) base = base.where('action', 'ilike', likeContaining(query.action));
  if (query.target) base = base.where('target', 'ilike', likeContaining(query.target));
  if (query.from !== undefined) base = base.where('at', '>=', new Date(query.from));
  if (query.to !== undefined) base = base.where('at', '<', new Date(query.to));
  const found = await pageOf(base, query, (filtered) =>
    filtered
      .select([
        sql<string>`id::text`.as('id'),
        'at',
        'actor',
        'actor_kind',
        'roles',
        'action',
        'summary',
        'target',
        'before',
        'after',
        'status',
        'ip',
        'merchant_code',
      ])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc'),
  );
  return { ...found, list: (found.list as Row[]).map(toEntry) };
}

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at.getTime(),
  actor: row.actor,
  actorKind: row.actor_kind as AuditEntry['actorKind'],
  roles: row.roles,
  action: row.action,
  summary: row.summary,
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
  status: row.status,
  ip: row.ip,
  brand: row.merchant_code,
});
