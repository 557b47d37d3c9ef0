import { api } from '@playfront/api-client';
import type { Avatar, MemberIcon } from '@playfront/api-contract';

/** The avatar calls of my account: the static choices, a static choice, and a custom upload. */
export const avatarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberIcon: build.query<MemberIcon, void>({
      query: () => '/wps/member/info/icon',
      providesTags: ['Member'],
    }),
    // Both refresh the member info, so the header shows the new avatar at once.
    setStaticAvatar: build.mutation<Avatar, string>({
      query: (avatar) => ({ url: '/wps/member/info/icon', method: 'PUT', body: { avatar } }),
      invalidatesTags: ['Member'],
    }),
    uploadAvatar: build.mutation<Avatar, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: '/wps/member/info/icon/upload', method: 'POST', body };
      },
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useGetMemberIconQuery, useSetStaticAvatarMutation, useUploadAvatarMutation } = avatarApi;
