import type { Config } from './config';
import type { Db } from './db';
import type { Delivery } from './delivery';
import { countJobRun } from './metrics';

const DAY_MS = 86_400_000;

/** What a module's jobs are built from. */
export interface JobContext {
  db: Db;
  config: Config;
  delivery: Delivery;
  onError(error: unknown): void;
}

/**
 * Scheduled work. Every replica runs every job, so each must be safe when run concurrently: conditional
 * updates, rows claimed with FOR UPDATE SKIP LOCKED, idempotent deletes, postings keyed once.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

/** Runs `step` (one claimed batch) until it reports 0; returns the total. */
export async function untilDone(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step();
    total += done;
    if (done === 0) return total;
  }
}

/** Counts the rows a set of deletes removed. */
export const deletedRows = (results: Array<{ numDeletedRows: bigint }>): number =>
  results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);

/**
 * Infrastructure's expired rows: rate-limit windows, the outbox, finished delivery records, and the
 * Idempotency-Keys older than IDEMPOTENCY_RETENTION_HOURS (default 24; a key sent again after its row is gone
 * is a new request). Plain idempotent deletes.
 */
export async function purgeCoreRows(db: Db, now: Date, config: Pick<Config, 'idempotencyRetentionHours'>) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const keysBefore = new Date(now.getTime() - config.idempotencyRetentionHours * 3_600_000);
  return deletedRows(
    await Promise.all([
      db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).executeTakeFirst(),
      db.deleteFrom('idempotency_keys').where('created_at', '<', keysBefore).executeTakeFirst(),
      db.deleteFrom('outbox').where('created_at', '<', dayAgo).executeTakeFirst(),
      db
        .deleteFrom('delivery_log')
        .where('status', '!=', 'PENDING')
        .where('created_at', '<', new Date(now.getTime() - 30 * DAY_MS))
        .executeTakeFirst(),
    ]),
  );
}

/** Infrastructure's own job: the due delivery retries every 15 seconds, batch by batch. */
export const coreJobs = (ctx: JobContext): Job[] => [
  {
    name: 'delivery retries',
    everyMs: 15_000,
    run: (now) => untilDone(() => ctx.delivery.retryDue(now)),
  },
];

/**
 * Starts each job on its own timer: a job never overlaps itself in one process, a timer never keeps the
 * process alive, and a failure is reported and retried at the next tick. Returns a stop function.
 */
export function startJobs(jobs: Job[], onError: (error: unknown, job: string) => void): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const started = performance.now();
      job
        .run(new Date())
        .then(
          () => countJobRun(job.name, true, (performance.now() - started) / 1000),
          (error: unknown) => {
            countJobRun(job.name, false, (performance.now() - started) / 1000);
            onError(error, job.name);
          },
        )
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
