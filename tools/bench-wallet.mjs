#!/usr/bin/env node
// Wallet benchmark: balance reads/s and transfers/s (uniform users and 5 hot users) with p99, then the
// ledger reconciliation after each run. Starts the built server (dist/apps/platform-api/main.mjs) on a free
// 127.0.0.1 port with a fresh PGlite folder, or on DATABASE_URL (PostgreSQL), runs fixed request counts
// with autocannon and stops it. Build first: npx nx run-many -t build -p api-contract,platform-api
// Usage: npm run bench:wallet [-- --members 200 --reads 20000 --transfers 10000 --connections 50
//   --only reads,uniform,hot --repeat 1]
// --only runs a subset (balance reads, uniform transfers, hot-user transfers); --repeat runs each one that
// many times on the same server and reports every run, the best and the spread. DATABASE_URL selects
// PostgreSQL (the server on a database made for the run beside DATABASE_URL's), otherwise PGlite. PLAYFRONT_DIST points at another build.
// BENCH_SERVER_ENV='KEY=value KEY2=value' passes extra settings to the server (e.g. DATABASE_PREPARED_STATEMENTS=false).
// --floor (PostgreSQL only) measures against the floor in the same run: each round runs the floor server
// (tools/floor-server.mjs: bare Fastify + pg, one balance query per read, a two-row locked transfer),
// Playfront and pgbench (the same two statements) in turn with the same load (floor and Playfront swap places
// from one round to the next), at least 3 rounds, then
// prints the medians, Playfront's ratios to the floor and the goals (reads >= 90 %, transfers >= 80 %, p99
// no worse than the floor's).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  benchClient,
  freshDatabase,
  inRoundOrder,
  startBenchServer,
  timedAutocannon,
} from './bench-support.mjs';
import { median, runPgbench, startFloorServer } from './bench-floor.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const memberCount = arg('members', 200);
const reads = arg('reads', 20000);
const transfers = arg('transfers', 10000);
const connections = arg('connections', 50);
const floor = process.argv.includes('--floor');
const repeat = Math.max(floor ? 3 : 1, arg('repeat', 1));
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
if (floor && !postgres) {
  console.error('--floor needs DATABASE_URL: the floor server and pgbench run on PostgreSQL');
  process.exit(1);
}
const goals = postgres ? { reads: 5000, transfers: 1000 } : { reads: 2000, transfers: 500 };

const { encryptPayload } = await import(join(root, 'libs/api-contract/dist/index.js')).catch(() => {
  console.error('Build first: npx nx run-many -t build -p api-contract,platform-api');
  process.exit(1);
});

// On PostgreSQL the server gets a database of its own, made for the run and dropped after it: a
// deployment's database holds its own brands only (the floor and pgbench keep to DATABASE_URL's).
const benchDatabase = postgres ? await freshDatabase(process.env.DATABASE_URL) : null;
const { base, server, log, stop } = await startBenchServer({
  prefix: 'playfront-bench-',
  entry: join(dist, 'apps/platform-api/main.mjs'),
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  env: {
    OPERATOR_KEY,
    MERCHANT_CODE: 'PLAYFRONT',
    // One brand, as the floor serves one (demo mode adds a second: BENCH_SERVER_ENV='BRANDS=LUCKY:VND:₫'
    // measures a deployment of two, which tracks the brand of every promise; see core/brand-scope.ts).
    BRANDS: '',
    ...(benchDatabase ? { DATABASE_URL: benchDatabase.url } : {}),
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

/** A process's name and its user + system CPU in ms (Linux /proc); null when it cannot be read. */
const processCpu = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ms: (Number(fields[11]) + Number(fields[12])) * 10,
    };
  } catch {
    return null;
  }
};
/** User + system CPU of a server process in ms (NaN where /proc is not). */
const serverCpuMs = (pid) => processCpu(pid)?.ms ?? Number.NaN;
/**
 * User + system CPU in ms of each PostgreSQL process on this machine (backends, WAL writer, checkpointer),
 * by process id; empty elsewhere. `databaseCpuSince` sums what each spent since a snapshot (a process that
 * started since counts whole; one that ended since is missing, so the figure is a floor: the pools keep
 * their backends open through a run).
 */
const databaseCpu = () => {
  const byPid = new Map();
  if (!postgres) return byPid;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      // Null when the process ended while the folder was read.
      const cpu = processCpu(entry);
      if (cpu?.name === 'postgres') byPid.set(entry, cpu.ms);
    }
  } catch {
    // No /proc.
  }
  return byPid;
};
const databaseCpuSince = (before) => {
  const now = databaseCpu();
  if (now.size === 0) return Number.NaN;
  let total = 0;
  for (const [pid, ms] of now) total += ms - (before.get(pid) ?? 0);
  return total;
};
const { json, reconcile, waitForServer, fundedMembers } = benchClient(base, OPERATOR_KEY);

const rows = [];
let failed = false;
try {
  await waitForServer();
  const started = Date.now();
  // Not a player-protection benchmark: funding each member past the brand's affordability threshold would
  // ask every one of them for a declaration first, so the threshold is raised out of the way.
  const operatorHeaders = { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' };
  const protection = (await json('/wps/admin/setting/protection', { headers: operatorHeaders })).value;
  await json('/wps/admin/setting/protection', {
    method: 'PUT',
    headers: operatorHeaders,
    body: JSON.stringify({ ...protection, affordabilityThreshold: '1000000000000' }),
  });
  const members = await fundedMembers({
    count: memberCount,
    prefix: 'b',
    amount: '10000000',
    encryptPayload,
  });
  await benchDatabase?.analyze();
  console.log(
    `${postgres ? 'PostgreSQL' : 'PGlite'}: ${members.length} members registered and funded (100,000.00 each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const load = (amount, request, users, target) =>
    timedAutocannon({
      url: target ?? base,
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
  const run = async (title, amount, request, users, goal, target = null) => {
    // The floor's CPU too: per request, it says what the framework set costs without Playfront's own work.
    const pid = target ? floorServer.pid : server.pid;
    const cpuBefore = serverCpuMs(pid);
    const databaseBefore = databaseCpu();
    const { result, rate } = await load(amount, request, users, target);
    const cpuMs = serverCpuMs(pid) - cpuBefore;
    const databaseMs = databaseCpuSince(databaseBefore);
    const check = target ? { ok: true } : await reconcile();
    const row = {
      run: title,
      requests: result.requests.total,
      'req/s': rate,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      errors: result.errors + result.timeouts,
      // CPU the server process spent per request (with PGlite the database runs inside it): a figure that
      // other load on a shared machine disturbs much less than req/s.
      'server CPU ms/req': Number.isNaN(cpuMs) ? '-' : (cpuMs / result.requests.total).toFixed(3),
      // The database's CPU per request on PostgreSQL here: the other half of what a request costs.
      'database CPU ms/req': Number.isNaN(databaseMs) ? '-' : (databaseMs / result.requests.total).toFixed(3),
      reconciled: target ? '-' : check.ok ? 'exact' : 'VIOLATION',
      goal: `${goal}/s p99<=100`,
    };
    if (!check.ok) console.error(JSON.stringify(check.checks, null, 2));
    if (result['5xx'] > 0 || result.errors > 0 || !check.ok) failed = true;
    rows.push(row);
    console.log(
      `${title}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, server CPU ${row['server CPU ms/req']} ms/req, database CPU ${row['database CPU ms/req']} ms/req, 5xx ${row['5xx']}, reconciled ${row.reconciled}`,
    );
  };

  const transfer = {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: JSON.stringify({ from: 'MAIN', to: 'PP', amount: '1' }),
  };
  const floorServer = floor
    ? await startFloorServer({ databaseUrl: process.env.DATABASE_URL, members: memberCount })
    : null;
  const floorUsers = floorServer?.tokens.map((token) => ({ token })) ?? [];
  const pgbench = (title, kind, amount) => {
    const result = runPgbench({
      databaseUrl: process.env.DATABASE_URL,
      members: memberCount,
      kind,
      clients: connections,
      transactions: amount,
    });
    if (!result) return console.log(`${title}: pgbench not installed, skipped`);
    rows.push({ run: title, 'req/s': result['req/s'], 'p99 ms': '-', 'mean ms': result['mean ms'] });
    console.log(`${title}: ${result['req/s']} transactions/s, mean ${result['mean ms']} ms`);
  };
  const balanceRead = { method: 'GET', path: '/wps/v2/wallets/balance' };
  const floorRead = { method: 'GET', path: '/balance' };
  const floorMove = { method: 'POST', path: '/transfer', body: JSON.stringify({ amount: '1' }) };
  if (floorServer) {
    // Each server's first thousands of requests run while V8 still compiles its hot paths: a warm-up
    // (not counted) of both calls on both servers, so round 1 measures what rounds 2 and 3 do.
    for (const [request, users, target] of [
      [floorRead, floorUsers, floorServer.base],
      [floorMove, floorUsers, floorServer.base],
      [balanceRead, members, null],
      [transfer, members, null],
    ]) {
      await load(Math.min(reads, transfers, 3000), request, users, target);
    }
    console.log('warm-up done');
  }
  // Each pair runs in turn, and the order flips from one round to the next (floor first in odd rounds,
  // Playfront first in even ones; inRoundOrder).
  const inTurn = async (round, floorRun, playfrontRun) => {
    if (!floorServer) return playfrontRun();
    for (const side of inRoundOrder([floorRun, playfrontRun], round - 1)) await side();
  };
  for (let round = 1; round <= repeat; round += 1) {
    const tag = repeat > 1 ? ` #${round}` : '';
    if (only.has('reads')) {
      await inTurn(
        round,
        () => run(`floor: balance reads${tag}`, reads, floorRead, floorUsers, goals.reads, floorServer.base),
        () => run(`balance reads${tag}`, reads, balanceRead, members, goals.reads),
      );
      if (floorServer) pgbench(`pgbench: balance reads${tag}`, 'reads', reads);
    }
    if (only.has('uniform')) {
      await inTurn(
        round,
        () =>
          run(`floor: transfers${tag}`, transfers, floorMove, floorUsers, goals.transfers, floorServer.base),
        () => run(`transfers, uniform users${tag}`, transfers, transfer, members, goals.transfers),
      );
      if (floorServer) pgbench(`pgbench: transfers${tag}`, 'transfers', transfers);
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
  floorServer?.stop();
  if (floorServer) {
    // Medians of the interleaved rounds, and Playfront against its floor.
    const of = (prefix) => rows.filter((row) => row.run.replace(/ #\d+$/, '') === prefix);
    const med = (prefix, key) => median(of(prefix).map((row) => Number(row[key])));
    const pairs = [
      ['balance reads', 'floor: balance reads', 'pgbench: balance reads', 0.9],
      ['transfers, uniform users', 'floor: transfers', 'pgbench: transfers', 0.8],
    ];
    const summary = [];
    for (const [mine, floorRun, pgbenchRun, share] of pairs) {
      if (of(mine).length === 0) continue;
      const rate = med(mine, 'req/s');
      const floorRate = med(floorRun, 'req/s');
      const p99 = med(mine, 'p99 ms');
      const floorP99 = med(floorRun, 'p99 ms');
      const ratio = rate / floorRate;
      const met = ratio >= share && p99 <= floorP99;
      summary.push({
        run: mine,
        'Playfront req/s': rate,
        'floor req/s': floorRate,
        'pgbench tps': of(pgbenchRun).length ? med(pgbenchRun, 'req/s') : '-',
        'ratio to floor': `${(ratio * 100).toFixed(1)} %`,
        'p99 ms (Playfront / floor)': `${p99} / ${floorP99}`,
        'server CPU ms/req (Playfront / floor)': `${med(mine, 'server CPU ms/req').toFixed(3)} / ${med(floorRun, 'server CPU ms/req').toFixed(3)}`,
        'database CPU ms/req (Playfront / floor)': `${med(mine, 'database CPU ms/req').toFixed(3)} / ${med(floorRun, 'database CPU ms/req').toFixed(3)}`,
        goal: `>= ${share * 100} % and p99 <= floor's`,
        met: met ? 'yes' : 'NO',
      });
    }
    console.log(`\nmedians of ${repeat} interleaved rounds at ${connections} connections:`);
    console.table(summary);
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
  await benchDatabase?.drop();
}
process.exit(failed ? 1 : 0);
