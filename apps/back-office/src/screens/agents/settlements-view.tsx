import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { contractKinds, settlementStatuses } from '@playfront/api-contract';
import type {
  AdminSettlementQuery,
  AgentSettlement,
  ContractKind,
  SettlementStatus,
} from '@playfront/api-contract';
import { formatRate } from '@playfront/agent-centre';
import { Button, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  agentsApi,
  useRetrySettlementMutation,
  useRunSettlementMutation,
  useSettlementsQuery,
} from '../../api/agents-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';

const PAGE_SIZE = 25;

const statusTone: Record<SettlementStatus, TagTone> = {
  PENDING: 'info',
  PAID: 'success',
  FAILED: 'danger',
  NIL: 'neutral',
};

interface Filters {
  kind: '' | ContractKind;
  status: '' | SettlementStatus;
  payee: string;
}
const noFilters: Filters = { kind: '', status: '', payee: '' };

/** The query of the filters ('' for any). */
export const settlementQuery = (filters: Filters, page: number, size = PAGE_SIZE): AdminSettlementQuery => ({
  kind: filters.kind || undefined,
  status: filters.status || undefined,
  payee: filters.payee.trim() || undefined,
  page,
  size,
});

/**
 * Every settlement item of the brand's agent contracts: the failed ones first to look at (filter FAILED),
 * each with its figures and its last error, tried again on demand; and one settlement step run now.
 */
export function SettlementsView() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const { canWrite } = useOperator();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [asking, setAsking] = useState<'retry' | 'run' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useSettlementsQuery(settlementQuery(filters, page));
  const [retry, { isLoading: retrying }] = useRetrySettlementMutation();
  const [run, { isLoading: running }] = useRunSettlementMutation();
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;
  const payer = (row: AgentSettlement) => row.payer ?? t('bo_agents_platform');
  const period = (row: AgentSettlement) =>
    `${format.dateTime(row.periodStart)} – ${format.dateTime(row.periodEnd)}`;

  const decide = async () => {
    setFailure(null);
    try {
      if (asking === 'run') {
        const result = await run().unwrap();
        toast.show({ kind: 'success', message: t('bo_settle_run_done', result) });
      } else if (asking === 'retry' && open) {
        const after = await retry(open.id).unwrap();
        toast.show({
          kind: after.status === 'PAID' ? 'success' : 'error',
          message:
            after.status === 'PAID'
              ? t('bo_settle_retry_paid', { amount: format.money(after.amount), payee: after.payee })
              : t('bo_settle_retry_failed', { error: after.lastError ?? '' }),
        });
      }
      setAsking(null);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('bo_save_failed')));
    }
  };

  const columns: Column<AgentSettlement>[] = [
    { id: 'period', header: t('bo_settle_period'), cell: period },
    { id: 'kind', header: t('bo_agents_contract_kind'), cell: (row) => t(`bo_agents_kind_${row.kind}`) },
    { id: 'payer', header: t('bo_settle_payer'), cell: payer },
    { id: 'payee', header: t('bo_settle_payee'), cell: (row) => row.payee },
    {
      id: 'rate',
      header: t('bo_settle_rate'),
      numeric: true,
      cell: (row) => (row.rateBps === null ? '—' : formatRate(row.rateBps)),
    },
    { id: 'amount', header: t('bo_settle_amount'), numeric: true, cell: (row) => format.money(row.amount) },
    {
      id: 'status',
      header: t('bo_settle_status'),
      cell: (row) => <Tag tone={statusTone[row.status]}>{t(`bo_settle_status_${row.status}`)}</Tag>,
    },
    {
      id: 'attempts',
      header: t('bo_settle_attempts'),
      numeric: true,
      cell: (row) => format.count(row.attempts),
    },
  ];
  const exportRows = () =>
    collectPages((exportPage, size) =>
      dispatch(
        agentsApi.endpoints.settlements.initiate(settlementQuery(filters, exportPage, size), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    );

  return (
    <>
      <FilterBar
        label={t('bo_settle_filters')}
        onApply={() => {
          setFilters(draft);
          setPage(1);
          setOpenId(null);
        }}
        onClear={() => {
          setDraft(noFilters);
          setFilters(noFilters);
          setPage(1);
          setOpenId(null);
        }}
      >
        <div className="bo-filters__row">
          <Select
            label={t('bo_agents_contract_kind')}
            placeholder={t('bo_games_any')}
            value={draft.kind}
            options={contractKinds.map((value) => ({ value, label: t(`bo_agents_kind_${value}`) }))}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value as Filters['kind'] })}
          />
          <Select
            label={t('bo_settle_status')}
            placeholder={t('bo_games_any')}
            value={draft.status}
            options={settlementStatuses.map((value) => ({ value, label: t(`bo_settle_status_${value}`) }))}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as Filters['status'] })}
          />
          <TextField
            label={t('bo_settle_payee')}
            value={draft.payee}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, payee: event.target.value })}
          />
        </div>
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          {data && (
            <p className="bo-hint">{t('bo_settle_paid_total', { amount: format.money(data.paidTotal) })}</p>
          )}
          {canWrite('agents') && (
            <Button variant="secondary" onClick={() => setAsking('run')}>
              {t('bo_settle_run')}
            </Button>
          )}
          <CsvExport
            name="agent-settlements"
            rows={exportRows}
            disabled={rows.length === 0}
            columns={[
              { header: t('bo_settle_id'), value: (row: AgentSettlement) => row.id },
              { header: t('bo_settle_from'), value: (row) => new Date(row.periodStart).toISOString() },
              { header: t('bo_settle_to'), value: (row) => new Date(row.periodEnd).toISOString() },
              { header: t('bo_agents_contract_kind'), value: (row) => row.kind },
              { header: t('bo_settle_payer'), value: (row) => row.payer },
              { header: t('bo_settle_payee'), value: (row) => row.payee },
              { header: t('bo_settle_valid_bet'), value: (row) => row.validBet },
              { header: t('bo_settle_payout'), value: (row) => row.payout },
              { header: t('bo_settle_team_loss'), value: (row) => row.teamLoss },
              { header: t('bo_settle_active'), value: (row) => row.activeMembers },
              { header: t('bo_settle_rate'), value: (row) => row.rateBps },
              { header: t('bo_settle_amount'), value: (row) => row.amount },
              { header: t('bo_settle_status'), value: (row) => row.status },
              { header: t('bo_settle_attempts'), value: (row) => row.attempts },
              { header: t('bo_settle_error'), value: (row) => row.lastError },
            ]}
          />
        </div>
        <RecordsView
          caption={t('bo_agents_settlements')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          onOpen={(row) => setOpenId(row.id)}
          openKey={openId}
          busy={isFetching}
          emptyText={t('bo_settle_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && (
            <DetailPane title={t('bo_settle_item', { id: open.id })} onClose={() => setOpenId(null)}>
              <Facts
                items={[
                  { label: t('bo_settle_period'), value: period(open) },
                  { label: t('bo_agents_contract_kind'), value: t(`bo_agents_kind_${open.kind}`) },
                  { label: t('bo_settle_contract'), value: `#${open.contractId}` },
                  { label: t('bo_settle_payer'), value: payer(open) },
                  { label: t('bo_settle_payee'), value: open.payee },
                  { label: t('bo_settle_valid_bet'), value: format.money(open.validBet) },
                  { label: t('bo_settle_payout'), value: format.money(open.payout) },
                  { label: t('bo_settle_team_loss'), value: format.money(open.teamLoss) },
                  { label: t('bo_settle_active'), value: format.count(open.activeMembers) },
                  {
                    label: t('bo_settle_rate'),
                    value: open.rateBps === null ? '—' : formatRate(open.rateBps),
                  },
                  { label: t('bo_settle_amount'), value: format.money(open.amount) },
                  { label: t('bo_settle_status'), value: t(`bo_settle_status_${open.status}`) },
                  { label: t('bo_settle_attempts'), value: format.count(open.attempts) },
                  { label: t('bo_settle_paid_at'), value: open.paidAt ? format.dateTime(open.paidAt) : '—' },
                ]}
              />
              {open.lastError && (
                <p className="bo-prewrap" role="note">
                  <strong>{t('bo_settle_error')}: </strong>
                  {open.lastError}
                </p>
              )}
              {(open.status === 'FAILED' || open.status === 'PENDING') && canWrite('agents') && (
                <Button onClick={() => setAsking('retry')}>{t('bo_settle_retry')}</Button>
              )}
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
      <DecisionDialog
        open={asking !== null}
        title={asking === 'run' ? t('bo_settle_run_title') : t('bo_settle_retry_title')}
        confirmLabel={asking === 'run' ? t('bo_settle_run') : t('bo_settle_retry')}
        busy={retrying || running}
        error={failure}
        onConfirm={() => void decide()}
        onCancel={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        {asking === 'run'
          ? t('bo_settle_run_text')
          : open &&
            t('bo_settle_retry_text', {
              amount: format.money(open.amount),
              payee: open.payee,
              payer: payer(open),
            })}
      </DecisionDialog>
    </>
  );
}
