import { sql } from 'kysely';
import type { Db } from './db';
import type { Limit } from './config';
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
