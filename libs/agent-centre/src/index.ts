export { AgentCentre } from './agent-centre';
export type { AgentCentreProps } from './agent-centre';
export {
  agentCentrePages,
  agentCentreLabelKeys,
  isAgentCentrePage,
  visibleAgentPages,
  recordPageKinds,
} from './pages';
export type { AgentCentrePage } from './pages';
export {
  agentApi,
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
} from './agent-api';
export type { ContractAction } from './agent-api';
export { FilteredList, AGENT_PAGE_SIZE } from './filtered-list';
export type { FilteredListProps, Column, SelectFilter, ListParams } from './filtered-list';
export { TeamPage, TransferForm } from './team-page';
export { RegisterPage } from './register-page';
export { OverviewPage } from './overview-page';
export { TeamBetsPage, ProfitLossPage, TeamTransactionsPage } from './report-pages';
export { SettlementPage } from './settlement-page';
export type { SettlementPageProps } from './settlement-page';
export { ContractsSection, OfferContractForm, ContractTermsText } from './contracts-section';
export { AnnouncementPage } from './announcement-page';
export { formatRate, parseRate } from './rates';
export { ContractTermsFields, TermsText, draftOf, emptyTermsDraft, termsFromDraft } from './terms-form';
export type { TermsDraft, TierDraft } from './terms-form';
