import type {
  AdminRedemptionPage,
  GoodsList,
  PointEntryPage,
  PointsBalance,
  PointsConfig,
  PointsReward,
  RedemptionPage,
  RedemptionResult,
  TransactionPage,
} from '@playfront/api-contract';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { earnPoints } from './earn';

/**
 * Points as a member meets them: earned once per settled round by category and per approved deposit, listed
 * in the details with a balance that is always their sum; converted to money and spent on goods with the
 * payment password; stock taken in the redemption's transaction; a rejection gives points and stock back;
 * the ledger reconciles.
 */
let t: TestApp;
let token = '';
const PAY = 'Pay@2026';

const get = async <T>(url: string, as = token, language = 'en') =>
  (await t.call({ method: 'GET', url, headers: { ...bearer(as), language } })).envelope.value as T;
const points = async (as = token) => BigInt((await get<PointsBalance>('/wps/points', as)).points);
const details = (query = '', as = token) => get<PointEntryPage>(`/wps/points/details?size=100${query}`, as);
const sweep = () => {
  t.clock.advance(1_000);
  return earnPoints(t.db, t.config.merchantCode, t.clock.now);
};
const goods = async (name: string) => {
  const found = (await get<GoodsList>('/wps/points/goods')).list.find((item) => item.name === name);
  if (!found) throw new Error(`no goods ${name}`);
  return found;
};
const redeem = (body: Record<string, unknown>, key?: string | null, as = token) =>
  moneyCall(t, as, 'POST', '/wps/points/redeem', { paymentPassword: PAY, ...body }, key);
const convert = (value: string, key?: string | null, password = PAY) =>
  moneyCall(t, token, 'POST', '/wps/points/convert', { points: value, paymentPassword: password }, key);
const adjust = (value: string, username = 'demo_member') =>
  operatorCall(t, 'POST', '/wps/admin/points/adjust', { username, points: value, remark: 'test top-up' });
const delivery = { name: 'Demo Member', phone: '+84 912 345 678', address: '1 Test Street, Hanoi' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  token = await t.login('demo_member', 'Demo@2026');
  // Seeded rounds have earned already (the demo seed sweeps them); start from a quiet minute.
  t.clock.advance(60_000);
  await sweep();
});
afterAll(() => t.close());

describe('points', () => {
  it('shows the rules and the goods in the reader language to anyone', async () => {
    const config = (await t.call({ method: 'GET', url: '/wps/points/config' })).envelope
      .value as PointsConfig;
    expect(config.exchange).toEqual({ points: 1000, amount: '100' });
    expect(config.rates).toContainEqual({ source: 'SLOTS', pointsPer100: 120 });
    const th = (await t.call({ method: 'GET', url: '/wps/points/goods', headers: { language: 'th' } }))
      .envelope.value as GoodsList;
    expect(th.list.map((item) => item.name)).toEqual([
      'สมาร์ทโฟน',
      'หูฟังไร้สาย',
      'เสื้อยืดคลับ',
      'ชิป 5.00',
      'ชิป 22.00',
      'ชิป 60.00',
    ]);
    expect(th.list[0]).toMatchObject({
      kind: 'PHYSICAL',
      category: 'แกดเจ็ต',
      points: '250000',
      available: 5,
    });
    const art = await t.app.inject({ method: 'GET', url: th.list[0]!.image });
    expect([art.statusCode, art.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(art.body).toMatch(/^<svg /);
  });

  it('earns points once per settled round by category and per approved deposit, each traceable', async () => {
    const before = await points();
    const rewardBefore = await get<PointsReward>('/wps/points/reward');
    const today = (reward: PointsReward, type: string) =>
      BigInt(reward.list.find((row) => row.type === type)?.today ?? '0');
    await playRound(t, token, 'LIVE', 10_000n, 0n); // 100.00 live: 70 points
    await playRound(t, token, 'RNG', 5_000n, 12_000n); // 50.00 slots: 60 points, whatever it paid
    await playRound(t, token, 'SPORTS', 2_550n, 0n); // 25.50 sports: 25.5 → 25 points
    const deposit = await fund(t, token, '20000'); // 200.00 deposit: 200 points
    expect(await points()).toBe(before); // nothing until the sweep
    expect(await sweep()).toBe(4);
    expect(await points()).toBe(before + 70n + 60n + 25n + 200n);
    expect(await sweep()).toBe(0); // a second sweep finds them all awarded
    expect(await points()).toBe(before + 355n);

    const page = await details();
    expect(page.list.slice(0, 4).map((row) => [row.type, row.change])).toEqual([
      ['DEPOSIT', '200'],
      ['SPORTS', '25'],
      ['SLOTS', '60'],
      ['LIVE', '70'],
    ]);
    expect(page.list[0]!.remark).toBe(deposit);
    expect(page.list[1]!.remark).toMatch(/^t-/);
    expect(page.list[0]!.balance).toBe(String(before + 355n));
    const live = await details('&type=LIVE');
    expect(live.list.every((row) => row.type === 'LIVE')).toBe(true);

    const reward = await get<PointsReward>('/wps/points/reward');
    expect(today(reward, 'SLOTS') - today(rewardBefore, 'SLOTS')).toBe(60n);
    expect(today(reward, 'DEPOSIT') - today(rewardBefore, 'DEPOSIT')).toBe(200n);
    expect(BigInt(reward.today) - BigInt(rewardBefore.today)).toBe(355n);
  });

  it('keeps the balance equal to the sum of the details', async () => {
    const all = await details();
    const sum = all.list.reduce((total, row) => total + BigInt(row.change), 0n);
    expect(all.total).toBe(all.list.length);
    expect(sum).toBe(await points());
  });

  it('converts points to money at the ratio, with the password, once per key', async () => {
    await adjust('50000');
    const main = BigInt((await balanceOf(t, token)).mainBalance);
    const start = await points();
    const tooFew = await convert('500');
    expect([tooFew.statusCode, tooFew.envelope.code]).toEqual([400, 'points_convert_invalid']);
    const offStep = await convert('1005');
    expect([offStep.statusCode, offStep.envelope.code]).toEqual([400, 'points_convert_invalid']);
    const wrong = await convert('2000', undefined, 'Wrong@2026');
    expect(wrong.statusCode).toBe(400);
    expect(await points()).toBe(start);

    const key = 'convert-once';
    const first = await convert('2010', key);
    expect(first.statusCode).toBe(200);
    const result = first.envelope.value as RedemptionResult;
    expect(result.redemption).toMatchObject({
      type: 'CONVERT',
      points: '2010',
      amount: '201',
      status: 'APPROVED',
    });
    const replay = await convert('2010', key);
    expect(replay.envelope.value).toEqual(result);
    expect(await points()).toBe(start - 2010n);
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(main + 201n);
    const record = await get<TransactionPage>('/wps/member/transactions?type=POINTS_EXCHANGE');
    expect(record.list[0]).toMatchObject({ type: 'POINTS_EXCHANGE', amount: '201' });
    const tooMany = await convert(String(start * 10n));
    expect([tooMany.statusCode, tooMany.envelope.code]).toEqual([409, 'points_insufficient']);
  });

  it('redeems chips at once and takes the stock', async () => {
    const chips = await goods('5.00 chips');
    const main = BigInt((await balanceOf(t, token)).mainBalance);
    const start = await points();
    const reply = await redeem({ goodsId: chips.id, quantity: 2 });
    expect(reply.statusCode).toBe(200);
    expect((reply.envelope.value as RedemptionResult).redemption).toMatchObject({
      type: 'CHIPS',
      name: '5.00 chips',
      quantity: 2,
      points: '10000',
      amount: '1000',
      status: 'APPROVED',
    });
    expect(await points()).toBe(start - 10_000n);
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(main + 1000n);
    expect((await goods('5.00 chips')).available).toBe(chips.available - 2);
  });

  it('holds a physical item for the operator; a rejection gives points and stock back, once', async () => {
    const shirt = await goods('Club T-shirt');
    const noAddress = await redeem({ goodsId: shirt.id, quantity: 1 });
    expect([noAddress.statusCode, noAddress.envelope.code]).toEqual([400, 'delivery_required']);
    const tooMany = await redeem({ goodsId: shirt.id, quantity: 4, delivery });
    expect([tooMany.statusCode, tooMany.envelope.code]).toEqual([409, 'goods_unavailable']);

    const start = await points();
    const first = (await redeem({ goodsId: shirt.id, quantity: 2, delivery })).envelope
      .value as RedemptionResult;
    const second = (await redeem({ goodsId: shirt.id, quantity: 1, delivery })).envelope
      .value as RedemptionResult;
    expect(first.redemption).toMatchObject({ status: 'IN_PROCESS', points: '16000', delivery });
    expect(await points()).toBe(start - 24_000n);
    expect((await goods('Club T-shirt')).available).toBe(shirt.available - 3);

    const decide = (id: number, body: unknown) =>
      operatorCall(t, 'POST', `/wps/admin/points/redemptions/${id}/decision`, body);
    const noReason = await decide(first.redemption.id, { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await decide(first.redemption.id, { decision: 'REJECT', reason: 'Out of size M' })).statusCode,
    ).toBe(200);
    const again = await decide(first.redemption.id, { decision: 'APPROVE' });
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'already_decided']);
    expect((await decide(second.redemption.id, { decision: 'APPROVE' })).statusCode).toBe(200);

    expect(await points()).toBe(start - 8_000n);
    expect((await goods('Club T-shirt')).available).toBe(shirt.available - 1);
    const history = await get<RedemptionPage>('/wps/points/redemptions?size=5');
    expect(history.list.slice(0, 2).map((row) => [row.name, row.status, row.reason])).toEqual([
      ['Club T-shirt', 'APPROVED', null],
      ['Club T-shirt', 'REJECTED', 'Out of size M'],
    ]);
    const refunds = await details('&type=REFUND');
    expect(refunds.list[0]).toMatchObject({ type: 'REFUND', change: '16000' });

    // The operator's list: newest first, paged, counting every row of its filters.
    const adminPage = async (query: string) =>
      (await operatorCall(t, 'GET', `/wps/admin/points/redemptions${query}`)).envelope
        .value as AdminRedemptionPage;
    const all = await adminPage('?username=demo_member&size=100');
    expect(all).toMatchObject({ total: all.list.length, page: 1, size: 100 });
    expect(all.list.slice(0, 2).map((row) => row.id)).toEqual([second.redemption.id, first.redemption.id]);
    const paged = await adminPage('?username=demo_member&page=2&size=1');
    expect(paged).toMatchObject({ total: all.total, page: 2, size: 1 });
    expect(paged.list.map((row) => row.id)).toEqual([first.redemption.id]);
    const rejected = await adminPage('?status=REJECTED');
    expect(rejected).toMatchObject({ page: 1, size: 20 });
    expect(rejected.list.map((row) => [row.id, row.reason])).toEqual([
      [first.redemption.id, 'Out of size M'],
    ]);
  });

  it('refuses an item whose requirement is not met, or points that are not there, and changes nothing', async () => {
    // A new member has played nothing: the phone's 5,000.00 of valid bets is not met, whatever the points.
    const phone = await goods('Smartphone');
    const registered = await t.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await t.seal({
        username: 'pointsnew1',
        password: 'Points2026',
        confirmPassword: 'Points2026',
        birthday: '1990-01-01',
        registerMethod: 'WEB',
        login: true,
      }),
    });
    const newcomer = (registered.envelope.value as { token: string }).token;
    const password = await t.call({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: bearer(newcomer),
      payload: await t.seal({ paymentPassword: PAY, confirmPaymentPassword: PAY }),
    });
    expect(password.statusCode).toBe(200);
    await adjust('300000', 'pointsnew1');
    const refused = await redeem({ goodsId: phone.id, quantity: 1, delivery }, undefined, newcomer);
    expect([refused.statusCode, refused.envelope.code]).toEqual([409, 'goods_requirement_not_met']);
    expect(await points(newcomer)).toBe(300_000n);
    expect((await goods('Smartphone')).available).toBe(phone.available);
    const start = await points();
    const shirt = await goods('Club T-shirt');
    const low = await adjust(String(-(start - 1_000n)));
    expect(low.statusCode).toBe(200);
    const poor = await redeem({ goodsId: shirt.id, quantity: 1, delivery });
    expect([poor.statusCode, poor.envelope.code]).toEqual([409, 'points_insufficient']);
    expect((await goods('Club T-shirt')).available).toBe(shirt.available);
    expect(await points()).toBe(1_000n);
    const below = await adjust('-1001');
    expect([below.statusCode, below.envelope.code]).toEqual([409, 'points_insufficient']);
    const missing = await redeem({ goodsId: 999_999, quantity: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps trial accounts and visitors out of the member calls', async () => {
    const trial = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    const trialToken = (trial.envelope.value as { token: string }).token;
    const refused = await t.call({ method: 'GET', url: '/wps/points', headers: bearer(trialToken) });
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'in_need_true_account']);
    expect((await t.call({ method: 'GET', url: '/wps/points/details' })).statusCode).toBe(401);
  });

  it('lets the operator change the rules within their bounds, and refuses what is out of them', async () => {
    const rules = (body: unknown) => operatorCall(t, 'PUT', '/wps/admin/points/rules', body);
    const tooRich = await rules({ exchange: { points: 1000, amount: '9999999' } });
    expect([tooRich.statusCode, tooRich.envelope.code]).toEqual([400, 'validation_failed']);
    const changed = await rules({ exchange: { points: 500, amount: '1000000' }, requirementDays: 7 });
    expect(changed.statusCode).toBe(200);
    expect(changed.envelope.value).toMatchObject({
      exchange: { points: 500, amount: '1000000' },
      requirementDays: 7,
    });
    const back = await rules({ exchange: { points: 1000, amount: '100' }, requirementDays: 30 });
    expect((back.envelope.value as PointsConfig).exchange).toEqual({ points: 1000, amount: '100' });
  });

  it('reconciles: every point matches its posting, every stock its redemptions', async () => {
    expect(await reconcileOk(t)).toBe(true);
  });
});
