import { useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFilters } from '@playfront/api-contract';
import type { InboxMessage, MessageFilter } from '@playfront/api-contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Loadable,
  Notice,
  Pagination,
  Select,
  Spinner,
} from '@playfront/ui-kit';
import { formatTime, WalletPage } from '@playfront/wallet';
import {
  useDeleteMessageMutation,
  useGetMessageQuery,
  useGetMessagesQuery,
  useMarkMessagesReadMutation,
} from './inbox-api';
import css from './inbox-page.css?inline';
import { pageErrorText } from './page-error';

/** Messages per page of the inbox. */
export const INBOX_PAGE_SIZE = 10;

const emptyKeys: Record<MessageFilter, string> = {
  all: 'inbox_empty',
  unread: 'inbox_empty_unread',
  read: 'inbox_empty_read',
};

function InboxStyles(): ReactElement {
  return (
    <style href="InboxStyles" precedence="default">
      {css}
    </style>
  );
}

/** The whole text of an opened message; loading it marks the message read. */
function MessageBody({ id }: { id: number }) {
  const { t } = useTranslation();
  const result = useGetMessageQuery(id);
  if (result.isLoading) return <Spinner label={t('ui_loading')} />;
  if (result.error || !result.data) {
    return (
      <Notice kind="error">
        {pageErrorText(result.error, t('err_unknown'))}{' '}
        <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
          {t('shell_retry')}
        </Button>
      </Notice>
    );
  }
  return <p className="pf-inbox__body">{result.data.content}</p>;
}

export interface MessagePageProps {
  /** Messages per page (stories). */
  pageSize?: number;
}

/**
 * Platform information (messageV2): the member's inbox, newest first, filtered (all, unread, read) and
 * paged. An unread message is bold with a dot (and says so to screen readers); opening it shows the whole
 * text and marks it read, which lowers the header's unread count. Messages are deleted after a
 * confirmation; all of them may be marked read at once.
 */
export function MessagePage({ pageSize = INBOX_PAGE_SIZE }: MessagePageProps) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<InboxMessage | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const result = useGetMessagesQuery({ filter, page, size: pageSize });
  const [markRead, marking] = useMarkMessagesReadMutation();
  const [remove, removing] = useDeleteMessageMutation();
  const data = result.data;
  const rows = data?.list ?? [];
  const unread = data?.unread ?? 0;
  const pageCount = Math.ceil((data?.total ?? 0) / pageSize);

  const markAll = async () => {
    setOutcome(null);
    try {
      await markRead({ all: true }).unwrap();
      setOutcome({ kind: 'success', text: t('inbox_marked_all_read') });
    } catch (error) {
      setOutcome({ kind: 'error', text: pageErrorText(error, t('err_unknown')) });
    }
  };

  const deleteMessage = async (message: InboxMessage) => {
    try {
      await remove(message.id).unwrap();
      if (openId === message.id) setOpenId(null);
      // The last message of a later page: show the page before.
      if (rows.length === 1 && page > 1) setPage(page - 1);
      setOutcome({ kind: 'success', text: t('inbox_deleted') });
    } catch (error) {
      setOutcome({ kind: 'error', text: pageErrorText(error, t('err_unknown')) });
    }
    setConfirming(null);
  };

  return (
    <WalletPage label={t('shell_mc_messageV2')}>
      <InboxStyles />
      <div className="pf-inbox__bar">
        <Select
          label={t('inbox_filter')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as MessageFilter);
            setPage(1);
            setOpenId(null);
          }}
          options={messageFilters.map((value) => ({ value, label: t(`inbox_filter_${value}`) }))}
        />
        {data && <span className="pf-inbox__count">{t('inbox_unread_count', { count: unread })}</span>}
        <Button
          variant="secondary"
          size="sm"
          disabled={!data || unread === 0}
          loading={marking.isLoading}
          onClick={() => void markAll()}
        >
          {t('inbox_mark_all_read')}
        </Button>
      </div>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      <Loadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {rows.length === 0 ? (
          <EmptyState title={t(emptyKeys[filter])} />
        ) : (
          <ul className="pf-inbox__list" aria-label={t('shell_mc_messageV2')} aria-busy={result.isFetching}>
            {rows.map((message) => {
              const open = openId === message.id;
              const bodyId = `pf-inbox-body-${message.id}`;
              return (
                <li
                  key={message.id}
                  className={`pf-inbox__item${message.read ? '' : ' pf-inbox__item--unread'}`}
                  aria-label={message.title}
                >
                  <button
                    type="button"
                    className="pf-inbox__toggle"
                    aria-expanded={open}
                    aria-controls={open ? bodyId : undefined}
                    onClick={() => setOpenId(open ? null : message.id)}
                  >
                    <span className="pf-inbox__head">
                      {!message.read && <span className="pf-inbox__dot" aria-hidden="true" />}
                      <span className="pf-inbox__title">{message.title}</span>
                      {!message.read && <span className="pf-visually-hidden">({t('inbox_unread')})</span>}
                    </span>
                    <span className="pf-inbox__meta">
                      {t(`inbox_source_${message.source}`)} ·{' '}
                      <time dateTime={new Date(message.createdAt).toISOString()}>
                        {formatTime(message.createdAt, i18n.language)}
                      </time>
                    </span>
                    {!open && <span className="pf-inbox__snippet">{message.snippet}</span>}
                  </button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t('inbox_delete')}: ${message.title}`}
                    onClick={() => {
                      setOutcome(null);
                      setConfirming(message);
                    }}
                  >
                    {t('inbox_delete')}
                  </Button>
                  {open && (
                    <div id={bodyId} className="pf-inbox__body">
                      <MessageBody id={message.id} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Pagination pageCount={pageCount} page={page - 1} onPageChange={(p) => setPage(p + 1)} />
      </Loadable>
      <ConfirmDialog
        open={confirming !== null}
        titleKey="inbox_delete_title"
        text={confirming ? t('inbox_delete_text', { title: confirming.title }) : undefined}
        submitKey="inbox_delete"
        danger
        busy={removing.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming && !removing.isLoading) void deleteMessage(confirming);
        }}
      />
    </WalletPage>
  );
}

export default MessagePage;
