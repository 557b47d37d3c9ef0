import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { agentAccountTypes } from '@playfront/api-contract';
import type { AdminAffiliateApplication, AdminApplicationQuery } from '@playfront/api-contract';
import { Button, Select, useToast } from '@playfront/ui-kit';
import {
  supportApi,
  useApplicationsQuery,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
} from '../../api/support-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';

const PAGE_SIZE = 25;

type Status = AdminAffiliateApplication['status'];
const statusTone: Record<Status, TagTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'neutral' };

/** The query of the status filter ('' for every status). */
export const applicationQuery = (
  status: '' | Status,
  page: number,
  size = PAGE_SIZE,
): AdminApplicationQuery => ({
  status: status || undefined,
  page,
  size,
});

type AgentType = 1 | 2 | 41 | 42;

/** The decision asked for: approve (with the agent account type) or reject (with the reason the applicant sees). */
type Asking = { action: 'approve'; accountType: AgentType } | { action: 'reject' };

/** Affiliate ("join us") applications: approving one opens an agent account and tells the applicant. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const { canWrite } = useOperator();
  const [draft, setDraft] = useState<'' | Status>('PENDING');
  const [status, setStatus] = useState<'' | Status>('PENDING');
  const [page, setPage] = useState(1);
  const [openRef, setOpenRef] = useState<string | null>(null);
  const [accountType, setAccountType] = useState<AgentType>(1);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useApplicationsQuery(
    applicationQuery(status, page),
  );
  const [approve, { isLoading: approving }] = useApproveApplicationMutation();
  const [reject, { isLoading: rejecting }] = useRejectApplicationMutation();
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.reference === openRef) ?? null;

  const decide = async (reason: string) => {
    if (!open || !asking) return;
    setFailure(null);
    try {
      const decision =
        asking.action === 'approve'
          ? await approve({ reference: open.reference, accountType: asking.accountType }).unwrap()
          : await reject({ reference: open.reference, reason }).unwrap();
      setAsking(null);
      toast.show({
        kind: 'success',
        message:
          decision.status === 'APPROVED'
            ? t('bo_join_approved', { agent: decision.agentUsername ?? '' })
            : t('bo_join_rejected'),
      });
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('bo_save_failed')));
    }
  };

  const columns: Column<AdminAffiliateApplication>[] = [
    { id: 'at', header: t('bo_join_at'), cell: (row) => format.dateTime(row.createdAt) },
    { id: 'reference', header: t('bo_join_reference'), cell: (row) => <code>{row.reference}</code> },
    { id: 'name', header: t('bo_join_name'), cell: (row) => row.name },
    {
      id: 'players',
      header: t('bo_join_players'),
      numeric: true,
      cell: (row) => format.count(row.playersPerMonth),
    },
    {
      id: 'status',
      header: t('bo_join_status'),
      cell: (row) => <Tag tone={statusTone[row.status]}>{t(`bo_join_status_${row.status}`)}</Tag>,
    },
  ];
  const exportRows = () =>
    collectPages((exportPage, size) =>
      dispatch(
        supportApi.endpoints.applications.initiate(applicationQuery(status, exportPage, size), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    );
  const contacts = (row: AdminAffiliateApplication) =>
    [row.email, row.mobile, ...row.messengers.map((entry) => `${entry.channel}: ${entry.handle}`)]
      .filter(Boolean)
      .join(', ') || '—';

  return (
    <Screen title={t('bo_nav_applications')} lead={t('bo_join_lead')}>
      <FilterBar
        label={t('bo_join_filters')}
        onApply={() => {
          setStatus(draft);
          setPage(1);
          setOpenRef(null);
        }}
        onClear={() => {
          setDraft('PENDING');
          setStatus('PENDING');
          setPage(1);
          setOpenRef(null);
        }}
      >
        <div className="bo-filters__row">
          <Select
            label={t('bo_join_status')}
            placeholder={t('bo_games_any')}
            value={draft}
            options={(['PENDING', 'APPROVED', 'REJECTED'] as const).map((value) => ({
              value,
              label: t(`bo_join_status_${value}`),
            }))}
            onChange={(event) => setDraft(event.target.value as '' | Status)}
          />
        </div>
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="affiliate-applications"
            rows={exportRows}
            disabled={rows.length === 0}
            columns={[
              {
                header: t('bo_join_at'),
                value: (row: AdminAffiliateApplication) => new Date(row.createdAt).toISOString(),
              },
              { header: t('bo_join_reference'), value: (row) => row.reference },
              { header: t('bo_join_name'), value: (row) => row.name },
              { header: t('bo_join_contacts'), value: contacts },
              { header: t('bo_join_channels'), value: (row) => row.trafficChannels.join(' ') },
              { header: t('bo_join_players'), value: (row) => row.playersPerMonth },
              { header: t('bo_join_status'), value: (row) => row.status },
              { header: t('bo_join_agent'), value: (row) => row.agentUsername },
              { header: t('bo_join_reason'), value: (row) => row.reason },
            ]}
          />
        </div>
        <RecordsView
          caption={t('bo_nav_applications')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.reference}
          onOpen={(row) => setOpenRef(row.reference)}
          openKey={openRef}
          busy={isFetching}
          emptyText={t('bo_join_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && (
            <DetailPane title={`${open.name} (${open.reference})`} onClose={() => setOpenRef(null)}>
              <Facts
                items={[
                  { label: t('bo_join_at'), value: format.dateTime(open.createdAt) },
                  { label: t('bo_join_status'), value: t(`bo_join_status_${open.status}`) },
                  { label: t('bo_join_contacts'), value: contacts(open) },
                  { label: t('bo_join_channels'), value: open.trafficChannels.join(', ') || '—' },
                  { label: t('bo_join_players'), value: format.count(open.playersPerMonth) },
                  { label: t('bo_join_applicant'), value: open.applicant ?? '—' },
                  { label: t('bo_join_agent'), value: open.agentUsername ?? '—' },
                  { label: t('bo_join_reason'), value: open.reason ?? '—' },
                ]}
              />
              {open.message && <p className="bo-prewrap">{open.message}</p>}
              {open.status === 'PENDING' && canWrite('affiliate-applications') && (
                <div className="bo-form">
                  <Select
                    label={t('bo_join_account_type')}
                    hint={t('bo_join_account_type_hint')}
                    value={String(accountType)}
                    options={agentAccountTypes.map((type) => ({
                      value: String(type),
                      label: t('bo_join_type', { type }),
                    }))}
                    onChange={(event) => setAccountType(Number(event.target.value) as AgentType)}
                  />
                  <div className="bo-row">
                    <Button onClick={() => setAsking({ action: 'approve', accountType })}>
                      {t('bo_join_approve')}
                    </Button>
                    <Button variant="secondary" onClick={() => setAsking({ action: 'reject' })}>
                      {t('bo_join_reject')}
                    </Button>
                  </div>
                </div>
              )}
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
      <DecisionDialog
        open={asking !== null && open !== null}
        title={asking?.action === 'approve' ? t('bo_join_approve_title') : t('bo_join_reject_title')}
        confirmLabel={asking?.action === 'approve' ? t('bo_join_approve') : t('bo_join_reject')}
        danger={asking?.action === 'reject'}
        busy={approving || rejecting}
        reason={
          asking?.action === 'reject' ? { label: t('bo_join_reason_label'), required: true } : undefined
        }
        error={failure}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        {open &&
          asking &&
          (asking.action === 'approve'
            ? t('bo_join_approve_text', { name: open.name, type: asking.accountType })
            : t('bo_join_reject_text', { name: open.name }))}
      </DecisionDialog>
    </Screen>
  );
}
