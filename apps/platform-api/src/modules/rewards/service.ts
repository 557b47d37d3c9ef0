import type { RewardClaimRequest, RewardClaimResult, RewardList } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import type { ContentLanguage } from '../../core/language';
import { claimMission, memberMissions } from '../missions';
import { claimPromotion, promotionRewards } from '../promotions';

/**
 * The reward centre: the rewards of promotions (deposit and registration bonuses, raffle prizes) and of
 * missions in one list, those to claim first. Each source keeps its own rules; this only gathers them.
 */
export async function memberRewards(
  ctx: AppContext,
  userId: number,
  language: ContentLanguage,
): Promise<RewardList> {
  const [promotions, missions] = await Promise.all([
    promotionRewards(ctx, userId, language),
    memberMissions(ctx, userId, language),
  ]);
  const list = [
    ...promotions,
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
  const { bonus } =
    body.kind === 'MISSION'
      ? await claimMission(ctx, trx, userId, body.id, language)
      : await claimPromotion(ctx, trx, userId, body.id, language);
  return { bonus };
}
