import { api } from '@playfront/api-client';
import type { VipOverview } from '@playfront/api-contract';

/**
 * What the VIP call is cached by: `member` and `language` are not sent (the session and the `Language`
 * header carry them) but keep a visitor's answer, a member's and each language's apart, so logging in or
 * switching the language shows the right ranks at once.
 */
export interface VipArgs {
  member: boolean;
  language: string;
}

/** The VIP call of docs/api.md ("VIP"), on the one api of the portal. */
export const vipApi = api.enhanceEndpoints({ addTagTypes: ['Vip'] }).injectEndpoints({
  endpoints: (build) => ({
    getVip: build.query<VipOverview, VipArgs>({
      query: () => '/wps/vip',
      providesTags: ['Vip'],
    }),
  }),
});

export const { useGetVipQuery } = vipApi;
