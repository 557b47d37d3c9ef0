import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverview, TeamOverviewDay } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { toMinorUnits, useMoney } from '@playfront/wallet';
import { useGetOverviewQuery } from './agent-api';
import { FilteredList, Signed } from './filtered-list';
import type { Column, ListParams, ListResult } from './filtered-list';
import { useAgentMessages } from './messages';

type OverviewData = TeamOverview & { list: TeamOverviewDay[]; total: number };

/** The overview call seen as a list of its days (one page: the period is at most 92 days). */
function useOverviewList(params: ListParams, options: { skip: boolean }): ListResult<OverviewData> {
  const { from, to } = params;
  const result = useGetOverviewQuery(
    { ...(typeof from === 'string' ? { from } : {}), ...(typeof to === 'string' ? { to } : {}) },
    options,
  );
  const data = result.data && { ...result.data, list: result.data.days, total: 0 };
  return { ...result, data };
}

/** Team overview: the team's size, new and active members and money in a period, then day by day. */
export function OverviewPage({ today }: { today?: Date }) {
  useMessageAreas(['wallet']);
  useAgentMessages();
  const { t } = useTranslation();
  const money = useMoney();
  const pl = (value: string) => <Signed value={toMinorUnits(value)} text={money(value)} />;
  const columns: Column<TeamOverviewDay>[] = [
    { id: 'date', header: t('agent_col_date'), cell: (d) => d.date },
    { id: 'deposits', header: t('agent_deposits'), numeric: true, cell: (d) => money(d.deposits) },
    { id: 'withdrawals', header: t('agent_withdrawals'), numeric: true, cell: (d) => money(d.withdrawals) },
    { id: 'validBet', header: t('agent_valid_bet'), numeric: true, cell: (d) => money(d.validBet) },
    { id: 'payout', header: t('agent_payout'), numeric: true, cell: (d) => money(d.payout) },
    { id: 'pl', header: t('agent_profit_loss'), numeric: true, cell: (d) => pl(d.profitLoss) },
  ];
  return (
    <FilteredList<TeamOverviewDay, OverviewData>
      label={t('agent_page_overview')}
      today={today}
      useList={useOverviewList}
      columns={columns}
      rowKey={(d) => d.date}
      summary={(o) => (
        <dl className="pf-ac__figures" aria-label={t('agent_totals')}>
          <Figure label={t('agent_team_size')} value={o.teamSize} />
          <Figure label={t('agent_direct_size')} value={o.directSize} />
          <Figure label={t('agent_new_members')} value={o.newMembers} />
          <Figure label={t('agent_active_members')} value={o.activeMembers} />
          <Figure
            label={t('agent_deposits')}
            value={`${money(o.deposits)} · ${t('agent_times', { count: o.depositCount })}`}
          />
          <Figure
            label={t('agent_withdrawals')}
            value={`${money(o.withdrawals)} · ${t('agent_times', { count: o.withdrawalCount })}`}
          />
          <Figure label={t('agent_valid_bet')} value={money(o.validBet)} />
          <Figure label={t('agent_payout')} value={money(o.payout)} />
          <Figure label={t('agent_profit_loss')} value={pl(o.profitLoss)} />
        </dl>
      )}
    />
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
