import type { DemoSeedContext, SeedContext } from '../../core/module';
import { playSeedRounds } from '../games';
import { ensureHouseAccounts, memberAccounts, post } from '../wallet';
import { ensureDefaultCashbackRates } from './rates';
import { CASHBACK_HOUSE_ACCOUNT, computeCashbackDay, dayOf } from './service';

const HOUR = 3_600_000;

/** The §9 default rates and the house account cashback is paid from. */
export async function ensureCashbackReference(ctx: SeedContext): Promise<void> {
  await ensureDefaultCashbackRates(ctx);
  await ensureHouseAccounts(ctx.db, ctx.merchant, [CASHBACK_HOUSE_ACCOUNT], ctx.config.currency, ctx.now);
}

/** Yesterday's demo rounds of demo_member: stake in minor units per category (each pair wins back its stakes). */
const DEMO_STAKES: Array<{ category: string; stake: bigint }> = [
  { category: 'LIVE', stake: 50_000n },
  { category: 'SPORTS', stake: 30_000n },
  { category: 'FISH', stake: 20_000n },
  { category: 'RNG', stake: 25_000n },
];

/**
 * demo_member played yesterday in four categories (LIVE 500.00, SPORTS 300.00, FISH 200.00, RNG 250.00 of
 * valid bets, each game's rounds winning back what they staked), and yesterday's cashback is computed by
 * the job's own function: claimable on first start. Each round plays from its vendor's wallet, filled from
 * the main wallet and emptied back into it, so the main balance is unchanged.
 */
export async function seedDemoCashback(ctx: DemoSeedContext): Promise<void> {
  const userId = ctx.users.get('demo_member');
  if (userId === undefined) return;
  const { db, merchant, config, now } = ctx;
  const yesterday = dayOf(now.getTime() - 24 * HOUR).start;
  const accounts = await memberAccounts(db, merchant, userId, config.currency, yesterday);
  const main = accounts.find((account) => account.kind === 'MAIN')!;
  for (const [index, { category, stake }] of DEMO_STAKES.entries()) {
    const game = await db
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) =>
        join.onRef('v.code', '=', 'g.vendor_code').onRef('v.merchant_code', '=', 'g.merchant_code'),
      )
      .select(['g.code', 'g.vendor_code', 'v.wallet_mode'])
      .where('g.merchant_code', '=', merchant)
      .where('g.category', '=', category)
      .where('g.is_game', '=', 'GAME')
      .where('g.engine', '!=', 'lottery')
      .where('g.enabled', '=', true)
      .orderBy('g.sort')
      .orderBy('g.id')
      .executeTakeFirst();
    if (!game) continue;
    const at = new Date(yesterday.getTime() + (10 + 2 * index) * HOUR);
    const vendor = accounts.find((account) => account.kind === 'VENDOR' && account.code === game.vendor_code);
    const half = stake / 2n;
    if (vendor) {
      await post(db, {
        merchant,
        kind: 'TRANSFER_TO_VENDOR',
        userId,
        remark: `Main wallet to ${game.vendor_code}`,
        now: at,
        legs: [
          { accountId: main.id, amount: -stake },
          { accountId: vendor.id, amount: stake },
        ],
      });
    }
    // A losing round, then a round that pays back both stakes.
    await playSeedRounds(ctx, [
      { userId, gameCode: game.code, stake: half, payout: 0n, at },
      {
        userId,
        gameCode: game.code,
        stake: stake - half,
        payout: stake,
        at: new Date(at.getTime() + 60_000),
      },
    ]);
    if (vendor) {
      await post(db, {
        merchant,
        kind: 'TRANSFER_FROM_VENDOR',
        userId,
        remark: `${game.vendor_code} to main wallet`,
        now: new Date(at.getTime() + 120_000),
        legs: [
          { accountId: vendor.id, amount: -stake },
          { accountId: main.id, amount: stake },
        ],
      });
    }
  }
  await computeCashbackDay({ db, config }, userId, yesterday, now);
  ctx.noteLogin('demo_member', "yesterday's cashback to claim");
}
