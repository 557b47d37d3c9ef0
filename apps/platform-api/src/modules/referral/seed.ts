import { AccountType } from '@playfront/api-contract';
import type { DemoSeedContext } from '../../core/module';
import { playSeedRounds } from '../games';
import { newReferralCode } from '../identity';
import { seedApprovedDeposits } from '../payments';
import { DEFAULT_REFERRAL_RULE, payReferralRewards } from './service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const FRIEND_PASSWORD = 'Demo@2026';

/** A demo friend registered with demo_member's referral code (no agent above it). */
async function seedFriend(
  ctx: DemoSeedContext,
  username: string,
  referrerId: number,
  at: Date,
): Promise<number> {
  const row = await ctx.db
    .insertInto('users')
    .values({
      merchant_code: ctx.merchant,
      username,
      username_key: username.toLowerCase(),
      password_hash: await ctx.passwords.hash(FRIEND_PASSWORD),
      account_type: AccountType.MEMBER,
      nickname: username,
      avatar: 'avatar-1',
      avatar_type: 'STATIC',
      referral_code: newReferralCode(),
      referred_by: referrerId,
      profile: '{}',
      member_labels: '[]',
      register_method: 'SEED',
      upline_id: null,
      password_changed_at: at,
      created_at: at,
      mobile_key: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.users.set(username, row.id);
  return row.id;
}

/**
 * demo_member's invited friends: demofriend1 deposited 200.00 and played 220.00, so it qualified and
 * demo_member was paid the referral reward (20.00 under the default rule); demofriend2 deposited 50.00 and
 * played 30.00, still on its way.
 */
export async function seedDemoReferrals(ctx: DemoSeedContext): Promise<void> {
  const referrer = ctx.users.get('demo_member');
  if (referrer === undefined) return;
  const start = new Date(ctx.now.getTime() - 3 * DAY);
  const qualified = await seedFriend(ctx, 'demofriend1', referrer, start);
  const onItsWay = await seedFriend(ctx, 'demofriend2', referrer, new Date(start.getTime() + DAY));
  await seedApprovedDeposits(ctx, [
    { userId: qualified, amount: 20_000n, at: new Date(start.getTime() + HOUR) },
    { userId: onItsWay, amount: 5_000n, at: new Date(start.getTime() + DAY + HOUR) },
  ]);
  const round = (userId: number, stake: bigint, payout: bigint, at: number) => ({
    userId,
    gameCode: 'SEA_QUICK',
    stake,
    payout,
    at: new Date(at),
  });
  await playSeedRounds(ctx, [
    round(qualified, 8_000n, 12_000n, start.getTime() + 2 * HOUR),
    round(qualified, 8_000n, 0n, start.getTime() + 3 * HOUR),
    round(qualified, 6_000n, 0n, start.getTime() + 4 * HOUR),
    round(onItsWay, 3_000n, 0n, start.getTime() + DAY + 2 * HOUR),
  ]);
  await payReferralRewards(ctx.db, ctx.config, ctx.now);
  ctx.noteLogin(
    'demo_member',
    `invited demofriend1 (qualified: referral reward ${formatMinor(DEFAULT_REFERRAL_RULE.reward)}) and demofriend2 (in progress), password ${FRIEND_PASSWORD}`,
  );
}

const formatMinor = (amount: string) => (Number(amount) / 100).toFixed(2);
