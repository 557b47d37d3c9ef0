import type { Mission, MissionList } from '@playfront/api-contract';
import { balanceOf, moneyCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// A member double-clicks, replays and floods the claim of a completed mission: on PostgreSQL (transactions
// really at the same time, on separate connections) fifty claims at once, each with its own key, pay once.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const CLAIMS = 50;

maybe('mission claims raced (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  });
  afterAll(() => t.close());

  it('pays fifty parallel claims of one mission once, and the ledger reconciles', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const list = (await t.call({ method: 'GET', url: '/wps/missions', headers: bearer(token) })).envelope
      .value as MissionList;
    // Signing in completes the daily check-in.
    const checkIn = list.list.find(
      (m: Mission) => m.tasks[0]?.kind === 'LOGIN_DAYS' && m.period === 'DAILY',
    )!;
    expect(checkIn.status).toBe('claim');
    const before = BigInt((await balanceOf(t, token)).mainBalance);

    const replies = await Promise.all(
      Array.from({ length: CLAIMS }, () =>
        moneyCall(t, token, 'POST', `/wps/missions/${checkIn.id}/claim`, undefined),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(replies.filter((r) => r.envelope.code === 'mission_already_claimed')).toHaveLength(CLAIMS - 1);

    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before + BigInt(checkIn.reward));
    const claims = await t.db
      .selectFrom('mission_claims')
      .select('id')
      .where('mission_id', '=', String(checkIn.id))
      .execute();
    expect(claims).toHaveLength(1);
    const bonuses = await t.db
      .selectFrom('bonuses')
      .select('id')
      .where('source_kind', '=', 'MISSION')
      .where('source_id', '=', checkIn.id)
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(await reconcileOk(t)).toBe(true);
  });
});
