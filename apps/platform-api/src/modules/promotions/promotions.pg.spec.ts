import { randomUUID } from 'node:crypto';
import type { AdminPromotionList } from '@playfront/api-contract';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { drawDueRaffles } from './admin';

// Claims race on PostgreSQL (transactions really at the same time, on separate connections): 50 parallel
// claims of one reward credit it once, and two replicas' raffle jobs draw a raffle once.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;

maybe('promotion claims raced (PostgreSQL)', () => {
  let t: TestApp;
  let token = '';
  const ids: Record<string, number> = {};
  const claim = (id: number) =>
    moneyCall(t, token, 'POST', `/wps/promotions/${id}/claim`, undefined, randomUUID());
  const credits = async (id: number) =>
    (await t.db.selectFrom('bonuses').select('id').where('source_key', 'like', `P${id}:U%`).execute()).length;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
    token = await t.login('demo_member', 'Demo@2026');
    const list = (await operatorCall(t, 'GET', '/wps/admin/promotions')).envelope.value as AdminPromotionList;
    for (const promotion of list.list) ids[promotion.type] = promotion.id;
  });
  afterAll(() => t.close());

  it('50 parallel claims of a deposit bonus credit it once', async () => {
    const id = ids['DEPOSIT']!;
    await moneyCall(t, token, 'POST', `/wps/promotions/${id}/join`, undefined);
    t.clock.advance(1_000);
    await fund(t, token, '10000');
    const before = BigInt((await balanceOf(t, token)).mainBalance);
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(id)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode === 200 || reply.statusCode === 409)).toBe(true);
    expect(await credits(id)).toBe(1);
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before + 10_000n);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('50 parallel claims of a registration bonus (no participation yet) credit it once', async () => {
    const id = ids['REGISTRATION']!;
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(id)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode === 200 || reply.statusCode === 409)).toBe(true);
    expect(await credits(id)).toBe(1);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('one deposit claimed at once in two deposit promotions pays one bonus', async () => {
    const create = async () =>
      (
        (
          await operatorCall(t, 'POST', '/wps/admin/promotions', {
            type: 'DEPOSIT',
            texts: { en: { title: 'Twin', summary: '', content: '' } },
            imageUrl: '/wps/promotions/art/deposit.svg',
            rules: {
              bonusBps: 1000,
              maxBonus: '5000',
              minDeposit: '10000',
              turnoverMultiplier: 0,
              weights: {},
              bonusDays: 1,
            },
            startsAt: t.clock.now.getTime() - 1000,
            endsAt: null,
          })
        ).envelope.value as { id: number }
      ).id;
    const pair = [await create(), await create()];
    t.clock.advance(1_000);
    for (const id of pair) await moneyCall(t, token, 'POST', `/wps/promotions/${id}/join`, undefined);
    t.clock.advance(1_000);
    await fund(t, token, '10000');
    const replies = await Promise.all(pair.flatMap((id) => Array.from({ length: 10 }, () => claim(id))));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode === 200 || reply.statusCode === 409)).toBe(true);
    expect((await credits(pair[0]!)) + (await credits(pair[1]!))).toBe(1);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('replicas drawing due raffles together draw each once', async () => {
    await moneyCall(t, token, 'POST', `/wps/promotions/${ids['RAFFLE']!}/join`, undefined);
    const raffle = (title: string, drawAt: number) =>
      operatorCall(t, 'POST', '/wps/admin/promotions', {
        type: 'RAFFLE',
        texts: { en: { title, summary: '', content: '' } },
        imageUrl: '/wps/promotions/art/raffle.svg',
        rules: {
          amount: '5000',
          ticketPer: '1000',
          winners: 1,
          drawAt,
          turnoverMultiplier: 0,
          weights: {},
          bonusDays: 1,
        },
        startsAt: t.clock.now.getTime() - 1000,
        endsAt: null,
      });
    // Rounds of twelve runners at once over fresh raffles: a runner whose snapshot predates another's commit
    // must skip what that one drew, not fail on it; each raffle is counted once.
    for (let round = 0; round < 60; round += 1) {
      const drawAt = t.clock.now.getTime() + 3_600_000;
      for (let n = 0; n < 4; n += 1)
        expect((await raffle(`Raffle ${round}.${n}`, drawAt)).statusCode).toBe(200);
      t.clock.advance(2 * 3_600_000);
      const counts = await Promise.all(
        Array.from({ length: 12 }, () => drawDueRaffles(t.db, t.config.merchantCode, t.clock.now)),
      );
      // The first round also draws the seeded raffle.
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(round === 0 ? 5 : 4);
      expect(await drawDueRaffles(t.db, t.config.merchantCode, t.clock.now)).toBe(0);
    }
  });
});
