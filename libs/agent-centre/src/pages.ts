import type { AgentPolicy, ContractKind } from '@playfront/api-contract';

/** The agent-centre pages, by the spec §2 names of its menu. */
export type AgentCentrePage =
  | 'announcement'
  | 'overview'
  | 'register'
  | 'team'
  | 'bets'
  | 'profit'
  | 'income'
  | 'transactions'
  | 'dividend'
  | 'daily'
  | 'hourly'
  | 'realtime';

/** The left menu in the spec's order. */
export const agentCentrePages: readonly AgentCentrePage[] = [
  'announcement',
  'overview',
  'register',
  'team',
  'bets',
  'profit',
  'income',
  'transactions',
  'dividend',
  'daily',
  'hourly',
  'realtime',
];

/** The record pages of one contract kind, each shown only when the brand offers the kind. */
export const recordPageKinds: Partial<Record<AgentCentrePage, ContractKind>> = {
  dividend: 'DIVIDEND',
  daily: 'DAILY_WAGE',
  hourly: 'HOURLY_WAGE',
  realtime: 'REALTIME',
};

/** The brand's switch of each contract kind. */
export const policyKeys: Record<ContractKind, keyof AgentPolicy> = {
  DIVIDEND: 'dividend',
  DAILY_WAGE: 'dailyWage',
  HOURLY_WAGE: 'hourlyWage',
  REALTIME: 'realtimeSalary',
};

/** The pages the brand's policy shows, in menu order. */
export function visibleAgentPages(policy: AgentPolicy): AgentCentrePage[] {
  return agentCentrePages.filter((page) => {
    const kind = recordPageKinds[page];
    return kind === undefined || policy[policyKeys[kind]];
  });
}

/** Message key of each page's menu label. */
export const agentCentreLabelKeys: Record<AgentCentrePage, string> = {
  announcement: 'agent_page_announcement',
  overview: 'agent_page_overview',
  register: 'agent_page_register',
  team: 'agent_page_team',
  bets: 'agent_page_bets',
  profit: 'agent_page_profit',
  income: 'agent_page_income',
  transactions: 'agent_page_transactions',
  dividend: 'agent_page_dividend',
  daily: 'agent_page_daily',
  hourly: 'agent_page_hourly',
  realtime: 'agent_page_realtime',
};

export const isAgentCentrePage = (value: string): value is AgentCentrePage =>
  (agentCentrePages as readonly string[]).includes(value);
