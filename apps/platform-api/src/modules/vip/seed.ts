import type { DemoSeedContext } from '../../core/module';
import { playSeedRounds } from '../games';
import { seedApprovedDeposits } from '../payments';
import { rankAt, rankName, ranksOf } from './ranks';
import { windowTotals } from './service';

const DAY_MS = 86_400_000;
/** demo_member's window: Gold reached (5,000.00 / 25,000.00), on the way to Platinum (20,000.00 / 100,000.00). */
const DEMO_LEVEL = 3;
const DEMO_DEPOSITS = 1_200_000n;
const DEMO_VALID_BET = 6_200_000n;
const DEMO_STAKE = 500_000n;

/**
 * demo_member holds Gold with visible progress to Platinum: its approved deposits and valid bets of the last
 * 30 days are topped up (beyond what other modules' demos gave it) to 12,000.00 and at least 62,000.00.
 */
export async function seedDemoVip(ctx: DemoSeedContext): Promise<void> {
  const userId = ctx.users.get('demo_member');
  if (userId === undefined) return;
  const member = ctx.db.selectFrom('users').select('id').where('id', '=', userId);
  const have = (await windowTotals(ctx.db, member, ctx.now)).get(userId) ?? { deposits: 0n, validBet: 0n };
  const start = ctx.now.getTime() - 6 * DAY_MS;
  if (have.deposits < DEMO_DEPOSITS) {
    await seedApprovedDeposits(ctx, [{ userId, amount: DEMO_DEPOSITS - have.deposits, at: new Date(start) }]);
  }
  const rounds: Parameters<typeof playSeedRounds>[1] = [];
  for (let bet = have.validBet, n = 0; bet < DEMO_VALID_BET; bet += DEMO_STAKE, n += 1) {
    // Each round pays back 96 % of its stake, a few hours apart over the last five days.
    rounds.push({
      userId,
      gameCode: 'SEA_QUICK',
      stake: DEMO_STAKE,
      payout: (DEMO_STAKE * 96n) / 100n,
      at: new Date(start + DAY_MS + n * 7 * 3_600_000),
    });
  }
  await playSeedRounds(ctx, rounds);
  const name = rankName(rankAt(await ranksOf(ctx.db, ctx.merchant), DEMO_LEVEL), 'en');
  await ctx.db
    .updateTable('users')
    .set({ rank_level: DEMO_LEVEL, club_label: name })
    .where('id', '=', userId)
    .execute();
  ctx.noteLogin('demo_member', `VIP ${name} (level ${DEMO_LEVEL}), on the way to the next rank`);
}
