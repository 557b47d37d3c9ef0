import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { Button, TextField, useToast } from '@playfront/ui-kit';
import {
  isProposalCreated,
  useDecideDepositMutation,
  useDecideWithdrawalMutation,
  useDisputesQuery,
  usePendingDepositsQuery,
  usePendingWithdrawalsQuery,
  useResolveDisputeMutation,
} from '../../api/operator-api';
import type {
  DisputeResolution,
  DisputedWithdrawal,
  PendingDeposit,
  PendingWithdrawal,
} from '../../api/operator-api';
import type { Area } from '../../app/permissions';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager, RecordsView } from '../../components/data-table';
import { FilterBar } from '../../components/filter-bar';
import { matchesText, pageOf } from '../../components/paging';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane, Facts } from '../../components/detail-pane';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';
import { ChannelsView } from './channels';
import { ProofImage } from './proof-image';
import { SubNav } from '../../components/sub-nav';

type Queue = 'deposits' | 'withdrawals' | 'disputes' | 'channels';
const queues: readonly { queue: Queue; area: Area; labelKey: string }[] = [
  { queue: 'deposits', area: 'deposits', labelKey: 'bo_cashier_deposits' },
  { queue: 'withdrawals', area: 'withdrawals', labelKey: 'bo_cashier_withdrawals' },
  { queue: 'disputes', area: 'withdrawals', labelKey: 'bo_cashier_disputes' },
  { queue: 'channels', area: 'payment-channels', labelKey: 'bo_cashier_channels' },
];

const PAGE_SIZE = 25;

/** A queue held whole in the browser: its text filter and its page. */
function useQueueView<Row>(all: readonly Row[], textsOf: (row: Row) => (string | number | null)[]) {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const rows = all.filter((row) => matchesText(textsOf(row), text));
  const shown = pageOf(rows, page, PAGE_SIZE);
  return { draft, setDraft, text, setText, rows, shown, setPage };
}

/** The text filter of a queue. */
interface QueueFilterState {
  draft: string;
  setDraft: (text: string) => void;
  setText: (text: string) => void;
  setPage: (page: number) => void;
}

function QueueFilter({ view }: { view: QueueFilterState }) {
  const { t } = useTranslation();
  return (
    <FilterBar
      label={t('bo_cashier_filters')}
      onApply={() => {
        view.setText(view.draft.trim());
        view.setPage(1);
      }}
      onClear={() => {
        view.setDraft('');
        view.setText('');
        view.setPage(1);
      }}
    >
      <TextField
        type="search"
        label={t('bo_cashier_search')}
        value={view.draft}
        onChange={(event) => view.setDraft(event.target.value)}
      />
    </FilterBar>
  );
}

/** A pending action on a row, waiting for the operator's confirmation. */
interface Asking<Row, Action extends string> {
  row: Row;
  action: Action;
}

/** The server's refusal of the last confirmed action, cleared when the dialog closes. */
function useDecision<Row, Action extends string>() {
  const [asking, setAsking] = useState<Asking<Row, Action> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    asking,
    failure,
    ask: (row: Row, action: Action) => {
      setFailure(null);
      setAsking({ row, action });
    },
    close: () => {
      setAsking(null);
      setFailure(null);
    },
    setFailure,
  };
}

function DepositQueue() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = usePendingDepositsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [decide, { isLoading: busy }] = useDecideDepositMutation();
  const decision = useDecision<PendingDeposit, 'approve' | 'reject'>();
  const view = useQueueView(data?.list ?? [], (row) => [row.reference, row.userId, row.channelCode]);
  const rows = view.rows;
  const writable = canWrite('deposits');

  const run = async () => {
    if (!decision.asking) return;
    const { row, action } = decision.asking;
    try {
      await decide({ reference: row.reference, decision: action }).unwrap();
      toast.show({ kind: 'success', message: t(`bo_deposit_done_${action}`, { reference: row.reference }) });
      decision.close();
    } catch (refusal) {
      decision.setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };

  const columns: Column<PendingDeposit>[] = [
    { id: 'reference', header: t('bo_cashier_reference'), cell: (row) => <code>{row.reference}</code> },
    { id: 'member', header: t('bo_cashier_member_id'), numeric: true, cell: (row) => row.userId },
    { id: 'channel', header: t('bo_cashier_channel'), cell: (row) => row.channelCode },
    { id: 'amount', header: t('bo_cashier_amount'), numeric: true, cell: (row) => format.money(row.amount) },
    { id: 'created', header: t('bo_cashier_created'), cell: (row) => format.dateTime(row.createdAt) },
  ];
  if (writable) {
    columns.push({
      id: 'actions',
      header: t('bo_table_actions'),
      cell: (row) => (
        <div className="bo-row bo-row--tight">
          <Button
            size="sm"
            onClick={() => decision.ask(row, 'approve')}
            aria-label={t('bo_deposit_approve_named', { reference: row.reference })}
          >
            {t('bo_approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => decision.ask(row, 'reject')}
            aria-label={t('bo_deposit_reject_named', { reference: row.reference })}
          >
            {t('bo_reject')}
          </Button>
        </div>
      ),
    });
  }

  const asking = decision.asking;
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <QueueFilter view={view} />
      <div className="bo-toolbar">
        <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
          {t('bo_refresh')}
        </Button>
        <CsvExport
          name="deposits-pending"
          disabled={rows.length === 0}
          rows={() => rows}
          columns={[
            { header: t('bo_cashier_reference'), value: (row: PendingDeposit) => row.reference },
            { header: t('bo_cashier_member_id'), value: (row) => row.userId },
            { header: t('bo_cashier_channel'), value: (row) => row.channelCode },
            { header: t('bo_cashier_amount_minor'), value: (row) => row.amount },
            { header: t('bo_cashier_created'), value: (row) => new Date(row.createdAt).toISOString() },
          ]}
        />
      </div>
      <DataTable
        caption={t('bo_cashier_deposits')}
        columns={columns}
        rows={view.shown.list}
        rowKey={(row) => row.reference}
        busy={isFetching}
        emptyText={t('bo_cashier_deposits_empty')}
      />
      {rows.length > 0 && (
        <Pager page={view.shown.page} size={PAGE_SIZE} total={rows.length} onPage={view.setPage} />
      )}
      <DecisionDialog
        open={asking !== null}
        title={asking?.action === 'reject' ? t('bo_deposit_reject_title') : t('bo_deposit_approve_title')}
        confirmLabel={asking?.action === 'reject' ? t('bo_reject') : t('bo_approve')}
        danger={asking?.action === 'reject'}
        busy={busy}
        error={decision.failure}
        onConfirm={() => void run()}
        onCancel={decision.close}
      >
        {asking && (
          <p>
            {t(`bo_deposit_confirm_${asking.action}`, {
              reference: asking.row.reference,
              amount: format.money(asking.row.amount),
              member: asking.row.userId,
            })}
          </p>
        )}
      </DecisionDialog>
    </QueryState>
  );
}

function WithdrawalQueue() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = usePendingWithdrawalsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [decide, { isLoading: busy }] = useDecideWithdrawalMutation();
  const decision = useDecision<PendingWithdrawal, 'approve' | 'reject'>();
  const view = useQueueView(data?.list ?? [], (row) => [
    row.reference,
    row.userId,
    row.bankAccount.bankName,
    row.bankAccount.accountName,
  ]);
  const rows = view.rows;
  const writable = canWrite('withdrawals');

  const run = async () => {
    if (!decision.asking) return;
    const { row, action } = decision.asking;
    try {
      const reply = await decide({ reference: row.reference, decision: action }).unwrap();
      toast.show(
        isProposalCreated(reply)
          ? { kind: 'info', message: t('bo_money_proposed', { id: reply.proposal.id }) }
          : { kind: 'success', message: t(`bo_withdrawal_done_${action}`, { reference: row.reference }) },
      );
      decision.close();
    } catch (refusal) {
      decision.setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };

  const bank = (row: PendingWithdrawal) =>
    `${row.bankAccount.bankName} · ${row.bankAccount.accountName} · ${row.bankAccount.accountNumber}`;
  const columns: Column<PendingWithdrawal>[] = [
    { id: 'reference', header: t('bo_cashier_reference'), cell: (row) => <code>{row.reference}</code> },
    { id: 'member', header: t('bo_cashier_member_id'), numeric: true, cell: (row) => row.userId },
    { id: 'bank', header: t('bo_cashier_bank'), cell: bank },
    { id: 'amount', header: t('bo_cashier_amount'), numeric: true, cell: (row) => format.money(row.amount) },
    { id: 'created', header: t('bo_cashier_created'), cell: (row) => format.dateTime(row.createdAt) },
  ];
  if (writable) {
    columns.push({
      id: 'actions',
      header: t('bo_table_actions'),
      cell: (row) => (
        <div className="bo-row bo-row--tight">
          <Button
            size="sm"
            onClick={() => decision.ask(row, 'approve')}
            aria-label={t('bo_withdrawal_approve_named', { reference: row.reference })}
          >
            {t('bo_withdrawal_approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => decision.ask(row, 'reject')}
            aria-label={t('bo_withdrawal_reject_named', { reference: row.reference })}
          >
            {t('bo_reject')}
          </Button>
        </div>
      ),
    });
  }

  const asking = decision.asking;
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <QueueFilter view={view} />
      <div className="bo-toolbar">
        <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
          {t('bo_refresh')}
        </Button>
        <CsvExport
          name="withdrawals-pending"
          disabled={rows.length === 0}
          rows={() => rows}
          columns={[
            { header: t('bo_cashier_reference'), value: (row: PendingWithdrawal) => row.reference },
            { header: t('bo_cashier_member_id'), value: (row) => row.userId },
            { header: t('bo_cashier_bank'), value: bank },
            { header: t('bo_cashier_amount_minor'), value: (row) => row.amount },
            { header: t('bo_cashier_created'), value: (row) => new Date(row.createdAt).toISOString() },
          ]}
        />
      </div>
      <p className="bo-muted">{t('bo_withdrawal_two_person_note')}</p>
      <DataTable
        caption={t('bo_cashier_withdrawals')}
        columns={columns}
        rows={view.shown.list}
        rowKey={(row) => row.reference}
        busy={isFetching}
        emptyText={t('bo_cashier_withdrawals_empty')}
      />
      {rows.length > 0 && (
        <Pager page={view.shown.page} size={PAGE_SIZE} total={rows.length} onPage={view.setPage} />
      )}
      <DecisionDialog
        open={asking !== null}
        title={
          asking?.action === 'reject' ? t('bo_withdrawal_reject_title') : t('bo_withdrawal_approve_title')
        }
        confirmLabel={asking?.action === 'reject' ? t('bo_reject') : t('bo_withdrawal_approve')}
        danger={asking?.action === 'reject'}
        busy={busy}
        error={decision.failure}
        onConfirm={() => void run()}
        onCancel={decision.close}
      >
        {asking && (
          <p>
            {t(`bo_withdrawal_confirm_${asking.action}`, {
              reference: asking.row.reference,
              amount: format.money(asking.row.amount),
              member: asking.row.userId,
              bank: bank(asking.row),
            })}
          </p>
        )}
      </DecisionDialog>
    </QueryState>
  );
}

function DisputeQueue() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = useDisputesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [resolve, { isLoading: busy }] = useResolveDisputeMutation();
  const decision = useDecision<DisputedWithdrawal, DisputeResolution>();
  const [openRef, setOpenRef] = useState<string | null>(null);
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.reference === openRef) ?? null;

  const run = async () => {
    if (!decision.asking) return;
    const { row, action } = decision.asking;
    try {
      await resolve({ reference: row.reference, resolution: action }).unwrap();
      toast.show({ kind: 'success', message: t(`bo_dispute_done_${action}`, { reference: row.reference }) });
      decision.close();
      setOpenRef(null);
    } catch (refusal) {
      decision.setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };

  const columns: Column<DisputedWithdrawal>[] = [
    { id: 'reference', header: t('bo_cashier_reference'), cell: (row) => <code>{row.reference}</code> },
    { id: 'member', header: t('bo_cashier_member'), cell: (row) => row.username },
    { id: 'amount', header: t('bo_cashier_amount'), numeric: true, cell: (row) => format.money(row.amount) },
    { id: 'reported', header: t('bo_dispute_reported'), cell: (row) => format.dateTime(row.reportedAt) },
    { id: 'proofs', header: t('bo_dispute_proofs'), numeric: true, cell: (row) => row.proofs.length },
  ];
  const asking = decision.asking;

  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <div className="bo-toolbar">
        <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
          {t('bo_refresh')}
        </Button>
      </div>
      <RecordsView
        caption={t('bo_cashier_disputes')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.reference}
        onOpen={(row) => setOpenRef(row.reference)}
        openKey={openRef}
        busy={isFetching}
        emptyText={t('bo_cashier_disputes_empty')}
      >
        {open && (
          <DetailPane title={open.reference} onClose={() => setOpenRef(null)}>
            <Facts
              items={[
                { label: t('bo_cashier_member'), value: open.username },
                { label: t('bo_cashier_amount'), value: format.money(open.amount) },
                { label: t('bo_cashier_paid_at'), value: format.dateTime(open.decidedAt) },
                { label: t('bo_dispute_reported'), value: format.dateTime(open.reportedAt) },
                {
                  label: t('bo_cashier_bank'),
                  value: `${open.bankAccount.bankName} · ${open.bankAccount.accountName} · ${open.bankAccount.accountNumber}`,
                },
              ]}
            />
            <h3 className="bo-section__title">{t('bo_dispute_proofs')}</h3>
            {open.proofs.length === 0 ? (
              <p className="bo-muted">{t('bo_dispute_no_proofs')}</p>
            ) : (
              <div className="bo-proofs">
                {open.proofs.map((proof, index) => (
                  <ProofImage
                    key={proof.fileName}
                    reference={open.reference}
                    fileName={proof.fileName}
                    alt={t('bo_dispute_proof_alt', { n: index + 1, reference: open.reference })}
                  />
                ))}
              </div>
            )}
            {canWrite('withdrawals') && (
              <div className="bo-row">
                <Button onClick={() => decision.ask(open, 'CONFIRMED_PAID')}>
                  {t('bo_dispute_confirm_paid')}
                </Button>
                <Button variant="danger" onClick={() => decision.ask(open, 'REFUNDED')}>
                  {t('bo_dispute_refund')}
                </Button>
              </div>
            )}
          </DetailPane>
        )}
      </RecordsView>
      <DecisionDialog
        open={asking !== null}
        title={asking?.action === 'REFUNDED' ? t('bo_dispute_refund') : t('bo_dispute_confirm_paid')}
        confirmLabel={asking?.action === 'REFUNDED' ? t('bo_dispute_refund') : t('bo_dispute_confirm_paid')}
        danger={asking?.action === 'REFUNDED'}
        busy={busy}
        error={decision.failure}
        onConfirm={() => void run()}
        onCancel={decision.close}
      >
        {asking && (
          <p>
            {t(asking.action === 'REFUNDED' ? 'bo_dispute_refund_confirm' : 'bo_dispute_paid_confirm', {
              reference: asking.row.reference,
              amount: format.money(asking.row.amount),
              member: asking.row.username,
            })}
          </p>
        )}
      </DecisionDialog>
    </QueryState>
  );
}

/** The cashier's queues: deposits to approve, withdrawals to pay out, not-received reports to resolve. */
export function CashierPage() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  const { queue } = useParams();
  const visible = queues.filter((entry) => canRead(entry.area));
  const current = visible.find((entry) => entry.queue === queue);
  if (!current) return visible.length > 0 ? <Navigate to={`/cashier/${visible[0].queue}`} replace /> : null;
  return (
    <Screen title={t('bo_nav_cashier')}>
      <SubNav
        label={t('bo_cashier_queues')}
        links={visible.map((entry) => ({ to: `/cashier/${entry.queue}`, label: t(entry.labelKey) }))}
      />
      <h2 className="bo-section__title">{t(current.labelKey)}</h2>
      {current.queue === 'deposits' && <DepositQueue />}
      {current.queue === 'withdrawals' && <WithdrawalQueue />}
      {current.queue === 'disputes' && <DisputeQueue />}
      {current.queue === 'channels' && <ChannelsView />}
    </Screen>
  );
}
