import { api } from '@playfront/api-client';
import type {
  AgentContract,
  ContractListQuery,
  ContractPage,
  DownlineTransferRequest,
  DownlineTransferResult,
  NoticePage,
  OfferContractRequest,
  ProfitLossPage,
  ProfitLossQuery,
  RegisterDownlineRequest,
  RegisterDownlineResult,
  SettlementPage,
  SettlementQuery,
  TeamBetPage,
  TeamBetQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamPage,
  TeamQuery,
  TeamTransactionPage,
  TeamTransactionQuery,
} from '@playfront/api-contract';
import { NOTICE_PAGE_SIZE } from '@playfront/content';
import type { NoticeListArgs } from '@playfront/content';
import type { MoneyCall } from '@playfront/wallet';

/** What an answer to a contract request does: POST /wps/agent/contracts/:id/<action>. */
export type ContractAction = 'accept' | 'reject' | 'withdraw' | 'terminate';

/** The agent centre's calls (spec §6), on the one api of the portal. */
export const agentApi = api
  .enhanceEndpoints({ addTagTypes: ['AgentTeam', 'AgentContracts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The brand's notices addressed to agents, 9 a page like the player notice list. */
      getAgentNotices: build.query<NoticePage, NoticeListArgs>({
        query: ({ page, pageSize = NOTICE_PAGE_SIZE }) => ({
          url: '/wps/agent/notices',
          params: { page, pageSize },
        }),
      }),
      getTeam: build.query<TeamPage, TeamQuery>({
        query: (params) => ({ url: '/wps/agent/team', params: { ...params } }),
        providesTags: ['AgentTeam'],
      }),
      registerDownline: build.mutation<RegisterDownlineResult, RegisterDownlineRequest>({
        query: (body) => ({ url: '/wps/agent/team/register', method: 'POST', body }),
        invalidatesTags: ['AgentTeam'],
      }),
      transferToDownline: build.mutation<DownlineTransferResult, MoneyCall<DownlineTransferRequest>>({
        query: ({ body, idempotencyKey }) => ({
          url: '/wps/agent/team/transfer',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['AgentTeam', 'Balance', 'Funds', 'Transactions'],
      }),
      getOverview: build.query<TeamOverview, TeamOverviewQuery>({
        query: (params) => ({ url: '/wps/agent/overview', params: { ...params } }),
      }),
      getTeamBets: build.query<TeamBetPage, TeamBetQuery>({
        query: (params) => ({ url: '/wps/agent/bets', params: { ...params } }),
      }),
      getProfitLoss: build.query<ProfitLossPage, ProfitLossQuery>({
        query: (params) => ({ url: '/wps/agent/profit-loss', params: { ...params } }),
      }),
      getTeamTransactions: build.query<TeamTransactionPage, TeamTransactionQuery>({
        query: (params) => ({ url: '/wps/agent/transactions', params: { ...params } }),
      }),
      getSettlements: build.query<SettlementPage, SettlementQuery>({
        query: (params) => ({ url: '/wps/agent/settlements', params: { ...params } }),
      }),
      getContracts: build.query<ContractPage, ContractListQuery>({
        query: (params) => ({ url: '/wps/agent/contracts', params: { ...params } }),
        providesTags: ['AgentContracts'],
      }),
      offerContract: build.mutation<AgentContract, OfferContractRequest>({
        query: (body) => ({ url: '/wps/agent/contracts', method: 'POST', body }),
        invalidatesTags: ['AgentContracts'],
      }),
      answerContract: build.mutation<AgentContract, { id: number; action: ContractAction }>({
        query: ({ id, action }) => ({ url: `/wps/agent/contracts/${id}/${action}`, method: 'POST' }),
        invalidatesTags: ['AgentContracts'],
      }),
    }),
  });

export const {
  useGetAgentNoticesQuery,
  useGetTeamQuery,
  useRegisterDownlineMutation,
  useTransferToDownlineMutation,
  useGetOverviewQuery,
  useGetTeamBetsQuery,
  useGetProfitLossQuery,
  useGetTeamTransactionsQuery,
  useGetSettlementsQuery,
  useGetContractsQuery,
  useOfferContractMutation,
  useAnswerContractMutation,
} = agentApi;
