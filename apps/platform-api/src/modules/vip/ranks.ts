import { AccountType } from '@playfront/api-contract';
import type { AdminVipRank, VipRank } from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db';
import type { ContentLanguage } from '../../core/language';
import type { SeedContext } from '../../core/module';
import { cashbackRatesByRank } from '../cashback';
import type { CashbackRates } from '../cashback';
import type { VipRanksTable } from './tables';

export type RankRow = Selectable<VipRanksTable>;

/** The window whose deposits and valid bets place a member (docs/vip.md). */
export const VIP_WINDOW_DAYS = 30;

const M = 100n; // minor units per major unit

/** The six ranks every brand starts with (amounts in minor units of the brand currency). */
export const DEFAULT_VIP_RANKS: Array<{
  level: number;
  names: Record<ContentLanguage, string>;
  minDeposit: bigint;
  minValidBet: bigint;
  dailyWithdrawalLimit: bigint | null;
  upgradeBonus: bigint;
}> = [
  {
    level: 1,
    names: { en: 'Bronze', cn: '青铜', ja: 'ブロンズ', ko: '브론즈', th: 'บรอนซ์', vi: 'Đồng' },
    minDeposit: 0n,
    minValidBet: 0n,
    dailyWithdrawalLimit: 50_000n * M,
    upgradeBonus: 0n,
  },
  {
    level: 2,
    names: { en: 'Silver', cn: '白银', ja: 'シルバー', ko: '실버', th: 'ซิลเวอร์', vi: 'Bạc' },
    minDeposit: 1_000n * M,
    minValidBet: 5_000n * M,
    dailyWithdrawalLimit: 100_000n * M,
    upgradeBonus: 88n * M,
  },
  {
    level: 3,
    names: { en: 'Gold', cn: '黄金', ja: 'ゴールド', ko: '골드', th: 'โกลด์', vi: 'Vàng' },
    minDeposit: 5_000n * M,
    minValidBet: 25_000n * M,
    dailyWithdrawalLimit: 200_000n * M,
    upgradeBonus: 288n * M,
  },
  {
    level: 4,
    names: { en: 'Platinum', cn: '铂金', ja: 'プラチナ', ko: '플래티넘', th: 'แพลทินัม', vi: 'Bạch kim' },
    minDeposit: 20_000n * M,
    minValidBet: 100_000n * M,
    dailyWithdrawalLimit: 500_000n * M,
    upgradeBonus: 888n * M,
  },
  {
    level: 5,
    names: { en: 'Diamond', cn: '钻石', ja: 'ダイヤモンド', ko: '다이아몬드', th: 'ไดมอนด์', vi: 'Kim cương' },
    minDeposit: 50_000n * M,
    minValidBet: 300_000n * M,
    dailyWithdrawalLimit: 1_000_000n * M,
    upgradeBonus: 2_888n * M,
  },
  {
    level: 6,
    names: { en: 'Crown', cn: '皇冠', ja: 'クラウン', ko: '크라운', th: 'คราวน์', vi: 'Vương miện' },
    minDeposit: 200_000n * M,
    minValidBet: 1_000_000n * M,
    dailyWithdrawalLimit: null,
    upgradeBonus: 8_888n * M,
  },
];

/** Every brand starts with the six default ranks; an operator's edit is never overwritten. */
export async function ensureDefaultVipRanks({ db, merchant, now }: SeedContext): Promise<void> {
  await db
    .insertInto('vip_ranks')
    .values(
      DEFAULT_VIP_RANKS.map((rank) => ({
        merchant_code: merchant,
        level: rank.level,
        names: JSON.stringify(rank.names),
        min_deposit: rank.minDeposit.toString(),
        min_valid_bet: rank.minValidBet.toString(),
        daily_withdrawal_limit: rank.dailyWithdrawalLimit?.toString() ?? null,
        upgrade_bonus: rank.upgradeBonus.toString(),
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'level']).doNothing())
    .execute();
}

/** The brand's ranks, lowest level first. */
export const ranksOf = (db: Db, merchant: string): Promise<RankRow[]> =>
  db.selectFrom('vip_ranks').selectAll().where('merchant_code', '=', merchant).orderBy('level').execute();

/** A rank's name in `language`, English when it has none. */
export const rankName = (row: RankRow | undefined, language: string): string =>
  row ? (row.names[language] ?? row.names['en'] ?? `VIP ${row.level}`) : '';

/** The rank of `level`, or the highest rank below it (a level the brand no longer has). */
export const rankAt = (ranks: RankRow[], level: number): RankRow | undefined =>
  [...ranks].reverse().find((rank) => rank.level <= level) ?? ranks[0];

/** Whether window totals reach a rank: its deposit AND its valid-bet threshold. */
export const reaches = (rank: RankRow, totals: WindowTotals): boolean =>
  totals.deposits >= BigInt(rank.min_deposit) && totals.validBet >= BigInt(rank.min_valid_bet);

/** The highest level whose thresholds the totals reach (level 1 always). */
export function reachedLevel(ranks: RankRow[], totals: WindowTotals): number {
  let level = 1;
  for (const rank of ranks) if (rank.level > level && reaches(rank, totals)) level = rank.level;
  return level;
}

export interface WindowTotals {
  deposits: bigint;
  validBet: bigint;
}

const ratesOf = (byRank: Map<number, CashbackRates>, level: number): Record<string, number> => ({
  ...(byRank.get(0) ?? {}),
  ...(byRank.get(level) ?? {}),
});

/** Every rank as members see it, with its cashback rates (from the cashback module). */
export async function publicRanks(db: Db, merchant: string, language: string): Promise<VipRank[]> {
  const [ranks, rates] = await Promise.all([ranksOf(db, merchant), cashbackRatesByRank(db, merchant)]);
  return ranks.map((rank) => ({
    level: rank.level,
    name: rankName(rank, language),
    minDeposit: String(rank.min_deposit),
    minValidBet: String(rank.min_valid_bet),
    dailyWithdrawalLimit: rank.daily_withdrawal_limit === null ? null : String(rank.daily_withdrawal_limit),
    upgradeBonus: String(rank.upgrade_bonus),
    cashbackRates: ratesOf(rates, rank.level),
  }));
}

/** Every rank as the operator sees it, with how many members (agents left out) hold it. */
export async function adminRanks(db: Db, merchant: string): Promise<AdminVipRank[]> {
  const [ranks, rates, counts] = await Promise.all([
    ranksOf(db, merchant),
    cashbackRatesByRank(db, merchant),
    db
      .selectFrom('users')
      .select(['rank_level', (eb) => eb.fn.countAll<string>().as('members')])
      .where('merchant_code', '=', merchant)
      .where('account_type', '=', AccountType.MEMBER)
      .groupBy('rank_level')
      .execute(),
  ]);
  const members = new Map(counts.map((row) => [row.rank_level, Number(row.members)]));
  return ranks.map((rank) => ({
    level: rank.level,
    names: rank.names as AdminVipRank['names'],
    minDeposit: String(rank.min_deposit),
    minValidBet: String(rank.min_valid_bet),
    dailyWithdrawalLimit: rank.daily_withdrawal_limit === null ? null : String(rank.daily_withdrawal_limit),
    upgradeBonus: String(rank.upgrade_bonus),
    cashbackRates: ratesOf(rates, rank.level),
    members: members.get(rank.level) ?? 0,
  }));
}
