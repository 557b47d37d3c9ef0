import type { AdminGoods, PointsBalance, RedemptionResult } from '@playfront/api-contract';
import type { JobContext } from '../../core/jobs';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { earnPoints } from './earn';
import { pointsModule } from './index';

// Members flood the mall and every replica runs the earning job. On PostgreSQL (transactions really at the
// same time, on separate connections): fifty redemptions of the last ten items sell exactly ten, racing
// sweeps award each round and deposit once, and conversions that together exceed the balance never take it
// below zero.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const PAY = 'Pay@2026';
const PASSWORD = 'Points2026';
const MEMBERS = 5;
const REDEMPTIONS = 50;
const STOCK = 10;
const PRICE = 1_000n;
const CHIPS = 100n;

maybe('points raced (PostgreSQL)', () => {
  let t: TestApp;
  const members: Array<{ username: string; token: string }> = [];

  const points = async (token: string) =>
    BigInt(
      (
        (await t.call({ method: 'GET', url: '/wps/points', headers: bearer(token) })).envelope
          .value as PointsBalance
      ).points,
    );
  const main = async (token: string) => BigInt((await balanceOf(t, token)).mainBalance);
  const adjust = async (username: string, value: bigint) => {
    const reply = await operatorCall(t, 'POST', '/wps/admin/points/adjust', {
      username,
      points: String(value),
      remark: 'race test',
    });
    expect(reply.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LOGIN_IP_MAX: '0',
      RATE_LOGIN_ACCOUNT_MAX: '0',
      RATE_REGISTER_IP_MAX: '0',
    });
    members.push({ username: 'demo_member', token: await t.login('demo_member', 'Demo@2026') });
    for (let i = 1; i < MEMBERS; i += 1) {
      const username = `racepoints${i}`;
      const reply = await t.call({
        method: 'PUT',
        url: '/wps/member/register',
        payload: await t.seal({
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          birthday: '1990-01-01',
          registerMethod: 'WEB',
          login: true,
        }),
      });
      expect(reply.statusCode).toBe(200);
      const token = (reply.envelope.value as { token: string }).token;
      const set = await t.call({
        method: 'PUT',
        url: '/wps/member/payment-password',
        headers: bearer(token),
        payload: await t.seal({ paymentPassword: PAY, confirmPaymentPassword: PAY }),
      });
      expect(set.statusCode).toBe(200);
      members.push({ username, token });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('sells the last ten items exactly once each to fifty parallel redemptions, points exact', async () => {
    const created = await operatorCall(t, 'POST', '/wps/admin/points/goods', {
      kind: 'CHIPS',
      texts: { en: { name: 'Race chips', description: 'Ten left', category: 'Chips' } },
      image: '/wps/points/art/chips-small.svg',
      points: String(PRICE),
      amountRequirement: '0',
      chips: String(CHIPS),
      quantity: STOCK,
      maxPerRedemption: 1,
    });
    expect(created.statusCode).toBe(200);
    const item = created.envelope.value as AdminGoods;
    // Every member can pay for all ten: only the stock limits the sales.
    const before = new Map<string, { points: bigint; main: bigint }>();
    for (const member of members) {
      await adjust(member.username, PRICE * BigInt(STOCK));
      before.set(member.username, { points: await points(member.token), main: await main(member.token) });
    }

    const replies = await Promise.all(
      Array.from({ length: REDEMPTIONS }, (_, n) => {
        const member = members[n % MEMBERS]!;
        return moneyCall(t, member.token, 'POST', '/wps/points/redeem', {
          goodsId: item.id,
          quantity: 1,
          paymentPassword: PAY,
        }).then((reply) => ({ member, reply }));
      }),
    );
    expect(replies.filter(({ reply }) => reply.statusCode >= 500)).toEqual([]);
    const sold = replies.filter(({ reply }) => reply.statusCode === 200);
    expect(sold).toHaveLength(STOCK);
    const refused = replies.filter(({ reply }) => reply.statusCode !== 200);
    expect(refused.map(({ reply }) => [reply.statusCode, reply.envelope.code])).toEqual(
      Array.from({ length: REDEMPTIONS - STOCK }, () => [409, 'goods_unavailable']),
    );
    for (const { reply } of sold) {
      expect((reply.envelope.value as RedemptionResult).redemption).toMatchObject({
        type: 'CHIPS',
        points: String(PRICE),
        amount: String(CHIPS),
        status: 'APPROVED',
      });
    }

    const goods = (await operatorCall(t, 'GET', '/wps/admin/points/goods')).envelope.value as {
      list: AdminGoods[];
    };
    expect(goods.list.find((row) => row.id === item.id)).toMatchObject({ quantity: STOCK, available: 0 });
    for (const member of members) {
      const bought = BigInt(sold.filter((row) => row.member === member).length);
      const start = before.get(member.username)!;
      expect([member.username, await points(member.token)]).toEqual([
        member.username,
        start.points - bought * PRICE,
      ]);
      expect([member.username, await main(member.token)]).toEqual([
        member.username,
        start.main + bought * CHIPS,
      ]);
    }
    const rows = await t.db
      .selectFrom('points_redemptions')
      .select('id')
      .where('goods_id', '=', item.id)
      .execute();
    expect(rows).toHaveLength(STOCK);
    expect(await reconcileOk(t)).toBe(true);
  }, 120_000);

  it('awards each round and deposit once under racing sweeps and the job, points exact', async () => {
    // Rounds of three categories and a deposit per member (LIVE 70, SLOTS 120, SPORTS 100, DEPOSIT 100 per
    // 100.00, each floored), settled after the seed's sweep.
    t.clock.advance(60_000);
    const expected = new Map<string, bigint>();
    for (const [i, member] of members.entries()) {
      await fund(t, member.token, '500000');
      const live = BigInt(10_000 + i * 1_234);
      const slots = BigInt(5_000 + i * 567);
      const sports = BigInt(2_550 + i * 89);
      await playRound(t, member.token, 'LIVE', live);
      await playRound(t, member.token, 'RNG', slots, slots * 2n);
      await playRound(t, member.token, 'SPORTS', sports);
      expected.set(
        member.username,
        (live * 70n) / 10_000n +
          (slots * 120n) / 10_000n +
          (sports * 100n) / 10_000n +
          (500_000n * 100n) / 10_000n,
      );
    }
    const before = new Map<string, bigint>();
    for (const member of members) before.set(member.username, await points(member.token));

    t.clock.advance(1_000);
    const now = t.clock.now;
    const [job] = pointsModule.jobs!({ db: t.db, config: t.config } as JobContext);
    const made = await Promise.all([
      earnPoints(t.db, t.config.merchantCode, now),
      earnPoints(t.db, t.config.merchantCode, now),
      earnPoints(t.db, t.config.merchantCode, now),
      job!.run(now) as Promise<number>,
    ]);
    // Each source is awarded by exactly one of the racers.
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(MEMBERS * 4);
    expect(await earnPoints(t.db, t.config.merchantCode, now)).toBe(0);
    for (const member of members) {
      expect([member.username, (await points(member.token)) - before.get(member.username)!]).toEqual([
        member.username,
        expected.get(member.username),
      ]);
    }
    const duplicates = await t.db
      .selectFrom('ledger_transactions')
      .select(['remark', (eb) => eb.fn.countAll<string>().as('count')])
      .where('kind', '=', 'POINTS_EARN')
      .groupBy('remark')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
    expect(await reconcileOk(t)).toBe(true);
  }, 120_000);

  it('never takes the balance below zero under concurrent conversions, the successful ones exact', async () => {
    const member = members[1]!;
    const start = await points(member.token);
    await adjust(member.username, 12_000n - start);
    expect(await points(member.token)).toBe(12_000n);
    const startMain = await main(member.token);
    // 30 000 points asked for in all, 12 000 there.
    const asks = [1_000n, 2_000n, 3_000n, 4_000n, 5_000n, 1_500n, 2_500n, 3_500n, 4_500n, 2_000n];
    const replies = await Promise.all(
      asks.map((ask) =>
        moneyCall(t, member.token, 'POST', '/wps/points/convert', {
          points: String(ask),
          paymentPassword: PAY,
        }).then((reply) => ({ ask, reply })),
      ),
    );
    expect(replies.filter(({ reply }) => reply.statusCode >= 500)).toEqual([]);
    const done = replies.filter(({ reply }) => reply.statusCode === 200);
    const refused = replies.filter(({ reply }) => reply.statusCode !== 200);
    expect(refused.map(({ reply }) => reply.envelope.code)).toEqual(refused.map(() => 'points_insufficient'));
    expect(done.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    const spent = done.reduce((sum, { ask }) => sum + ask, 0n);
    expect(spent).toBeLessThanOrEqual(12_000n);
    const left = await points(member.token);
    expect(left).toBe(12_000n - spent);
    // A refused conversion found less than it asked for, and the balance only went down after.
    for (const { ask } of refused) expect(left).toBeLessThan(ask);
    for (const { ask, reply } of done) {
      expect((reply.envelope.value as RedemptionResult).redemption).toMatchObject({
        type: 'CONVERT',
        points: String(ask),
        amount: String(ask / 10n),
        status: 'APPROVED',
      });
    }
    expect(await main(member.token)).toBe(startMain + spent / 10n);
    const lowest = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select((eb) => eb.fn.min<string>('e.balance_after').as('lowest'))
      .where('a.kind', '=', 'POINTS')
      .where('u.username', '=', member.username)
      .executeTakeFirstOrThrow();
    expect(BigInt(lowest.lowest)).toBeGreaterThanOrEqual(0n);
    expect(await reconcileOk(t)).toBe(true);
  }, 120_000);
});
