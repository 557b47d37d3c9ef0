import type {
  AdminCashbackPage,
  AdminCashbackRates,
  CashbackClaimResult,
  CashbackHistory,
  CashbackOverview,
} from '@playfront/api-contract';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { OPERATOR_KEY, bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { cashbackLines, computeCashbackDay, dayOf, runCashback } from './service';

const DAY = 86_400_000;
let t: TestApp;

const overview = async (token: string) => {
  const reply = await t.call({ method: 'GET', url: '/wps/cashback', headers: bearer(token) });
  expect(reply.statusCode).toBe(200);
  return reply.envelope.value as CashbackOverview;
};
const claim = (token: string, body: object = {}, key?: string) =>
  moneyCall(t, token, 'POST', '/wps/cashback/claim', body, key);
const job = () => runCashback({ db: t.db, config: t.config }, t.clock.now);

async function register(username: string): Promise<{ token: string; userId: number }> {
  const reply = await t.call({
    method: 'PUT',
    url: '/wps/member/register',
    payload: await t.seal({
      username,
      password: 'Member2026',
      confirmPassword: 'Member2026',
      birthday: '1990-01-01',
      registerMethod: 'WEB',
      login: true,
    }),
  });
  if (reply.statusCode !== 200) throw new Error(`register failed: ${reply.body}`);
  const token = (reply.envelope.value as { token: string }).token;
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { token, userId: user.id };
}

async function funded(username: string): Promise<{ token: string; userId: number }> {
  const member = await register(username);
  await fund(t, member.token, '500000');
  return member;
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    RATE_REGISTER_IP_MAX: '100',
  });
});
afterAll(() => t.close());

describe('cashback rules', () => {
  it('floors each category at its rate and leaves out categories without one', () => {
    const lines = cashbackLines(
      [
        { category: 'LIVE', count: 3, stake: 123_456n, wins: 1 },
        { category: 'RNG', count: 1, stake: 99n, wins: 0 },
        { category: 'LOTT', count: 2, stake: 50_000n, wins: 0 },
      ],
      { LIVE: 70, RNG: 120 },
    );
    // 123,456 × 0.70 % = 864.192 → 864; 99 × 1.20 % = 1.188 → 1; no rate for LOTT.
    expect(lines).toEqual([
      { category: 'LIVE', validBet: '123456', rateBp: 70, amount: '864' },
      { category: 'RNG', validBet: '99', rateBp: 120, amount: '1' },
    ]);
  });

  it("shows demo_member yesterday's cashback in three categories or more, and pays it once", async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const view = await overview(token);
    expect(view.claimable).toHaveLength(1);
    const [day] = view.claimable;
    expect(day!.periodStart).toBe(dayOf(t.clock.now.getTime() - DAY).start.getTime());
    expect(day!.lines.map((line) => line.category)).toEqual(['FISH', 'LIVE', 'RNG', 'SPORTS']);
    // Gold's rates (the §9 defaults and 0.20 % of VIP uplift) on the seeded valid bets.
    expect(day!.lines.map((line) => [line.validBet, line.rateBp, line.amount])).toEqual([
      ['20000', 140, '280'],
      ['50000', 90, '450'],
      ['25000', 140, '350'],
      ['30000', 120, '360'],
    ]);
    expect([day!.amount, view.total, day!.status]).toEqual(['1440', '1440', 'CLAIMABLE']);
    expect(view.rates).toEqual(
      expect.arrayContaining([
        { category: 'LIVE', rateBp: 90 },
        { category: 'FISH', rateBp: 140 },
      ]),
    );
    const before = BigInt((await balanceOf(t, token)).mainBalance);

    const first = await claim(token, {}, 'cashback-demo');
    expect(first.statusCode).toBe(200);
    const result = first.envelope.value as CashbackClaimResult;
    expect(result.amount).toBe('1440');
    expect(BigInt(result.mainBalance)).toBe(before + 1440n);
    // The same key replays; another key (a second click) finds nothing to claim.
    expect((await claim(token, {}, 'cashback-demo')).body).toBe(first.body);
    const again = await claim(token);
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'cashback_nothing_to_claim']);
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before + 1440n);

    expect((await overview(token)).claimable).toEqual([]);
    const history = (await t.call({ method: 'GET', url: '/wps/cashback/history', headers: bearer(token) }))
      .envelope.value as CashbackHistory;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({
      status: 'CLAIMED',
      amount: '1440',
      reference: expect.any(String),
    });
    // It shows in the account record as a CASHBACK credit.
    const record = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'reference'])
      .where('reference', '=', history.list[0]!.reference!)
      .executeTakeFirstOrThrow();
    expect(record.kind).toBe('CASHBACK');
    expect(await reconcileOk(t)).toBe(true);
  });

  it("computes a closed day per category at the rank's rates; today is an estimate until the day closes", async () => {
    const { token, userId } = await funded('cashrank1');
    await t.db.updateTable('users').set({ rank_level: 3 }).where('id', '=', userId).execute();
    const rate = (body: object) => operatorCall(t, 'PUT', '/wps/admin/cashback/rates', body);
    expect((await rate({ rankLevel: 3, category: 'LIVE', rateBp: 150 })).statusCode).toBe(200);
    await playRound(t, token, 'LIVE', 10_001n);
    await playRound(t, token, 'RNG', 2_550n, 5_000n);
    await playRound(t, token, 'LOTT', 9_000n).catch(() => undefined);

    const open = await overview(token);
    expect(open.claimable).toEqual([]);
    expect(open.rankLevel).toBe(3);
    // Rank 3's LIVE rate set by the operator (1.50 %); RNG keeps rank 3's seeded rate (1.40 %).
    expect(open.today.lines).toEqual([
      { category: 'LIVE', validBet: '10001', rateBp: 150, amount: '150' },
      { category: 'RNG', validBet: '2550', rateBp: 140, amount: '35' },
    ]);
    expect(open.today.amount).toBe('185');

    // The job does nothing for an open day; once it has closed, it computes it once.
    await job();
    expect(await t.db.selectFrom('cashbacks').select('id').where('user_id', '=', userId).execute()).toEqual(
      [],
    );
    t.clock.advance(DAY);
    expect((await job()).computed).toBeGreaterThanOrEqual(1);
    expect((await job()).computed).toBe(0);
    const closed = await overview(await t.login('cashrank1', 'Member2026'));
    expect(closed.claimable).toHaveLength(1);
    expect(closed.claimable[0]).toMatchObject({ amount: '185', rankLevel: 3, status: 'CLAIMABLE' });
    expect(closed.today.amount).toBe('0');

    // The operator sees the row; a rate change later does not change a computed day.
    await rate({ rankLevel: 3, category: 'LIVE', rateBp: null });
    const rows = (await operatorCall(t, 'GET', '/wps/admin/cashback?username=cashrank1')).envelope
      .value as AdminCashbackPage;
    expect(rows.list.map((row) => [row.username, row.amount])).toEqual([['cashrank1', '185']]);
    const rates = (await operatorCall(t, 'GET', '/wps/admin/cashback/rates')).envelope
      .value as AdminCashbackRates;
    expect(rates.list.find((r) => r.rankLevel === 0)!.rates).toContainEqual({ category: 'LIVE', rateBp: 70 });
    // Rank 3's own LIVE rate is gone (the default applies again); its seeded uplift of the others stays.
    const rank3 = rates.list.find((r) => r.rankLevel === 3)!.rates;
    expect(rank3.map((r) => r.category)).not.toContain('LIVE');
    expect(rank3).toContainEqual({ category: 'RNG', rateBp: 140 });
    const refused = await rate({ rankLevel: 0, category: 'LIVE', rateBp: null });
    expect([refused.statusCode, refused.envelope.code]).toEqual([400, 'validation_failed']);
    t.clock.advance(-DAY);
  });

  it('expires a claimable day after its claim window, and pays nothing for it', async () => {
    const { token, userId } = await funded('cashexpire');
    await playRound(t, token, 'SPORTS', 20_000n);
    t.clock.advance(DAY);
    await job();
    const [row] = (await overview(await t.login('cashexpire', 'Member2026'))).claimable;
    expect(row!.amount).toBe('200');
    expect(row!.expiresAt).toBe(row!.periodEnd + 7 * DAY);
    t.clock.advance(7 * DAY);
    const late7 = await t.login('cashexpire', 'Member2026');
    // Past its time it cannot be claimed, even before the job marks it.
    const late = await claim(late7);
    expect([late.statusCode, late.envelope.code]).toEqual([409, 'cashback_nothing_to_claim']);
    expect((await job()).expired).toBeGreaterThanOrEqual(1);
    const stored = await t.db
      .selectFrom('cashbacks')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('EXPIRED');
    const history = (await t.call({ method: 'GET', url: '/wps/cashback/history', headers: bearer(late7) }))
      .envelope.value as CashbackHistory;
    expect(history.list.map((r) => r.status)).toEqual(['EXPIRED']);
    t.clock.advance(-8 * DAY);
  });

  it('gives trial accounts no cashback', async () => {
    const { token, userId } = await funded('cashtrial');
    await playRound(t, token, 'LIVE', 40_000n);
    await t.db.updateTable('users').set({ account_type: 4 }).where('id', '=', userId).execute();
    const later = new Date(t.clock.now.getTime() + DAY);
    const ctx = { db: t.db, config: t.config };
    expect(await computeCashbackDay(ctx, userId, t.clock.now, later)).toBe(false);
    await runCashback(ctx, later);
    expect(await t.db.selectFrom('cashbacks').select('id').where('user_id', '=', userId).execute()).toEqual(
      [],
    );
  });

  it('answers a translated refusal while MANPLAYREB3 is off, also to a cashback claim in the reward centre', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const setFlag = (enabled: 0 | 1) =>
      t.call({
        method: 'PUT',
        url: '/wps/admin/whitelabel/MANPLAYREB3',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { enabled },
      });
    expect((await setFlag(0)).statusCode).toBe(200);
    try {
      for (const reply of [
        await t.call({ method: 'GET', url: '/wps/cashback', headers: bearer(token) }),
        await t.call({ method: 'GET', url: '/wps/cashback/history', headers: bearer(token) }),
        await claim(token),
        await moneyCall(t, token, 'POST', '/wps/rewards/claim', { kind: 'CASHBACK', id: 1 }),
      ]) {
        expect([reply.statusCode, reply.envelope.code]).toEqual([403, 'feature_disabled']);
      }
    } finally {
      expect((await setFlag(1)).statusCode).toBe(200);
    }
  });

  it('refuses a bad claim body and no session', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    // No body claims everything (nothing is left to claim here).
    const bare = await moneyCall(t, token, 'POST', '/wps/cashback/claim', undefined);
    expect([bare.statusCode, bare.envelope.code]).toEqual([409, 'cashback_nothing_to_claim']);
    const bad = await claim(token, { id: 'x' });
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    expect((await t.call({ method: 'GET', url: '/wps/cashback' })).statusCode).toBe(401);
  });
});
