import { api } from '@playfront/api-client';
import type { ProfitQuery, ProfitReport } from '@playfront/api-contract';

/**
 * GET /wps/profit (token): the member's profit and loss over UTC days. It moves with rounds and money, so
 * it refreshes with the betting record ('Rounds') and the account record ('Transactions').
 */
export const profitApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfit: build.query<ProfitReport, ProfitQuery>({
      query: (params) => ({ url: '/wps/profit', params: { ...params } }),
      providesTags: ['Rounds', 'Transactions'],
    }),
  }),
});

export const { useGetProfitQuery } = profitApi;
