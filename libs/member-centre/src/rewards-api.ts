import { api } from '@playfront/api-client';
import type {
  Bonus,
  BonusPage,
  BonusQuery,
  Mission,
  MissionLeaderboard,
  MissionList,
  MissionSummary,
  RewardClaimRequest,
  RewardClaimResult,
  RewardList,
} from '@playfront/api-contract';
import type { MoneyCall } from '@playfront/wallet';

/** Period of a mission leaderboard. */
export type MissionPeriod = MissionLeaderboard['period'];

/** Everything a bonus credit or take-back changes: the header balance, the funds and the account record. */
const moved = ['Balance', 'Funds', 'Transactions'] as const;

/**
 * The bonus, reward-centre and mission calls of the member centre (issue 13), on the one api of the portal.
 * Claims and forfeits move money: they carry the Idempotency-Key of the player's intent and refresh the
 * balance; a mission or reward claim also refreshes the mission summary (the menu badge).
 */
export const rewardsApi = api
  .enhanceEndpoints({ addTagTypes: ['Bonuses', 'Rewards', 'Missions', 'MissionSummary', 'Cashback'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBonuses: build.query<BonusPage, BonusQuery>({
        query: (params) => ({ url: '/wps/bonuses', params: { ...params } }),
        providesTags: ['Bonuses'],
      }),
      forfeitBonus: build.mutation<Bonus, MoneyCall<{ id: number }>>({
        query: ({ body, idempotencyKey }) => ({
          url: `/wps/bonuses/${body.id}/forfeit`,
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['Bonuses', ...moved],
      }),
      getRewards: build.query<RewardList, void>({
        query: () => '/wps/rewards',
        providesTags: ['Rewards'],
      }),
      claimReward: build.mutation<RewardClaimResult, MoneyCall<RewardClaimRequest>>({
        query: ({ body, idempotencyKey }) => ({
          url: '/wps/rewards/claim',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['Rewards', 'Bonuses', 'Missions', 'MissionSummary', 'Cashback', ...moved],
      }),
      getMissions: build.query<MissionList, void>({
        query: () => '/wps/missions',
        providesTags: ['Missions'],
      }),
      getMissionSummary: build.query<MissionSummary, void>({
        query: () => '/wps/missions/summary',
        providesTags: ['MissionSummary'],
      }),
      getMissionLeaderboard: build.query<MissionLeaderboard, MissionPeriod>({
        query: (period) => ({ url: '/wps/missions/leaderboard', params: { period } }),
        providesTags: ['Missions'],
      }),
      claimMission: build.mutation<{ mission: Mission; bonus: Bonus }, MoneyCall<{ id: number }>>({
        query: ({ body, idempotencyKey }) => ({
          url: `/wps/missions/${body.id}/claim`,
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['Missions', 'MissionSummary', 'Rewards', 'Bonuses', ...moved],
      }),
    }),
  });

export const {
  useGetBonusesQuery,
  useForfeitBonusMutation,
  useGetRewardsQuery,
  useClaimRewardMutation,
  useGetMissionsQuery,
  useGetMissionSummaryQuery,
  useGetMissionLeaderboardQuery,
  useClaimMissionMutation,
} = rewardsApi;
