import { balanceOf, fund, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { payReferralRewards } from './service';

// Replicas run the referral job at the same time: on PostgreSQL (transactions really at the same time, on
// separate connections) two runners racing over the same qualified friends reward each friend once.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const FRIENDS = 6;

maybe('referral rewards raced (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_REGISTER_IP_MAX: '100',
      RATE_LOGIN_IP_MAX: '0',
      RATE_LOGIN_ACCOUNT_MAX: '0',
    });
  });
  afterAll(() => t.close());

  it('pays each qualified friend once under two racing job runners, and the ledger reconciles', async () => {
    const member = await t.login('demo_member', 'Demo@2026');
    for (let i = 0; i < FRIENDS; i += 1) {
      const reply = await t.call({
        method: 'PUT',
        url: '/wps/member/register',
        payload: await t.seal({
          username: `racefriend${i}`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          birthday: '1990-01-01',
          registerMethod: 'WEB',
          login: true,
          referralCode: 'DEMO2026',
        }),
      });
      const token = (reply.envelope.value as { token: string }).token;
      await fund(t, token, '10000');
      await playRound(t, token, 'RNG', 10_000n, 10_000n);
      await playRound(t, token, 'RNG', 10_000n, 10_000n);
    }
    const before = BigInt((await balanceOf(t, member)).mainBalance);

    const runs = await Promise.all(
      Array.from({ length: 4 }, () => payReferralRewards(t.db, t.config, t.clock.now)),
    );
    expect(runs.reduce((sum, paid) => sum + paid, 0)).toBe(FRIENDS);
    expect(await payReferralRewards(t.db, t.config, t.clock.now)).toBe(0);

    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before + BigInt(FRIENDS) * 2_000n);
    const rows = await t.db
      .selectFrom('referral_rewards as r')
      .innerJoin('users as u', 'u.id', 'r.friend_id')
      .select('u.username')
      .where('u.username', 'like', 'racefriend%')
      .execute();
    expect(rows.map((row) => row.username).sort()).toEqual(
      Array.from({ length: FRIENDS }, (_, i) => `racefriend${i}`),
    );
    const postings = await t.db
      .selectFrom('ledger_transactions')
      .select('reference')
      .where('kind', '=', 'REFERRAL_REWARD')
      .execute();
    // The seeded friend's reward and one per raced friend.
    expect(postings).toHaveLength(FRIENDS + 1);
    expect(await reconcileOk(t)).toBe(true);
  });
});
