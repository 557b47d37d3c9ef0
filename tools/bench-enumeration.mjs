#!/usr/bin/env node
// Account enumeration by timing: "forgot password" and "SMS code" replies must take as long for an account
// that exists as for one that does not. Starts the built server (dist/apps/platform-api/main.mjs) on a free
// 127.0.0.1 port with a fresh PGlite folder (or DATABASE_URL), sends each kind of request for a registered
// and an unregistered account in a shuffled order, one at a time, and compares the medians. The budget: the
// medians differ by less than 0.3 ms or 10 % of the unregistered one, whichever is more (they differed by
// 100 % and more, 3.0 vs 1.5 ms and 5.0 vs 2.2 ms, when the reply waited for the token and the message). Build first: npx nx run-many -t build -p api-contract,platform-api
// Usage: npm run bench:enumeration [-- --rounds 400 --pause 5]
import { randomUUID } from 'node:crypto';
import { benchClient, startBenchServer } from './bench-support.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = arg('rounds', 400);
// Milliseconds between requests, as they arrive over a network. Back to back (--pause 0) the work a
// registered account leaves for after its reply still runs when the next request arrives and slows it
// (SMS codes: a 0.5 ms gap measured that way, against 0.02 ms spaced 5 ms apart).
const pause = arg('pause', 5);
const BUDGET_MS = 0.3;
const BUDGET_SHARE = 0.1;

const { base, log, stop } = await startBenchServer({
  prefix: 'playfront-bench-enum-',
  env: {
    OPERATOR_KEY: `bench-${randomUUID()}`,
    // Many requests from one address for one account: lift the abuse limits for this run only.
    RATE_PASSWORD_IP_MAX: '0',
    RATE_SMS_MOBILE_MAX: '0',
    RATE_SMS_MOBILE_HOURLY_MAX: '0',
    RATE_SMS_IP_MAX: '0',
  },
});

const { waitForServer } = benchClient(base, '');

const forgot = (username) => ({
  path: '/wps/member/password/email',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: `username=${username}&email=demo.member%40playfront.example`,
});
const sms = (mobileNum) => ({
  path: '/wps/verification/sms/noLogin',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ countryDialingCode: '84', mobileNum }),
});
const cases = [
  { name: 'forgot password by e-mail', known: forgot('demo_member'), unknown: forgot('nobody_here') },
  { name: 'SMS code (login, reset by phone)', known: sms('912345678'), unknown: sms('912000111') },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

const timed = async ({ path, headers, body }) => {
  const started = performance.now();
  const reply = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  const text = await reply.text();
  const ms = performance.now() - started;
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${text}`);
  return { ms, text };
};

let failed = false;
try {
  await waitForServer();
  const rows = [];
  for (const { name, known, unknown } of cases) {
    // Warm up both paths, then a shuffled sequence so neither kind always follows the other.
    for (let i = 0; i < 20; i += 1) await Promise.all([timed(known), timed(unknown)]);
    const order = Array.from({ length: rounds * 2 }, (_, i) => i % 2 === 0);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const times = { known: [], unknown: [] };
    const bodies = new Set();
    for (const isKnown of order) {
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
      const { ms, text } = await timed(isKnown ? known : unknown);
      times[isKnown ? 'known' : 'unknown'].push(ms);
      bodies.add(text);
    }
    const gap = median(times.known) - median(times.unknown);
    const allowed = Math.max(BUDGET_MS, BUDGET_SHARE * median(times.unknown));
    const ok = Math.abs(gap) < allowed && bodies.size === 1;
    if (!ok) failed = true;
    rows.push({
      request: name,
      'registered p50 ms': median(times.known).toFixed(2),
      'unregistered p50 ms': median(times.unknown).toFixed(2),
      'registered p90 ms': p90(times.known).toFixed(2),
      'unregistered p90 ms': p90(times.unknown).toFixed(2),
      'gap ms': gap.toFixed(2),
      'same reply': bodies.size === 1,
      'allowed ms': allowed.toFixed(2),
      'within budget': ok,
    });
  }
  console.table(rows);
} catch (error) {
  failed = true;
  console.error(error);
  console.error(log().slice(-2000));
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
