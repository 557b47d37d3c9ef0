import { useTranslation } from 'react-i18next';
import { gameCategories, transactionTypes } from '@playfront/api-contract';
import type {
  ProfitLossPage as ProfitLossData,
  ProfitLossQuery,
  ProfitLossRow,
  TeamBetPage,
  TeamBetQuery,
  TeamBetRow,
  TeamTransactionPage,
  TeamTransactionQuery,
  TeamTransactionRow,
} from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { formatTime, toMinorUnits, useMoney } from '@playfront/wallet';
import { useGetProfitLossQuery, useGetTeamBetsQuery, useGetTeamTransactionsQuery } from './agent-api';
import { FilteredList, Signed } from './filtered-list';
import type { Column, ListParams } from './filtered-list';
import { useAgentMessages } from './messages';

const useBetList = (params: ListParams, options: { skip: boolean }) =>
  useGetTeamBetsQuery(params as TeamBetQuery, options);
const useProfitLossList = (params: ListParams, options: { skip: boolean }) =>
  useGetProfitLossQuery(params as ProfitLossQuery, options);
const useTransactionList = (params: ListParams, options: { skip: boolean }) =>
  useGetTeamTransactionsQuery(params as TeamTransactionQuery, options);

const roundStatuses = ['OPEN', 'SETTLED', 'VOID'] as const;

/** Team betting: the team's real-money rounds placed in the period, by member, game type and status. */
export function TeamBetsPage({ today }: { today?: Date }) {
  useMessageAreas(['play', 'wallet']);
  useAgentMessages();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const columns: Column<TeamBetRow>[] = [
    { id: 'time', header: t('play_col_time'), cell: (r) => formatTime(r.createdAt, i18n.language) },
    { id: 'username', header: t('agent_username'), cell: (r) => r.username },
    { id: 'game', header: t('play_col_game'), cell: (r) => r.gameName },
    { id: 'round', header: t('play_col_round'), cell: (r) => r.roundId },
    { id: 'stake', header: t('play_col_stake'), numeric: true, cell: (r) => money(r.stake) },
    {
      id: 'payout',
      header: t('play_col_payout'),
      numeric: true,
      cell: (r) => (r.payout === null ? '—' : money(r.payout)),
    },
    { id: 'status', header: t('play_col_status'), cell: (r) => t(`play_status_${r.status}`) },
  ];
  return (
    <FilteredList<TeamBetRow, TeamBetPage>
      label={t('agent_page_bets')}
      today={today}
      usernameParam="username"
      selects={[
        {
          name: 'category',
          label: t('play_category'),
          options: [
            { value: '', label: t('play_category_all') },
            ...gameCategories.map((value) => ({ value, label: t(`play_category_${value}`) })),
          ],
        },
        {
          name: 'status',
          label: t('play_status'),
          options: [
            { value: '', label: t('play_status_all') },
            ...roundStatuses.map((value) => ({ value, label: t(`play_status_${value}`) })),
          ],
        },
      ]}
      useList={useBetList}
      columns={columns}
      rowKey={(r) => r.roundId}
    />
  );
}

/** User profit and loss: one row per team member active in the period, with the totals of every row. */
export function ProfitLossPage({ today }: { today?: Date }) {
  useMessageAreas(['wallet']);
  useAgentMessages();
  const { t } = useTranslation();
  const money = useMoney();
  const pl = (value: string) => <Signed value={toMinorUnits(value)} text={money(value)} />;
  const columns: Column<ProfitLossRow>[] = [
    { id: 'username', header: t('agent_username'), cell: (r) => r.username },
    { id: 'level', header: t('agent_col_level'), numeric: true, cell: (r) => r.level },
    { id: 'validBet', header: t('agent_valid_bet'), numeric: true, cell: (r) => money(r.validBet) },
    { id: 'payout', header: t('agent_payout'), numeric: true, cell: (r) => money(r.payout) },
    { id: 'pl', header: t('agent_profit_loss'), numeric: true, cell: (r) => pl(r.profitLoss) },
    { id: 'deposits', header: t('agent_deposits'), numeric: true, cell: (r) => money(r.deposits) },
    { id: 'withdrawals', header: t('agent_withdrawals'), numeric: true, cell: (r) => money(r.withdrawals) },
  ];
  return (
    <FilteredList<ProfitLossRow, ProfitLossData>
      label={t('agent_page_profit')}
      today={today}
      usernameParam="username"
      useList={useProfitLossList}
      columns={columns}
      rowKey={(r) => r.username}
      footer={(data) => (
        <tr>
          <th scope="row" colSpan={2}>
            {t('agent_totals')}
          </th>
          <td className="pf-ac__num">{money(data.totals.validBet)}</td>
          <td className="pf-ac__num">{money(data.totals.payout)}</td>
          <td className="pf-ac__num">{pl(data.totals.profitLoss)}</td>
          <td className="pf-ac__num">{money(data.totals.deposits)}</td>
          <td className="pf-ac__num">{money(data.totals.withdrawals)}</td>
        </tr>
      )}
    />
  );
}

/** Transaction details: the movements on the team's main wallets in the period. */
export function TeamTransactionsPage({ today }: { today?: Date }) {
  useMessageAreas(['play', 'wallet']);
  useAgentMessages();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const columns: Column<TeamTransactionRow>[] = [
    { id: 'time', header: t('play_col_time'), cell: (r) => formatTime(r.time, i18n.language) },
    { id: 'username', header: t('agent_username'), cell: (r) => r.username },
    { id: 'type', header: t('wallet_type'), cell: (r) => t(`wallet_tx_${r.type}`) },
    {
      id: 'amount',
      header: t('agent_col_amount'),
      numeric: true,
      cell: (r) => <Signed value={toMinorUnits(r.amount)} text={money(r.amount)} />,
    },
    { id: 'after', header: t('agent_col_balance_after'), numeric: true, cell: (r) => money(r.balanceAfter) },
    { id: 'reference', header: t('agent_col_reference'), cell: (r) => r.reference },
  ];
  return (
    <FilteredList<TeamTransactionRow, TeamTransactionPage>
      label={t('agent_page_transactions')}
      today={today}
      usernameParam="username"
      selects={[
        {
          name: 'type',
          label: t('wallet_type'),
          options: [
            { value: '', label: t('wallet_type_all') },
            ...transactionTypes.map((value) => ({ value, label: t(`wallet_tx_${value}`) })),
          ],
        },
      ]}
      useList={useTransactionList}
      columns={columns}
      rowKey={(r) => `${r.reference}-${r.username}`}
    />
  );
}
