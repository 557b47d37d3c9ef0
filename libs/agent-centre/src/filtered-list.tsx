import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import {
  Button,
  DateRangePresets,
  dateRangeForPreset,
  EmptyState,
  Loadable,
  Pagination,
  Select,
  TextField,
} from '@playfront/ui-kit';
import type { DateRangePreset, SelectOption } from '@playfront/ui-kit';
import { WalletPage } from '@playfront/wallet';
import { AgentCentreStyles } from './styles';

/**
 * Today's date as the server counts days (UTC), as a local date for the presets: the reports are by UTC day,
 * so west of Greenwich the evening's records are in tomorrow's UTC day and "last 7 days" must reach it.
 */
export function utcToday(now = new Date()): Date {
  return new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Rows per page of every agent-centre list. */
export const AGENT_PAGE_SIZE = 20;

/** One column of a list: its header and how a row fills it. */
export interface Column<Row> {
  id: string;
  header: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A select filter: its query parameter, label and choices (the first choice, value '', means all). */
export interface SelectFilter {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The choice it starts with ('' unless given). */
  initial?: string;
}

/** What a list asks for: page, size, the period and the filters that are set. */
export type ListParams = Record<string, string | number>;

/** The part of an RTK Query result a list reads. */
export interface ListResult<Data> {
  data?: Data;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface FilteredListProps<Row, Data extends { list: Row[]; total: number }> {
  /** The page's name (its region and the table's caption). */
  label: string;
  /** Period filter (from/to days with the previous 7 and 30 days presets); on by default. */
  dates?: boolean;
  /** The query parameter of a username box ('username' or 'search'), or none. */
  usernameParam?: 'username' | 'search';
  selects?: readonly SelectFilter[];
  /** Parameters every query carries (e.g. the settlement kind). */
  fixed?: ListParams;
  /** "Today" for the date presets (tests and stories). */
  today?: Date;
  /** The page's query hook, called with the parameters. */
  useList: (params: ListParams, options: { skip: boolean }) => ListResult<Data>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Above the table when there are rows: totals and the like. */
  summary?: (data: Data) => ReactNode;
  /** A table footer row (totals), one cell per column. */
  footer?: (data: Data) => ReactNode;
  /** Content under the list (forms, related sections). */
  children?: ReactNode;
}

/**
 * The one filtered, paged list of the agent centre (team, team bets, profit and loss, transactions,
 * settlements): filters, the period with its presets, loading / error / empty states, the table and
 * paging. Changing a filter goes back to the first page.
 */
export function FilteredList<Row, Data extends { list: Row[]; total: number }>({
  label,
  dates = true,
  usernameParam,
  selects = [],
  fixed,
  today,
  useList,
  columns,
  rowKey,
  summary,
  footer,
  children,
}: FilteredListProps<Row, Data>) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<DateRangePreset | null>(dates ? 'last7' : null);
  const [range, setRange] = useState(() =>
    dates ? dateRangeForPreset('last7', today ?? utcToday()) : { from: '', to: '' },
  );
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(selects.map((s) => [s.name, s.initial ?? ''])),
  );
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const rangeInvalid = dates && range.from !== '' && range.to !== '' && range.from > range.to;

  const params: ListParams = { page, size: AGENT_PAGE_SIZE, ...fixed };
  if (dates && range.from) params['from'] = range.from;
  if (dates && range.to) params['to'] = range.to;
  if (usernameParam && username) params[usernameParam] = username;
  for (const [name, value] of Object.entries(values)) if (value) params[name] = value;
  const result = useList(params, { skip: rangeInvalid });
  const data = result.data;
  const rows = data?.list ?? [];
  const pageCount = Math.ceil((data?.total ?? 0) / AGENT_PAGE_SIZE);

  const setDate = (field: 'from' | 'to') => (e: { target: { value: string } }) => {
    setRange((r) => ({ ...r, [field]: e.target.value }));
    setPreset(null);
    setPage(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim());
    setPage(1);
  };

  return (
    <WalletPage label={label}>
      <AgentCentreStyles />
      <div className="pf-wallet__filters">
        {usernameParam && (
          <form className="pf-wallet__row" role="search" onSubmit={search}>
            <TextField
              label={t('agent_search')}
              type="search"
              value={typed}
              maxLength={64}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('agent_search')}
            </Button>
          </form>
        )}
        {(selects.length > 0 || dates) && (
          <div className="pf-wallet__row">
            {selects.map((filter) => (
              <Select
                key={filter.name}
                label={filter.label}
                value={values[filter.name] ?? ''}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [filter.name]: e.target.value }));
                  setPage(1);
                }}
                options={filter.options}
              />
            ))}
            {dates && (
              <>
                <TextField
                  label={t('wallet_date_from')}
                  type="date"
                  value={range.from}
                  max={range.to || undefined}
                  onChange={setDate('from')}
                />
                <TextField
                  label={t('wallet_date_to')}
                  type="date"
                  value={range.to}
                  min={range.from || undefined}
                  onChange={setDate('to')}
                  hint={t('agent_days_utc')}
                  error={rangeInvalid ? t('wallet_date_range_invalid') : undefined}
                />
              </>
            )}
          </div>
        )}
        {dates && (
          <DateRangePresets
            presets={['last7', 'last30']}
            value={preset}
            today={today ?? utcToday()}
            onChange={(next, chosen) => {
              setRange(next);
              setPreset(chosen);
              setPage(1);
            }}
          />
        )}
      </div>
      {rangeInvalid ? null : (
        <Loadable
          isLoading={result.isLoading}
          error={result.error ? errorMessage(result.error, t('err_unknown')) : undefined}
          onRetry={() => void result.refetch()}
        >
          {!data || rows.length === 0 ? (
            <EmptyState title={t('agent_empty')} />
          ) : (
            <>
              {summary?.(data)}
              <div className="pf-ac__scroll">
                <table className="pf-ac__table" aria-busy={result.isFetching}>
                  <caption className="pf-visually-hidden">{label}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column.id} scope="col" className={column.numeric ? 'pf-ac__num' : undefined}>
                          {column.header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={rowKey(row)}>
                        {columns.map((column) => (
                          <td key={column.id} className={column.numeric ? 'pf-ac__num' : undefined}>
                            {column.cell(row)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  {footer && <tfoot>{footer(data)}</tfoot>}
                </table>
              </div>
            </>
          )}
          <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
        </Loadable>
      )}
      {children}
    </WalletPage>
  );
}

/** A signed amount, coloured by its sign (and marked with +). */
export function Signed({ value, text }: { value: bigint; text: string }) {
  return (
    <span className={value > 0n ? 'pf-ac__win' : value < 0n ? 'pf-ac__loss' : undefined}>
      {value > 0n ? '+' : ''}
      {text}
    </span>
  );
}
