#!/usr/bin/env node
// The cluster's chaos run: starts tools/cluster.mjs's cluster (HAProxy, API replicas, pgbouncer, primary and
// streaming replica), funds members through the proxy, then moves money between their wallets from many
// clients at once while an API replica is killed (SIGKILL) and started again and every database connection
// is cut. A client whose call failed or got a 5xx sends it again with the same Idempotency-Key until it gets
// an answer, as the portal does. Then every invariant: the ledger reconciles exactly, each member still owns
// exactly what was deposited (transfers between own wallets move nothing out), and the journal holds exactly
// one transfer per acknowledged key (nothing lost, nothing twice).
// Usage: node tools/cluster-chaos.mjs [--members 40 --clients 16 --seconds 60 --port 8080]
// Build first: npx nx run-many -t build -p api-contract web-portal back-office platform-api
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { benchClient } from './bench-support.mjs';
import { startCluster } from './cluster.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const memberCount = arg('members', 40);
const clients = arg('clients', 16);
const seconds = arg('seconds', 60);
const port = arg('port', 8080);
const FUNDING = 1_000_000n;
const OPERATOR_KEY = `chaos-${randomUUID()}`;
const root = join(import.meta.dirname, '..');
const { encryptPayload } = await import(join(root, 'libs/api-contract/dist/index.js'));

const cluster = await startCluster({
  port,
  replicas: 2,
  dir: '/tmp/playfront-chaos',
  env: {
    DEMO_MODE: 'true',
    BRANDS: '',
    OPERATOR_KEY,
    RATE_REGISTER_IP_MAX: '0',
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    LOG_LEVEL: 'warn',
  },
});
let failed = false;
const fail = (message) => {
  failed = true;
  console.error(`FAILED: ${message}`);
};
try {
  const { json, reconcile, fundedMembers } = benchClient(cluster.base, OPERATOR_KEY);
  const operator = { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' };
  // Not a player-protection run: funding would otherwise ask each member for an affordability declaration.
  const protection = (await json('/wps/admin/setting/protection', { headers: operator })).value;
  await json('/wps/admin/setting/protection', {
    method: 'PUT',
    headers: operator,
    body: JSON.stringify({ ...protection, affordabilityThreshold: '1000000000000' }),
  });
  const members = await fundedMembers({
    count: memberCount,
    prefix: 'c',
    amount: String(FUNDING),
    encryptPayload,
  });
  console.log(`${members.length} members funded with ${FUNDING} minor units each through the proxy`);

  /**
   * Sends one transfer until it gets an answer that is not a failure of the cluster (a 5xx, a broken
   * connection, or 408/429 from the proxy or a rate limit: all mean "ask again", with the same key).
   */
  const acknowledged = new Set();
  const sent = new Set();
  const refusals = new Map();
  let retries = 0;
  const transferOnce = async (member) => {
    const key = randomUUID();
    sent.add(key);
    const [from, to] = Math.random() < 0.5 ? ['MAIN', 'PP'] : ['PP', 'MAIN'];
    // One body per key: a resend is the same request (another body under the key is refused 422).
    const body = JSON.stringify({ from, to, amount: String(1 + Math.floor(Math.random() * 500)) });
    for (let attempt = 0; attempt < 200; attempt += 1) {
      try {
        const response = await fetch(`${cluster.base}/wps/relay/GCS_walletTransfer`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${member.token}`,
            'idempotency-key': key,
            'content-type': 'application/json',
          },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        if (response.status < 500 && response.status !== 408 && response.status !== 429) {
          if (response.status === 200) acknowledged.add(key);
          else refusals.set(response.status, (refusals.get(response.status) ?? 0) + 1);
          return;
        }
      } catch {
        // the connection broke: the same key again
      }
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    fail(`a transfer got no answer after 200 attempts (key ${key})`);
  };

  const until = Date.now() + seconds * 1000;
  const workers = Array.from({ length: clients }, async () => {
    while (Date.now() < until) await transferOnce(members[Math.floor(Math.random() * members.length)]);
  });
  const at = (fraction) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 * fraction));
  const chaos = (async () => {
    await at(0.15);
    console.log('chaos: API replica 1 killed (SIGKILL)');
    cluster.kill(0);
    await at(0.15);
    await cluster.restart(0);
    console.log('chaos: API replica 1 started again');
    await at(0.15);
    cluster.cutDatabaseConnections();
    console.log('chaos: every database connection on the primary cut');
    await at(0.1);
    console.log('chaos: API replica 2 killed (SIGKILL)');
    cluster.kill(1);
    await at(0.1);
    await cluster.restart(1);
    console.log('chaos: API replica 2 started again');
  })();
  await Promise.all([...workers, chaos]);
  console.log(
    `${acknowledged.size} transfers acknowledged, ${retries} retried sends, refused: ${
      JSON.stringify(Object.fromEntries(refusals)) || '{}'
    }`,
  );

  // Invariants, read on the primary itself.
  const check = await reconcile();
  if (!check?.ok) fail(`reconciliation: ${JSON.stringify(check)}`);
  else console.log('reconciliation: exact');
  const db = new pg.Client({ connectionString: cluster.primaryUrl });
  await db.connect();
  const owned = await db.query(
    `SELECT a.user_id, sum(a.balance)::text AS total FROM ledger_accounts a JOIN users u ON u.id = a.user_id
     WHERE u.username LIKE 'c%' AND a.kind IN ('MAIN', 'VENDOR') GROUP BY a.user_id`,
  );
  const wrong = owned.rows.filter((row) => BigInt(row.total) !== FUNDING);
  if (owned.rows.length !== members.length || wrong.length > 0) {
    fail(`members whose wallets do not add up to the deposit: ${JSON.stringify(wrong.slice(0, 5))}`);
  } else console.log(`every member still owns exactly ${FUNDING}`);
  // What the server recorded as done: a key's row says 200 in the same transaction as its transfer.
  const done = new Set(
    (
      await db.query(`SELECT key FROM idempotency_keys WHERE status_code = 200 AND key = ANY($1::text[])`, [
        [...sent],
      ])
    ).rows.map((row) => row.key),
  );
  const lost = [...acknowledged].filter((key) => !done.has(key));
  const transfers = await db.query(
    `SELECT count(*)::int AS n FROM ledger_transactions t JOIN users u ON u.id = t.user_id
     WHERE u.username LIKE 'c%' AND t.kind IN ('TRANSFER_TO_VENDOR', 'TRANSFER_FROM_VENDOR')`,
  );
  console.log(
    `journal: ${transfers.rows[0].n} transfers; ${done.size} keys recorded as done of ${sent.size} sent; ` +
      `${acknowledged.size} acknowledged`,
  );
  if (lost.length > 0)
    fail(`acknowledged transfers the server has no record of: ${lost.slice(0, 5).join(', ')}`);
  if (transfers.rows[0].n !== done.size) fail('the journal does not hold exactly one transfer per key done');
  // Done, but the sender's last answer was a refusal: a resend of a committed transfer must get its answer.
  if (done.size > acknowledged.size)
    fail(`${done.size - acknowledged.size} done transfers answered as refused`);
  await db.end();
  const errors = cluster.apis.map((api) => (api.log.match(/"level":50/g) ?? []).length);
  console.log(`error log lines per replica: ${errors.join(', ')}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  cluster.stop();
}
console.log(failed ? 'cluster chaos run: FAILED' : 'cluster chaos run: passed');
process.exit(failed ? 1 : 0);
