import type { AdminReferralPage, ReferralFriendPage, ReferralOverview } from '@playfront/api-contract';
import { balanceOf, fund, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { REFERRAL_JOB } from './index';

/**
 * Invite friends: a friend registered with the member's code qualifies once their approved deposits and valid
 * bets reach the brand's rule, and the member is paid the reward once (the job, run through the test clock);
 * trial accounts never qualify or refer; everything is refused while the flag is off; the ledger reconciles.
 */
let t: TestApp;
let member = '';

beforeAll(async () => {
  t = await createTestApp({
    TEST_CLOCK: 'true',
    RATE_REGISTER_IP_MAX: '100',
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
  });
  member = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());

const overview = async (as = member) =>
  (await t.call({ method: 'GET', url: '/wps/referral', headers: bearer(as) })).envelope
    .value as ReferralOverview;
const friends = async (query = '', as = member) =>
  (await t.call({ method: 'GET', url: `/wps/referral/friends${query}`, headers: bearer(as) })).envelope
    .value as ReferralFriendPage;
const runJob = async () => {
  const reply = await operatorCall(t, 'POST', '/dev/jobs/run', {
    job: REFERRAL_JOB,
    at: t.clock.now.getTime(),
  });
  expect(reply.statusCode).toBe(200);
};
const mainBalance = async (token = member) => BigInt((await balanceOf(t, token)).mainBalance);

/** Registers `username` with `referralCode` and returns its token. */
async function registerFriend(username: string, referralCode = 'DEMO2026'): Promise<string> {
  const reply = await t.call({
    method: 'PUT',
    url: '/wps/member/register',
    payload: await t.seal({
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      birthday: '1990-01-01',
      registerMethod: 'WEB',
      login: true,
      referralCode,
    }),
  });
  if (reply.statusCode !== 200) throw new Error(`register failed: ${reply.body}`);
  return (reply.envelope.value as { token: string }).token;
}

const setFlag = (enabled: 0 | 1) => operatorCall(t, 'PUT', '/wps/admin/whitelabel/AGENTPOLICY3', { enabled });

describe('invite friends', () => {
  it('shows the demo member its code, link, the rule in numbers and the seeded friends', async () => {
    const value = await overview();
    expect(value).toEqual({
      referralCode: 'DEMO2026',
      link: `${t.config.publicUrl}/?referralCode=DEMO2026`,
      rule: { minDeposit: '10000', minTurnover: '20000', reward: '2000' },
      totals: { friends: 2, qualified: 1, rewarded: '2000' },
    });
    const page = await friends();
    expect(page.total).toBe(2);
    expect(page.list.map((f) => [f.username, f.status, f.deposits, f.turnover, f.reward])).toEqual([
      ['de***2', 'REGISTERED', '5000', '3000', null],
      ['de***1', 'REWARDED', '20000', '22000', '2000'],
    ]);
    expect(page.list[1]).toMatchObject({ depositsNeeded: '10000', turnoverNeeded: '20000' });
  });

  it('pays nothing below the rule, pays the reward once when the friend reaches it, and nothing again', async () => {
    const friend = await registerFriend('invited01');
    const before = await mainBalance();
    await fund(t, friend, '10000');
    await playRound(t, friend, 'RNG', 4_000n);
    await runJob();
    expect(await mainBalance()).toBe(before);
    let row = (await friends()).list.find((f) => f.username === 'in***1')!;
    expect(row).toMatchObject({ status: 'REGISTERED', deposits: '10000', turnover: '4000', reward: null });

    // Valid bets reach 190.00 of the 200.00 the rule asks: still nothing.
    await playRound(t, friend, 'RNG', 5_000n, 10_000n);
    await playRound(t, friend, 'LIVE', 10_000n, 10_000n);
    await runJob();
    expect(await mainBalance()).toBe(before);

    await playRound(t, friend, 'RNG', 1_000n);
    row = (await friends()).list.find((f) => f.username === 'in***1')!;
    expect(row).toMatchObject({ status: 'QUALIFIED', deposits: '10000', turnover: '20000', reward: null });
    await runJob();
    expect(await mainBalance()).toBe(before + 2_000n);
    row = (await friends()).list.find((f) => f.username === 'in***1')!;
    expect(row).toMatchObject({ status: 'REWARDED', reward: '2000' });
    expect((await overview()).totals).toEqual({ friends: 3, qualified: 2, rewarded: '4000' });

    // A second evaluation, and more play, pay nothing more.
    await playRound(t, friend, 'RNG', 5_000n);
    await runJob();
    await runJob();
    expect(await mainBalance()).toBe(before + 2_000n);
    const rewards = await t.db.selectFrom('referral_rewards').select('amount').execute();
    expect(rewards.map((r) => String(r.amount))).toEqual(['2000', '2000']);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('never rewards a trial friend or a trial referrer, and refuses trial accounts', async () => {
    const friend = await registerFriend('invited02');
    await fund(t, friend, '10000');
    await playRound(t, friend, 'RNG', 10_000n, 10_000n);
    await playRound(t, friend, 'RNG', 10_000n, 10_000n);
    // The friend became a trial account before the job ran.
    await t.db.updateTable('users').set({ account_type: 4 }).where('username', '=', 'invited02').execute();

    const trial = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    const trialToken = (trial.envelope.value as { token: string }).token;
    const refused = await t.call({ method: 'GET', url: '/wps/referral', headers: bearer(trialToken) });
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'in_need_true_account']);
    const refusedList = await t.call({
      method: 'GET',
      url: '/wps/referral/friends',
      headers: bearer(trialToken),
    });
    expect([refusedList.statusCode, refusedList.envelope.code]).toEqual([403, 'in_need_true_account']);

    // A real friend of a trial referrer qualifies on paper but pays nobody.
    const trialId = (
      await t.db
        .selectFrom('sessions')
        .select('user_id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).user_id;
    const third = await registerFriend('invited03');
    await t.db.updateTable('users').set({ account_type: 4 }).where('id', '=', trialId).execute();
    await t.db
      .updateTable('users')
      .set({ referred_by: trialId })
      .where('username', '=', 'invited03')
      .execute();
    await fund(t, third, '10000');
    await playRound(t, third, 'RNG', 10_000n, 10_000n);
    await playRound(t, third, 'RNG', 10_000n, 10_000n);

    const before = await mainBalance();
    await runJob();
    expect(await mainBalance()).toBe(before);
    const paid = await t.db.selectFrom('referral_rewards').select('friend_id').execute();
    expect(paid).toHaveLength(2);
    // The trial friend is not counted among the member's friends.
    expect((await overview()).totals.friends).toBe(3);
  });

  it('refuses the calls and pays nothing while invite friends is off', async () => {
    const friend = await registerFriend('invited04');
    await fund(t, friend, '10000');
    await playRound(t, friend, 'RNG', 10_000n, 10_000n);
    await playRound(t, friend, 'RNG', 10_000n, 10_000n);
    expect((await setFlag(0)).statusCode).toBe(200);
    try {
      for (const url of ['/wps/referral', '/wps/referral/friends']) {
        const reply = await t.call({ method: 'GET', url, headers: { ...bearer(member), language: 'th' } });
        expect([reply.statusCode, reply.envelope.code]).toEqual([403, 'feature_disabled']);
      }
      const before = await mainBalance();
      await runJob();
      expect(await mainBalance()).toBe(before);
    } finally {
      await setFlag(1);
    }
    const before = await mainBalance();
    await runJob();
    expect(await mainBalance()).toBe(before + 2_000n);
  });

  it('lets the operator read and set the rule and list a member’s referrals', async () => {
    const rule = await operatorCall(t, 'GET', '/wps/admin/referral/rule');
    expect(rule.envelope.value).toEqual({ minDeposit: '10000', minTurnover: '20000', reward: '2000' });
    const bad = await operatorCall(t, 'PUT', '/wps/admin/referral/rule', { minDeposit: '-1', reward: '0' });
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    // Deposits below the rule: demofriend2 (50.00 deposited, 30.00 played) is not rewarded.
    const strict = await operatorCall(t, 'PUT', '/wps/admin/referral/rule', {
      minDeposit: '30000',
      minTurnover: '0',
      reward: '1500',
    });
    expect(strict.statusCode).toBe(200);
    const unchanged = await mainBalance();
    await runJob();
    expect(await mainBalance()).toBe(unchanged);

    const set = await operatorCall(t, 'PUT', '/wps/admin/referral/rule', {
      minDeposit: '5000',
      minTurnover: '3000',
      reward: '1500',
    });
    expect(set.envelope.value).toEqual({ minDeposit: '5000', minTurnover: '3000', reward: '1500' });
    expect((await overview()).rule).toEqual({ minDeposit: '5000', minTurnover: '3000', reward: '1500' });

    // demofriend2 (50.00 deposited, 30.00 played) now qualifies and pays the new reward; the others keep theirs.
    const before = await mainBalance();
    await runJob();
    expect(await mainBalance()).toBe(before + 1_500n);

    const list = await operatorCall(t, 'GET', '/wps/admin/referral/referrals?username=Demo_Member');
    const value = list.envelope.value as AdminReferralPage;
    expect(value).toMatchObject({
      username: 'demo_member',
      referralCode: 'DEMO2026',
      totals: { friends: 4, qualified: 4, rewarded: '7500' },
      total: 4,
    });
    expect(value.list.map((f) => [f.username, f.status, f.reward])).toEqual([
      ['invited04', 'REWARDED', '2000'],
      ['invited01', 'REWARDED', '2000'],
      ['demofriend2', 'REWARDED', '1500'],
      ['demofriend1', 'REWARDED', '2000'],
    ]);
    const missing = await operatorCall(t, 'GET', '/wps/admin/referral/referrals?username=nobody_here');
    expect([missing.statusCode, missing.envelope.code]).toEqual([404, 'not_found']);
    const noKey = await t.call({ method: 'GET', url: '/wps/admin/referral/rule' });
    expect(noKey.statusCode).toBe(403);
    expect(await reconcileOk(t)).toBe(true);
  });
});
