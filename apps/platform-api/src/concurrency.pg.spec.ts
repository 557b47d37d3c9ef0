import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from './app';
import { migrations, seedIfEmpty } from './platform-modules';
import { migrate } from './core/migrate';
import type { Database, Db } from './core/db';
import { reconcile } from './ops/reconcile';
import { loadConfig } from './core/config';
import { createPasswordHasher, randomToken, sha256 } from './core/crypto';

const url = process.env['TEST_DATABASE_URL'];
const CLIENTS = 32;
const OPERATIONS = 5_000;
const MEMBERS = 40;
const OPERATOR_KEY = 'concurrency-operator-key';

if (!url) {
  console.log(
    'concurrency test skipped: set TEST_DATABASE_URL (npm run test:api:pg) to run it on PostgreSQL',
  );
}
const maybe = url ? describe : describe.skip;

const open = (schema: string): Db => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 16,
    application_name: 'pf-concurrency',
    options: `-c search_path=${schema}`,
  });
  pool.on('error', () => undefined);
  // A checked-out client whose connection dies between queries emits 'error' too; the next query fails.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
};

/** A connection of the test's own (not named pf-concurrency, so the fault injector never picks it). */
const adminClient = async (): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
};

/** A connection cut by the fault injector (or a restart), as opposed to a wrong answer. */
const isCut = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '57P01' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    /Connection terminated|terminating connection|Client has encountered a connection error/i.test(
      message ?? '',
    )
  );
};

/** Runs a read, retrying it (a few times) only when its connection was cut. */
async function retryCut<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (!isCut(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
}

interface Reply {
  status: number;
  body: string;
}

maybe('money under concurrency on PostgreSQL (kills, restarts, replays)', () => {
  const schema = `conc_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let db: Db;
  let app: FastifyInstance;
  const config = loadConfig({
    OPERATOR_KEY,
    RATE_PAYMENT_PASSWORD_USER_MAX: '0',
    WITHDRAWAL_MAX: '100000000',
  });

  const start = async () => {
    db = open(schema);
    app = await buildApp({ db, config });
    await app.ready();
  };
  const stop = async () => {
    await app.close();
    await db.destroy();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const setup = open(schema);
    await migrate(setup, migrations);
    await seedIfEmpty(setup, config, createPasswordHasher(config.argon2));
    await setup.destroy();
    await start();
  });
  afterAll(async () => {
    await stop().catch(() => undefined);
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('conserves money, applies each key once and keeps every acknowledged operation', async () => {
    const seed = Number(process.env['CONCURRENCY_SEED'] ?? Date.now() % 2 ** 31);
    console.log(`concurrency seed: ${seed} (rerun with CONCURRENCY_SEED=${seed})`);
    const random = fc.sample(fc.integer({ min: 0, max: 2 ** 30 }), { seed, numRuns: OPERATIONS * 8 });
    let cursor = 0;
    const next = (n: number) => random[cursor++ % random.length]! % n;

    // Members with sessions, a bank account and a payment password, written directly: the calls under
    // test are the money calls.
    const passwordHash = await createPasswordHasher(config.argon2).hash('Pay@2026');
    const template = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const members: Array<{ id: number; token: string; bank: number }> = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const { id } = await db
        .insertInto('users')
        .values({
          merchant_code: template.merchant_code,
          username: `conc_${i}`,
          username_key: `conc_${i}`,
          password_hash: template.password_hash,
          referral_code: `CONC${i}`,
          password_changed_at: new Date(),
          created_at: new Date(),
          mobile_key: null,
          profile: '{}',
          member_labels: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = randomToken();
      await db
        .insertInto('sessions')
        .values({
          token_hash: sha256(token),
          user_id: id,
          restricted: false,
          created_at: new Date(),
          last_seen_at: new Date(),
          expires_at: new Date(Date.now() + 3_600_000),
          ip: '127.0.0.1',
          user_agent: null,
        })
        .execute();
      await db
        .insertInto('payment_passwords')
        .values({ user_id: id, password_hash: passwordHash, updated_at: new Date() })
        .execute();
      const bank = await db
        .insertInto('bank_accounts')
        .values({
          user_id: id,
          bank_name: 'Bank',
          account_name: 'Conc',
          account_number: `1000${i}`,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      members.push({ id, token, bank: bank.id });
    }

    const send = async (
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      headers: Record<string, string>,
      payload?: unknown,
    ): Promise<Reply> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await app.inject({
            method,
            url: path,
            headers,
            ...(payload ? { payload: payload as object } : {}),
          });
          if (response.statusCode < 500 || attempt >= 8)
            return { status: response.statusCode, body: response.body };
        } catch {
          if (attempt >= 8) return { status: 599, body: '' };
        }
        await new Promise((resolve) => setTimeout(resolve, 5 + attempt * 10));
      }
    };
    const operator = (reference: string, kind: 'deposits' | 'withdrawals', decision: string) =>
      send('POST', `/wps/admin/${kind}/${reference}`, { 'x-operator-key': OPERATOR_KEY }, { decision });

    interface Done {
      key: string;
      userId: number;
      path: string;
      body: unknown;
      reply: Reply;
    }
    const acknowledged: Done[] = [];
    let replays = 0;
    const money = async (
      member: (typeof members)[number],
      path: string,
      body: unknown,
      key = randomUUID(),
    ) => {
      const reply = await send(
        'POST',
        path,
        { authorization: `Bearer ${member.token}`, 'idempotency-key': key },
        body,
      );
      if (reply.status === 200) acknowledged.push({ key, userId: member.id, path, body, reply });
      return reply;
    };

    // Not about player protection: funding 50,000.00 a member would ask for an affordability declaration first.
    const operatorKey = { 'x-operator-key': OPERATOR_KEY };
    const protection = JSON.parse(
      (await send('GET', '/wps/admin/setting/protection', operatorKey)).body,
    ).value;
    await send('PUT', '/wps/admin/setting/protection', operatorKey, {
      ...protection,
      affordabilityThreshold: '100000000000',
    });
    for (const member of members) {
      const deposit = await money(member, '/wps/payment/deposits', { channelCode: 'QR', amount: '5000000' });
      await operator(JSON.parse(deposit.body).value.reference, 'deposits', 'approve');
    }

    let killed = 0;
    let killing = true;
    // The fault injector has its own connection; if that one is cut too it reconnects, and it never fails
    // the test itself: only the money checks below may.
    const killer = (async () => {
      let client = await adminClient();
      while (killing) {
        await new Promise((resolve) => setTimeout(resolve, 40 + next(120)));
        try {
          const { rows } = await client.query(
            `SELECT pid FROM pg_stat_activity WHERE application_name = 'pf-concurrency' AND pid <> pg_backend_pid()`,
          );
          if (rows.length === 0) continue;
          const pid = rows[next(rows.length)].pid;
          await client.query('SELECT pg_terminate_backend($1)', [pid]);
          killed += 1;
        } catch {
          await client.end().catch(() => undefined);
          client = await adminClient();
        }
      }
      await client.end().catch(() => undefined);
    })();

    const vendors = ['PP', 'PG', 'DS88', 'JL'];
    let issued = 0;
    const worker = async (limit: number) => {
      while (issued < limit) {
        issued += 1;
        const member = members[next(members.length)]!;
        const roll = next(100);
        if (roll < 10 && acknowledged.length > 0) {
          const original = acknowledged[next(acknowledged.length)]!;
          const owner = members.find((m) => m.id === original.userId)!;
          const replay = await send(
            'POST',
            original.path,
            { authorization: `Bearer ${owner.token}`, 'idempotency-key': original.key },
            original.body,
          );
          expect(replay).toEqual(original.reply);
          replays += 1;
        } else if (roll < 70) {
          const vendor = vendors[next(vendors.length)]!;
          const amount = String(1 + next(400_000));
          const body =
            next(2) === 0 ? { from: 'MAIN', to: vendor, amount } : { from: vendor, to: 'MAIN', amount };
          await money(member, '/wps/relay/GCS_walletTransfer', body);
        } else if (roll < 85) {
          const deposit = await money(member, '/wps/payment/deposits', {
            channelCode: 'QR',
            amount: String(10_000 + next(200_000)),
          });
          if (deposit.status === 200)
            await operator(JSON.parse(deposit.body).value.reference, 'deposits', 'approve');
        } else {
          const withdrawal = await money(member, '/wps/payment/withdrawals', {
            amount: String(10_000 + next(300_000)),
            bankAccountId: member.bank,
            paymentPassword: 'Pay@2026',
          });
          if (withdrawal.status === 200 && next(3) > 0) {
            await operator(
              JSON.parse(withdrawal.body).value.reference,
              'withdrawals',
              next(2) ? 'approve' : 'reject',
            );
          }
        }
      }
    };

    await Promise.all(Array.from({ length: CLIENTS }, () => worker(OPERATIONS / 2)));
    await stop();
    await start();
    await Promise.all(Array.from({ length: CLIENTS }, () => worker(OPERATIONS)));
    killing = false;
    await killer;
    console.log(
      `concurrency: ${issued} operations, ${acknowledged.length} acknowledged money calls, ${replays} replays, ${killed} backends killed, 1 restart`,
    );
    expect(killed).toBeGreaterThan(0);
    expect(replays).toBeGreaterThan(OPERATIONS * 0.05);

    // The faults have stopped; a pooled connection cut just before that fails its next query once, so the
    // checks retry a cut connection (never a wrong answer).
    const result = await retryCut(() => reconcile(db, config.merchantCode));
    expect(result.checks.filter((check) => !check.ok)).toEqual([]);

    // Every acknowledged operation is in the database, exactly once.
    const references = acknowledged.map(
      (done) => JSON.parse(done.reply.body).value.reference as string | null,
    );
    const transferRefs = references.filter((ref): ref is string => Boolean(ref) && ref!.startsWith('TF'));
    const found = await retryCut(() =>
      db
        .selectFrom('ledger_transactions')
        .select('reference')
        .where('reference', 'in', transferRefs)
        .execute(),
    );
    expect(found.length).toBe(new Set(transferRefs).size);
    const requestRefs = references.filter((ref): ref is string => Boolean(ref) && /^(DP|WD)/.test(ref!));
    const deposits = await retryCut(() =>
      db.selectFrom('deposits').select('reference').where('reference', 'in', requestRefs).execute(),
    );
    const withdrawals = await retryCut(() =>
      db.selectFrom('withdrawals').select('reference').where('reference', 'in', requestRefs).execute(),
    );
    expect(deposits.length + withdrawals.length).toBe(new Set(requestRefs).size);

    // Each key applied once: one stored key per applied request, and nothing applied without a key (the
    // test's members only: the seeded demo accounts have deposits and vendor transfers of their own).
    const counts = await retryCut(() =>
      sql<{
        keys: number;
        transfers: number;
        deposits: number;
        withdrawals: number;
      }>`SELECT
      (SELECT count(*)::int FROM idempotency_keys WHERE reply LIKE '%"moved"%' AND reply NOT LIKE '%"reference":null%') AS keys,
      (SELECT count(*)::int FROM ledger_transactions t JOIN users u ON u.id = t.user_id WHERE t.kind IN ('TRANSFER_TO_VENDOR', 'TRANSFER_FROM_VENDOR') AND u.username LIKE 'conc\\_%') AS transfers,
      (SELECT count(*)::int FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.username LIKE 'conc\\_%') - (SELECT count(*)::int FROM idempotency_keys WHERE reply LIKE '%"channelCode"%') AS deposits,
      (SELECT count(*)::int FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.username LIKE 'conc\\_%') - (SELECT count(*)::int FROM idempotency_keys WHERE reply LIKE '%"bankAccount"%') AS withdrawals`.execute(
        db,
      ),
    );
    expect(counts.rows[0]).toEqual({
      keys: counts.rows[0]!.transfers,
      transfers: counts.rows[0]!.transfers,
      deposits: 0,
      withdrawals: 0,
    });
  }, 900_000); // a fixed amount of work: on a busy machine it takes longer, never differently
});
