import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@playfront/api-client';
import type { AuditEntry, AuditQuery } from '@playfront/api-contract';
import { DateRangeFilter, TextField, isDateRangeInvalid } from '@playfront/ui-kit';
import type { DateRange, DateRangePreset } from '@playfront/ui-kit';
import { operatorApi, useAuditQuery } from '../../api/operator-api';
import { useRoleName } from '../../app/shell';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts, JsonView } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages, dayBounds } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';

const PAGE_SIZE = 25;

interface Filters {
  actor: string;
  action: string;
  target: string;
  range: DateRange;
}

const noFilters: Filters = { actor: '', action: '', target: '', range: { from: '', to: '' } };

/** The query of a set of filters (blank ones left out). */
export function auditQuery(filters: Filters, page: number, size = PAGE_SIZE): AuditQuery {
  const { from, to } = dayBounds(filters.range);
  const text = (value: string) => value.trim() || undefined;
  return {
    actor: text(filters.actor),
    action: text(filters.action),
    target: text(filters.target),
    from,
    to,
    page,
    size,
  };
}

/** The audit trail: every operator action, newest first, searchable; read-only (nobody edits it). */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const roleName = useRoleName();
  const dispatch = useDispatch<AppDispatch>();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [preset, setPreset] = useState<DateRangePreset | null>(null);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useAuditQuery(auditQuery(applied, page));
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;

  const apply = () => {
    if (isDateRangeInvalid(draft.range)) return;
    setApplied(draft);
    setPage(1);
    setOpenId(null);
  };
  const clear = () => {
    setDraft(noFilters);
    setPreset(null);
    setApplied(noFilters);
    setPage(1);
    setOpenId(null);
  };
  const statusTone = (status: number) => (status < 300 ? 'success' : status < 500 ? 'warning' : 'danger');

  const columns: Column<AuditEntry>[] = [
    { id: 'at', header: t('bo_audit_at'), cell: (row) => format.dateTime(row.at) },
    {
      id: 'actor',
      header: t('bo_audit_actor'),
      cell: (row) => (
        <>
          {row.actor}
          {row.actorKind !== 'operator' && (
            <span className="bo-muted"> ({t(`bo_audit_kind_${row.actorKind}`)})</span>
          )}
        </>
      ),
    },
    { id: 'action', header: t('bo_audit_action'), cell: (row) => <code>{row.action}</code> },
    { id: 'brand', header: t('bo_brand'), cell: (row) => row.brand ?? '—' },
    { id: 'target', header: t('bo_audit_target'), cell: (row) => row.target ?? '—' },
    { id: 'summary', header: t('bo_audit_summary'), cell: (row) => row.summary },
    {
      id: 'status',
      header: t('bo_audit_status'),
      numeric: true,
      cell: (row) => <Tag tone={statusTone(row.status)}>{row.status}</Tag>,
    },
  ];

  const exportRows = () =>
    collectPages((exportPage, size) =>
      dispatch(
        operatorApi.endpoints.audit.initiate(auditQuery(applied, exportPage, size), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    );

  return (
    <Screen title={t('bo_nav_audit')} lead={t('bo_audit_lead')}>
      <FilterBar label={t('bo_audit_filters')} onApply={apply} onClear={clear}>
        <DateRangeFilter
          value={draft.range}
          preset={preset}
          presets={['today', 'yesterday', 'last7', 'last30']}
          fromLabel={t('bo_filter_from')}
          toLabel={t('bo_filter_to')}
          invalidText={t('bo_filter_range_invalid')}
          rowClassName="bo-filters__row"
          onChange={(range, chosen) => {
            setDraft((current) => ({ ...current, range }));
            setPreset(chosen);
          }}
        >
          <TextField
            label={t('bo_audit_actor')}
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
          <TextField
            label={t('bo_audit_action')}
            hint={t('bo_audit_action_hint')}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          />
          <TextField
            label={t('bo_audit_target')}
            value={draft.target}
            onChange={(event) => setDraft({ ...draft, target: event.target.value })}
          />
        </DateRangeFilter>
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="audit"
            rows={exportRows}
            disabled={rows.length === 0}
            columns={[
              { header: t('bo_audit_at'), value: (row: AuditEntry) => new Date(row.at).toISOString() },
              { header: t('bo_audit_actor'), value: (row) => row.actor },
              { header: t('bo_audit_actor_kind'), value: (row) => row.actorKind },
              { header: t('bo_roles'), value: (row) => row.roles.join(' ') },
              { header: t('bo_audit_action'), value: (row) => row.action },
              { header: t('bo_brand'), value: (row) => row.brand },
              { header: t('bo_audit_target'), value: (row) => row.target },
              { header: t('bo_audit_summary'), value: (row) => row.summary },
              { header: t('bo_audit_status'), value: (row) => row.status },
              { header: t('bo_audit_ip'), value: (row) => row.ip },
              { header: t('bo_audit_before'), value: (row) => JSON.stringify(row.before ?? null) },
              { header: t('bo_audit_after'), value: (row) => JSON.stringify(row.after ?? null) },
            ]}
          />
        </div>
        <RecordsView
          caption={t('bo_nav_audit')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          onOpen={(row) => setOpenId(row.id)}
          openKey={openId}
          busy={isFetching}
          emptyText={t('bo_audit_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && (
            <DetailPane title={open.summary || open.action} onClose={() => setOpenId(null)}>
              <Facts
                items={[
                  { label: t('bo_audit_at'), value: format.dateTime(open.at) },
                  { label: t('bo_audit_actor'), value: open.actor },
                  { label: t('bo_audit_actor_kind'), value: t(`bo_audit_kind_${open.actorKind}`) },
                  { label: t('bo_roles'), value: open.roles.map(roleName).join(', ') || '—' },
                  { label: t('bo_audit_action'), value: <code>{open.action}</code> },
                  { label: t('bo_audit_target'), value: open.target ?? '—' },
                  { label: t('bo_audit_status'), value: open.status },
                  { label: t('bo_audit_ip'), value: open.ip ?? '—' },
                ]}
              />
              <div className="bo-diff">
                <JsonView label={t('bo_audit_before')} value={open.before} />
                <JsonView label={t('bo_audit_after')} value={open.after} />
              </div>
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
    </Screen>
  );
}
