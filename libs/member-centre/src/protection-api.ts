import { api } from '@playfront/api-client';
import type {
  ExclusionRequest,
  LimitChangeRequest,
  LimitSetRequest,
  ProtectionOverview,
  RealityCheckRequest,
} from '@playfront/api-contract';

/**
 * The player-protection calls of the member centre (responsibleGaming), on the one api of the portal. Every
 * call answers the whole overview: a change writes the reply into the cached overview, so the page shows the
 * server's state at once; a refused change reads the overview again (what the page showed may be stale,
 * e.g. a change confirmed in another tab).
 */
const overviewApi = api.enhanceEndpoints({ addTagTypes: ['Protection'] }).injectEndpoints({
  endpoints: (build) => ({
    getProtection: build.query<ProtectionOverview, void>({
      query: () => '/wps/protection',
      providesTags: ['Protection'],
    }),
  }),
});

export const protectionApi = overviewApi.injectEndpoints({
  endpoints: (build) => {
    /** A change: its reply becomes the cached overview; a refusal refreshes it. */
    const change = <Body>(url: string, method: 'PUT' | 'POST') =>
      build.mutation<ProtectionOverview, Body>({
        query: (body) => ({ url, method, body }),
        invalidatesTags: (_result, error) => (error ? ['Protection'] : []),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(overviewApi.util.upsertQueryData('getProtection', undefined, data));
          } catch {
            // The refusal is the caller's to show; the tag above refreshes the overview.
          }
        },
      });
    return {
      setLimit: change<LimitSetRequest>('/wps/protection/limits', 'PUT'),
      confirmLimitChange: change<LimitChangeRequest>('/wps/protection/limits/confirm', 'POST'),
      cancelLimitChange: change<LimitChangeRequest>('/wps/protection/limits/cancel', 'POST'),
      setRealityCheck: change<RealityCheckRequest>('/wps/protection/reality-check', 'PUT'),
      startExclusion: change<ExclusionRequest>('/wps/protection/exclusion', 'POST'),
    };
  },
});

export const {
  useGetProtectionQuery,
  useSetLimitMutation,
  useConfirmLimitChangeMutation,
  useCancelLimitChangeMutation,
  useSetRealityCheckMutation,
  useStartExclusionMutation,
} = protectionApi;
