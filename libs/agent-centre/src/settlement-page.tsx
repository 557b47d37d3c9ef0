import { useTranslation } from 'react-i18next';
import { contractKinds } from '@playfront/api-contract';
import type {
  AgentPolicy,
  AgentSettlement,
  ContractKind,
  SettlementPage as SettlementData,
  SettlementQuery,
} from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { toMinorUnits, useMoney } from '@playfront/wallet';
import { useGetSettlementsQuery } from './agent-api';
import { ContractsSection } from './contracts-section';
import { FilteredList, Signed } from './filtered-list';
import type { Column, ListParams } from './filtered-list';
import { useAgentMessages } from './messages';
import { policyKeys } from './pages';
import { formatRate } from './rates';

const useSettlementList = (params: ListParams, options: { skip: boolean }) =>
  useGetSettlementsQuery(params as SettlementQuery, options);

const settlementStatuses = ['PENDING', 'PAID', 'FAILED', 'NIL'] as const;

/** A settlement period as days (UTC, as settled), or one day when it is shorter. */
function formatPeriod(start: number, end: number): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const time = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  const first = day(start);
  const last = day(end - 1);
  if (end - start < 86_400_000) return `${first} ${time(start)}–${time(end)}`;
  return first === last ? first : `${first} – ${last}`;
}

export interface SettlementPageProps {
  /** One kind's record page (dividend, daily wages …); without it, my income of every kind. */
  kind?: ContractKind;
  /** The brand's kinds (my income offers a filter of the kinds that are on). */
  policy?: AgentPolicy;
  today?: Date;
}

/**
 * My income (every kind, with the paid total) and the four record pages of one kind: each settled period
 * with its valid bet, team loss, active members, rate, amount and status. A kind's page also lists the
 * agent's contracts of that kind.
 */
export function SettlementPage({ kind, policy, today }: SettlementPageProps) {
  useMessageAreas(['wallet']);
  useAgentMessages();
  const { t } = useTranslation();
  const money = useMoney();
  const kinds = contractKinds.filter((k) => !policy || policy[policyKeys[k]]);
  const columns: Column<AgentSettlement>[] = [
    { id: 'period', header: t('agent_col_period'), cell: (s) => formatPeriod(s.periodStart, s.periodEnd) },
    ...(kind
      ? []
      : [
          {
            id: 'kind',
            header: t('agent_col_kind'),
            cell: (s: AgentSettlement) => t(`agent_kind_${s.kind}`),
          },
        ]),
    {
      id: 'parties',
      header: t('agent_col_parties'),
      cell: (s) => `${s.payer ?? t('agent_platform')} → ${s.payee}`,
    },
    { id: 'validBet', header: t('agent_valid_bet'), numeric: true, cell: (s) => money(s.validBet) },
    {
      id: 'teamLoss',
      header: t('agent_team_loss'),
      numeric: true,
      cell: (s) => <Signed value={toMinorUnits(s.teamLoss)} text={money(s.teamLoss)} />,
    },
    { id: 'active', header: t('agent_active_members'), numeric: true, cell: (s) => s.activeMembers },
    {
      id: 'rate',
      header: t('agent_col_rate'),
      numeric: true,
      cell: (s) => (s.rateBps === null ? '—' : formatRate(s.rateBps)),
    },
    { id: 'amount', header: t('agent_col_amount'), numeric: true, cell: (s) => money(s.amount) },
    { id: 'status', header: t('agent_status'), cell: (s) => t(`agent_settle_${s.status}`) },
  ];
  const statusFilter = {
    name: 'status',
    label: t('agent_status'),
    options: [
      { value: '', label: t('agent_all') },
      ...settlementStatuses.map((value) => ({ value, label: t(`agent_settle_${value}`) })),
    ],
  };
  // A kind's page shows what I was paid, or what I paid my direct downlines under my contracts.
  const roleFilter = {
    name: 'role',
    label: t('agent_settle_role'),
    options: [
      { value: '', label: t('agent_settle_role_income') },
      { value: 'paid', label: t('agent_settle_role_paid') },
    ],
  };
  const kindFilter = {
    name: 'kind',
    label: t('agent_col_kind'),
    options: [
      { value: '', label: t('agent_all') },
      ...kinds.map((value) => ({ value, label: t(`agent_kind_${value}`) })),
    ],
  };
  return (
    <FilteredList<AgentSettlement, SettlementData>
      label={t(kind ? pageLabel[kind] : 'agent_page_income')}
      today={today}
      fixed={kind ? { kind } : { role: 'income' }}
      selects={kind ? [roleFilter, statusFilter] : [kindFilter, statusFilter]}
      useList={useSettlementList}
      columns={columns}
      rowKey={(s) => s.id}
      summary={(data) => (
        <p className="pf-page__lead">
          <strong>{t('agent_paid_total', { amount: money(data.paidTotal) })}</strong>
        </p>
      )}
    >
      {kind && <ContractsSection kind={kind} />}
    </FilteredList>
  );
}

const pageLabel: Record<ContractKind, string> = {
  DIVIDEND: 'agent_page_dividend',
  DAILY_WAGE: 'agent_page_daily',
  HOURLY_WAGE: 'agent_page_hourly',
  REALTIME: 'agent_page_realtime',
};
