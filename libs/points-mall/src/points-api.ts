import { api } from '@playfront/api-client';
import type {
  ConvertRequest,
  GoodsList,
  PointEntryPage,
  PointEntryQuery,
  PointsBalance,
  PointsConfig,
  PointsReward,
  RedeemRequest,
  RedemptionPage,
  RedemptionQuery,
  RedemptionResult,
} from '@playfront/api-contract';
import type { MoneyCall } from '@playfront/wallet';

/** Everything a conversion to chips changes: the header balance, the funds and the account record. */
const moved = ['Balance', 'Funds', 'Transactions'] as const;

/** What the goods list is cached by: the `Language` header carries the language, the key keeps it apart. */
export interface GoodsArgs {
  language: string;
}

/**
 * The points calls of docs/api.md ("Points"), on the one api of the portal. A redemption or a conversion
 * carries the Idempotency-Key of the player's intent; both refresh the points, the goods (stock), the
 * history and the details, and a conversion also the money (header balance).
 */
export const pointsApi = api
  .enhanceEndpoints({
    addTagTypes: ['Points', 'PointsConfig', 'Goods', 'Redemptions', 'PointEntries'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getPointsConfig: build.query<PointsConfig, void>({
        query: () => '/wps/points/config',
        providesTags: ['PointsConfig'],
      }),
      getGoods: build.query<GoodsList, GoodsArgs>({
        query: () => '/wps/points/goods',
        providesTags: ['Goods'],
      }),
      getPoints: build.query<PointsBalance, void>({
        query: () => '/wps/points',
        providesTags: ['Points'],
      }),
      getPointsReward: build.query<PointsReward, void>({
        query: () => '/wps/points/reward',
        providesTags: ['Points'],
      }),
      redeemGoods: build.mutation<RedemptionResult, MoneyCall<RedeemRequest>>({
        query: ({ body, idempotencyKey }) => ({
          url: '/wps/points/redeem',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['Points', 'Goods', 'Redemptions', 'PointEntries', ...moved],
      }),
      convertPoints: build.mutation<RedemptionResult, MoneyCall<ConvertRequest>>({
        query: ({ body, idempotencyKey }) => ({
          url: '/wps/points/convert',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['Points', 'Redemptions', 'PointEntries', ...moved],
      }),
      getRedemptions: build.query<RedemptionPage, RedemptionQuery>({
        query: (params) => ({ url: '/wps/points/redemptions', params: { ...params } }),
        providesTags: ['Redemptions'],
      }),
      getPointEntries: build.query<PointEntryPage, PointEntryQuery>({
        query: (params) => ({ url: '/wps/points/details', params: { ...params } }),
        providesTags: ['PointEntries'],
      }),
    }),
  });

export const {
  useGetPointsConfigQuery,
  useGetGoodsQuery,
  useGetPointsQuery,
  useGetPointsRewardQuery,
  useRedeemGoodsMutation,
  useConvertPointsMutation,
  useGetRedemptionsQuery,
  useGetPointEntriesQuery,
} = pointsApi;
