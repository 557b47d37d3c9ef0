import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { FEEDBACK_REPLY_MAX } from '@playfront/api-contract';
import type { AdminFeedback, AdminFeedbackQuery } from '@playfront/api-contract';
import { Button, Select, useToast } from '@playfront/ui-kit';
import { supportApi, useFeedbackQuery, useReplyFeedbackMutation } from '../../api/support-api';
import { useOperator } from '../../app/use-operator';
import { AuthorisedImage } from '../../components/authorised-image';
import { CsvExport } from '../../components/csv-export';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import { TextArea } from '../../components/text-area';
import { SupportQuestionSection } from './support-question-form';

const PAGE_SIZE = 25;

type Shown = '' | 'waiting' | 'replied';

/** The query of the filter: waiting for a reply, replied, or all. */
export const feedbackQuery = (shown: Shown, page: number, size = PAGE_SIZE): AdminFeedbackQuery => ({
  replied: shown === '' ? undefined : shown === 'replied',
  page,
  size,
});

/** The reply box of one feedback: a later reply replaces the earlier one, which the member then sees. */
function ReplyForm({ feedback }: { feedback: AdminFeedback }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [send, { isLoading }] = useReplyFeedbackMutation();
  const [text, setText] = useState(feedback.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();
  const submit = async () => {
    if (trimmed.length === 0) {
      setError(t('bo_feedback_reply_required'));
      return;
    }
    setError(null);
    try {
      await send({ id: feedback.id, reply: trimmed }).unwrap();
      toast.show({ kind: 'success', message: t('bo_feedback_sent') });
    } catch (failure) {
      setError(errorMessage(failure, t('bo_save_failed')));
    }
  };
  return (
    <form
      className="bo-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        id={`feedback-reply-${feedback.id}`}
        label={t('bo_feedback_reply')}
        rows={5}
        maxLength={FEEDBACK_REPLY_MAX}
        value={text}
        hint={t('bo_feedback_reply_hint', { count: text.length, max: FEEDBACK_REPLY_MAX })}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" loading={isLoading}>
        {feedback.reply ? t('bo_feedback_replace') : t('bo_feedback_send')}
      </Button>
    </form>
  );
}

/** Members' feedback, those waiting for a reply first; each with its pictures and a reply box. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const dispatch = useDispatch<AppDispatch>();
  const { canRead, canWrite } = useOperator();
  const [draft, setDraft] = useState<Shown>('waiting');
  const [shown, setShown] = useState<Shown>('waiting');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useFeedbackQuery(feedbackQuery(shown, page));
  const rows = data?.list ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;
  const columns: Column<AdminFeedback>[] = [
    { id: 'at', header: t('bo_feedback_at'), cell: (row) => format.dateTime(row.createdAt) },
    {
      id: 'member',
      header: t('bo_feedback_member'),
      cell: (row) => row.username ?? t('bo_feedback_visitor'),
    },
    { id: 'category', header: t('bo_feedback_category'), cell: (row) => row.category ?? '—' },
    {
      id: 'content',
      header: t('bo_feedback_content'),
      cell: (row) => (row.content.length > 80 ? `${row.content.slice(0, 80)}…` : row.content),
    },
    {
      id: 'state',
      header: t('bo_feedback_state'),
      cell: (row) =>
        row.reply ? (
          <Tag tone="success">{t('bo_feedback_replied')}</Tag>
        ) : (
          <Tag tone="warning">{t('bo_feedback_waiting')}</Tag>
        ),
    },
  ];
  const exportRows = () =>
    collectPages((exportPage, size) =>
      dispatch(
        supportApi.endpoints.feedback.initiate(feedbackQuery(shown, exportPage, size), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap(),
    );
  return (
    <Screen title={t('bo_nav_feedback')} lead={t('bo_feedback_lead')}>
      <FilterBar
        label={t('bo_feedback_filters')}
        onApply={() => {
          setShown(draft);
          setPage(1);
          setOpenId(null);
        }}
        onClear={() => {
          setDraft('waiting');
          setShown('waiting');
          setPage(1);
          setOpenId(null);
        }}
      >
        <div className="bo-filters__row">
          <Select
            label={t('bo_feedback_state')}
            placeholder={t('bo_games_any')}
            value={draft}
            options={[
              { value: 'waiting', label: t('bo_feedback_waiting') },
              { value: 'replied', label: t('bo_feedback_replied') },
            ]}
            onChange={(event) => setDraft(event.target.value as Shown)}
          />
        </div>
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="feedback"
            rows={exportRows}
            disabled={rows.length === 0}
            columns={[
              {
                header: t('bo_feedback_at'),
                value: (row: AdminFeedback) => new Date(row.createdAt).toISOString(),
              },
              { header: t('bo_feedback_member'), value: (row) => row.username },
              { header: t('bo_feedback_category'), value: (row) => row.category },
              { header: t('bo_feedback_content'), value: (row) => row.content },
              { header: t('bo_feedback_contact'), value: (row) => row.contact },
              { header: t('bo_feedback_reply'), value: (row) => row.reply },
              {
                header: t('bo_feedback_replied_at'),
                value: (row) => (row.repliedAt ? new Date(row.repliedAt).toISOString() : null),
              },
            ]}
          />
        </div>
        <RecordsView
          caption={t('bo_nav_feedback')}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => setOpenId(row.id)}
          openKey={openId === null ? null : String(openId)}
          busy={isFetching}
          emptyText={t('bo_feedback_empty')}
          paging={data}
          onPage={setPage}
        >
          {open && (
            <DetailPane
              title={t('bo_feedback_title', { member: open.username ?? t('bo_feedback_visitor') })}
              onClose={() => setOpenId(null)}
            >
              <Facts
                items={[
                  { label: t('bo_feedback_at'), value: format.dateTime(open.createdAt) },
                  { label: t('bo_feedback_category'), value: open.category ?? '—' },
                  { label: t('bo_feedback_contact'), value: open.contact ?? '—' },
                  {
                    label: t('bo_feedback_replied_at'),
                    value: open.repliedAt ? format.dateTime(open.repliedAt) : '—',
                  },
                ]}
              />
              <p className="bo-prewrap">{open.content}</p>
              {open.images.length > 0 && (
                <div className="bo-proofs">
                  {open.images.map((image, index) => (
                    <AuthorisedImage
                      key={image.url}
                      path={image.url}
                      alt={t('bo_feedback_image', { n: index + 1, total: open.images.length })}
                    />
                  ))}
                </div>
              )}
              {canWrite('feedback') ? (
                <ReplyForm key={open.id} feedback={open} />
              ) : (
                open.reply && (
                  <Facts
                    items={[
                      {
                        label: t('bo_feedback_reply'),
                        value: <span className="bo-prewrap">{open.reply}</span>,
                      },
                    ]}
                  />
                )
              )}
            </DetailPane>
          )}
        </RecordsView>
      </QueryState>
      {canRead('setting') && <SupportQuestionSection />}
    </Screen>
  );
}
