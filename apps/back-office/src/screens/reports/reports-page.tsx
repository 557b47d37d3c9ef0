import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyReport, DailyReportQuery, DailyReportRow } from '@playfront/api-contract';
import { Button, DateRangeFilter, Notice, isDateRangeInvalid } from '@playfront/ui-kit';
import type { DateRange, DateRangePreset } from '@playfront/ui-kit';
import { useDailyReportQuery, useLazyReconcileQuery } from '../../api/catalogue-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';

type Figures = DailyReport['total'];
/** A row of the per-category table: a category, or the whole period (ALL). */
type CategoryRow = Figures & { category: DailyReportRow['category'] | 'ALL' };

/** The report's query of a date range (blank ends: the server's default of the last 7 days). */
export const reportQuery = (range: DateRange): DailyReportQuery => ({
  from: range.from || undefined,
  to: range.to || undefined,
});

/** The columns every table of figures shares: rounds, players, stakes, payouts and what the house kept. */
function useFigureColumns<Row extends Figures>(): Column<Row>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { id: 'rounds', header: t('bo_report_rounds'), numeric: true, cell: (row) => format.count(row.rounds) },
    {
      id: 'players',
      header: t('bo_report_players'),
      numeric: true,
      cell: (row) => format.count(row.players),
    },
    { id: 'stake', header: t('bo_report_stake'), numeric: true, cell: (row) => format.money(row.stake) },
    { id: 'payout', header: t('bo_report_payout'), numeric: true, cell: (row) => format.money(row.payout) },
    {
      id: 'ggr',
      header: t('bo_report_ggr'),
      numeric: true,
      cell: (row) => format.money(row.grossGamingRevenue),
    },
  ];
}

function DailySummary() {
  const { t } = useTranslation();
  const figureColumns = useFigureColumns<DailyReportRow>();
  const categoryColumns = useFigureColumns<CategoryRow>();
  const [draft, setDraft] = useState<DateRange>({ from: '', to: '' });
  const [preset, setPreset] = useState<DateRangePreset | null>('last7');
  const [applied, setApplied] = useState<DateRange>({ from: '', to: '' });
  const { data, isLoading, isFetching, error, refetch } = useDailyReportQuery(reportQuery(applied));
  const category = (value: string) => t(`bo_category_${value}`);
  return (
    <section aria-labelledby="bo-report-daily">
      <h2 id="bo-report-daily" className="bo-section__title">
        {t('bo_report_daily')}
      </h2>
      <FilterBar
        label={t('bo_report_period')}
        onApply={() => {
          if (!isDateRangeInvalid(draft)) setApplied(draft);
        }}
        onClear={() => {
          setDraft({ from: '', to: '' });
          setPreset('last7');
          setApplied({ from: '', to: '' });
        }}
      >
        <DateRangeFilter
          value={draft}
          preset={preset}
          presets={['today', 'yesterday', 'last7', 'last30']}
          fromLabel={t('bo_filter_from')}
          toLabel={t('bo_filter_to')}
          invalidText={t('bo_filter_range_invalid')}
          rowClassName="bo-filters__row"
          onChange={(range, chosen) => {
            setDraft(range);
            setPreset(chosen);
          }}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && (
          <>
            <p className="bo-muted">{t('bo_report_covers', { from: data.from, to: data.to })}</p>
            <div className="bo-toolbar">
              <CsvExport
                name="daily-report"
                rows={async () => data.rows}
                disabled={data.rows.length === 0}
                columns={[
                  { header: t('bo_report_day'), value: (row: DailyReportRow) => row.day },
                  { header: t('bo_games_category'), value: (row) => row.category },
                  { header: t('bo_report_rounds'), value: (row) => row.rounds },
                  { header: t('bo_report_players'), value: (row) => row.players },
                  { header: t('bo_report_stake_minor'), value: (row) => row.stake },
                  { header: t('bo_report_payout_minor'), value: (row) => row.payout },
                  { header: t('bo_report_ggr_minor'), value: (row) => row.grossGamingRevenue },
                ]}
              />
            </div>
            <DataTable
              caption={t('bo_report_by_category')}
              showCaption
              columns={[
                { id: 'category', header: t('bo_games_category'), cell: (row) => category(row.category) },
                ...categoryColumns,
              ]}
              rows={
                data.categories.length > 0
                  ? [...data.categories, { category: 'ALL', ...data.total } as CategoryRow]
                  : []
              }
              rowKey={(row) => row.category}
              busy={isFetching}
              emptyText={t('bo_report_empty')}
            />
            <DataTable
              caption={t('bo_report_by_day')}
              showCaption
              columns={[
                { id: 'day', header: t('bo_report_day'), cell: (row) => row.day },
                { id: 'category', header: t('bo_games_category'), cell: (row) => category(row.category) },
                ...figureColumns,
              ]}
              rows={data.rows}
              rowKey={(row) => `${row.day}-${row.category}`}
              busy={isFetching}
              emptyText={t('bo_report_empty')}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** Runs the ledger's invariant checks on demand and lists each one. */
function ReconciliationCheck() {
  const { t } = useTranslation();
  const [run, { data, isFetching, error }] = useLazyReconcileQuery();
  return (
    <section aria-labelledby="bo-report-reconcile">
      <h2 id="bo-report-reconcile" className="bo-section__title">
        {t('bo_report_reconcile')}
      </h2>
      <p className="bo-muted">{t('bo_report_reconcile_lead')}</p>
      <Button variant="secondary" onClick={() => void run(undefined, false)} loading={isFetching}>
        {t('bo_report_reconcile_run')}
      </Button>
      {error ? <Notice kind="error">{t('bo_report_reconcile_failed')}</Notice> : null}
      {data && !isFetching && (
        <div aria-live="polite">
          <Notice kind={data.ok ? 'success' : 'error'}>
            {data.ok ? t('bo_report_reconcile_ok') : t('bo_report_reconcile_broken')}
          </Notice>
          <ul className="bo-checks">
            {data.checks.map((check) => (
              <li key={check.name}>
                <Tag tone={check.ok ? 'success' : 'danger'}>
                  {check.ok ? t('bo_report_check_ok') : t('bo_report_check_failed')}
                </Tag>{' '}
                <code>{check.name}</code> <span className="bo-muted">{check.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Reports: real-money play per day and game category, and the ledger's reconciliation. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  return (
    <Screen title={t('bo_nav_reports')} lead={t('bo_report_lead')}>
      {canRead('reports') && <DailySummary />}
      {canRead('ledger') && <ReconciliationCheck />}
    </Screen>
  );
}
