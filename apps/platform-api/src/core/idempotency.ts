import { Type } from 'typebox';
import { ErrorCode, IDEMPOTENCY_HEADER } from '@playfront/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';
import type { AppContext } from './context';
import { sha256 } from './crypto';
import { AppError, ok, validationError } from './errors';

/** The Idempotency-Key header of a money call, as routes declare it (the key is checked by runIdempotent). */
export const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: 'required: 8-128 of [A-Za-z0-9_.:-]' })),
});

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** JSON with sorted keys, so the same body always hashes the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

const MONEY_FIELDS = ['amount', 'receivedAmount'];

/**
 * preValidation hook of money routes: amounts must arrive as JSON strings. Schema coercion would otherwise
 * turn a JSON number into a string after it was already rounded to a double.
 */
export async function requireStringAmounts(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  for (const field of MONEY_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined && typeof value !== 'string') {
      throw validationError([
        { field, key: 'invalid_type', message: 'Amounts are strings of integer minor units, e.g. "123456"' },
      ]);
    }
  }
}

/** The key of a money call: 8-128 of [A-Za-z0-9_.:-] in the Idempotency-Key header. */
export function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(
      400,
      ErrorCode.idempotencyKeyRequired,
      'Money calls need an Idempotency-Key header of 8-128 letters, digits or _ . : -',
    );
  }
  return key;
}

/** The key and request hash of a money call; `secret` fields (payment password) are left out of the hash. */
export function fingerprint(
  request: FastifyRequest,
  secret: readonly string[] = [],
): { key: string; hash: string } {
  const key = idempotencyKey(request);
  const body = { ...((request.body as Record<string, unknown> | undefined) ?? {}) };
  for (const field of secret) delete body[field];
  return { key, hash: sha256(`${request.method} ${request.routeOptions.url}\n${canonical(body)}`) };
}

export interface IdempotentOutcome {
  replay: boolean;
  request_hash: string;
  status_code: number;
  reply: string;
}

/** Sends a stored or fresh outcome: 422 when the key was used for another body, the stored bytes otherwise. */
export function sendOutcome(reply: FastifyReply, hash: string, outcome: IdempotentOutcome): FastifyReply {
  if (outcome.request_hash !== hash) {
    throw new AppError(
      422,
      ErrorCode.idempotencyKeyReused,
      'This Idempotency-Key was already used for a different request',
    );
  }
  if (outcome.replay) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status_code).type('application/json; charset=utf-8').send(outcome.reply);
}

/**
 * Runs a money call at most once per (member, key). The key row is inserted in the same database
 * transaction as the postings, so it commits with them or not at all; a concurrent request with the same
 * key waits on the row and then replays. A replay sends the stored reply byte for byte. Failures are not
 * stored: the key stays free and the call may be retried with it. `secret` fields (payment password) are
 * left out of the request hash.
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: (trx: Db) => Promise<T>,
  secret: readonly string[] = [],
): Promise<FastifyReply> {
  const { key, hash } = fingerprint(request, secret);

  const outcome: IdempotentOutcome = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request_hash: hash, status_code: 0, reply: '', created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'reply'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return { replay: true, ...stored };
    }
    const text = JSON.stringify(ok(await run(trx)));
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: 200, reply: text })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    return { replay: false, request_hash: hash, status_code: 200, reply: text };
  });
  return sendOutcome(reply, hash, outcome);
}
