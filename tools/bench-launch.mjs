#!/usr/bin/env node
// Launch benchmark: POST /wps/game/launchGame req/s and p99 for a SEAMLESS game (plays from the main wallet)
// and a TRANSFER game (each launch moves the whole main wallet into the vendor's wallet), with the ledger
// reconciliation after each run. Starts the built server (dist/apps/platform-api/main.mjs) on a free
// 127.0.0.1 port with a fresh PGlite folder, or on DATABASE_URL (PostgreSQL), runs fixed request counts
// with autocannon and stops it. Build first: npx nx run-many -t build -p api-contract,platform-api
// Usage: npm run bench:launch [-- --members 100 --launches 5000 --connections 50]
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { benchClient, startBenchServer, timedAutocannon } from './bench-support.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const memberCount = arg('members', 100);
const launches = arg('launches', 5000);
const connections = arg('connections', 50);
const OPERATOR_KEY = `bench-${randomUUID()}`;
const postgres = Boolean(process.env.DATABASE_URL);
const goal = postgres ? 1000 : 400;

const { encryptPayload } = await import(join(root, 'libs/api-contract/dist/index.js')).catch(() => {
  console.error('Build first: npx nx run-many -t build -p api-contract,platform-api');
  process.exit(1);
});

const { base, log, stop } = await startBenchServer({
  prefix: 'playfront-bench-launch-',
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  env: {
    OPERATOR_KEY,
    MERCHANT_CODE: postgres ? `BENCH${Date.now()}` : 'PLAYFRONT',
    // One address and many accounts: lift the abuse limits for this run only.
    RATE_REGISTER_IP_MAX: '0',
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
  },
});
const timeout = setTimeout(() => {
  console.error('benchmark took over 10 minutes: stopping');
  stop();
  process.exit(1);
}, 600_000);

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
  const members = await fundedMembers({ count: memberCount, prefix: 'l', amount: '1000000', encryptPayload });
  const gameId = async (q) => {
    const list = (await json(`/wps/game/list?q=${encodeURIComponent(q)}`)).value.list;
    if (list.length === 0) throw new Error(`no game ${q}`);
    return list[0].id;
  };
  const seamless = await gameId('SEA Quick Lotto');
  const transfer = await gameId('Candy Cascade');
  console.log(
    `${postgres ? 'PostgreSQL' : 'PGlite'}: ${members.length} members registered and funded (10,000.00 each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const run = async (title, id) => {
    const body = JSON.stringify({
      gameId: id,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'en',
    });
    const { result, rate } = await timedAutocannon({
      url: base,
      connections,
      amount: launches,
      requests: [
        {
          method: 'POST',
          path: '/wps/game/launchGame',
          body,
          setupRequest: (req) => {
            const user = members[Math.floor(Math.random() * members.length)];
            return {
              ...req,
              headers: {
                ...req.headers,
                authorization: `Bearer ${user.token}`,
                'content-type': 'application/json',
              },
            };
          },
        },
      ],
    });
    const check = await reconcile();
    const row = {
      run: title,
      requests: result.requests.total,
      'req/s': rate,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
      errors: result.errors + result.timeouts,
      reconciled: check.ok ? 'exact' : 'VIOLATION',
      goal: `${goal}/s p99<=100`,
    };
    if (!check.ok) console.error(JSON.stringify(check.checks, null, 2));
    if (result['5xx'] > 0 || result['4xx'] > 0 || result.errors > 0 || !check.ok) failed = true;
    rows.push(row);
    console.log(
      `${title}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, 4xx ${row['4xx']}, 5xx ${row['5xx']}, reconciled ${row.reconciled}`,
    );
  };

  await run('launch, SEAMLESS game (main wallet)', seamless);
  await run('launch, TRANSFER game (main wallet moved to the vendor)', transfer);
  const wallets = await json('/wps/member/info/funds/consolidated', {
    headers: { authorization: `Bearer ${members[0].token}` },
  });
  const byWallet = Object.fromEntries(wallets.value.wallets.map((w) => [w.wallet, w.balance]));
  console.log(`a member after the runs: main ${byWallet.MAIN}, PP ${byWallet.PP} (minor units)`);

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
