// Shared by the benchmark scripts (bench-wallet, bench-launch, bench-enumeration, load-api, lighthouse-floor):
// starting the built server, calls to it, waiting for it to start, members registered and funded through the
// real calls, and the order of side-by-side runs.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * `list` in the order for round `round` (from 0): turned by one place each round (a, b, c; then b, c, a; …).
 * The benchmarks that measure several apps side by side run them in this order, because a run inherits what
 * the one before it left on the machine (dirty pages, autovacuum, a server's jobs, the heat), and a fixed
 * order would hand that to the same app every round.
 */
export const inRoundOrder = (list, round) => {
  const turn = round % list.length;
  return [...list.slice(turn), ...list.slice(0, turn)];
};

/**
 * Starts the built server (`entry`, else BENCH_SERVER_ENTRY, else `cwd`/dist/apps/platform-api/main.mjs, serving
 * `cwd`/dist/apps/web-portal) on a free
 * 127.0.0.1 port with a fresh PGlite folder (or DATABASE_URL), in production mode with demo data (demo mode:
 * no real e-mail or SMS provider, see README); `env` adds or overrides settings; `port` picks the port
 * instead. Returns its base URL, the process, its log so far and stop().
 */
export async function startBenchServer({
  entry,
  env = {},
  prefix = 'playfront-bench-',
  nodeArgs = [],
  cwd = root,
  port: fixedPort,
} = {}) {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const server = spawn(
    process.execPath,
    [...nodeArgs, entry ?? process.env.BENCH_SERVER_ENTRY ?? join(cwd, 'dist/apps/platform-api/main.mjs')],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        PGLITE_DIR: dataDir,
        ...env,
      },
    },
  );
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    log: () => log,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server under test at `base`, with the operator key it was started with. */
export function benchClient(base, operatorKey) {
  // A replica that refuses for overload (503 service_unavailable, before any work) is asked again after its
  // Retry-After, as a client should: a server just started on a busy machine may refuse for a few seconds.
  const json = async (path, init = {}) => {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${base}${path}`, init);
      const body = await response.json();
      if (response.status !== 503 || body?.code !== 'service_unavailable' || attempt >= 30) return body;
      const wait = Math.min(5, Number(response.headers.get('retry-after')) || 1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  };
  const operator = { 'x-operator-key': operatorKey, 'content-type': 'application/json' };
  const reconcile = async () => (await json('/wps/admin/ledger/reconcile', { headers: operator })).value;
  const inBatches = async (items, size, fn) => {
    for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
  };

  /**
   * Polls /health every 100 ms until the server answers, for five minutes at most: a fresh database's
   * migrations and demo seed take over a minute on a busy machine.
   */
  const waitForServer = async () => {
    const deadline = Date.now() + 300_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /**
   * Registers `count` members (usernames `${prefix}${suffix}${i}`, credentials sealed with the server's key)
   * and funds each with a QR deposit of `amount` minor units that the operator approves. Returns their tokens.
   */
  const fundedMembers = async ({ count, prefix, amount, encryptPayload }) => {
    const key = (await json('/wps/system/publicKey')).value;
    const suffix = Date.now().toString(36).slice(-4);
    const members = [];
    await inBatches(
      Array.from({ length: count }, (_, i) => i),
      8,
      async (i) => {
        const payload = {
          username: `${prefix}${suffix}${i}`,
          password: 'Bench2026x',
          confirmPassword: 'Bench2026x',
          birthday: '1990-01-01',
        };
        const reply = await json('/wps/member/register', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(await encryptPayload(key, payload)),
        });
        if (!reply.success) throw new Error(`register failed: ${JSON.stringify(reply)}`);
        members.push({ token: reply.value.token });
      },
    );
    await inBatches(members, 10, async (member) => {
      const deposit = await json('/wps/payment/deposits', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${member.token}`,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ channelCode: 'QR', amount }),
      });
      const approve = await json(`/wps/admin/deposits/${deposit.value.reference}`, {
        method: 'POST',
        headers: operator,
        body: JSON.stringify({ decision: 'approve' }),
      });
      if (!approve.success) throw new Error(`approve failed: ${JSON.stringify(approve)}`);
    });
    return members;
  };

  return { json, operator, reconcile, inBatches, waitForServer, fundedMembers };
}

/**
 * Runs autocannon with `options` and times it from its start to the last response: autocannon ends a run at
 * its next one-second sample tick, so its own duration (and a rate taken over it) is rounded up to whole
 * seconds, which lowers a fast run's rate more than a slow one's. Resolves { result, seconds, rate }.
 */
export async function timedAutocannon(options) {
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  const requests = (options.requests ?? [{}]).map((request) => ({
    ...request,
    onResponse: (...args) => {
      lastResponseAt = performance.now();
      request.onResponse?.(...args);
    },
  }));
  const result = await autocannon({ ...options, requests });
  const seconds = Math.max(lastResponseAt - startedAt, 1) / 1000;
  return { result, seconds, rate: Math.round(result.requests.total / seconds) };
}

/**
 * A PostgreSQL database made beside `url`'s for one run (the same server and credentials): resolves
 * { url, drop() }, drop() ending the run's connections first.
 */
export async function freshDatabase(url) {
  const { default: pg } = await import('pg');
  const name = `playfront_bench_${Date.now()}_${process.pid}`;
  const admin = async (statement, connectionString = url) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    /**
     * Brings the planner's statistics up to date, as a database in service has them: tables filled a moment
     * ago would otherwise be planned as near empty until autovacuum comes round (a minute or more).
     */
    analyze: () => admin('ANALYZE', target.toString()),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined),
  };
}
