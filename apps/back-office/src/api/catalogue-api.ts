import { api } from '@playfront/api-client';
import type {
  AdminGame,
  AdminGamePage,
  AdminGameQuery,
  AdminVendor,
  AdminVendorList,
  CatalogueEntryUpdate,
  DailyReport,
  DailyReportQuery,
  Reconciliation,
} from '@playfront/api-contract';
import { touched } from './operator-api';

/**
 * The catalogue (vendors and games shown, hot, in order) and the reports (docs/api.md, "Operators"), on the
 * one api of api-client, beside the calls of operator-api.ts.
 */
export const catalogueApi = api
  .enhanceEndpoints({ addTagTypes: ['Vendors', 'Games', 'Reports', 'Audit', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      vendors: build.query<AdminVendorList, void>({
        query: () => '/wps/admin/vendors',
        providesTags: ['Vendors'],
      }),
      updateVendor: build.mutation<AdminVendor, { code: string; change: CatalogueEntryUpdate }>({
        query: ({ code, change }) => ({
          url: `/wps/admin/vendors/${encodeURIComponent(code)}`,
          method: 'PUT',
          body: change,
        }),
        invalidatesTags: ['Vendors', 'Games', ...touched],
      }),
      games: build.query<AdminGamePage, AdminGameQuery>({
        query: (params) => ({ url: '/wps/admin/games', params }),
        providesTags: ['Games'],
      }),
      updateGame: build.mutation<AdminGame, { code: string; change: CatalogueEntryUpdate }>({
        query: ({ code, change }) => ({
          url: `/wps/admin/games/${encodeURIComponent(code)}`,
          method: 'PUT',
          body: change,
        }),
        invalidatesTags: ['Vendors', 'Games', ...touched],
      }),
      dailyReport: build.query<DailyReport, DailyReportQuery>({
        query: (params) => ({ url: '/wps/admin/reports/daily', params }),
        providesTags: ['Reports'],
      }),
      reconcile: build.query<Reconciliation, void>({
        query: () => '/wps/admin/ledger/reconcile',
        providesTags: ['Reports'],
      }),
    }),
  });

export const {
  useVendorsQuery,
  useUpdateVendorMutation,
  useGamesQuery,
  useUpdateGameMutation,
  useDailyReportQuery,
  useLazyReconcileQuery,
} = catalogueApi;
