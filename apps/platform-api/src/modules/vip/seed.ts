import type { DemoSeedContext } from '../../core/module';
import { playSeedRounds } from '../games';
import { seedApprovedDeposits } from '../payments';
import { rankAt, rankName, ranksOf } from './ranks';
import { windowTotals } from './service';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** demo_member's window: Gold reached (5,000.00 / 25,000.00), on the way to Platinum (20,000.00 / 100,000.00). */
const DEMO_LEVEL = 3;
const DEMO_DEPOSITS = 1_200_000n;
const DEMO_VALID_BET = 6_200_000n;
/** What the wallet seed starts demo_member with (a round never stakes more than the balance). */
const STARTING_BALANCE = 100_000n;

/**
 * demo_member holds Gold with visible progress to Platinum: its approved deposits and valid bets of the last
 * 30 days are topped up (beyond what other modules' demos gave it) to 12,000.00 and 62,000.00. The rounds
 * lose exactly what the top-up deposited (even rounds first, one losing round last), so the demo member's
 * balance stays what the wallet seed gave it.
 */
export async function seedDemoVip(ctx: DemoSeedContext): Promise<void> {
  const userId = ctx.users.get('demo_member');
  if (userId === undefined) return;
  const member = ctx.db.selectFrom('users').select('id').where('id', '=', userId);
  const have = (await windowTotals(ctx.db, member, ctx.now)).get(userId) ?? { deposits: 0n, validBet: 0n };
  const deposit = DEMO_DEPOSITS > have.deposits ? DEMO_DEPOSITS - have.deposits : 0n;
  let bets = DEMO_VALID_BET > have.validBet ? DEMO_VALID_BET - have.validBet : 0n;
  let at = ctx.now.getTime() - 9 * DAY_MS;
  if (deposit > 0n) await seedApprovedDeposits(ctx, [{ userId, amount: deposit, at: new Date(at) }]);
  const rounds: Parameters<typeof playSeedRounds>[1] = [];
  const play = (stake: bigint, payout: bigint) => {
    at += 13 * HOUR_MS;
    rounds.push({ userId, gameCode: 'SEA_QUICK', stake, payout, at: new Date(at) });
    bets -= stake;
  };
  const lose = deposit < bets ? deposit : 0n;
  const chunk = STARTING_BALANCE + deposit < 500_000n ? STARTING_BALANCE : 500_000n;
  while (bets > lose) {
    const stake = bets - lose < chunk ? bets - lose : chunk;
    play(stake, stake);
  }
  if (lose > 0n) play(lose, 0n);
  await playSeedRounds(ctx, rounds);
  const ranks = await ranksOf(ctx.db, ctx.merchant);
  const name = rankName(rankAt(ranks, DEMO_LEVEL), 'en');
  const next = rankName(rankAt(ranks, DEMO_LEVEL + 1), 'en');
  await ctx.db
    .updateTable('users')
    .set({ rank_level: DEMO_LEVEL, club_label: name })
    .where('id', '=', userId)
    .execute();
  ctx.noteLogin('demo_member', `VIP ${name} (level ${DEMO_LEVEL}) on the way to ${next}`);
}
