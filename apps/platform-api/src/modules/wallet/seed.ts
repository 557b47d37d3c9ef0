import type { Db } from '../../core/db';
import type { DemoSeedContext, SeedContext } from '../../core/module';
import { HouseAccount, PLAY_CURRENCY, houseAccountId, memberAccounts, post } from './ledger';

/** Payment password of the demo member; the starting balance of the demo member and agent (1,000.00). */
const DEMO_PAYMENT_PASSWORD = 'Pay@2026';
const DEMO_STARTING_BALANCE = 100_000n;

/**
 * Creates the brand's house accounts that do not exist yet (idempotent). The withdrawal hold only ever
 * holds what members moved into it, so it alone may not go negative.
 */
export async function ensureHouseAccounts(
  db: Db,
  merchant: string,
  codes: string[],
  currency: string,
  now: Date,
): Promise<void> {
  if (codes.length === 0) return;
  await db
    .insertInto('ledger_accounts')
    .values(
      codes.map((code) => ({
        merchant_code: merchant,
        user_id: null,
        kind: 'HOUSE',
        code,
        currency,
        allow_negative: code !== HouseAccount.WITHDRAWAL_HOLD,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).where('user_id', 'is', null).doNothing())
    .execute();
}

/** The cashier, bonus, withdrawal-hold and agent-payroll accounts in the brand's currency, and the play-money source. */
export async function ensureWalletHouseAccounts({ db, merchant, config, now }: SeedContext): Promise<void> {
  const { CASHIER, BONUS, WITHDRAWAL_HOLD, AGENT_PAYROLL, PLAY_MONEY, ADJUSTMENT } = HouseAccount;
  await ensureHouseAccounts(
    db,
    merchant,
    [CASHIER, BONUS, WITHDRAWAL_HOLD, AGENT_PAYROLL, ADJUSTMENT],
    config.currency,
    now,
  );
  await ensureHouseAccounts(db, merchant, [PLAY_MONEY], PLAY_CURRENCY, now);
}

/** The demo member and agent start with 1,000.00 (a bonus posting) and have a payment password; the member has a bank card. */
export async function seedDemoWallets(ctx: DemoSeedContext): Promise<void> {
  const { db, merchant, config, now } = ctx;
  const bonus = await houseAccountId(db, merchant, HouseAccount.BONUS);
  for (const username of ['demo_member', 'demo_agent']) {
    const userId = ctx.users.get(username);
    if (userId === undefined) continue;
    const main = (await memberAccounts(db, merchant, userId, config.currency, now)).find(
      (account) => account.kind === 'MAIN',
    );
    if (!main) throw new Error('main wallet missing');
    await post(db, {
      merchant,
      kind: 'BONUS',
      userId,
      remark: 'Welcome balance',
      now,
      legs: [
        { accountId: bonus, amount: -DEMO_STARTING_BALANCE },
        { accountId: main.id, amount: DEMO_STARTING_BALANCE },
      ],
    });
  }
  // Both may pay at once: the member withdraws, the agent transfers to its team.
  for (const username of ['demo_member', 'demo_agent']) {
    const userId = ctx.users.get(username);
    if (userId === undefined) continue;
    await db
      .insertInto('payment_passwords')
      .values({
        user_id: userId,
        password_hash: await ctx.passwords.hash(DEMO_PAYMENT_PASSWORD),
        updated_at: now,
      })
      .execute();
    ctx.noteLogin(username, `payment password ${DEMO_PAYMENT_PASSWORD}`);
  }
  const member = ctx.users.get('demo_member');
  if (member === undefined) return;
  await db
    .insertInto('bank_accounts')
    .values({
      user_id: member,
      bank_name: 'Playfront Demo Bank',
      account_name: 'Demo Member',
      account_number: '0123456789',
      created_at: now,
    })
    .execute();
  ctx.noteLogin('demo_member', 'starting balance 1,000.00');
  ctx.noteLogin('demo_member', 'bank ****6789');
  ctx.noteLogin('demo_agent', 'starting balance 1,000.00');
}
