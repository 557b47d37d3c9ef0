import { api } from '@playfront/api-client';
import type { NoticePage } from '@playfront/api-contract';

/** Notices per page of the notice modal (spec §9). */
export const NOTICE_PAGE_SIZE = 9;

export interface NoticeListArgs {
  /** 1-based page. */
  page: number;
  pageSize?: number;
}

/** GET /wps/notice/list: the operator's notices, newest first. */
export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<NoticePage, NoticeListArgs>({
      query: ({ page, pageSize = NOTICE_PAGE_SIZE }) => ({
        url: '/wps/notice/list',
        params: { page, pageSize },
      }),
      providesTags: ['Notices'],
    }),
  }),
});

export const { useGetNoticesQuery } = noticeApi;
