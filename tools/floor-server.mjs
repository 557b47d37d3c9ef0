#!/usr/bin/env node
// The API throughput floor: the same framework set as the platform API (Fastify 5 and the pg Pool with the
// same size, 10) and nothing else, on the same PostgreSQL. It answers one balance query per request, and
// moves money with a bare two-row locked transfer, so the wallet benchmark can say how much of the floor
// Playfront reaches with its sessions, journal, idempotency keys and envelopes.
// Usage: DATABASE_URL=postgres://… PORT=4700 node tools/floor-server.mjs [--members 200]
// It creates its own schema (floor_bench, dropped and made again) with a MAIN and a PP account per member;
// the bearer token of a member is its number (1..members). Prints "floor ready on <port>" when listening.
import Fastify from 'fastify';
import pg from 'pg';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const members = arg('members', 200);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (the floor runs on PostgreSQL only)');
  process.exit(1);
}

const setup = new pg.Client({ connectionString: url });
await setup.connect();
await setup.query(`DROP SCHEMA IF EXISTS floor_bench CASCADE; CREATE SCHEMA floor_bench;
  CREATE TABLE floor_bench.accounts (
    id bigserial PRIMARY KEY, user_id integer NOT NULL, kind text NOT NULL, balance bigint NOT NULL,
    UNIQUE (user_id, kind));`);
await setup.query(
  `INSERT INTO floor_bench.accounts (user_id, kind, balance)
   SELECT u, k, CASE WHEN k = 'MAIN' THEN 10000000 ELSE 0 END
   FROM generate_series(1, $1) AS u, unnest(ARRAY['MAIN', 'PP']) AS k`,
  [members],
);
await setup.query('ANALYZE floor_bench.accounts');
await setup.end();

const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c search_path=floor_bench' });
pool.on('error', () => undefined);
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });

const userOf = (request, reply) => {
  const id = Number((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
  if (!Number.isInteger(id) || id < 1 || id > members) {
    reply.code(401).send({ success: false, value: null, message: 'Unauthorised', code: 'unauthorised' });
    return null;
  }
  return id;
};

app.get('/balance', async (request, reply) => {
  const user = userOf(request, reply);
  if (user === null) return reply;
  const { rows } = await pool.query(
    "SELECT balance::text AS balance FROM accounts WHERE user_id = $1 AND kind = 'MAIN'",
    [user],
  );
  return { success: true, value: { mainBalance: rows[0]?.balance ?? '0' }, message: null, code: null };
});

app.post('/transfer', async (request, reply) => {
  const user = userOf(request, reply);
  if (user === null) return reply;
  const amount = BigInt(request.body?.amount ?? '1');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      "SELECT id, kind, balance FROM accounts WHERE user_id = $1 AND kind IN ('MAIN', 'PP') ORDER BY id FOR UPDATE",
      [user],
    );
    const main = rows.find((row) => row.kind === 'MAIN');
    const vendor = rows.find((row) => row.kind === 'PP');
    if (BigInt(main.balance) < amount) {
      await client.query('ROLLBACK');
      return reply.code(409).send({ success: false, value: null, message: 'Insufficient', code: 'funds' });
    }
    await client.query(
      'UPDATE accounts SET balance = balance + CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END WHERE id IN ($1, $2)',
      [main.id, vendor.id, String(amount)],
    );
    await client.query('COMMIT');
    return { success: true, value: { amount: String(amount) }, message: null, code: null };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
const port = Number(process.env.PORT ?? 4700);
await app.listen({ port, host: '127.0.0.1' });
console.log(`floor ready on ${port}`);
