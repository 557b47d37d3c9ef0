import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { affordabilityOutcomes } from '@playfront/api-contract';
import type {
  AffordabilityOutcome,
  AffordabilityReview,
  AffordabilityReviewStatus,
} from '@playfront/api-contract';
import { Button, Select, useToast } from '@playfront/ui-kit';
import { useAffordabilityReviewsQuery, useCloseAffordabilityReviewMutation } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';

const PAGE_SIZE = 25;

/**
 * Affordability reviews (player protection): a member's net deposits of 30 days reached the brand's threshold
 * and they declared they can afford them. Open ones first, the oldest at the top; an operator who may change
 * members closes one with an outcome and a note (audited), after a confirmation.
 */
export function AffordabilityPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [draft, setDraft] = useState<'' | AffordabilityReviewStatus>('');
  const [status, setStatus] = useState<'' | AffordabilityReviewStatus>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<AffordabilityOutcome>('CLEARED');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useAffordabilityReviewsQuery({
    status: status || undefined,
    page,
    size: PAGE_SIZE,
  });
  const [close, { isLoading: closing }] = useCloseAffordabilityReviewMutation();
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;

  const statusTag = (row: AffordabilityReview) =>
    row.status === 'OPEN' ? (
      <Tag tone="warning">{t('bo_afford_status_OPEN')}</Tag>
    ) : (
      <Tag>{t(`bo_afford_outcome_${row.outcome ?? 'CLEARED'}`)}</Tag>
    );

  const columns: Column<AffordabilityReview>[] = [
    { id: 'member', header: t('bo_afford_member'), cell: (row) => row.username },
    {
      id: 'net',
      header: t('bo_afford_net'),
      numeric: true,
      cell: (row) => format.money(row.netDeposits),
    },
    {
      id: 'threshold',
      header: t('bo_afford_threshold'),
      numeric: true,
      cell: (row) => format.money(row.threshold),
    },
    { id: 'declared', header: t('bo_afford_declared'), cell: (row) => format.dateTime(row.declaredAt) },
    { id: 'status', header: t('bo_afford_status'), cell: statusTag },
  ];

  const confirm = async (note: string) => {
    if (!open) return;
    setFailure(null);
    try {
      await close({ id: open.id, outcome, note }).unwrap();
      setAsking(false);
      toast.show({ kind: 'success', message: t('bo_afford_closed_toast', { member: open.username }) });
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('bo_save_failed')));
    }
  };

  return (
    <Screen title={t('bo_nav_affordability')} lead={t('bo_afford_lead')}>
      <FilterBar
        label={t('bo_afford_filters')}
        onApply={() => {
          setStatus(draft);
          setPage(1);
          setOpenId(null);
        }}
        onClear={() => {
          setDraft('');
          setStatus('');
          setPage(1);
          setOpenId(null);
        }}
      >
        <div className="bo-filters__row">
          <Select
            label={t('bo_afford_status')}
            placeholder={t('bo_afford_any')}
            value={draft}
            options={(['OPEN', 'CLOSED'] as const).map((value) => ({
              value,
              label: t(`bo_afford_status_${value}`),
            }))}
            onChange={(event) => setDraft(event.target.value as '' | AffordabilityReviewStatus)}
          />
        </div>
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <RecordsView
          caption={t('bo_nav_affordability')}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => {
            setOpenId(row.id);
            setOutcome('CLEARED');
          }}
          openKey={openId === null ? null : String(openId)}
          rowClass={(row) => (row.status === 'OPEN' ? 'bo-table__row--alert' : undefined)}
          busy={isFetching}
          emptyText={t('bo_afford_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && (
            <DetailPane
              title={t('bo_afford_pane', { member: open.username })}
              onClose={() => setOpenId(null)}
            >
              <Facts
                items={[
                  {
                    label: t('bo_afford_member'),
                    value: <Link to={`/members/${encodeURIComponent(open.username)}`}>{open.username}</Link>,
                  },
                  { label: t('bo_afford_net'), value: format.money(open.netDeposits) },
                  { label: t('bo_afford_threshold'), value: format.money(open.threshold) },
                  { label: t('bo_afford_declared'), value: format.dateTime(open.declaredAt) },
                  {
                    label: t('bo_afford_income'),
                    value: open.incomeBand ? t(`bo_afford_income_${open.incomeBand}`) : '—',
                  },
                  { label: t('bo_afford_status'), value: statusTag(open) },
                  ...(open.status === 'CLOSED'
                    ? [
                        { label: t('bo_afford_closed_by'), value: open.closedBy ?? '—' },
                        {
                          label: t('bo_afford_closed_at'),
                          value: open.closedAt === null ? '—' : format.dateTime(open.closedAt),
                        },
                        { label: t('bo_afford_note'), value: open.note ?? '—' },
                      ]
                    : []),
                ]}
              />
              {open.status === 'OPEN' && canWrite('protection') && (
                <div className="bo-form">
                  <Select
                    label={t('bo_afford_outcome')}
                    value={outcome}
                    options={affordabilityOutcomes.map((value) => ({
                      value,
                      label: t(`bo_afford_outcome_${value}`),
                    }))}
                    onChange={(event) => setOutcome(event.target.value as AffordabilityOutcome)}
                  />
                  <div className="bo-row">
                    <Button onClick={() => setAsking(true)}>{t('bo_afford_close')}</Button>
                  </div>
                </div>
              )}
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
      <DecisionDialog
        open={asking && open !== null}
        title={t('bo_afford_close_title')}
        confirmLabel={t('bo_afford_close')}
        busy={closing}
        reason={{ label: t('bo_afford_note'), required: true }}
        error={failure}
        onConfirm={(note) => void confirm(note)}
        onCancel={() => {
          setAsking(false);
          setFailure(null);
        }}
      >
        {open &&
          t('bo_afford_close_text', {
            member: open.username,
            outcome: t(`bo_afford_outcome_${outcome}`),
          })}
      </DecisionDialog>
    </Screen>
  );
}
