import { WhitelabelFlag } from '@playfront/api-contract';
import type { Cashback, RewardClaimRequest, RewardClaimResult, RewardList } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import type { ContentLanguage } from '../../core/language';
import { claimCashback, claimableCashbacks } from '../cashback';
import { claimMission, memberMissions } from '../missions';
import { claimPromotion, promotionRewards } from '../promotions';
import { getSettings, isFlagOn } from '../system';

/** Cashback's title in the reward centre, by language ({day}: the UTC day it is for). */
const cashbackTitles: Record<string, string> = {
  en: 'Cashback for {day}',
  cn: '{day} 返水',
  ja: '{day} のキャッシュバック',
  ko: '{day} 캐시백',
  th: 'เงินคืนของวันที่ {day}',
  vi: 'Hoàn trả ngày {day}',
};

const cashbackTitle = (row: Cashback, language: string) =>
  (cashbackTitles[language] ?? cashbackTitles['en']!).replace(
    '{day}',
    new Date(row.periodStart).toISOString().slice(0, 10),
  );

/** The claimable cashback days, when the brand shows cashback (MANPLAYREB3). */
async function cashbackRewards(ctx: AppContext, userId: number): Promise<Cashback[]> {
  if (!isFlagOn(await getSettings(ctx), WhitelabelFlag.MANPLAYREB3)) return [];
  return claimableCashbacks(ctx, userId);
}

/**
 * The reward centre: the rewards of promotions (deposit and registration bonuses, raffle prizes), of
 * missions and the claimable cashback days in one list, those to claim first. Each source keeps its own rules; this only gathers them.
 */
export async function memberRewards(
  ctx: AppContext,
  userId: number,
  language: ContentLanguage,
): Promise<RewardList> {
  const [promotions, missions, cashbacks] = await Promise.all([
    promotionRewards(ctx, userId, language),
    memberMissions(ctx, userId, language),
    cashbackRewards(ctx, userId),
  ]);
  const list = [
    ...promotions,
    ...cashbacks.map((row) => ({
      kind: 'CASHBACK' as const,
      id: row.id,
      title: cashbackTitle(row, language),
      amount: row.amount,
      status: 'claim' as const,
      claimBy: row.expiresAt,
    })),
    ...missions.list
      .filter((mission) => mission.status !== 'process')
      .map((mission) => ({
        kind: 'MISSION' as const,
        id: mission.id,
        title: mission.title,
        amount: mission.reward,
        status: mission.status === 'claim' ? ('claim' as const) : ('claimed' as const),
        claimBy: mission.status === 'claim' ? mission.periodEnd : null,
      })),
  ].sort((a, b) => (a.status === b.status ? 0 : a.status === 'claim' ? -1 : 1));
  return { list, claimable: list.filter((reward) => reward.status === 'claim').length };
}

/** Claims one reward through its source, inside the idempotent call's transaction: paid once. */
export async function claimReward(
  ctx: AppContext,
  trx: Db,
  userId: number,
  body: RewardClaimRequest,
  language: ContentLanguage,
): Promise<RewardClaimResult> {
  if (body.kind === 'CASHBACK') {
    // The caller checked MANPLAYREB3 before the transaction (`requireCashbackOn`).
    return { amount: (await claimCashback(ctx, trx, userId, body.id)).amount };
  }
  const { bonus } =
    body.kind === 'MISSION'
      ? await claimMission(ctx, trx, userId, body.id, language)
      : await claimPromotion(ctx, trx, userId, body.id, language);
  return { bonus, amount: bonus.amount };
}
