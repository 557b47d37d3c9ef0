import type { CashbackClaimResult, CashbackOverview } from '@playfront/api-contract';
import { balanceOf, fund, moneyCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { runCashback } from './service';

// Every replica runs the cashback job, and members double-click. On PostgreSQL (transactions really at the
// same time, on separate connections): racing runners compute each member's day once, and concurrent claims
// pay each day once.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const DAY = 86_400_000;
const MEMBERS = 5;
const RUNNERS = 4;
const CLAIMS = 20;
const PASSWORD = 'Member2026';

maybe('cashback raced (PostgreSQL)', () => {
  let t: TestApp;
  const members: Array<{ username: string; userId: number; expected: bigint }> = [];

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LOGIN_IP_MAX: '0',
      RATE_LOGIN_ACCOUNT_MAX: '0',
      RATE_REGISTER_IP_MAX: '0',
    });
    for (let i = 0; i < MEMBERS; i += 1) {
      const username = `racecash${i}`;
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
      await fund(t, token, '1000000');
      const live = BigInt(10_000 + i * 1_111);
      const rng = BigInt(5_000 + i * 333);
      const fish = BigInt(2_500 + i * 77);
      await playRound(t, token, 'LIVE', live);
      await playRound(t, token, 'RNG', rng, rng * 2n);
      await playRound(t, token, 'FISH', fish);
      const user = await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      // §9 defaults: LIVE 0.70 %, RNG 1.20 %, FISH 1.20 %, each floored.
      members.push({
        username,
        userId: user.id,
        expected: (live * 70n) / 10_000n + (rng * 120n) / 10_000n + (fish * 120n) / 10_000n,
      });
    }
    t.clock.advance(DAY);
  });
  afterAll(() => t.close());

  it('computes each member day once whatever the runners racing, then pays concurrent claims once', async () => {
    const runs = await Promise.all(
      Array.from({ length: RUNNERS }, () => runCashback({ db: t.db, config: t.config }, t.clock.now)),
    );
    const ids = members.map((m) => m.userId);
    const rows = await t.db
      .selectFrom('cashbacks')
      .select(['user_id', 'amount', 'status'])
      .where('user_id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(MEMBERS);
    // Every row was created by exactly one runner (the demo seed's rows are older).
    expect(runs.reduce((sum, run) => sum + run.computed, 0)).toBeGreaterThanOrEqual(MEMBERS);
    for (const member of members) {
      const row = rows.find((r) => r.user_id === member.userId)!;
      expect([String(row.amount), row.status]).toEqual([member.expected.toString(), 'CLAIMABLE']);
    }

    for (const member of members) {
      const token = await t.login(member.username, PASSWORD);
      const view = (await t.call({ method: 'GET', url: '/wps/cashback', headers: bearer(token) })).envelope
        .value as CashbackOverview;
      const id = view.claimable[0]!.id;
      const before = BigInt((await balanceOf(t, token)).mainBalance);
      // Double clicks: claims of everything and of the day by id at once, each with its own key.
      const replies = await Promise.all(
        Array.from({ length: CLAIMS }, (_, n) =>
          moneyCall(t, token, 'POST', '/wps/cashback/claim', n % 2 === 0 ? {} : { id }),
        ),
      );
      expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
      const paid = replies.filter((r) => r.statusCode === 200);
      expect(paid).toHaveLength(1);
      expect((paid[0]!.envelope.value as CashbackClaimResult).amount).toBe(member.expected.toString());
      expect(replies.filter((r) => r.envelope.code === 'cashback_nothing_to_claim')).toHaveLength(CLAIMS - 1);
      expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before + member.expected);
    }
    const postings = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'CASHBACK')
      .where('user_id', 'in', ids)
      .execute();
    expect(postings).toHaveLength(MEMBERS);
    expect(await reconcileOk(t)).toBe(true);
  });
});
