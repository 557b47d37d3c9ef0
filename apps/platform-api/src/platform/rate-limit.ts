import { sql } from 'kysely';
import type { Db } from '../db/types';
import type { Limit } from './config';
import { rateLimited } from './errors';

/**
 * Fixed-window counters in the database, so every replica shares them. `hit` counts one request and
 * throws `rate_limited` (429) once the window holds more than `max`.
 */
export async function hit(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if (limit.max === 0 || limit.windowSeconds === 0) return;
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
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
