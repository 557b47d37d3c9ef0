import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@playfront/api-contract';
import { fail } from './errors';
import { probeOptions } from './health';

/**
 * The process's Prometheus metrics. Every replica keeps its own counters; Prometheus adds them up across the
 * replicas it scrapes (docs/operations.md lists what to watch).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'playfront_process_' });

const requestDuration = new Histogram({
  name: 'playfront_http_request_duration_seconds',
  help: 'Time from a request to its reply, by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const jobRuns = new Counter({
  name: 'playfront_job_runs_total',
  help: 'Scheduled job runs by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

const jobDuration = new Histogram({
  name: 'playfront_job_duration_seconds',
  help: 'Time a scheduled job run took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [registry],
});

const postings = new Counter({
  name: 'playfront_ledger_postings_total',
  help: 'Committed ledger transactions by kind (DEPOSIT, WITHDRAWAL, GAME_BET, GAME_PAYOUT, BONUS, ...)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const postedAmount = new Counter({
  name: 'playfront_ledger_amount_minor_total',
  help: 'Money moved by committed ledger transactions, in minor units of the brand, by kind and brand',
  labelNames: ['kind', 'brand'] as const,
  registers: [registry],
});

/** Pool figures of the database connection (PostgreSQL's pg Pool; PGlite has one connection and none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

let poolStats: (() => PoolStats) | null = null;
new Gauge({
  name: 'playfront_db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!poolStats) return;
    const stats = poolStats();
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

/** Lets the metrics read the database pool (main.ts passes the open database's). */
export const observePool = (stats: (() => PoolStats) | undefined): void => {
  poolStats = stats ?? null;
};

/** Counts one committed ledger transaction (called after its database transaction commits). */
export function countPosting(kind: string, brand: string, amount: bigint): void {
  postings.inc({ kind });
  if (amount > 0n) postedAmount.inc({ kind, brand }, Number(amount));
}

/** Counts one run of a scheduled job with its duration. */
export function countJobRun(job: string, ok: boolean, seconds: number): void {
  jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
  jobDuration.observe({ job }, seconds);
}

const started = Symbol('started');
type Timed = FastifyRequest & { [started]?: bigint };

/** Times every reply by its route pattern (never the raw address, so the series stay few). */
export function observeRequests(app: FastifyInstance): void {
  // Callback style: a promise and a turn of the event loop per hook and request would be most of its cost.
  app.addHook('onRequest', (request, _reply, done) => {
    (request as Timed)[started] = process.hrtime.bigint();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const start = (request as Timed)[started];
    if (start !== undefined) {
      const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'not found' : 'static');
      requestDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        Number(process.hrtime.bigint() - start) / 1e9,
      );
    }
    done();
  });
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

const tokenMatches = (header: string | undefined, token: string): boolean => {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * GET /metrics in Prometheus's text format: with a token configured only for `Authorization: Bearer <token>`,
 * otherwise only for a scraper on the same host (the socket's own address, never a forwarded one).
 */
export function metricsRoute(app: FastifyInstance, token: string | null): void {
  app.get('/metrics', probeOptions, async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = token
      ? tokenMatches(request.headers.authorization, token)
      : LOOPBACK.test(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
    if (!allowed) return reply.code(404).send(fail(ErrorCode.notFound, 'Not found'));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
