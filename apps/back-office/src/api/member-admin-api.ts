import type {
  AdminMemberDetail,
  AdminMemberLedgerPage,
  AdminMemberLedgerQuery,
  AdminMemberSessionList,
  AdminPasswordReset,
  AdminSessionsEnded,
  AdminVipRankList,
  VipLabelList,
  VipRankChangeList,
  VipRankSet,
} from '@playfront/api-contract';
import { operatorApi } from './operator-api';

const path = (username: string) => `/wps/admin/members/${encodeURIComponent(username)}`;
/** Every change writes an audit entry and may move the member list (status, VIP rank). */
const changed = ['Members', 'MemberDetail', 'Audit'] as const;

/**
 * The calls on one member (docs/api.md, "Members"): detail, ledger, sessions, lock and unlock, password
 * reset, labels, and the VIP module's rank change and labels list.
 */
export const memberAdminApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['MemberDetail', 'MemberSessions', 'VipLabels', 'VipRanks'] })
  .injectEndpoints({
    endpoints: (build) => ({
      memberDetail: build.query<AdminMemberDetail, string>({
        query: (username) => path(username),
        providesTags: ['MemberDetail', 'Members'],
      }),
      memberLedger: build.query<AdminMemberLedgerPage, { username: string } & AdminMemberLedgerQuery>({
        query: ({ username, ...params }) => ({ url: `${path(username)}/ledger`, params }),
        providesTags: ['MemberDetail', 'Members'],
      }),
      memberSessions: build.query<AdminMemberSessionList, string>({
        query: (username) => `${path(username)}/sessions`,
        providesTags: ['MemberSessions'],
      }),
      endMemberSession: build.mutation<AdminSessionsEnded, { username: string; sessionId: number }>({
        query: ({ username, sessionId }) => ({
          url: `${path(username)}/sessions/${sessionId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['MemberSessions', ...changed],
      }),
      endMemberSessions: build.mutation<AdminSessionsEnded, string>({
        query: (username) => ({ url: `${path(username)}/sessions`, method: 'DELETE' }),
        invalidatesTags: ['MemberSessions', ...changed],
      }),
      lockMember: build.mutation<AdminMemberDetail, { username: string; reason: string }>({
        query: ({ username, reason }) => ({
          url: `${path(username)}/lock`,
          method: 'POST',
          body: { reason },
        }),
        invalidatesTags: ['MemberSessions', ...changed],
      }),
      unlockMember: build.mutation<AdminMemberDetail, { username: string; reason?: string }>({
        query: ({ username, reason }) => ({
          url: `${path(username)}/unlock`,
          method: 'POST',
          body: reason ? { reason } : {},
        }),
        invalidatesTags: [...changed],
      }),
      resetMemberPassword: build.mutation<AdminPasswordReset, string>({
        query: (username) => ({ url: `${path(username)}/reset-password`, method: 'POST' }),
        invalidatesTags: ['MemberSessions', ...changed],
      }),
      setMemberLabels: build.mutation<AdminMemberDetail, { username: string; labels: string[] }>({
        query: ({ username, labels }) => ({
          url: `${path(username)}/labels`,
          method: 'PUT',
          body: { labels },
        }),
        invalidatesTags: [...changed],
      }),
      vipLabels: build.query<VipLabelList, void>({
        query: () => '/wps/admin/vip/labels',
        providesTags: ['VipLabels'],
      }),
      vipRanks: build.query<AdminVipRankList, void>({
        query: () => '/wps/admin/vip/ranks',
        providesTags: ['VipRanks'],
      }),
      setMemberRank: build.mutation<VipRankChangeList, { userId: number } & VipRankSet>({
        query: ({ userId, level, reason }) => ({
          url: `/wps/admin/vip/members/${userId}/rank`,
          method: 'POST',
          body: { level, reason },
        }),
        invalidatesTags: ['VipRanks', ...changed],
      }),
    }),
  });

export const {
  useMemberDetailQuery,
  useMemberLedgerQuery,
  useMemberSessionsQuery,
  useEndMemberSessionMutation,
  useEndMemberSessionsMutation,
  useLockMemberMutation,
  useUnlockMemberMutation,
  useResetMemberPasswordMutation,
  useSetMemberLabelsMutation,
  useVipLabelsQuery,
  useVipRanksQuery,
  useSetMemberRankMutation,
} = memberAdminApi;
