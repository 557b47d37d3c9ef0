import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice, NoticePage } from '@playfront/api-contract';
import { Button, EmptyState, Modal, Pagination, Spinner } from '@playfront/ui-kit';
import { formatNoticeDate } from '../format-date';
import { ContentStyles } from '../content-styles';
import { SafeHtml } from '../safe-html';
import { NOTICE_PAGE_SIZE, useGetNoticesQuery } from './notice-api';
import type { NoticeListArgs } from './notice-api';

/** A query hook of one page of notices (the RTK Query hook of a notice list call fits). */
export type NoticeSource = (args: NoticeListArgs) => {
  data?: NoticePage | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export interface NoticeBrowserProps {
  /** Where the notices come from; the player notice list (GET /wps/notice/list) unless given. Never changes. */
  useNotices?: NoticeSource;
  /** The empty state's title; "There are no notices right now." unless given. */
  emptyTitle?: string;
}

export interface NoticeModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called on Escape and the close button. */
  onClose: () => void;
}

const leadingHeading = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/i;
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A notice's HTML without a first heading that repeats its title: the reading pane shows the title itself,
 * and notices written with their title as the first line would show it twice.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = leadingHeading.exec(html);
  if (!match || textOf(match[2] ?? '') !== textOf(title)) return html;
  return html.slice(match[0].length);
}

/** The notice modal of spec §2: 9 notices a page on the left, the chosen one on the right. */
export function NoticeModal({ open, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('notification')} width={880} height={520}>
      <ContentStyles />
      {open && <NoticeBrowser />}
    </Modal>
  );
}

/**
 * The list, pages and content of the notices, without the modal (the /noticePage route uses it too, and the
 * agent centre with the agent notices as its source).
 */
export function NoticeBrowser({ useNotices = useGetNoticesQuery, emptyTitle }: NoticeBrowserProps = {}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Notice | null>(null);
  const { data, isLoading, isError, isFetching, refetch } = useNotices({ page: page + 1 });
  const pageCount = data ? Math.ceil(data.total / NOTICE_PAGE_SIZE) : 0;

  if (isLoading) {
    return (
      <div className="pf-notices__state">
        <ContentStyles />
        <Spinner />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        title={t('shell_notices_error')}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('shell_retry')}
          </Button>
        }
      />
    );
  }
  if (!data || data.list.length === 0) return <EmptyState title={emptyTitle ?? t('shell_notices_empty')} />;

  return (
    <div className={`pf-notices${selected ? ' pf-notices--reading' : ''}`}>
      <ContentStyles />
      <div className="pf-notices__list-pane">
        <ul className="pf-notices__list" aria-label={t('shell_notices_list')} aria-busy={isFetching}>
          {data.list.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="pf-notices__item"
                aria-current={selected?.id === notice.id ? 'true' : undefined}
                onClick={() => setSelected(notice)}
              >
                <span className="pf-notices__item-title">{notice.title}</span>
                <time className="pf-notices__item-date" dateTime={new Date(notice.date).toISOString()}>
                  {formatNoticeDate(notice.date)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        <Pagination
          pageCount={pageCount}
          page={page}
          onPageChange={(next) => {
            // A new page shows other notices: the reading pane must not keep one that is no longer listed.
            setSelected(null);
            setPage(next);
          }}
        />
      </div>
      <section className="pf-notices__content" aria-live="polite" aria-label={t('shell_notice_content')}>
        {selected ? (
          <article>
            <Button variant="ghost" size="sm" className="pf-notices__back" onClick={() => setSelected(null)}>
              {t('shell_back_to_list')}
            </Button>
            <h3 className="pf-notices__title">{selected.title}</h3>
            <p className="pf-notices__date">
              <time dateTime={new Date(selected.date).toISOString()}>{formatNoticeDate(selected.date)}</time>
            </p>
            <SafeHtml
              className="pf-notices__body pf-rich-text"
              html={withoutRepeatedTitle(selected.content, selected.title)}
            />
          </article>
        ) : (
          <p className="pf-notices__hint">{t('shell_notice_pick')}</p>
        )}
      </section>
    </div>
  );
}
