import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gameCategories } from '@playfront/api-contract';
import type {
  AdminCashback,
  AdminCashbackRates,
  CashbackStatus,
  GameCategory,
} from '@playfront/api-contract';
import { Button, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  useCashbackRatesQuery,
  useCashbacksQuery,
  useLazyCashbacksQuery,
  useSetCashbackRateMutation,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { useFormRefusal } from '../../components/field-errors';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';
import { SubNav } from '../../components/sub-nav';

const PAGE_SIZE = 20;
const statusTone: Record<CashbackStatus, TagTone> = {
  CLAIMABLE: 'warning',
  CLAIMED: 'success',
  EXPIRED: 'neutral',
  NIL: 'neutral',
};

/** A rate in hundredths of a percent as typed percent ("0.70"). */
export const percentText = (rateBp: number): string => (rateBp / 100).toFixed(2);
/** A typed percent (0 to 100, two decimals) as hundredths of a percent, '' as null, or undefined when wrong. */
export function rateOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const bp = Math.round(Number(trimmed) * 100);
  return bp <= 10_000 ? bp : undefined;
}

type Rates = AdminCashbackRates['list'][number];

/** The rates of one rank level (0: the brand's default): a field per category, saved together. */
function RateLevel({ level, stored }: { level: number; stored: Rates | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [setRate, { isLoading }] = useSetCashbackRateMutation();
  const storedText = (category: GameCategory) => {
    const rate = stored?.rates.find((row) => row.category === category);
    return rate ? percentText(rate.rateBp) : '';
  };
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(gameCategories.map((category) => [category, storedText(category)])),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('cashback');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const changes: { category: GameCategory; rateBp: number | null }[] = [];
    for (const category of gameCategories) {
      // Only what changed is sent; the default of a category may stay unset (it counts 0) but not be unset.
      if (typed[category].trim() === storedText(category)) continue;
      const rate = rateOf(typed[category]);
      if (rate === undefined || (rate === null && level === 0)) {
        local[category] = t(rate === null ? 'bo_field_required' : 'bo_cashback_rate_invalid');
      } else changes.push({ category, rateBp: rate });
    }
    setFields(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    try {
      for (const change of changes) await setRate({ rankLevel: level, ...change }).unwrap();
      toast.show({ kind: 'success', message: t('bo_cashback_rates_saved', { level }) });
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFailure(read.message);
    }
  };

  const title = level === 0 ? t('bo_cashback_default_rates') : t('bo_cashback_level_rates', { level });
  return (
    <form noValidate className="bo-form bo-card" onSubmit={save} aria-label={title}>
      <fieldset className="bo-fieldset">
        <legend className="bo-section__title">{title}</legend>
        {level > 0 && <p className="bo-muted">{t('bo_cashback_level_hint')}</p>}
        <div className="bo-filters__fields">
          {gameCategories.map((category) => (
            <TextField
              key={category}
              label={t('bo_cashback_rate_of', { category })}
              inputMode="decimal"
              suffix="%"
              value={typed[category]}
              placeholder={level > 0 ? t('bo_cashback_default') : undefined}
              readOnly={!writable}
              error={fields[category]}
              onChange={(event) => setTyped({ ...typed, [category]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit" size="sm" loading={isLoading}>
            {t('bo_cashback_save_level', { level })}
          </Button>
        </div>
      )}
    </form>
  );
}

function RatesEditor() {
  const { t } = useTranslation();
  const { canWrite } = useOperator();
  const { data, isLoading, error, refetch } = useCashbackRatesQuery();
  const [added, setAdded] = useState<number[]>([]);
  const [newLevel, setNewLevel] = useState('');
  const [levelError, setLevelError] = useState<string | undefined>();
  const stored = data?.list ?? [];
  const levels = [...new Set([0, ...stored.map((row) => row.rankLevel), ...added])].sort((a, b) => a - b);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const level = /^\d{1,3}$/.test(newLevel.trim()) ? Number(newLevel.trim()) : NaN;
    if (!(level >= 1 && level <= 100)) {
      setLevelError(t('bo_cashback_level_invalid'));
      return;
    }
    setLevelError(undefined);
    setAdded((current) => [...current, level]);
    setNewLevel('');
  };
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <p className="bo-muted">{t('bo_cashback_rates_lead')}</p>
      <div className="bo-form">
        {levels.map((level) => (
          <RateLevel
            key={`${level}-${JSON.stringify(stored.find((row) => row.rankLevel === level) ?? null)}`}
            level={level}
            stored={stored.find((row) => row.rankLevel === level)}
          />
        ))}
      </div>
      {canWrite('cashback') && (
        <form noValidate className="bo-filters" onSubmit={add} aria-label={t('bo_cashback_add_level')}>
          <div className="bo-filters__fields">
            <TextField
              label={t('bo_cashback_new_level')}
              inputMode="numeric"
              value={newLevel}
              error={levelError}
              onChange={(event) => setNewLevel(event.target.value)}
            />
          </div>
          <div className="bo-filters__actions">
            <Button type="submit" size="sm" variant="secondary">
              {t('bo_cashback_add_level')}
            </Button>
          </div>
        </form>
      )}
    </QueryState>
  );
}

/** The cashback of closed days, per member: what was earned, claimed or let expire. */
function Runs() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filters, setFilters] = useState({ username: '', day: '', status: '' as CashbackStatus | '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const query = {
    page,
    size: PAGE_SIZE,
    ...(applied.username ? { username: applied.username } : {}),
    ...(applied.day ? { day: applied.day } : {}),
    ...(applied.status ? { status: applied.status } : {}),
  };
  const { data, isLoading, isFetching, error, refetch } = useCashbacksQuery(query);
  const [fetchPage] = useLazyCashbacksQuery();
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const columns: Column<AdminCashback>[] = [
    {
      id: 'day',
      header: t('bo_cashback_day'),
      cell: (row) => <span className="bo-nowrap">{dayOf(row.periodStart)}</span>,
    },
    { id: 'member', header: t('bo_points_member'), cell: (row) => row.username },
    { id: 'rank', header: t('bo_cashback_rank'), numeric: true, cell: (row) => row.rankLevel },
    {
      id: 'bets',
      header: t('bo_cashback_valid_bets'),
      numeric: true,
      cell: (row) => format.money(row.validBet),
    },
    { id: 'amount', header: t('bo_cashback_amount'), numeric: true, cell: (row) => format.money(row.amount) },
    {
      id: 'status',
      header: t('bo_points_status'),
      cell: (row) => <Tag tone={statusTone[row.status]}>{t(`bo_cashback_status_${row.status}`)}</Tag>,
    },
    { id: 'claimed', header: t('bo_cashback_claimed_at'), cell: (row) => format.dateTime(row.claimedAt) },
    { id: 'reference', header: t('bo_points_reference'), cell: (row) => row.reference ?? '—' },
  ];
  return (
    <>
      <FilterBar
        label={t('bo_cashback_filters')}
        onApply={() => {
          setApplied({ ...filters, username: filters.username.trim() });
          setPage(1);
        }}
        onClear={() => {
          const cleared = { username: '', day: '', status: '' as const };
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
        <TextField
          type="date"
          label={t('bo_cashback_day')}
          hint={t('bo_cashback_day_hint')}
          value={filters.day}
          onChange={(event) => setFilters({ ...filters, day: event.target.value })}
        />
        <Select
          label={t('bo_points_status')}
          value={filters.status}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...(['CLAIMABLE', 'CLAIMED', 'EXPIRED', 'NIL'] as const).map((value) => ({
              value,
              label: t(`bo_cashback_status_${value}`),
            })),
          ]}
          onChange={(event) => setFilters({ ...filters, status: event.target.value as CashbackStatus | '' })}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="cashback"
            disabled={!data || data.total === 0}
            rows={() => collectPages((n, size) => fetchPage({ ...query, page: n, size }).unwrap())}
            columns={[
              { header: t('bo_cashback_day'), value: (row: AdminCashback) => dayOf(row.periodStart) },
              { header: t('bo_points_member'), value: (row) => row.username },
              { header: t('bo_cashback_rank'), value: (row) => row.rankLevel },
              { header: t('bo_cashback_valid_bets'), value: (row) => row.validBet },
              { header: t('bo_cashback_amount'), value: (row) => row.amount },
              { header: t('bo_points_status'), value: (row) => row.status },
              { header: t('bo_points_reference'), value: (row) => row.reference ?? '' },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_cashback_runs')}
          columns={columns}
          rows={data?.list ?? []}
          rowKey={(row) => String(row.id)}
          busy={isFetching}
          emptyText={t('bo_cashback_empty')}
        />
        {data && data.total > 0 && (
          <Pager page={data.page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
        )}
      </QueryState>
    </>
  );
}

const views = [
  { view: 'rates', labelKey: 'bo_cashback_rates' },
  { view: 'runs', labelKey: 'bo_cashback_runs' },
] as const;

/** Cashback: the rates by rank and category, and the cashback of closed days. */
export function CashbackPage() {
  const { t } = useTranslation();
  const { view = 'rates' } = useParams();
  const current = views.find((entry) => entry.view === view) ?? views[0];
  return (
    <Screen title={t('bo_nav_cashback')} lead={t('bo_cashback_lead')}>
      <SubNav
        label={t('bo_cashback_views')}
        links={views.map((entry) => ({
          to: `/cashback/${entry.view}`,
          label: t(entry.labelKey),
          current: entry.view === current.view,
        }))}
      />
      <h2 className="bo-section__title">{t(current.labelKey)}</h2>
      {current.view === 'rates' ? <RatesEditor /> : <Runs />}
    </Screen>
  );
}
