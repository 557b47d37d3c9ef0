import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage, isApiError, translateErrorCode } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { ErrorCode, proposalStatuses } from '@playfront/api-contract';
import type { ProposalStatus } from '@playfront/api-contract';
import { Button, Notice, Select, useToast } from '@playfront/ui-kit';
import { operatorApi, useDecideProposalMutation, useProposalsQuery } from '../../api/operator-api';
import type { ProposalView as Proposal } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane, Facts, JsonView } from '../../components/detail-pane';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';

const PAGE_SIZE = 25;

const statusTone: Record<ProposalStatus, TagTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
  failed: 'danger',
};

/** A proposal's kind and status in the operator's words. */
export function useProposalWords() {
  const { t } = useTranslation();
  return {
    kind: (proposal: Pick<Proposal, 'kind'>) => t(`bo_proposal_kind_${proposal.kind}`),
    status: (proposal: Pick<Proposal, 'status'>) => t(`bo_proposal_status_${proposal.status}`),
  };
}

function ProposalDetail({ proposal, onClose }: { proposal: Proposal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const words = useProposalWords();
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const { me, canWrite } = useOperator();
  const [decide, { isLoading }] = useDecideProposalMutation();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const own = proposal.proposedBy === me?.username;
  /** Why an approved action was refused (a failed proposal's result holds the refusal's code). */
  const refusalOf = (result: unknown): string => {
    const code = (result as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? translateErrorCode(i18n, code) : t('err_unknown');
  };
  const pending = proposal.status === 'pending';

  const run = async (reason: string) => {
    if (!asking) return;
    setFailure(null);
    try {
      const decided = await decide({
        id: proposal.id,
        decision: asking,
        reason: reason || undefined,
      }).unwrap();
      toast.show({
        kind: decided.status === 'failed' ? 'error' : 'success',
        message: t(`bo_proposal_done_${decided.status}`, { id: proposal.id }),
      });
      setAsking(null);
    } catch (refusal) {
      if (isApiError(refusal) && refusal.code === ErrorCode.alreadyDecided) {
        // Another operator was first: say so, and show the list as it is now.
        toast.show({ kind: 'error', message: refusal.message });
        setAsking(null);
        dispatch(operatorApi.util.invalidateTags(['Proposals']));
        return;
      }
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };

  const what = t('bo_proposal_confirm_text', {
    kind: words.kind(proposal),
    target: proposal.target,
    amount: format.money(proposal.amount),
    proposer: proposal.proposedBy,
  });

  return (
    <DetailPane title={t('bo_proposal_title', { id: proposal.id })} onClose={onClose}>
      <Facts
        items={[
          { label: t('bo_proposal_kind'), value: words.kind(proposal) },
          { label: t('bo_proposal_summary'), value: proposal.summary },
          { label: t('bo_proposal_target'), value: proposal.target },
          {
            label: t('bo_proposal_amount'),
            value: proposal.amount === null ? '—' : format.money(proposal.amount),
          },
          {
            label: t('bo_proposal_status'),
            value: <Tag tone={statusTone[proposal.status]}>{words.status(proposal)}</Tag>,
          },
          { label: t('bo_proposal_by'), value: proposal.proposedBy },
          { label: t('bo_proposal_at'), value: format.dateTime(proposal.proposedAt) },
          { label: t('bo_proposal_decided_by'), value: proposal.decidedBy ?? '—' },
          { label: t('bo_proposal_decided_at'), value: format.dateTime(proposal.decidedAt) },
          { label: t('bo_proposal_reason'), value: proposal.reason ?? '—' },
        ]}
      />
      <JsonView label={t('bo_proposal_payload')} value={proposal.payload} />
      {!pending && <JsonView label={t('bo_proposal_result')} value={proposal.result} />}
      {failure === null && proposal.status === 'failed' && <Notice>{refusalOf(proposal.result)}</Notice>}
      {pending && canWrite('proposals') && (
        <div className="bo-row">
          <Button
            onClick={() => setAsking('approve')}
            disabled={own}
            aria-describedby={own ? 'bo-own-proposal' : undefined}
          >
            {t('bo_proposal_approve')}
          </Button>
          <Button
            variant="danger"
            onClick={() => setAsking('reject')}
            disabled={own}
            aria-describedby={own ? 'bo-own-proposal' : undefined}
          >
            {t('bo_proposal_reject')}
          </Button>
        </div>
      )}
      {pending && own && (
        <p id="bo-own-proposal" className="bo-muted">
          {t('bo_proposal_own')}
        </p>
      )}
      <DecisionDialog
        open={asking !== null}
        title={asking === 'approve' ? t('bo_proposal_approve_title') : t('bo_proposal_reject_title')}
        confirmLabel={asking === 'approve' ? t('bo_proposal_approve') : t('bo_proposal_reject')}
        danger={asking === 'reject'}
        busy={isLoading}
        reason={{ label: t('bo_proposal_reason_label'), required: asking === 'reject' }}
        error={failure}
        onConfirm={(reason) => void run(reason)}
        onCancel={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        <p>{what}</p>
      </DecisionDialog>
    </DetailPane>
  );
}

/**
 * The two-person rule: what one operator proposed and another must approve (balance adjustments, large
 * bonuses and withdrawals). The proposer sees their own proposal but cannot approve it.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useProposalWords();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const { id } = useParams();
  const [status, setStatus] = useState<ProposalStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const query = { status: status || undefined, page, size: PAGE_SIZE };
  const { data, isLoading, isFetching, error, refetch } = useProposalsQuery(query);
  const rows = data?.list ?? [];
  const openId = id ? Number(id) : null;
  const open = rows.find((row) => row.id === openId) ?? null;

  const columns: Column<Proposal>[] = [
    { id: 'id', header: t('bo_proposal_id'), numeric: true, cell: (row) => row.id },
    { id: 'kind', header: t('bo_proposal_kind'), cell: (row) => words.kind(row) },
    { id: 'target', header: t('bo_proposal_target'), cell: (row) => row.target },
    {
      id: 'amount',
      header: t('bo_proposal_amount'),
      numeric: true,
      cell: (row) => (row.amount === null ? '—' : format.money(row.amount)),
    },
    { id: 'by', header: t('bo_proposal_by'), cell: (row) => row.proposedBy },
    { id: 'at', header: t('bo_proposal_at'), cell: (row) => format.dateTime(row.proposedAt) },
    {
      id: 'status',
      header: t('bo_proposal_status'),
      cell: (row) => <Tag tone={statusTone[row.status]}>{words.status(row)}</Tag>,
    },
  ];

  return (
    <Screen title={t('bo_nav_approvals')} lead={t('bo_approvals_lead')}>
      <div className="bo-toolbar">
        <Select
          label={t('bo_proposal_status')}
          value={status}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...proposalStatuses.map((value) => ({ value, label: t(`bo_proposal_status_${value}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.target.value as ProposalStatus | '');
            setPage(1);
          }}
        />
        <CsvExport
          name="proposals"
          disabled={rows.length === 0}
          rows={() =>
            collectPages((exportPage, size) =>
              dispatch(
                operatorApi.endpoints.proposals.initiate(
                  { status: status || undefined, page: exportPage, size },
                  { subscribe: false, forceRefetch: true },
                ),
              ).unwrap(),
            )
          }
          columns={[
            { header: t('bo_proposal_id'), value: (row: Proposal) => row.id },
            { header: t('bo_proposal_kind'), value: (row) => row.kind },
            { header: t('bo_proposal_summary'), value: (row) => row.summary },
            { header: t('bo_proposal_target'), value: (row) => row.target },
            { header: t('bo_proposal_amount_minor'), value: (row) => row.amount },
            { header: t('bo_proposal_status'), value: (row) => row.status },
            { header: t('bo_proposal_by'), value: (row) => row.proposedBy },
            { header: t('bo_proposal_at'), value: (row) => new Date(row.proposedAt).toISOString() },
            { header: t('bo_proposal_decided_by'), value: (row) => row.decidedBy },
            { header: t('bo_proposal_reason'), value: (row) => row.reason },
          ]}
        />
      </div>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <RecordsView
          caption={t('bo_nav_approvals')}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => navigate(`/approvals/${row.id}`)}
          openKey={open ? String(open.id) : null}
          busy={isFetching}
          emptyText={t('bo_approvals_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && <ProposalDetail key={open.id} proposal={open} onClose={() => navigate('/approvals')} />}
        </RecordsView>
      </QueryState>
    </Screen>
  );
}
