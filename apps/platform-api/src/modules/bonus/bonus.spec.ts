import type { BonusPage } from '@playfront/api-contract';
import { inTransaction } from '../../core/db';
import { balanceOf, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { expireBonuses, grantBonus } from './service';
import type { GrantInput } from './service';

/**
 * Bonuses on the ledger: a grant is one posting from the house bonus account, once per source; its money is
 * withdrawn only after its turnover is played through in the categories it weighs; a forfeit or expiry takes
 * back what is left of it; the ledger reconciles throughout.
 */
let t: TestApp;
let token = '';
let userId = 0;

const grant = (over: Partial<GrantInput> = {}) =>
  inTransaction(t.db, (trx) =>
    grantBonus(trx, {
      merchant: t.config.merchantCode,
      currency: t.config.currency,
      userId,
      sourceKind: 'PROMOTION',
      sourceId: 1,
      sourceKey: 'P1:test',
      titles: { en: 'Welcome bonus', th: 'โบนัสต้อนรับ' },
      amount: 5_000n,
      turnoverRequired: 15_000n,
      weights: { RNG: 10_000, LIVE: 1_000 },
      days: 30,
      now: t.clock.now,
      ...over,
    }),
  );

/** One settled round of `stake` in a game of `category`, paying nothing back. */
const round = (category: string, stake: bigint) => playRound(t, token, category, stake);

const bonuses = async (language = 'en') =>
  (await t.call({ method: 'GET', url: '/wps/bonuses', headers: { ...bearer(token), language } })).envelope
    .value as BonusPage;

async function withdraw(amount = '10000') {
  // Launching a game moved the money to its vendor wallet: bring everything back to main first.
  const recall = await moneyCall(t, token, 'POST', '/wps/relay/GCS_walletTransfer', { all: true });
  expect(recall.statusCode).toBe(200);
  const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(token) });
  const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
  return moneyCall(t, token, 'POST', '/wps/payment/withdrawals', {
    amount,
    bankAccountId,
    paymentPassword: 'Pay@2026',
  });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  token = await t.login('demo_member', 'Demo@2026');
  userId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('bonuses', () => {
  it('pays a bonus once per source, from the house bonus account', async () => {
    const before = BigInt((await balanceOf(t, token)).mainBalance);
    const first = await grant();
    const again = await grant();
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.bonus.id).toBe(first.bonus.id);
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before + 5_000n);
    const page = await bonuses('th');
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      amount: '5000',
      status: 'ACTIVE',
      turnoverRequired: '15000',
      turnoverDone: '0',
      source: { kind: 'PROMOTION', title: 'โบนัสต้อนรับ' },
    });
    expect(page.turnoverOutstanding).toBe('15000');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('refuses a withdrawal until the turnover is played, counting each category by its weight', async () => {
    const before = await balanceOf(t, token);
    const refused = await withdraw();
    expect([refused.statusCode, refused.envelope.code]).toEqual([409, 'bonus_turnover_pending']);
    expect(await balanceOf(t, token)).toEqual(before);

    t.clock.advance(1_000);
    await round('RNG', 10_000n);
    expect((await bonuses()).list[0]).toMatchObject({ turnoverDone: '10000', status: 'ACTIVE' });
    // Live casino counts 10 %.
    await round('LIVE', 10_000n);
    expect((await bonuses()).turnoverOutstanding).toBe('4000');
    // Sports counts nothing for this bonus.
    await round('SPORTS', 10_000n);
    expect((await bonuses()).turnoverOutstanding).toBe('4000');
    expect((await withdraw()).envelope.code).toBe('bonus_turnover_pending');

    await round('RNG', 6_000n);
    const page = await bonuses();
    expect(page.list[0]).toMatchObject({ status: 'COMPLETED', turnoverDone: '15000' });
    expect(page.list[0].completedAt).not.toBeNull();
    expect(page.turnoverOutstanding).toBe('0');
    const allowed = await withdraw();
    expect(allowed.statusCode).toBe(200);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('lets the member give a bonus up: what is left of it goes back, then withdrawals are free', async () => {
    const { bonus } = await grant({
      sourceKey: 'P2:test',
      sourceId: 2,
      amount: 2_000n,
      turnoverRequired: 100_000n,
    });
    const before = BigInt((await balanceOf(t, token)).mainBalance);
    expect((await withdraw()).envelope.code).toBe('bonus_turnover_pending');
    const forfeit = await t.call({
      method: 'POST',
      url: `/wps/bonuses/${bonus.id}/forfeit`,
      headers: bearer(token),
    });
    expect(forfeit.statusCode).toBe(200);
    expect(forfeit.envelope.value).toMatchObject({ status: 'FORFEITED', forfeitedAmount: '2000' });
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before - 2_000n);
    const twice = await t.call({
      method: 'POST',
      url: `/wps/bonuses/${bonus.id}/forfeit`,
      headers: bearer(token),
    });
    expect([twice.statusCode, twice.envelope.code]).toEqual([409, 'bonus_not_active']);
    expect((await withdraw()).statusCode).toBe(200);

    const other = await t.login('demo_agent', 'Agent@2026');
    const foreign = await t.call({
      method: 'POST',
      url: `/wps/bonuses/${bonus.id}/forfeit`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('expires a bonus past its days, once, taking back at most the main balance', async () => {
    await grant({ sourceKey: 'P3:test', sourceId: 3, amount: 1_000n, turnoverRequired: 50_000n, days: 1 });
    const later = new Date(t.clock.now.getTime() + 2 * 86_400_000);
    expect(await expireBonuses(t.db, t.config.currency, later)).toBe(1);
    expect(await expireBonuses(t.db, t.config.currency, later)).toBe(0);
    const page = await bonuses();
    expect(page.list.find((b) => b.source.id === 3)).toMatchObject({
      status: 'EXPIRED',
      forfeitedAmount: '1000',
    });
    expect(page.turnoverOutstanding).toBe('0');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('answers 401 without a session and 400 for a bad filter', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/bonuses' })).statusCode).toBe(401);
    const bad = await t.call({ method: 'GET', url: '/wps/bonuses?status=LOST', headers: bearer(token) });
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    const reconcile = await operatorCall(t, 'GET', '/wps/admin/ledger/reconcile');
    expect(
      (reconcile.envelope.value as { checks: Array<{ name: string }> }).checks.map((c) => c.name),
    ).toContain('every bonus was credited exactly its amount once, and every forfeit took back what it says');
  });
});
