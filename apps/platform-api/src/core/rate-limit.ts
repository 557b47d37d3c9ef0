import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './db';
import type { Config, Limit } from './config';
import type { AppContext } from './context';
import { rateLimited } from './errors';

const windowOf = (limit: Limit, now: Date): Date => {
  const windowMs = limit.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

/**
 * Fixed-window counters in the database, so every replica shares them. `hit` counts one request and
 * throws `rate_limited` (429) once the window holds more than `max`.
 */
export async function hit(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if (limit.max === 0 || limit.windowSeconds === 0) return;
  const windowStart = windowOf(limit, now);
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > limit.max) throw rateLimited();
}

/** Hits several buckets; all are counted even when an earlier one is over its limit. */
export async function hitAll(db: Db, buckets: Array<[string, Limit]>, now: Date): Promise<void> {
  const results = await Promise.allSettled(buckets.map(([bucket, limit]) => hit(db, bucket, limit, now)));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}

/**
 * Gives back one hit counted by `hit` at the same `now`: for budgets that count failures only, the
 * attempt reserves a hit atomically before it is evaluated and a success returns it.
 */
export async function refund(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if (limit.max === 0 || limit.windowSeconds === 0) return;
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowOf(limit, now))
    .execute();
}

/**
 * One limit a route declares: which bucket a request counts against and the configured budget. Buckets
 * may read the validated body (a preHandler runs after validation) or the session (resolved onRequest).
 */
export interface RateRule {
  /** The bucket of this request; null when the rule does not apply to it. */
  bucket: (request: FastifyRequest) => string | null | Promise<string | null>;
  limit: (limits: Config['limits']) => Limit;
  /**
   * Counts failed requests only: the hit is reserved before the handler runs (so parallel attempts cannot
   * overrun the budget) and given back when the reply succeeds.
   */
  failuresOnly?: boolean;
}

/** A budget per client address: `{name}:ip:{address}`. */
export const perIp = (name: string, limit: RateRule['limit']): RateRule => ({
  bucket: (request) => `${name}:ip:${request.ip}`,
  limit,
});

const reserved = new WeakMap<FastifyRequest, Array<[string, Limit, Date]>>();

/**
 * The hooks of a rate-limited route, spread into its options: `{ ...rateLimit(ctx, [perIp(…)]), schema }`.
 * Every rule's bucket is named first (a bucket that cannot be named, such as an invalid number, fails the
 * request before anything is counted); then every bucket is counted, and the request is refused with 429
 * when any is over its budget.
 */
export function rateLimit(ctx: Pick<AppContext, 'db' | 'now' | 'config'>, rules: RateRule[]) {
  const preHandler = async (request: FastifyRequest): Promise<void> => {
    const now = ctx.now();
    const named: Array<[string, Limit, RateRule]> = [];
    for (const rule of rules) {
      const bucket = await rule.bucket(request);
      if (bucket !== null) named.push([bucket, rule.limit(ctx.config.limits), rule]);
    }
    const refundable = named.filter(([, , rule]) => rule.failuresOnly);
    if (refundable.length > 0) {
      reserved.set(
        request,
        refundable.map(([bucket, limit]) => [bucket, limit, now]),
      );
    }
    await hitAll(
      ctx.db,
      named.map(([bucket, limit]) => [bucket, limit]),
      now,
    );
  };
  if (!rules.some((rule) => rule.failuresOnly)) return { preHandler };
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const hits = reserved.get(request);
    if (hits && reply.statusCode < 400) {
      reserved.delete(request);
      for (const [bucket, limit, at] of hits) await refund(ctx.db, bucket, limit, at);
    }
    return payload;
  };
  return { preHandler, onSend };
}
