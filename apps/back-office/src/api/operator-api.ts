import { api, newIdempotencyKey } from '@playfront/api-client';
import type {
  AdminDashboard,
  AdminMemberProtection,
  AffordabilityReview,
  AffordabilityReviewClose,
  AffordabilityReviewPage,
  AffordabilityReviewQuery,
  AdminMemberPage,
  AdminMemberQuery,
  AdminNotice,
  AdminNoticeList,
  AdminBannerList,
  AdminBroadcast,
  AdminBroadcastPage,
  BannerInput,
  AdminHelpArticle,
  AdminHelpCentre,
  BroadcastInput,
  ContentDeleted,
  HelpArticleInput,
  HelpArticleUpdate,
  AuditPage,
  AuditQuery,
  BalanceAdjustmentRequest,
  BonusGrantRequest,
  BrandRuntime,
  Deposit,
  NoticeInput,
  NoticeUpdate,
  OperatorAccount,
  OperatorAccountList,
  OperatorCreate,
  OperatorLoginRequest,
  OperatorLoginTicket,
  OperatorBrand,
  OperatorMe,
  OperatorReset,
  OperatorRoleList,
  OperatorSession,
  OperatorUpdate,
  OperatorVerifyRequest,
  Proposal,
  ProposalPage,
  ProtectionSettings,
  ProposalQuery,
  SetBrandRuntimeRequest,
  SetSystemStatusRequest,
  SystemStatusValue,
  Withdrawal,
} from '@playfront/api-contract';

/** A proposal of the two-person rule, a page of them, and the query of that page (the contract's types). */
export type ProposalView = Proposal;
export type ProposalPageView = ProposalPage;
export type ProposalQueryArgs = ProposalQuery;
/** 202: the action waits for a second operator. */
export interface ProposalCreatedView {
  proposal: ProposalView;
}
export type OperatorCreateBody = OperatorCreate;
export type OperatorUpdateBody = OperatorUpdate;

/** A deposit waiting for an operator: the deposit and its member's id. */
export type PendingDeposit = Deposit & { userId: number };
/** A withdrawal waiting for an operator. */
export type PendingWithdrawal = Withdrawal & { userId: number };

/** One proof image of a disputed withdrawal. */
export interface ProofInfo {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: number;
}

/** A paid withdrawal the member reported as not received. */
export type DisputedWithdrawal = Withdrawal & {
  userId: number;
  username: string;
  reportedAt: number | null;
  proofs: ProofInfo[];
};

export type DisputeResolution = 'CONFIRMED_PAID' | 'REFUNDED';

/** One ledger account of a member (GET /wps/admin/members/:username/wallets). */
export interface MemberWallet {
  kind: string;
  code: string;
  balance: string;
}

/** The reply of a money action that may wait for a second operator (202) instead of being done (200). */
export const isProposalCreated = (value: unknown): value is ProposalCreatedView =>
  typeof value === 'object' && value !== null && 'proposal' in value;

/** Every mutation writes an audit entry and may move a figure of the dashboard. */
export const touched = ['Audit', 'Dashboard'] as const;

/**
 * The back office's calls (docs/api.md, "Operators"), on the one api of api-client: the base query adds the
 * operator token as `Authorization: Bearer`, seals the credential bodies and translates refusals.
 */
export const operatorApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'OperatorMe',
      'Operators',
      'Audit',
      'Proposals',
      'Members',
      'Deposits',
      'Withdrawals',
      'Disputes',
      'Dashboard',
      'Help',
      'Broadcasts',
      'Banners',
      'ProtectionSettings',
      'MemberProtection',
      'AffordabilityReviews',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---- Sign-in: password, then the authenticator code ----
      operatorLogin: build.mutation<OperatorLoginTicket, OperatorLoginRequest>({
        query: (body) => ({ url: '/wps/admin/auth/login', method: 'POST', body, encrypt: true }),
      }),
      operatorVerify: build.mutation<OperatorSession, OperatorVerifyRequest>({
        query: (body) => ({ url: '/wps/admin/auth/verify', method: 'POST', body }),
      }),
      operatorMe: build.query<OperatorMe, void>({
        query: () => '/wps/admin/auth/me',
        providesTags: ['OperatorMe'],
      }),
      operatorBrands: build.query<OperatorBrand[], void>({
        query: () => '/wps/admin/auth/brands',
      }),
      operatorLogout: build.mutation<unknown, void>({
        query: () => ({ url: '/wps/admin/auth/logout', method: 'POST' }),
      }),

      dashboard: build.query<AdminDashboard, void>({
        query: () => '/wps/admin/dashboard',
        providesTags: ['Dashboard'],
      }),

      // ---- Operator accounts ----
      operators: build.query<OperatorAccountList, void>({
        query: () => '/wps/admin/operators',
        providesTags: ['Operators'],
      }),
      roles: build.query<OperatorRoleList, void>({
        query: () => '/wps/admin/roles',
        providesTags: ['Operators'],
      }),
      createOperator: build.mutation<OperatorAccount, OperatorCreateBody>({
        query: (body) => ({ url: '/wps/admin/operators', method: 'POST', body, encrypt: true }),
        invalidatesTags: ['Operators', ...touched],
      }),
      updateOperator: build.mutation<OperatorAccount, { username: string; update: OperatorUpdateBody }>({
        query: ({ username, update }) => ({
          url: `/wps/admin/operators/${encodeURIComponent(username)}`,
          method: 'PUT',
          body: update,
        }),
        invalidatesTags: ['Operators', 'OperatorMe', ...touched],
      }),
      resetOperator: build.mutation<OperatorAccount, { username: string } & OperatorReset>({
        query: ({ username, password }) => ({
          url: `/wps/admin/operators/${encodeURIComponent(username)}/reset`,
          method: 'POST',
          body: { password },
          encrypt: true,
        }),
        invalidatesTags: ['Operators', ...touched],
      }),

      // ---- Audit trail ----
      audit: build.query<AuditPage, AuditQuery>({
        query: (params) => ({ url: '/wps/admin/audit', params }),
        providesTags: ['Audit'],
      }),

      // ---- Two-person rule ----
      proposals: build.query<ProposalPageView, ProposalQueryArgs>({
        query: (params) => ({ url: '/wps/admin/proposals', params }),
        providesTags: ['Proposals'],
      }),
      decideProposal: build.mutation<
        ProposalView,
        { id: number; decision: 'approve' | 'reject'; reason?: string }
      >({
        query: ({ id, decision, reason }) => ({
          url: `/wps/admin/proposals/${id}/${decision}`,
          method: 'POST',
          body: reason ? { reason } : {},
        }),
        invalidatesTags: ['Proposals', 'Members', 'Withdrawals', ...touched],
      }),

      // ---- Members ----
      members: build.query<AdminMemberPage, AdminMemberQuery>({
        query: (params) => ({ url: '/wps/admin/members', params }),
        providesTags: ['Members'],
      }),
      memberWallets: build.query<{ list: MemberWallet[] }, string>({
        query: (username) => `/wps/admin/members/${encodeURIComponent(username)}/wallets`,
        providesTags: ['Members'],
      }),
      proposeAdjustment: build.mutation<ProposalCreatedView, { username: string } & BalanceAdjustmentRequest>(
        {
          query: ({ username, amount, reason }) => ({
            url: `/wps/admin/members/${encodeURIComponent(username)}/adjustments`,
            method: 'POST',
            body: { amount, reason },
            headers: { 'Idempotency-Key': newIdempotencyKey() },
          }),
          invalidatesTags: ['Proposals', ...touched],
        },
      ),
      /** A member's limits, reality check, breaks (the person's, on every brand) and trail; read only. */
      memberProtection: build.query<AdminMemberProtection, string>({
        query: (username) => `/wps/admin/members/${encodeURIComponent(username)}/protection`,
        providesTags: (_result, _error, username) => [{ type: 'MemberProtection', id: username }],
      }),
      /** The brand's affordability reviews (player protection): open ones first. */
      affordabilityReviews: build.query<AffordabilityReviewPage, AffordabilityReviewQuery>({
        query: (params) => ({ url: '/wps/admin/affordability-reviews', params: { ...params } }),
        providesTags: ['AffordabilityReviews'],
      }),
      closeAffordabilityReview: build.mutation<
        AffordabilityReview,
        { id: number } & AffordabilityReviewClose
      >({
        query: ({ id, ...body }) => ({
          url: `/wps/admin/affordability-reviews/${id}/close`,
          method: 'POST',
          body,
        }),
        // Closed by another operator meanwhile (409): the list is read again either way.
        invalidatesTags: ['AffordabilityReviews', 'MemberProtection', ...touched],
      }),
      grantBonus: build.mutation<unknown, { username: string } & BonusGrantRequest>({
        query: ({ username, amount, reason }) => ({
          url: `/wps/admin/members/${encodeURIComponent(username)}/bonus`,
          method: 'POST',
          body: { amount, reason },
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        }),
        invalidatesTags: ['Proposals', 'Members', ...touched],
      }),

      // ---- Cashier ----
      pendingDeposits: build.query<{ list: PendingDeposit[] }, void>({
        query: () => '/wps/admin/deposits/pending',
        providesTags: ['Deposits'],
      }),
      decideDeposit: build.mutation<Deposit, { reference: string; decision: 'approve' | 'reject' }>({
        query: ({ reference, decision }) => ({
          url: `/wps/admin/deposits/${encodeURIComponent(reference)}`,
          method: 'POST',
          body: { decision },
        }),
        invalidatesTags: ['Deposits', 'Members', ...touched],
      }),
      pendingWithdrawals: build.query<{ list: PendingWithdrawal[] }, void>({
        query: () => '/wps/admin/withdrawals/pending',
        providesTags: ['Withdrawals'],
      }),
      decideWithdrawal: build.mutation<
        Withdrawal | ProposalCreatedView,
        { reference: string; decision: 'approve' | 'reject' }
      >({
        query: ({ reference, decision }) => ({
          url: `/wps/admin/withdrawals/${encodeURIComponent(reference)}`,
          method: 'POST',
          body: { decision },
        }),
        invalidatesTags: ['Withdrawals', 'Proposals', 'Members', ...touched],
      }),
      disputes: build.query<{ list: DisputedWithdrawal[] }, void>({
        query: () => '/wps/admin/withdrawals/disputes',
        providesTags: ['Disputes'],
      }),
      resolveDispute: build.mutation<Withdrawal, { reference: string; resolution: DisputeResolution }>({
        query: ({ reference, resolution }) => ({
          url: `/wps/admin/withdrawals/${encodeURIComponent(reference)}/dispute`,
          method: 'POST',
          body: { resolution },
        }),
        invalidatesTags: ['Disputes', 'Members', ...touched],
      }),

      // ---- Content ----
      notices: build.query<AdminNoticeList, void>({
        query: () => '/wps/admin/content/notices',
        providesTags: ['Notices'],
      }),
      createNotice: build.mutation<AdminNotice, NoticeInput>({
        query: (body) => ({ url: '/wps/admin/content/notices', method: 'POST', body }),
        invalidatesTags: ['Notices', ...touched],
      }),
      updateNotice: build.mutation<AdminNotice, { id: number; update: NoticeUpdate }>({
        query: ({ id, update }) => ({ url: `/wps/admin/content/notices/${id}`, method: 'PUT', body: update }),
        invalidatesTags: ['Notices', ...touched],
      }),
      deleteNotice: build.mutation<ContentDeleted, number>({
        query: (id) => ({ url: `/wps/admin/content/notices/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Notices', ...touched],
      }),
      helpCentre: build.query<AdminHelpCentre, void>({
        query: () => '/wps/admin/content/help',
        providesTags: ['Help'],
      }),
      createHelpArticle: build.mutation<AdminHelpArticle, HelpArticleInput>({
        query: (body) => ({ url: '/wps/admin/content/help/articles', method: 'POST', body }),
        invalidatesTags: ['Help', ...touched],
      }),
      updateHelpArticle: build.mutation<AdminHelpArticle, { id: number; update: HelpArticleUpdate }>({
        query: ({ id, update }) => ({
          url: `/wps/admin/content/help/articles/${id}`,
          method: 'PUT',
          body: update,
        }),
        invalidatesTags: ['Help', ...touched],
      }),
      deleteHelpArticle: build.mutation<ContentDeleted, number>({
        query: (id) => ({ url: `/wps/admin/content/help/articles/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Help', ...touched],
      }),

      banners: build.query<AdminBannerList, void>({
        query: () => '/wps/admin/content/banners',
        providesTags: ['Banners'],
      }),
      saveBanner: build.mutation<AdminBannerList, { id: string; input: BannerInput }>({
        query: ({ id, input }) => ({
          url: `/wps/admin/content/banners/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: input,
        }),
        invalidatesTags: ['Banners', ...touched],
      }),
      broadcasts: build.query<AdminBroadcastPage, { page: number; size: number }>({
        query: ({ page, size }) => `/wps/admin/messages?page=${page}&size=${size}`,
        providesTags: ['Broadcasts'],
      }),
      sendBroadcast: build.mutation<AdminBroadcast, BroadcastInput>({
        query: (body) => ({ url: '/wps/admin/messages', method: 'POST', body }),
        invalidatesTags: ['Broadcasts', ...touched],
      }),

      // ---- Brand: the current values are read from the public permission reply ----
      setSystemStatus: build.mutation<SystemStatusValue, SetSystemStatusRequest>({
        query: (body) => ({ url: '/wps/admin/system/status', method: 'PUT', body }),
        invalidatesTags: ['System', ...touched],
      }),
      // ---- Player protection: the brand's settings (the server audits each change) ----
      protectionSettings: build.query<ProtectionSettings, void>({
        query: () => '/wps/admin/setting/protection',
        providesTags: ['ProtectionSettings'],
      }),
      setProtectionSettings: build.mutation<ProtectionSettings, ProtectionSettings>({
        query: (body) => ({ url: '/wps/admin/setting/protection', method: 'PUT', body }),
        // A member without a reality check of their own has the brand's default. Nothing is read again
        // after a refusal: the form keeps what was typed.
        invalidatesTags: (_result, error) =>
          error ? [] : ['ProtectionSettings', 'MemberProtection', ...touched],
      }),
      setBrand: build.mutation<BrandRuntime, SetBrandRuntimeRequest>({
        query: (body) => ({ url: '/wps/admin/setting/brand', method: 'PUT', body }),
        invalidatesTags: ['System', ...touched],
      }),
    }),
  });

export const {
  useOperatorLoginMutation,
  useOperatorVerifyMutation,
  useOperatorMeQuery,
  useOperatorBrandsQuery,
  useOperatorLogoutMutation,
  useDashboardQuery,
  useOperatorsQuery,
  useRolesQuery,
  useCreateOperatorMutation,
  useUpdateOperatorMutation,
  useResetOperatorMutation,
  useAuditQuery,
  useProposalsQuery,
  useDecideProposalMutation,
  useMembersQuery,
  useMemberWalletsQuery,
  useMemberProtectionQuery,
  useAffordabilityReviewsQuery,
  useCloseAffordabilityReviewMutation,
  useProposeAdjustmentMutation,
  useGrantBonusMutation,
  usePendingDepositsQuery,
  useDecideDepositMutation,
  usePendingWithdrawalsQuery,
  useDecideWithdrawalMutation,
  useDisputesQuery,
  useResolveDisputeMutation,
  useNoticesQuery,
  useCreateNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticeMutation,
  useHelpCentreQuery,
  useCreateHelpArticleMutation,
  useUpdateHelpArticleMutation,
  useDeleteHelpArticleMutation,
  useBroadcastsQuery,
  useBannersQuery,
  useSaveBannerMutation,
  useSendBroadcastMutation,
  useSetSystemStatusMutation,
  useSetBrandMutation,
  useProtectionSettingsQuery,
  useSetProtectionSettingsMutation,
} = operatorApi;
