import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@playfront/api-client';
import type { AdminBroadcast, BroadcastInput } from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, Tabs, TextField, useToast } from '@playfront/ui-kit';
import { useBroadcastsQuery, useSendBroadcastMutation } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { useFormat } from '../../components/format';
import {
  ContentSections,
  LanguageTabLabel,
  contentLanguages,
  isContentLanguage,
  langOf,
  languagesOf,
} from '../../components/rich-text/language-texts';
import type { ContentLanguage } from '../../components/rich-text/language-texts';
import { QueryState, Screen } from '../../components/screen';
import { TextArea } from '../../components/text-area';

const PAGE_SIZE = 20;

type Draft = Record<ContentLanguage, { title: string; content: string }>;

/** The usernames typed, one per line or separated by commas or spaces, each once. */
export const usernamesOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];

const titleIn = (message: AdminBroadcast, language: string): string =>
  (message.titles as Record<string, string>)[language] ?? message.titles.en;

function MessageEditor({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [send, sendState] = useSendBroadcastMutation();
  const [draft, setDraft] = useState<Draft>(
    () => Object.fromEntries(contentLanguages.map((code) => [code, { title: '', content: '' }])) as Draft,
  );
  const [language, setLanguage] = useState<ContentLanguage>(
    isContentLanguage(i18n.language) ? i18n.language : 'en',
  );
  const [audience, setAudience] = useState<'ALL' | 'USERS'>('USERS');
  const [names, setNames] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BroadcastInput | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);

  const written = (code: ContentLanguage) => Boolean(draft[code].title.trim() && draft[code].content.trim());
  const set = (field: 'title' | 'content', value: string) =>
    setDraft((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  const review = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = contentLanguages.filter(
      (code) => !written(code) && Boolean(draft[code].title.trim() || draft[code].content.trim()),
    );
    if (incomplete.length > 0) {
      setFailure(
        t('bo_content_incomplete', { languages: incomplete.map((code) => languageNames[code]).join(', ') }),
      );
      return;
    }
    if (!written('en')) {
      setFailure(t('bo_inbox_english_required'));
      return;
    }
    const usernames = usernamesOf(names);
    if (audience === 'USERS' && usernames.length === 0) {
      setFailure(t('bo_inbox_usernames_required'));
      return;
    }
    if (usernames.length > 1000) {
      setFailure(t('bo_inbox_usernames_too_many'));
      return;
    }
    setFailure(null);
    const titles: Record<string, string> = {};
    const contents: Record<string, string> = {};
    for (const code of contentLanguages.filter(written)) {
      titles[code] = draft[code].title.trim();
      contents[code] = draft[code].content.trim();
    }
    setConfirming({
      titles: titles as BroadcastInput['titles'],
      contents: contents as BroadcastInput['contents'],
      ...(audience === 'USERS' ? { usernames } : {}),
    });
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      const sent = await send(confirming).unwrap();
      setConfirming(null);
      toast.show({ kind: 'success', message: t('bo_inbox_sent', { count: sent.recipients }) });
      onDone();
    } catch (refusal) {
      if (!isApiError(refusal)) setSendFailure(t('err_unknown'));
      else
        setSendFailure(
          refusal.fields
            .map((field) =>
              field.key === 'inbox_unknown_usernames'
                ? t('bo_inbox_unknown', { names: String(field.params?.['names'] ?? '') })
                : field.message,
            )
            .join(' ') || refusal.message,
        );
    }
  };

  const fields = (
    <div className="bo-editor__fields">
      <TextField
        label={t('bo_content_title_in', { language: languageNames[language] })}
        value={draft[language].title}
        maxLength={120}
        lang={langOf(language)}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextArea
        id={`bo-inbox-${language}`}
        label={t('bo_content_text_in', { language: languageNames[language] })}
        rows={8}
        maxLength={5000}
        lang={langOf(language)}
        hint={t('bo_inbox_plain_hint')}
        value={draft[language].content}
        onChange={(event) => set('content', event.target.value)}
      />
    </div>
  );

  return (
    <form noValidate className="bo-form bo-editor" onSubmit={review} aria-labelledby="bo-editor-title">
      <h2 id="bo-editor-title" className="bo-section__title">
        {t('bo_inbox_new')}
      </h2>
      <fieldset className="bo-fieldset">
        <legend className="pf-field__label">{t('bo_inbox_audience')}</legend>
        <label className="bo-radio">
          <input
            type="radio"
            name="audience"
            value="USERS"
            checked={audience === 'USERS'}
            onChange={() => setAudience('USERS')}
          />
          {t('bo_inbox_audience_USERS')}
        </label>
        <label className="bo-radio">
          <input
            type="radio"
            name="audience"
            value="ALL"
            checked={audience === 'ALL'}
            onChange={() => setAudience('ALL')}
          />
          {t('bo_inbox_audience_ALL')}
        </label>
      </fieldset>
      {audience === 'USERS' && (
        <TextArea
          label={t('bo_inbox_usernames')}
          hint={t('bo_inbox_usernames_hint')}
          value={names}
          onChange={(event) => setNames(event.target.value)}
        />
      )}
      <Tabs
        label={t('bo_content_languages')}
        value={language}
        onChange={(id) => setLanguage(id as ContentLanguage)}
        items={contentLanguages.map((code) => ({
          id: code,
          label: <LanguageTabLabel code={code} written={written(code)} />,
          content: code === language ? fields : undefined,
        }))}
      />
      <p className="bo-muted">{t('bo_inbox_languages_hint')}</p>
      <Notice>{failure}</Notice>
      <div className="bo-row">
        <Button type="submit">{t('bo_inbox_send')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('bo_content_back')}
        </Button>
      </div>
      <DecisionDialog
        open={confirming !== null}
        title={t('bo_inbox_confirm_title')}
        confirmLabel={t('bo_inbox_send')}
        busy={sendState.isLoading}
        error={sendFailure}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(null);
          setSendFailure(null);
        }}
      >
        {confirming?.usernames
          ? t('bo_inbox_confirm_users', {
              count: confirming.usernames.length,
              names: confirming.usernames.slice(0, 10).join(', '),
            })
          : t('bo_inbox_confirm_all')}{' '}
        {confirming && t('bo_inbox_confirm_title_text', { title: confirming.titles.en })}
      </DecisionDialog>
    </form>
  );
}

/** Inbox messages: those sent (with how many members read them), and a new one to members or everyone. */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const { id } = useParams();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useBroadcastsQuery({ page, size: PAGE_SIZE });
  const rows = data?.list ?? [];

  if (id === 'new' && canWrite('messages')) {
    return (
      <Screen title={t('bo_nav_content')}>
        <ContentSections />
        <MessageEditor onDone={() => navigate('/content/inbox')} />
      </Screen>
    );
  }

  const columns: Column<AdminBroadcast>[] = [
    { id: 'id', header: t('bo_content_id'), numeric: true, cell: (row) => row.id },
    { id: 'title', header: t('bo_content_title'), cell: (row) => titleIn(row, i18n.language) },
    { id: 'audience', header: t('bo_inbox_audience'), cell: (row) => t(`bo_inbox_audience_${row.audience}`) },
    { id: 'recipients', header: t('bo_inbox_recipients'), numeric: true, cell: (row) => row.recipients },
    { id: 'read', header: t('bo_inbox_read'), numeric: true, cell: (row) => row.read },
    { id: 'languages', header: t('bo_content_languages'), cell: (row) => languagesOf(row.titles).written },
    { id: 'date', header: t('bo_inbox_sent_at'), cell: (row) => format.dateTime(row.createdAt) },
  ];

  return (
    <Screen
      title={t('bo_nav_content')}
      lead={t('bo_inbox_lead')}
      actions={
        canWrite('messages') && (
          <Button onClick={() => navigate('/content/inbox/new')}>{t('bo_inbox_new')}</Button>
        )
      }
    >
      <ContentSections />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="inbox-messages"
            disabled={rows.length === 0}
            rows={() => rows}
            columns={[
              { header: t('bo_content_id'), value: (row: AdminBroadcast) => row.id },
              { header: t('bo_content_title'), value: (row) => titleIn(row, i18n.language) },
              { header: t('bo_inbox_audience'), value: (row) => row.audience },
              { header: t('bo_inbox_recipients'), value: (row) => row.recipients },
              { header: t('bo_inbox_read'), value: (row) => row.read },
              { header: t('bo_content_languages'), value: (row) => Object.keys(row.titles).join(' ') },
              { header: t('bo_inbox_sent_at'), value: (row) => new Date(row.createdAt).toISOString() },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_inbox_table')}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          busy={isFetching}
          emptyText={t('bo_inbox_empty')}
        />
        {(data?.total ?? 0) > 0 && (
          <Pager page={page} size={PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
        )}
      </QueryState>
    </Screen>
  );
}
