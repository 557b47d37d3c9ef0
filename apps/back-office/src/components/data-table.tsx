import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Pagination } from '@playfront/ui-kit';

/** One column: its header, how a row fills it, and whether it holds numbers (right-aligned). */
export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (and shows above it when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Opens a row's detail: each row gets a "Details" button (the keyboard's way in). */
  onOpen?: (row: Row) => void;
  /** The row whose detail is open. */
  openKey?: string | null;
  /** Text of the row's button; "Details" unless given. */
  openLabel?: (row: Row) => string;
  /** What an empty table says. */
  emptyText?: string;
  /** Busy: the rows are being fetched again. */
  busy?: boolean;
  /** A class of a row that stands out (its cells must say why in words too). */
  rowClass?: (row: Row) => string | undefined;
}

/** A dense table of records for desktop and tablet: scrolls sideways in its own box when narrow. */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  onOpen,
  openKey,
  openLabel,
  emptyText,
  busy = false,
  rowClass,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={emptyText ?? t('bo_table_empty')} />;
  return (
    // A focusable scroll box, so a keyboard can scroll a wide table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="bo-table__scroll" tabIndex={0} role="group" aria-label={caption}>
      <table className="bo-table" aria-busy={busy || undefined}>
        <caption className={showCaption ? 'bo-table__caption' : 'pf-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? 'bo-table__num' : undefined}>
                {column.header}
              </th>
            ))}
            {onOpen && (
              <th scope="col">
                <span className="pf-visually-hidden">{t('bo_table_actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const open = openKey === key;
            return (
              <tr
                key={key}
                className={
                  [open ? 'bo-table__row--open' : '', rowClass?.(row) ?? ''].join(' ').trim() || undefined
                }
              >
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? 'bo-table__num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
                {onOpen && (
                  <td className="bo-table__action">
                    <button
                      type="button"
                      className="bo-link-button"
                      aria-pressed={open}
                      onClick={() => onOpen(row)}
                    >
                      {openLabel ? openLabel(row) : t('bo_table_details')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export interface PagerProps {
  /** 1-based page, as the server counts. */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** "41–60 of 212" and the page buttons. */
export function Pager({ page, size, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <div className="bo-pager">
      <p className="bo-pager__range" aria-live="polite">
        {t('bo_table_range', { first, last, total })}
      </p>
      <Pagination pageCount={pageCount} page={page - 1} onPageChange={(index) => onPage(index + 1)} />
    </div>
  );
}

export interface RecordsViewProps<Row> extends DataTableProps<Row> {
  /** The page shown of a paged list (`{page, size, total}` of its reply); no pager when absent or empty. */
  paging?: { page: number; size: number; total: number } | null;
  onPage?: (page: number) => void;
  /** The open record's detail pane (its `DetailPane`), beside the table; nothing while none is open. */
  children?: ReactNode;
}

/**
 * A screen's records: the table and its pager, and beside them the detail pane of the open record (the split
 * opens while there is one).
 */
export function RecordsView<Row>({ paging, onPage, children, ...table }: RecordsViewProps<Row>) {
  return (
    <div className={children ? 'bo-split bo-split--open' : 'bo-split'}>
      <div>
        <DataTable {...table} />
        {paging && paging.total > 0 && onPage && (
          <Pager page={paging.page} size={paging.size} total={paging.total} onPage={onPage} />
        )}
      </div>
      {children}
    </div>
  );
}
