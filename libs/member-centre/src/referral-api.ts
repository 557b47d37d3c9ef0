import { api } from '@playfront/api-client';
import type { ReferralFriendPage, ReferralFriendsQuery, ReferralOverview } from '@playfront/api-contract';

/** The invite-friends calls of the member centre, on the one api of the portal. */
export const referralApi = api.enhanceEndpoints({ addTagTypes: ['Referral'] }).injectEndpoints({
  endpoints: (build) => ({
    getReferral: build.query<ReferralOverview, void>({
      query: () => '/wps/referral',
      providesTags: ['Referral'],
    }),
    getReferralFriends: build.query<ReferralFriendPage, ReferralFriendsQuery>({
      query: (params) => ({ url: '/wps/referral/friends', params: { ...params } }),
      providesTags: ['Referral'],
    }),
  }),
});

export const { useGetReferralQuery, useGetReferralFriendsQuery } = referralApi;
