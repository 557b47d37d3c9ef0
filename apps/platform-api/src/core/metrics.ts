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

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** One series of `RouteLatency`: its labels, its count per bucket (not cumulative, +Inf last), sum and count. */
interface LatencySeries {
  labels: { method: string; route: string; status: string };
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * The request latency histogram, written in Prometheus's histogram format like prom-client's own. An
 * observation is three map lookups and three additions: prom-client's `Histogram.observe` checks
 * and hashes its label object at every call, a few microseconds that every request of the API paid (a
 * visible share of a balance read's CPU; tools/bench-wallet.mjs).
 */
class RouteLatency {
  readonly name = 'playfront_http_request_duration_seconds';
  readonly help = 'Time from a request to its reply, by route pattern, method and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Series by route, method and status: nested maps, so no key string is built per observation. */
  private readonly series = new Map<string, Map<string, Map<number, LatencySeries>>>();

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        buckets: new Array<number>(REQUEST_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    let bucket = 0;
    while (bucket < REQUEST_BUCKETS.length && seconds > (REQUEST_BUCKETS[bucket] as number)) bucket += 1;
    series.buckets[bucket] = (series.buckets[bucket] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What the registry prints: per series, the cumulative buckets with `le`, then `_sum` and `_count`. */
  get() {
    const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
    const all = [...this.series.values()].flatMap((byMethod) =>
      [...byMethod.values()].flatMap((byStatus) => [...byStatus.values()]),
    );
    for (const { labels, buckets, sum, count } of all) {
      let cumulative = 0;
      buckets.forEach((inBucket, index) => {
        cumulative += inBucket;
        const le = index < REQUEST_BUCKETS.length ? (REQUEST_BUCKETS[index] as number) : '+Inf';
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}

const requestDuration = new RouteLatency();
// The registry takes any object with a name and `get()`; its type lists prom-client's own classes only.
registry.registerMetric(requestDuration as unknown as Parameters<Registry['registerMetric']>[0]);

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
        request.method,
        route,
        reply.statusCode,
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
