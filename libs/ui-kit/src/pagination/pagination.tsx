import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  /** Number of pages. Nothing renders when there is fewer than one. */
  pageCount: number;
  /** Current page, 0-based. */
  page: number;
  /** Called with the 0-based page the user picks. */
  onPageChange: (page: number) => void;
  /** How many pages to show around the current one. */
  pageRange?: number;
  /** How many pages to always show at each end. */
  marginPages?: number;
  /** Accessible name of the nav landmark; defaults to the translated "Pagination". */
  label?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** Page navigation: previous/next, page numbers with ellipses, the current page marked. */
export function Pagination({
  pageCount,
  page,
  onPageChange,
  pageRange = 3,
  marginPages = 1,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationItems({ pageCount, page, pageRange, marginPages });
  if (items.length === 0) return null;
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const go = (target: number) => {
    if (target !== current && target >= 0 && target < pageCount) onPageChange(target);
  };
  return (
    <nav
      aria-label={label ?? t('ui_pagination')}
      className={['pf-pagination', className].filter(Boolean).join(' ')}
    >
      <ul className="pf-pagination__list">
        <li>
          <button
            type="button"
            className="pf-pagination__item pf-pagination__step"
            aria-label={t('ui_previous_page')}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className="pf-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pf-pagination__item"
                aria-label={t('ui_page_n', { page: item.page + 1 })}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pf-pagination__item pf-pagination__step"
            aria-label={t('ui_next_page')}
            disabled={current >= pageCount - 1}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
