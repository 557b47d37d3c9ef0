#!/usr/bin/env node
// Load figures of the platform API: requests/s and p99 latency of member info and login.
// Starts the built server (dist/apps/platform-api/main.mjs) on a free 127.0.0.1 port with a fresh PGlite
// folder, or on DATABASE_URL (PostgreSQL) when set, runs fixed request counts with autocannon, stops it.
// Usage: npm run load:api [-- --requests 2000 --connections 20]
import { join } from 'node:path';
import { benchClient, startBenchServer, timedAutocannon } from './bench-support.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const requests = arg('requests', 2000);
const loginRequests = arg('login-requests', 300);
const connections = arg('connections', 20);

const { encryptPayload } = await import(join(root, 'libs/api-contract/dist/index.js')).catch(() => {
  console.error('Build first: npx nx run-many -t build -p api-contract,platform-api');
  process.exit(1);
});

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const { base, stop } = await startBenchServer({
  prefix: 'playfront-load-',
  env: {
    // The load comes from one address and one account: lift the abuse limits for this run only.
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
  },
});

try {
  await benchClient(base, '').waitForServer();
  const key = (await (await fetch(`${base}/wps/system/publicKey`)).json()).value;
  const sealed = async () =>
    JSON.stringify(await encryptPayload(key, { username: 'demo_member', password: 'Demo@2026' }));
  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await sealed(),
  });
  const token = (await login.json()).value.token;
  // Payloads are valid for 5 minutes, so a pool sealed up front serves the whole login run.
  const bodies = await Promise.all(Array.from({ length: 50 }, sealed));

  const run = (title, options) =>
    timedAutocannon({ url: base, connections, ...options }).then(({ result, rate }) => ({
      title,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      rps: rate,
      p99: result.latency.p99,
    }));

  let n = 0;
  const results = [
    await run('GET /wps/member/info', {
      amount: requests,
      url: `${base}/wps/member/info`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    }),
    await run('POST /wps/session/login', {
      amount: loginRequests,
      connections: Math.min(connections, 8),
      requests: [
        {
          method: 'POST',
          path: '/wps/session/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: bodies[n++ % bodies.length] }),
        },
      ],
    }),
  ];
  console.log(`Platform API load (${database}, ${connections} connections, loopback)`);
  for (const r of results) {
    console.log(
      `  ${r.title.padEnd(26)} ${String(r.requests).padStart(6)} req  ${String(r.rps).padStart(6)} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
  }
  const failed = results.some((r) => r.non2xx > 0 || r.errors > 0);
  stop();
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
