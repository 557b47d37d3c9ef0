import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { AdminRedemption, RedemptionStatus } from '@playfront/api-contract';
import { Button, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  useAdjustPointsMutation,
  useDecideRedemptionMutation,
  useLazyRedemptionsQuery,
  useRedemptionsQuery,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { useFormRefusal } from '../../components/field-errors';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import { GoodsList, PointsRules } from './points-goods';
import type { TagTone } from '../../components/tag';
import { SubNav } from '../../components/sub-nav';

const PAGE_SIZE = 20;
const statusTone: Record<RedemptionStatus, TagTone> = {
  IN_PROCESS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** Redemptions of the mall: physical goods wait for an operator, who approves or rejects (points back). */
function Redemptions() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [filters, setFilters] = useState({ status: 'IN_PROCESS' as RedemptionStatus | '', username: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const query = {
    page,
    size: PAGE_SIZE,
    ...(applied.status ? { status: applied.status } : {}),
    ...(applied.username ? { username: applied.username } : {}),
  };
  const { data, isLoading, isFetching, error, refetch } = useRedemptionsQuery(query);
  const [fetchPage] = useLazyRedemptionsQuery();
  const [decide, { isLoading: deciding }] = useDecideRedemptionMutation();
  const [pending, setPending] = useState<{ row: AdminRedemption; decision: 'APPROVE' | 'REJECT' } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setFailure(null);
  };
  const run = async (reason: string) => {
    if (!pending) return;
    try {
      await decide({
        id: pending.row.id,
        decision: pending.decision,
        ...(reason ? { reason } : {}),
      }).unwrap();
      toast.show({
        kind: 'success',
        message: t(pending.decision === 'APPROVE' ? 'bo_points_approved' : 'bo_points_rejected', {
          reference: pending.row.reference,
        }),
      });
      close();
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  const writable = canWrite('points');
  const columns: Column<AdminRedemption>[] = [
    {
      id: 'reference',
      header: t('bo_points_reference'),
      cell: (row) => <span className="bo-nowrap">{row.reference}</span>,
    },
    { id: 'member', header: t('bo_points_member'), cell: (row) => row.username },
    { id: 'at', header: t('bo_points_applied_at'), cell: (row) => format.dateTime(row.appliedAt) },
    { id: 'type', header: t('bo_points_type'), cell: (row) => t(`bo_points_type_${row.type}`) },
    { id: 'name', header: t('bo_points_name'), cell: (row) => `${row.name} × ${row.quantity}` },
    { id: 'points', header: t('bo_points_points'), numeric: true, cell: (row) => format.whole(row.points) },
    {
      id: 'delivery',
      header: t('bo_points_delivery'),
      cell: (row) =>
        row.delivery ? `${row.delivery.name} · ${row.delivery.phone} · ${row.delivery.address}` : '—',
    },
    {
      id: 'status',
      header: t('bo_points_status'),
      cell: (row) => (
        <>
          <Tag tone={statusTone[row.status]}>{t(`bo_points_status_${row.status}`)}</Tag>
          {row.reason && <span className="bo-muted"> {row.reason}</span>}
        </>
      ),
    },
    ...(writable
      ? [
          {
            id: 'actions',
            header: t('bo_points_actions'),
            cell: (row: AdminRedemption) =>
              row.status === 'IN_PROCESS' ? (
                <div className="bo-row bo-row--tight">
                  <Button
                    size="sm"
                    aria-label={t('bo_points_approve_n', { reference: row.reference })}
                    onClick={() => setPending({ row, decision: 'APPROVE' })}
                  >
                    {t('bo_points_approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('bo_points_reject_n', { reference: row.reference })}
                    onClick={() => setPending({ row, decision: 'REJECT' })}
                  >
                    {t('bo_points_reject')}
                  </Button>
                </div>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <>
      <FilterBar
        label={t('bo_points_filters')}
        onApply={() => {
          setApplied({ ...filters, username: filters.username.trim() });
          setPage(1);
        }}
        onClear={() => {
          const cleared = { status: '' as const, username: '' };
          setFilters(cleared);
          setApplied(cleared);
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('bo_points_member')}
          value={filters.username}
          onChange={(event) => setFilters({ ...filters, username: event.target.value })}
        />
        <Select
          label={t('bo_points_status')}
          value={filters.status}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...(['IN_PROCESS', 'APPROVED', 'REJECTED'] as const).map((value) => ({
              value,
              label: t(`bo_points_status_${value}`),
            })),
          ]}
          onChange={(event) =>
            setFilters({ ...filters, status: event.target.value as RedemptionStatus | '' })
          }
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="redemptions"
            disabled={!data || data.total === 0}
            rows={() => collectPages((n, size) => fetchPage({ ...query, page: n, size }).unwrap())}
            columns={[
              { header: t('bo_points_reference'), value: (row: AdminRedemption) => row.reference },
              { header: t('bo_points_member'), value: (row) => row.username },
              { header: t('bo_points_applied_at'), value: (row) => new Date(row.appliedAt).toISOString() },
              { header: t('bo_points_type'), value: (row) => row.type },
              { header: t('bo_points_name'), value: (row) => row.name },
              { header: t('bo_points_quantity'), value: (row) => row.quantity },
              { header: t('bo_points_points'), value: (row) => row.points },
              { header: t('bo_points_status'), value: (row) => row.status },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_points_redemptions')}
          columns={columns}
          rows={data?.list ?? []}
          rowKey={(row) => String(row.id)}
          busy={isFetching}
          emptyText={t('bo_points_empty')}
        />
        {data && data.total > 0 && (
          <Pager page={data.page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
        )}
      </QueryState>
      <DecisionDialog
        key={pending ? `${pending.row.id}-${pending.decision}` : 'none'}
        open={pending !== null}
        title={pending?.decision === 'REJECT' ? t('bo_points_reject_title') : t('bo_points_approve_title')}
        confirmLabel={pending?.decision === 'REJECT' ? t('bo_points_reject') : t('bo_points_approve')}
        danger={pending?.decision === 'REJECT'}
        busy={deciding}
        reason={
          pending?.decision === 'REJECT' ? { label: t('bo_points_reject_reason'), required: true } : undefined
        }
        error={failure}
        onConfirm={run}
        onCancel={close}
      >
        {pending &&
          t(pending.decision === 'APPROVE' ? 'bo_points_approve_text' : 'bo_points_reject_text', {
            reference: pending.row.reference,
            member: pending.row.username,
            name: `${pending.row.name} × ${pending.row.quantity}`,
            points: format.whole(pending.row.points),
          })}
      </DecisionDialog>
    </>
  );
}

/** A correction of a member's points, with a remark; it asks first. */
function Adjust() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [adjust, { isLoading }] = useAdjustPointsMutation();
  const [username, setUsername] = useState('');
  const [points, setPoints] = useState('');
  const [remark, setRemark] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const signed = points.trim().replace(/^\+/, '');
  const check = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!username.trim()) local['username'] = t('bo_field_required');
    if (!/^-?[1-9][0-9]{0,11}$/.test(signed)) local['points'] = t('bo_points_adjust_invalid');
    if (!remark.trim()) local['remark'] = t('bo_field_required');
    setFields(local);
    setFailure(null);
    setDone(null);
    if (Object.keys(local).length === 0) setConfirm(true);
  };
  const run = async () => {
    try {
      const result = await adjust({
        username: username.trim(),
        points: signed,
        remark: remark.trim(),
      }).unwrap();
      setConfirm(false);
      const message = t('bo_points_adjusted', {
        member: username.trim(),
        points: format.whole(result.points),
        reference: result.reference,
      });
      setDone(message);
      toast.show({ kind: 'success', message });
      setPoints('');
      setRemark('');
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFields(read.fields);
      setFailure(read.message);
      if (Object.keys(read.fields).length > 0) setConfirm(false);
    }
  };
  if (!canWrite('points')) return <p>{t('bo_points_adjust_not_allowed')}</p>;
  const credit = !signed.startsWith('-');
  return (
    <form noValidate className="bo-form bo-card" onSubmit={check} aria-labelledby="bo-points-adjust">
      <h2 id="bo-points-adjust" className="bo-section__title">
        {t('bo_points_adjust')}
      </h2>
      <p className="bo-muted">{t('bo_points_adjust_lead')}</p>
      <TextField
        label={t('bo_points_member')}
        value={username}
        autoComplete="off"
        error={fields['username']}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={t('bo_points_change')}
        hint={t('bo_points_change_hint')}
        inputMode="numeric"
        value={points}
        error={fields['points']}
        onChange={(event) => setPoints(event.target.value)}
      />
      <TextField
        label={t('bo_points_remark')}
        value={remark}
        maxLength={200}
        error={fields['remark']}
        onChange={(event) => setRemark(event.target.value)}
      />
      {!confirm && <Notice>{failure}</Notice>}
      {done && <Notice kind="success">{done}</Notice>}
      <div className="bo-row">
        <Button type="submit">{t('bo_points_adjust_submit')}</Button>
      </div>
      <DecisionDialog
        open={confirm}
        title={t('bo_points_adjust_title')}
        confirmLabel={t('bo_points_adjust_submit')}
        danger={!credit}
        busy={isLoading}
        error={failure}
        onConfirm={run}
        onCancel={() => {
          setConfirm(false);
          setFailure(null);
        }}
      >
        {t(credit ? 'bo_points_adjust_credit' : 'bo_points_adjust_debit', {
          member: username.trim(),
          points: format.whole(signed.replace('-', '')),
          remark: remark.trim(),
        })}
      </DecisionDialog>
    </form>
  );
}

const views = [
  { view: 'redemptions', labelKey: 'bo_points_redemptions' },
  { view: 'goods', labelKey: 'bo_goods' },
  { view: 'rules', labelKey: 'bo_points_rules' },
  { view: 'adjust', labelKey: 'bo_points_adjust' },
] as const;

/** The points mall: redemption approvals, the goods, the earning rules and points corrections. */
export function PointsPage() {
  const { t } = useTranslation();
  const { view = 'redemptions' } = useParams();
  const current = views.find((entry) => entry.view === view) ?? views[0];
  return (
    <Screen title={t('bo_nav_points')} lead={t('bo_points_lead')}>
      <SubNav
        label={t('bo_points_views')}
        links={views.map((entry) => ({
          to: `/points/${entry.view}`,
          label: t(entry.labelKey),
          current: entry.view === current.view,
        }))}
      />
      <h2 className="bo-section__title">{t(current.labelKey)}</h2>
      {current.view === 'redemptions' && <Redemptions />}
      {current.view === 'goods' && <GoodsList />}
      {current.view === 'rules' && <PointsRules />}
      {current.view === 'adjust' && <Adjust />}
    </Screen>
  );
}
