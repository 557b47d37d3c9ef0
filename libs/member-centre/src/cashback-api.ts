import { api } from '@playfront/api-client';
import type {
  CashbackClaimRequest,
  CashbackClaimResult,
  CashbackHistory,
  CashbackHistoryQuery,
  CashbackOverview,
} from '@playfront/api-contract';
import type { MoneyCall } from '@playfront/wallet';

/** Everything a cashback credit changes: the header balance, the funds and the account record. */
const moved = ['Balance', 'Funds', 'Transactions'] as const;

/**
 * The cashback calls of the member centre (manualRebate), on the one api of the portal. A claim moves money:
 * it carries the Idempotency-Key of the player's intent and refreshes the balance and the reward centre.
 */
export const cashbackApi = api.enhanceEndpoints({ addTagTypes: ['Cashback', 'Rewards'] }).injectEndpoints({
  endpoints: (build) => ({
    getCashback: build.query<CashbackOverview, void>({
      query: () => '/wps/cashback',
      providesTags: ['Cashback'],
    }),
    getCashbackHistory: build.query<CashbackHistory, CashbackHistoryQuery>({
      query: (params) => ({ url: '/wps/cashback/history', params: { ...params } }),
      providesTags: ['Cashback'],
    }),
    claimCashback: build.mutation<CashbackClaimResult, MoneyCall<CashbackClaimRequest>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/wps/cashback/claim',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Cashback', 'Rewards', ...moved],
    }),
  }),
});

export const { useGetCashbackQuery, useGetCashbackHistoryQuery, useClaimCashbackMutation } = cashbackApi;
