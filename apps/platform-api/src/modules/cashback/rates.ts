import type { GameCategory } from '@playfront/api-contract';
import type { Db } from '../../core/db';
import type { SeedContext } from '../../core/module';

/** Spec §9: the default rebate of each category, in hundredths of a percent of valid bets. */
export const DEFAULT_CASHBACK_RATES: Partial<Record<GameCategory, number>> = {
  LIVE: 70,
  SPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
};

/** Rates by category; a category without a rate earns no cashback. */
export type CashbackRates = Partial<Record<GameCategory, number>>;

/**
 * The rates of every rank level that has its own rows, and level 0 (the brand's default): a rank without
 * rows of its own earns the default; a rank's row for a category replaces the default for that category.
 */
export async function cashbackRatesByRank(db: Db, merchant: string): Promise<Map<number, CashbackRates>> {
  const rows = await db
    .selectFrom('cashback_rates')
    .select(['rank_level', 'category', 'rate_bp'])
    .where('merchant_code', '=', merchant)
    .orderBy('rank_level')
    .execute();
  const byRank = new Map<number, CashbackRates>();
  for (const row of rows) {
    const rates = byRank.get(row.rank_level) ?? {};
    rates[row.category as GameCategory] = row.rate_bp;
    byRank.set(row.rank_level, rates);
  }
  return byRank;
}

/** The rates a member of `rankLevel` earns: the brand's default, with the rank's own rows over it. */
export async function cashbackRatesFor(db: Db, merchant: string, rankLevel: number): Promise<CashbackRates> {
  const byRank = await cashbackRatesByRank(db, merchant);
  return { ...(byRank.get(0) ?? {}), ...(byRank.get(rankLevel) ?? {}) };
}

/** Every brand starts with the §9 defaults (rank level 0); an operator's edit is never overwritten. */
export async function ensureDefaultCashbackRates({ db, merchant, now }: SeedContext): Promise<void> {
  await db
    .insertInto('cashback_rates')
    .values(
      Object.entries(DEFAULT_CASHBACK_RATES).map(([category, rate]) => ({
        merchant_code: merchant,
        rank_level: 0,
        category,
        rate_bp: rate,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'rank_level', 'category']).doNothing())
    .execute();
}

/** The VIP uplift of a new brand: each rank above the first earns 0.10 % more in every category with a rate. */
export const RANK_UPLIFT_BP = 10;
/** Ranks a new brand gives an uplift (the VIP module's default ranks 2 to 6). */
const UPLIFT_RANKS = [2, 3, 4, 5, 6];

/**
 * A new brand's rates per VIP rank (once, in the brand's seed, so an operator who later removes a rank's
 * rates keeps them removed): the default rate plus RANK_UPLIFT_BP for each level above 1.
 */
export async function seedRankCashbackRates({ db, merchant, now }: SeedContext): Promise<void> {
  await db
    .insertInto('cashback_rates')
    .values(
      UPLIFT_RANKS.flatMap((level) =>
        Object.entries(DEFAULT_CASHBACK_RATES).map(([category, rate]) => ({
          merchant_code: merchant,
          rank_level: level,
          category,
          rate_bp: rate + (level - 1) * RANK_UPLIFT_BP,
          updated_at: now,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'rank_level', 'category']).doNothing())
    .execute();
}
