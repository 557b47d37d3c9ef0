import { api } from '@playfront/api-client';
import type {
  AdminAgentDetail,
  AdminAgentPage,
  AdminAgentQuery,
  AdminSettlementQuery,
  AgentContract,
  AgentSettlement,
  ContractKind,
  ContractListQuery,
  ContractPage,
  ContractTerms,
  SettlementPage,
  SettlementRunResult,
} from '@playfront/api-contract';
import { touched } from './operator-api';

/**
 * The agent hierarchy, its contracts and their settlement (docs/api.md, "Agents"), on the one api of
 * api-client, beside the calls of operator-api.ts.
 */
export const agentsApi = api
  .enhanceEndpoints({ addTagTypes: ['AgentTree', 'AgentContracts', 'Settlements', 'Audit', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      agentLevel: build.query<AdminAgentPage, AdminAgentQuery>({
        query: (params) => ({ url: '/wps/admin/agents/tree', params }),
        providesTags: ['AgentTree'],
      }),
      agentDetail: build.query<AdminAgentDetail, string>({
        query: (username) => `/wps/admin/agents/tree/${encodeURIComponent(username)}`,
        providesTags: ['AgentTree'],
      }),
      agentContracts: build.query<ContractPage, { username: string } & ContractListQuery>({
        query: ({ username, ...params }) => ({
          url: `/wps/admin/agents/tree/${encodeURIComponent(username)}/contracts`,
          params,
        }),
        providesTags: ['AgentContracts'],
      }),
      setPlatformContract: build.mutation<
        AgentContract | null,
        { username: string; kind: ContractKind; terms: ContractTerms | null }
      >({
        query: ({ username, kind, terms }) => ({
          url: `/wps/admin/agents/${encodeURIComponent(username)}/contracts/${kind}`,
          method: 'PUT',
          body: { terms },
        }),
        invalidatesTags: ['AgentTree', 'AgentContracts', ...touched],
      }),
      settlements: build.query<SettlementPage, AdminSettlementQuery>({
        query: (params) => ({ url: '/wps/admin/agents/settlements', params }),
        providesTags: ['Settlements'],
      }),
      retrySettlement: build.mutation<AgentSettlement, string>({
        query: (id) => ({ url: `/wps/admin/agents/settlements/${id}/retry`, method: 'POST' }),
        invalidatesTags: ['Settlements', ...touched],
      }),
      runSettlement: build.mutation<SettlementRunResult, void>({
        query: () => ({ url: '/wps/admin/agents/settlements/run', method: 'POST' }),
        invalidatesTags: ['Settlements', 'AgentContracts', ...touched],
      }),
    }),
  });

export const {
  useAgentLevelQuery,
  useAgentDetailQuery,
  useAgentContractsQuery,
  useSetPlatformContractMutation,
  useSettlementsQuery,
  useRetrySettlementMutation,
  useRunSettlementMutation,
} = agentsApi;
