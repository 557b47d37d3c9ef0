import type {
  AdminGoods,
  AdminGoodsList,
  GoodsCreate,
  GoodsUpdate,
  PointsConfig,
  PointsRulesUpdate,
  AdminReferralPage,
  AdminReferralQuery,
  ReferralRule,
  AdminVipRank,
  AdminVipRankList,
  VipLabel,
  VipLabelList,
  VipRankNames,
  VipRankUpdate,
  AdminCashbackPage,
  AdminCashbackQuery,
  AdminCashbackRates,
  AdminCashbackRateSet,
  AdminMission,
  AdminMissionList,
  MissionCreate,
  MissionUpdate,
  AdminPromotion,
  AdminPromotionList,
  AdminRedemptionPage,
  AdminRedemptionQuery,
  ApplicationDecision,
  PointsAdjust,
  PointsAdjustResult,
  PromotionApplicationList,
  PromotionApplicationQuery,
  PromotionApplication,
  PromotionInput,
  RedemptionDecision,
  RedemptionStatus,
} from '@playfront/api-contract';
import { operatorApi } from './operator-api';

/** Every mutation writes an audit entry. */
const touched = ['Audit'] as const;

/**
 * The marketing and loyalty calls of the back office (docs/promotions.md, docs/points.md), on the operator
 * api: promotions with their applications and raffle draws, and the points mall's redemptions and
 * adjustments.
 */
export const loyaltyApi = operatorApi
  .enhanceEndpoints({
    addTagTypes: [
      'Promotions',
      'Applications',
      'Redemptions',
      'Missions',
      'CashbackRates',
      'Cashbacks',
      'VipRanks',
      'VipLabels',
      'ReferralRule',
      'Goods',
      'PointsConfig',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---- Promotions ----
      promotions: build.query<AdminPromotionList, void>({
        query: () => '/wps/admin/promotions',
        providesTags: ['Promotions'],
      }),
      createPromotion: build.mutation<AdminPromotion, PromotionInput>({
        query: (body) => ({ url: '/wps/admin/promotions', method: 'POST', body }),
        invalidatesTags: ['Promotions', ...touched],
      }),
      updatePromotion: build.mutation<AdminPromotion, { id: number; input: PromotionInput }>({
        query: ({ id, input }) => ({ url: `/wps/admin/promotions/${id}`, method: 'PUT', body: input }),
        invalidatesTags: ['Promotions', ...touched],
      }),
      setPromotionState: build.mutation<AdminPromotion, { id: number; action: 'pause' | 'resume' | 'end' }>({
        query: ({ id, action }) => ({ url: `/wps/admin/promotions/${id}/${action}`, method: 'POST' }),
        invalidatesTags: ['Promotions', ...touched],
      }),
      drawRaffle: build.mutation<AdminPromotion, number>({
        query: (id) => ({ url: `/wps/admin/promotions/${id}/draw`, method: 'POST' }),
        invalidatesTags: ['Promotions', ...touched],
      }),
      applications: build.query<PromotionApplicationList, { id: number } & PromotionApplicationQuery>({
        query: ({ id, status }) => ({
          url: `/wps/admin/promotions/${id}/applications`,
          params: status ? { status } : {},
        }),
        providesTags: ['Applications'],
      }),
      decideApplication: build.mutation<PromotionApplication, { id: number } & ApplicationDecision>({
        query: ({ id, ...body }) => ({
          url: `/wps/admin/promotion-applications/${id}`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Applications', 'Promotions', ...touched],
      }),

      // ---- Missions ----
      missions: build.query<AdminMissionList, void>({
        query: () => '/wps/admin/missions',
        providesTags: ['Missions'],
      }),
      createMission: build.mutation<AdminMission, MissionCreate>({
        query: (body) => ({ url: '/wps/admin/missions', method: 'POST', body }),
        invalidatesTags: ['Missions', ...touched],
      }),
      updateMission: build.mutation<AdminMission, { id: number; update: MissionUpdate }>({
        query: ({ id, update }) => ({ url: `/wps/admin/missions/${id}`, method: 'PUT', body: update }),
        invalidatesTags: ['Missions', ...touched],
      }),

      setMissionState: build.mutation<AdminMission, { id: number; action: 'pause' | 'resume' | 'end' }>({
        query: ({ id, action }) => ({ url: `/wps/admin/missions/${id}/${action}`, method: 'POST' }),
        invalidatesTags: ['Missions', ...touched],
      }),

      // ---- Cashback ----
      cashbackRates: build.query<AdminCashbackRates, void>({
        query: () => '/wps/admin/cashback/rates',
        providesTags: ['CashbackRates'],
      }),
      setCashbackRate: build.mutation<AdminCashbackRates, AdminCashbackRateSet>({
        query: (body) => ({ url: '/wps/admin/cashback/rates', method: 'PUT', body }),
        invalidatesTags: ['CashbackRates', ...touched],
      }),
      cashbacks: build.query<AdminCashbackPage, AdminCashbackQuery>({
        query: (params) => ({ url: '/wps/admin/cashback', params }),
        providesTags: ['Cashbacks'],
      }),

      // ---- VIP ----
      vipRanks: build.query<AdminVipRankList, void>({
        query: () => '/wps/admin/vip/ranks',
        providesTags: ['VipRanks'],
      }),
      updateVipRank: build.mutation<AdminVipRank, { level: number; update: VipRankUpdate }>({
        query: ({ level, update }) => ({ url: `/wps/admin/vip/ranks/${level}`, method: 'PUT', body: update }),
        invalidatesTags: ['VipRanks', ...touched],
      }),
      evaluateVip: build.mutation<{ changes: number }, void>({
        query: () => ({ url: '/wps/admin/vip/evaluate', method: 'POST' }),
        invalidatesTags: ['VipRanks', 'Members', ...touched],
      }),
      vipLabels: build.query<VipLabelList, void>({
        query: () => '/wps/admin/vip/labels',
        providesTags: ['VipLabels'],
      }),
      setVipLabel: build.mutation<VipLabel, { label: string; names: VipRankNames }>({
        query: ({ label, names }) => ({
          url: `/wps/admin/vip/labels/${encodeURIComponent(label)}`,
          method: 'PUT',
          body: { names },
        }),
        invalidatesTags: ['VipLabels', ...touched],
      }),

      // ---- Referral ----
      referralRule: build.query<ReferralRule, void>({
        query: () => '/wps/admin/referral/rule',
        providesTags: ['ReferralRule', 'Goods', 'PointsConfig'],
      }),
      setReferralRule: build.mutation<ReferralRule, ReferralRule>({
        query: (body) => ({ url: '/wps/admin/referral/rule', method: 'PUT', body }),
        invalidatesTags: ['ReferralRule', ...touched],
      }),
      referrals: build.query<AdminReferralPage, AdminReferralQuery>({
        query: (params) => ({ url: '/wps/admin/referral/referrals', params }),
      }),

      // ---- Points mall ----
      redemptions: build.query<AdminRedemptionPage, AdminRedemptionQuery>({
        query: (params) => ({ url: '/wps/admin/points/redemptions', params }),
        providesTags: ['Redemptions'],
      }),
      decideRedemption: build.mutation<{ status: RedemptionStatus }, { id: number } & RedemptionDecision>({
        query: ({ id, ...body }) => ({
          url: `/wps/admin/points/redemptions/${id}/decision`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Redemptions', ...touched],
      }),
      goods: build.query<AdminGoodsList, void>({
        query: () => '/wps/admin/points/goods',
        providesTags: ['Goods'],
      }),
      createGoods: build.mutation<AdminGoods, GoodsCreate>({
        query: (body) => ({ url: '/wps/admin/points/goods', method: 'POST', body }),
        invalidatesTags: ['Goods', ...touched],
      }),
      updateGoods: build.mutation<AdminGoods, { id: number; update: GoodsUpdate }>({
        query: ({ id, update }) => ({ url: `/wps/admin/points/goods/${id}`, method: 'PUT', body: update }),
        invalidatesTags: ['Goods', ...touched],
      }),
      /** The mall's rules, as the portal reads them (the public call). */
      pointsConfig: build.query<PointsConfig, void>({
        query: () => '/wps/points/config',
        providesTags: ['PointsConfig'],
      }),
      setPointsRules: build.mutation<PointsConfig, PointsRulesUpdate>({
        query: (body) => ({ url: '/wps/admin/points/rules', method: 'PUT', body }),
        invalidatesTags: ['PointsConfig', ...touched],
      }),
      adjustPoints: build.mutation<PointsAdjustResult, PointsAdjust>({
        query: (body) => ({ url: '/wps/admin/points/adjust', method: 'POST', body }),
        invalidatesTags: ['Members', ...touched],
      }),
    }),
  });

export const {
  usePromotionsQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useSetPromotionStateMutation,
  useDrawRaffleMutation,
  useApplicationsQuery,
  useDecideApplicationMutation,
  useMissionsQuery,
  useCreateMissionMutation,
  useUpdateMissionMutation,
  useSetMissionStateMutation,
  useCashbackRatesQuery,
  useSetCashbackRateMutation,
  useCashbacksQuery,
  useLazyCashbacksQuery,
  useVipRanksQuery,
  useUpdateVipRankMutation,
  useEvaluateVipMutation,
  useVipLabelsQuery,
  useSetVipLabelMutation,
  useReferralRuleQuery,
  useSetReferralRuleMutation,
  useReferralsQuery,
  useLazyReferralsQuery,
  useRedemptionsQuery,
  useLazyRedemptionsQuery,
  useDecideRedemptionMutation,
  useGoodsQuery,
  useCreateGoodsMutation,
  useUpdateGoodsMutation,
  usePointsConfigQuery,
  useSetPointsRulesMutation,
  useAdjustPointsMutation,
} = loyaltyApi;
