import type { ProfitReport, TransactionPage } from '@playfront/api-contract';
import { inTransaction } from '../../core/db';
import { fund, moneyCall } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { grantBonus } from '../bonus';
import { HouseAccount, houseAccountId, memberAccounts, newReference, post } from '../wallet';

/**
 * Personal profit and loss: rounds per category, bonuses net of forfeits and cashback over a period of
 * UTC days, each total equal to the sums of the account record of the same days.
 */
let t: TestApp;
let token = '';
let userId = 0;
let day = '';

const profit = async (from: string, to: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/wps/profit?from=${from}&to=${to}`,
    headers: bearer(token),
  });
  return { status: response.statusCode, value: response.envelope.value as ProfitReport };
};

/** The account record's entries of the days, summed per type (every page). */
async function accountRecordSums(from: string, to: string): Promise<Map<string, bigint>> {
  const sums = new Map<string, bigint>();
  for (let page = 1; ; page += 1) {
    const reply = await t.call({
      method: 'GET',
      url: `/wps/member/transactions?from=${from}&to=${to}&size=100&page=${page}`,
      headers: bearer(token),
    });
    const { list, total } = reply.envelope.value as TransactionPage;
    for (const row of list) sums.set(row.type, (sums.get(row.type) ?? 0n) + BigInt(row.amount));
    if (page * 100 >= total) return sums;
  }
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  // A day of its own, after everything the demo seed played.
  t.clock.advance(10 * 86_400_000);
  day = t.clock.now.toISOString().slice(0, 10);
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

describe('profit and loss', () => {
  it('sums the rounds per category, bonuses and cashback of the day, equal to the account record', async () => {
    await fund(t, token, '100000');
    await playRound(t, token, 'RNG', 1_000n, 2_500n);
    await playRound(t, token, 'RNG', 500n);
    await playRound(t, token, 'LIVE', 2_000n, 1_000n);
    await playRound(t, token, 'FISH', 300n, 300n);
    const bonus = await inTransaction(t.db, (trx) =>
      grantBonus(trx, {
        merchant: t.config.merchantCode,
        currency: t.config.currency,
        userId,
        sourceKind: 'PROMOTION',
        sourceId: 1,
        sourceKey: 'P1:profit',
        titles: { en: 'Reload' },
        amount: 5_000n,
        turnoverRequired: 100_000n,
        weights: { RNG: 10_000 },
        days: 30,
        now: t.clock.now,
      }),
    );
    await playRound(t, token, 'RNG', 400n);
    // Launching moved the money to the vendor wallet: bring it back so the forfeit takes the bonus back.
    await moneyCall(t, token, 'POST', '/wps/relay/GCS_walletTransfer', { all: true });
    const forfeit = await t.call({
      method: 'POST',
      url: `/wps/bonuses/${bonus.bonus.id}/forfeit`,
      headers: bearer(token),
    });
    expect(forfeit.statusCode).toBe(200);
    const forfeited = BigInt((forfeit.envelope.value as { forfeitedAmount: string }).forfeitedAmount);
    expect(forfeited).toBeGreaterThan(0n);
    // A cashback payment as the cashback module posts it.
    await inTransaction(t.db, async (trx) => {
      const main = (
        await memberAccounts(trx, t.config.merchantCode, userId, t.config.currency, t.clock.now)
      ).find((account) => account.kind === 'MAIN')!;
      await post(trx, {
        merchant: t.config.merchantCode,
        kind: 'CASHBACK',
        userId,
        remark: 'Cashback',
        now: t.clock.now,
        reference: newReference('CB', t.clock.now),
        legs: [
          { accountId: await houseAccountId(trx, t.config.merchantCode, HouseAccount.BONUS), amount: -700n },
          { accountId: main.id, amount: 700n },
        ],
      });
    });

    const { status, value } = await profit(day, day);
    expect(status).toBe(200);
    expect(value.categories).toEqual([
      { category: 'LIVE', rounds: 1, bets: '2000', payouts: '1000', winLoss: '-1000' },
      { category: 'FISH', rounds: 1, bets: '300', payouts: '300', winLoss: '0' },
      { category: 'RNG', rounds: 3, bets: '1900', payouts: '2500', winLoss: '600' },
    ]);
    expect(value).toMatchObject({
      gamesWinLoss: '-400',
      bonuses: String(5_000n - forfeited),
      cashback: '700',
      referral: '0',
      agentIncome: '0',
      unsettledBets: '0',
      net: String(-400n + 5_000n - forfeited + 700n),
    });

    const record = await accountRecordSums(day, day);
    const sum = (...types: string[]) => types.reduce((total, type) => total + (record.get(type) ?? 0n), 0n);
    expect(-sum('GAME_BET')).toBe(1_900n + 300n + 2_000n);
    expect(sum('GAME_PAYOUT')).toBe(3_800n);
    expect(sum('GAME_PAYOUT', 'GAME_BET').toString()).toBe(value.gamesWinLoss);
    expect(sum('BONUS', 'BONUS_FORFEIT').toString()).toBe(value.bonuses);
    expect(sum('CASHBACK').toString()).toBe(value.cashback);
    expect(sum('REFERRAL_REWARD').toString()).toBe(value.referral);
    // Everything but deposits, withdrawals and moves between the member's own wallets is profit or loss.
    const movedOnly = [
      'DEPOSIT',
      'WITHDRAWAL',
      'WITHDRAWAL_REFUND',
      'TRANSFER_TO_VENDOR',
      'TRANSFER_FROM_VENDOR',
    ];
    const net = [...record]
      .filter(([type]) => !movedOnly.includes(type))
      .reduce((total, [, amount]) => total + amount, 0n);
    expect(net.toString()).toBe(value.net);
  });

  it('reads nothing on a day without activity, and refuses a reversed or too long period', async () => {
    const yesterday = new Date(t.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const empty = await profit(yesterday, yesterday);
    expect(empty.value).toMatchObject({ categories: [], gamesWinLoss: '0', bonuses: '0', net: '0' });
    const reversed = await t.call({
      method: 'GET',
      url: `/wps/profit?from=${day}&to=${yesterday}`,
      headers: bearer(token),
    });
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.envelope.value)).toContain('wallet_date_range_invalid');
    const long = await t.call({
      method: 'GET',
      url: `/wps/profit?from=2020-01-01&to=${day}`,
      headers: bearer(token),
    });
    expect(JSON.stringify(long.envelope.value)).toContain('profit_range_too_long');
    expect(
      (await t.call({ method: 'GET', url: `/wps/profit?from=2026-02-30&to=${day}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
    expect((await t.call({ method: 'GET', url: `/wps/profit?from=${day}&to=${day}` })).statusCode).toBe(401);
  });
});
