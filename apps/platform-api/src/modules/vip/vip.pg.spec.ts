import { AccountType } from '@playfront/api-contract';
import { balanceOf, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { bearer } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { playSeedRounds } from '../games';
import { seedApprovedDeposits } from '../payments';
import { runVipEvaluation } from './service';
import type { VipEnv } from './service';

// Every replica runs the VIP evaluation. Runners racing on PostgreSQL (transactions really at the same time,
// on separate connections), of the same hour and of two different hours: each rank change happens once, each
// upgrade bonus is paid once, and the ledger reconciles.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const HOUR = 3_600_000;
/** Deposits and valid bets of each new member (minor units) and the rank they reach. */
const PLAYERS: Array<{ deposit: bigint; bet: bigint; level: number }> = [
  { deposit: 150_000n, bet: 600_000n, level: 2 },
  { deposit: 600_000n, bet: 2_600_000n, level: 3 },
  { deposit: 2_100_000n, bet: 10_000_000n, level: 4 },
  { deposit: 600_000n, bet: 2_600_000n, level: 3 },
  { deposit: 150_000n, bet: 600_000n, level: 2 },
  { deposit: 2_100_000n, bet: 10_000_000n, level: 4 },
];
const BONUS: Record<number, bigint> = { 2: 8_800n, 3: 28_800n, 4: 88_800n };

maybe('VIP evaluation raced by runners (PostgreSQL)', () => {
  let t: TestApp;
  let env: VipEnv;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
    env = { db: t.db, merchant: t.config.merchantCode, currency: t.config.currency };
    const template = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'demo_newbie')
      .executeTakeFirstOrThrow();
    const seed = { db: t.db, config: t.config, merchant: t.config.merchantCode, now: t.clock.now };
    for (const [index, player] of PLAYERS.entries()) {
      const { id: _id, ...rest } = template;
      const { id } = await t.db
        .insertInto('users')
        .values({
          ...rest,
          profile: JSON.stringify(rest.profile),
          member_labels: JSON.stringify(rest.member_labels),
          username: `vipracer${index}`,
          username_key: `vipracer${index}`,
          referral_code: `VIPRACE${index}`,
          mobile_key: null,
          email: null,
          account_type: AccountType.MEMBER,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      const at = new Date(t.clock.now.getTime() - 2 * HOUR);
      await seedApprovedDeposits(seed, [{ userId: id, amount: player.deposit, at }]);
      const stake = player.bet / 10n;
      await playSeedRounds(
        seed,
        Array.from({ length: 10 }, (_, n) => ({
          userId: id,
          gameCode: 'SEA_QUICK',
          stake,
          payout: stake,
          at: new Date(at.getTime() + (n + 1) * 60_000),
        })),
      );
    }
  });
  afterAll(() => t.close());

  it('changes each rank once and pays each upgrade bonus once, whatever the runners', async () => {
    const now = t.clock.now;
    // Two replicas on the same tick, and two more an hour apart (two runs, both evaluating every member).
    const counts = await Promise.all([
      runVipEvaluation(env, now),
      runVipEvaluation(env, now),
      runVipEvaluation(env, new Date(now.getTime() + HOUR)),
      runVipEvaluation(env, new Date(now.getTime() + HOUR)),
    ]);
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'rank_level'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(users.map((user) => user.rank_level)).toEqual(PLAYERS.map((player) => player.level));

    const changes = await t.db
      .selectFrom('vip_rank_changes')
      .select(['user_id', 'to_level', 'kind'])
      .where('user_id', 'in', ids)
      .execute();
    // One UPGRADE row per rank passed: level 2 → 1 row, level 3 → 2 rows, level 4 → 3 rows.
    const expected = PLAYERS.reduce((sum, player) => sum + player.level - 1, 0);
    expect(changes).toHaveLength(expected);
    expect(new Set(changes.map((row) => `${row.user_id}:${row.to_level}`)).size).toBe(expected);
    // The runs' counts include demo_member and add up to what was written, nothing more.
    const all = await t.db.selectFrom('vip_rank_changes').select('id').execute();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(all.length);

    const bonuses = await t.db
      .selectFrom('bonuses')
      .select(['user_id', 'source_key', 'amount'])
      .where('source_kind', '=', 'VIP')
      .where('user_id', 'in', ids)
      .execute();
    expect(bonuses).toHaveLength(expected);
    const paid = bonuses.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    const owed = PLAYERS.reduce((sum, player) => {
      let total = 0n;
      for (let level = 2; level <= player.level; level += 1) total += BONUS[level]!;
      return sum + total;
    }, 0n);
    expect(paid).toBe(owed);
    const runs = await t.db.selectFrom('vip_runs').select('run_key').execute();
    expect(runs).toHaveLength(2);
    expect(await reconcileOk(t)).toBe(true);
  });
  it("holds the rank's daily withdrawal limit when a member's withdrawals arrive at once", async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const level = (
      await t.db
        .selectFrom('users')
        .select('rank_level')
        .where('username', '=', 'demo_member')
        .executeTakeFirstOrThrow()
    ).rank_level;
    await operatorCall(t, 'PUT', `/wps/admin/vip/ranks/${level}`, { dailyWithdrawalLimit: '30000' });
    const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(token) });
    const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
    const before = BigInt((await balanceOf(t, token)).mainBalance);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        moneyCall(t, token, 'POST', '/wps/payment/withdrawals', {
          amount: '20000',
          bankAccountId,
          paymentPassword: 'Pay@2026',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.envelope.code === 'vip_withdrawal_limit')).toHaveLength(3);
    expect(BigInt((await balanceOf(t, token)).mainBalance)).toBe(before - 20_000n);
    expect(await reconcileOk(t)).toBe(true);
  });
});
