#!/usr/bin/env node
// Wallet benchmark: balance reads/s and transfers/s (uniform users and 5 hot users) with p99, then the
// ledger reconciliation after each run. Starts the built server (dist/apps/platform-api/main.mjs) on a free
// 127.0.0.1 port with a fresh PGlite folder, or on DATABASE_URL (PostgreSQL), runs fixed request counts
// with autocannon and stops it. Build first: npx nx run-many -t build -p api-contract,platform-api
// Usage: npm run bench:wallet [-- --members 200 --reads 20000 --transfers 10000 --connections 50
//   --only reads,uniform,hot --repeat 1]
// --only runs a subset (balance reads, uniform transfers, hot-user transfers); --repeat runs each one that
// many times on the same server and reports every run, the best and the spread. DATABASE_URL selects
// PostgreSQL (a fresh merchant code per run), otherwise PGlite. PLAYFRONT_DIST points at another build.
// BENCH_SERVER_ENV='KEY=value KEY2=value' passes extra settings to the server (e.g. DATABASE_POOL_SIZE=20).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchClient, startBenchServer } from './bench-support.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const memberCount = arg('members', 200);
const reads = arg('reads', 20000);
const transfers = arg('transfers', 10000);
const connections = arg('connections', 50);
const repeat = Math.max(1, arg('repeat', 1));
const onlyIndex = process.argv.indexOf('--only');
const only = new Set(onlyIndex > 0 ? process.argv[onlyIndex + 1].split(',') : ['reads', 'uniform', 'hot']);
const dist = process.env.PLAYFRONT_DIST || join(root, 'dist');
const serverEnv = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const OPERATOR_KEY = `bench-${randomUUID()}`;
const postgres = Boolean(process.env.DATABASE_URL);
const goals = postgres ? { reads: 5000, transfers: 1000 } : { reads: 2000, transfers: 500 };

const { encryptPayload } = await import(join(root, 'libs/api-contract/dist/index.js')).catch(() => {
  console.error('Build first: npx nx run-many -t build -p api-contract,platform-api');
  process.exit(1);
});

const { base, server, log, stop } = await startBenchServer({
  prefix: 'playfront-bench-',
  entry: join(dist, 'apps/platform-api/main.mjs'),
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  env: {
    OPERATOR_KEY,
    MERCHANT_CODE: postgres ? `BENCH${Date.now()}` : 'PLAYFRONT',
    // One address and many accounts: lift the abuse limits for this run only.
    RATE_REGISTER_IP_MAX: '0',
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    ...serverEnv,
  },
});
const timeout = setTimeout(() => {
  console.error('benchmark took over 10 minutes: stopping');
  stop();
  process.exit(1);
}, 600_000);

/** User + system CPU of the server process in ms (Linux /proc; NaN elsewhere). */
const serverCpuMs = () => {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};
const { reconcile, waitForServer, fundedMembers } = benchClient(base, OPERATOR_KEY);

const rows = [];
let failed = false;
try {
  await waitForServer();
  const started = Date.now();
  const members = await fundedMembers({
    count: memberCount,
    prefix: 'b',
    amount: '10000000',
    encryptPayload,
  });
  console.log(
    `${postgres ? 'PostgreSQL' : 'PGlite'}: ${members.length} members registered and funded (100,000.00 each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const run = async (title, amount, request, users, goal) => {
    const cpuBefore = serverCpuMs();
    // Timed here: autocannon's own duration is in whole seconds, too coarse for short runs.
    const startedAt = performance.now();
    const result = await autocannon({
      url: base,
      connections,
      amount,
      requests: [
        {
          ...request,
          setupRequest: (req) => {
            const user = users[Math.floor(Math.random() * users.length)];
            const headers = { ...req.headers, authorization: `Bearer ${user.token}` };
            if (request.method === 'POST') {
              headers['idempotency-key'] = randomUUID();
              headers['content-type'] = 'application/json';
            }
            return { ...req, headers };
          },
        },
      ],
    });
    const seconds = (performance.now() - startedAt) / 1000;
    const cpuMs = serverCpuMs() - cpuBefore;
    const check = await reconcile();
    const row = {
      run: title,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.total / seconds),
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      errors: result.errors + result.timeouts,
      // CPU the server process spent per request (with PGlite the database runs inside it): a figure that
      // other load on a shared machine disturbs much less than req/s.
      'server CPU ms/req': Number.isNaN(cpuMs) ? '-' : (cpuMs / result.requests.total).toFixed(3),
      reconciled: check.ok ? 'exact' : 'VIOLATION',
      goal: `${goal}/s p99<=100`,
    };
    if (!check.ok) console.error(JSON.stringify(check.checks, null, 2));
    if (result['5xx'] > 0 || result.errors > 0 || !check.ok) failed = true;
    rows.push(row);
    console.log(
      `${title}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, server CPU ${row['server CPU ms/req']} ms/req, 5xx ${row['5xx']}, reconciled ${row.reconciled}`,
    );
  };

  const transfer = {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: JSON.stringify({ from: 'MAIN', to: 'PP', amount: '1' }),
  };
  for (let round = 1; round <= repeat; round += 1) {
    const tag = repeat > 1 ? ` #${round}` : '';
    if (only.has('reads')) {
      await run(
        `balance reads${tag}`,
        reads,
        { method: 'GET', path: '/wps/v2/wallets/balance' },
        members,
        goals.reads,
      );
    }
    if (only.has('uniform')) {
      await run(`transfers, uniform users${tag}`, transfers, transfer, members, goals.transfers);
    }
    if (only.has('hot')) {
      await run(
        `transfers, 5 hot users${tag}`,
        Math.round(transfers / 2),
        transfer,
        members.slice(0, 5),
        goals.transfers,
      );
    }
  }
  if (repeat > 1) {
    for (const kind of ['balance reads', 'transfers, uniform users', 'transfers, 5 hot users']) {
      const runs = rows.filter((row) => row.run.startsWith(kind));
      if (runs.length === 0) continue;
      const rates = runs.map((row) => row['req/s']).sort((a, b) => a - b);
      const p99s = runs.map((row) => row['p99 ms']).sort((a, b) => a - b);
      console.log(
        `${kind}: best ${rates.at(-1)} req/s, worst ${rates[0]} req/s, median ${rates[Math.floor(rates.length / 2)]}; p99 ${p99s[0]}-${p99s.at(-1)} ms over ${runs.length} runs`,
      );
    }
  }

  const deadlocks = (log().match(/40P01|deadlock detected/g) ?? []).length;
  const serverErrors = (log().match(/"level":50/g) ?? []).length;
  console.table(rows);
  console.log(`deadlocks (40P01) in the server log: ${deadlocks}; error log lines: ${serverErrors}`);
  if (deadlocks > 0) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  clearTimeout(timeout);
  stop();
}
process.exit(failed ? 1 : 0);
