import type { RewardClaimResult, RewardList } from '@playfront/api-contract';
import { balanceOf, moneyCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/**
 * The reward centre gathers the seeded demo brand's rewards for demo_member (the registration bonus of a
 * new member, the daily check-in mission once it has logged in and yesterday's cashback) and claims each once, whatever the
 * replays and parallel clicks.
 */
let t: TestApp;
let token = '';

const rewards = async () =>
  (await t.call({ method: 'GET', url: '/wps/rewards', headers: bearer(token) })).envelope.value as RewardList;
const claim = (body: object, key?: string) => moneyCall(t, token, 'POST', '/wps/rewards/claim', body, key);

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  token = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());

describe('reward centre', () => {
  it('lists the promotion and mission rewards to claim and claims each once', async () => {
    const list = await rewards();
    const open = list.list.filter((r) => r.status === 'claim');
    expect(list.claimable).toBe(open.length);
    expect(open.map((r) => r.kind)).toEqual(expect.arrayContaining(['PROMOTION', 'MISSION', 'CASHBACK']));
    const before = BigInt((await balanceOf(t, token)).mainBalance);

    let paid = 0n;
    for (const reward of open.filter((r) => r.kind !== 'RAFFLE')) {
      const body = { kind: reward.kind, id: reward.id };
      const first = await claim(body, `claim-${reward.kind}-${reward.id}`);
      expect(first.statusCode).toBe(200);
      const result = first.envelope.value as RewardClaimResult;
      expect(result.amount).toBe(reward.amount);
      if (reward.kind !== 'CASHBACK') expect(result.bonus?.amount).toBe(reward.amount);
      // The same key replays the reply; other keys at once pay nothing more.
      const replay = await claim(body, `claim-${reward.kind}-${reward.id}`);
      expect(replay.body).toBe(first.body);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => claim(body)));
      expect(parallel.every((reply) => reply.statusCode === 409)).toBe(true);
      paid += BigInt(reward.amount);
    }
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before + paid);
    const after = await rewards();
    expect(after.claimable).toBe(open.filter((r) => r.kind === 'RAFFLE').length);
    expect(after.list.filter((r) => r.status === 'claimed').length).toBeGreaterThanOrEqual(2);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('refuses a claim without a session, of an unknown reward and of a bad kind', async () => {
    const anonymous = await t.call({
      method: 'POST',
      url: '/wps/rewards/claim',
      payload: { kind: 'MISSION', id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await claim({ kind: 'MISSION', id: 999_999 })).statusCode).toBe(404);
    expect((await claim({ kind: 'PROMOTION', id: 999_999 })).statusCode).toBe(404);
    const none = await claim({ kind: 'CASHBACK', id: 999_999 });
    expect([none.statusCode, none.envelope.code]).toEqual([409, 'cashback_nothing_to_claim']);
    const bad = await claim({ kind: 'VIP', id: 1 });
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
  });
});
