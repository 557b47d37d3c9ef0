import { loadConfig } from './core/config';
import { createPasswordHasher } from './core/crypto';
import { openDatabase } from './core/db';
import type { Db } from './core/db';
import { reconcile } from './ops/reconcile';
import { migrate } from './core/migrate';
import { ensureReferenceData, migrations, seedIfEmpty } from './platform-modules';

const counts = async (db: Db) => ({
  houseAccounts: (await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'HOUSE').execute())
    .length,
  games: (await db.selectFrom('games').select('id').execute()).length,
  channels: (await db.selectFrom('payment_channels').select('code').execute()).length,
  users: (await db.selectFrom('users').select('id').execute()).length,
});

describe('the seeds every module contributes', () => {
  const config = loadConfig({ OPERATOR_KEY: 'seed-test-key', DEMO_MODE: 'true' });
  const passwords = createPasswordHasher(config.argon2);
  let database: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    database = await openDatabase({ url: null });
    await migrate(database.db, migrations);
  });
  afterAll(() => database.close());

  it('seeds a new brand once and lists each demo login with what every module gave it', async () => {
    const logins = await seedIfEmpty(database.db, config, passwords);
    expect(logins?.map((login) => login.username)).toEqual([
      'demo_member',
      'demo_agent',
      'demo_newbie',
      '(free play)',
      'agentsub1',
      'agentsub2',
      'teamplay3',
      'admin',
    ]);
    const note = (username: string) => logins?.find((login) => login.username === username)?.note;
    expect(note('demo_member')).toBe(
      "SMS login: +84 912345678; read and unread messages; payment password Pay@2026; starting balance 1,000.00; bank ****6789; yesterday's cashback to claim; invited demofriend1 (qualified: referral reward 20.00) and demofriend2 (in progress), password Demo@2026; VIP Gold (level 3) on the way to Platinum",
    );
    expect(note('demo_agent')).toBe(
      'upline of demo_member; affiliate code AGENT01; payment password Pay@2026; starting balance 1,000.00; a team three levels deep, contracts of every kind',
    );
    expect(await seedIfEmpty(database.db, config, passwords)).toBeNull();
  });

  it('gives the demo member and agent their starting balance from the bonus account', async () => {
    const rows = await database.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('users', 'users.id', 'a.user_id')
      .select(['users.username', 'e.amount'])
      .where('t.kind', '=', 'BONUS')
      .orderBy('users.username')
      .execute();
    expect(rows.map((row) => [row.username, String(row.amount)])).toEqual([
      ['demo_agent', '100000'],
      ['demo_member', '100000'],
    ]);
    // The demo member is not part of the agents' demo activity: its balance is its starting balance and the
    // referral reward of its qualified demo friend (20.00).
    const member = await database.db
      .selectFrom('ledger_accounts')
      .innerJoin('users', 'users.id', 'ledger_accounts.user_id')
      .select('ledger_accounts.balance')
      .where('users.username', '=', 'demo_member')
      .where('ledger_accounts.kind', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    expect(String(member.balance)).toBe('102000');
  });

  it("gives the demo agent's team deposits, rounds and contracts of every kind, settled and reconciled", async () => {
    const contracts = await database.db
      .selectFrom('agent_contracts')
      .select(['kind', 'status'])
      .where('status', '=', 'ACTIVE')
      .execute();
    expect(new Set(contracts.map((row) => row.kind))).toEqual(
      new Set(['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME']),
    );
    const paid = await database.db
      .selectFrom('agent_settlements')
      .select('kind')
      .where('status', '=', 'PAID')
      .execute();
    expect(new Set(paid.map((row) => row.kind))).toEqual(
      new Set(['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME']),
    );
    expect((await reconcile(database.db, config.merchantCode)).ok).toBe(true);
  });

  it('fills in reference data on every start without duplicating any', async () => {
    const before = await counts(database.db);
    expect(before.houseAccounts).toBeGreaterThan(4);
    expect(before.games).toBeGreaterThan(0);
    expect(before.channels).toBe(3);
    await ensureReferenceData(database.db, config);
    await ensureReferenceData(database.db, config);
    expect(await counts(database.db)).toEqual(before);
  });

  it('restores reference data an older database lacks', async () => {
    await database.db.deleteFrom('payment_channels').where('code', '=', 'QR').execute();
    await ensureReferenceData(database.db, config);
    const qr = await database.db
      .selectFrom('payment_channels')
      .select(['code', 'payee_type'])
      .where('code', '=', 'QR')
      .executeTakeFirst();
    expect(qr).toEqual({ code: 'QR', payee_type: 'qr' });
  });
});

describe('a new brand in a production configuration', () => {
  it('gets its settings, countries and reference data, and no demo account, money or demo content', async () => {
    const config = loadConfig({
      OPERATOR_KEY: 'seed-test-key',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:25',
      SMTP_FROM: 'noreply@example.com',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      PUBLIC_URL: 'https://portal.example',
    });
    const database = await openDatabase({ url: null });
    try {
      await migrate(database.db, migrations);
      expect(await seedIfEmpty(database.db, config, createPasswordHasher(config.argon2))).toEqual([]);
      const { db } = database;
      expect(await db.selectFrom('users').select('username').execute()).toEqual([]);
      expect(await db.selectFrom('notices').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('ledger_transactions').select('id').execute()).toEqual([]);
      expect((await db.selectFrom('brand_settings').select('key').execute()).length).toBeGreaterThan(0);
      expect((await db.selectFrom('countries').select('country_code').execute()).length).toBeGreaterThan(0);
      expect((await counts(db)).games).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
