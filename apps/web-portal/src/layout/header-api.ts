import { api } from '@playfront/api-client';
import type { UnreadCount } from '@playfront/api-contract';

/** The header's own call: the unread message count (GET /wps/relay/CSP_unreadCount, token). */
export const headerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/wps/relay/CSP_unreadCount',
      providesTags: ['Unread'],
    }),
  }),
});

export const { useGetUnreadCountQuery } = headerApi;
