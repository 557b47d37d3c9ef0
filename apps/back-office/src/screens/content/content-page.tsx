import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@playfront/api-client';
import type {
  AdminNotice,
  AnnouncementType,
  ExecutionType,
  NoticeAudience,
  NoticeTexts,
} from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, Select, Tabs, TextField, useToast } from '@playfront/ui-kit';
import { useCreateNoticeMutation, useNoticesQuery, useUpdateNoticeMutation } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import { pageOf } from '../../components/paging';
import type { Column } from '../../components/data-table';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';
import { hasFormatting, htmlToText, paragraphsOf, textToHtml } from './plain-text';

/** The languages a notice may be written in (the contract's per-language texts). */
export const contentLanguages = ['en', 'cn', 'ja', 'th', 'vi', 'ko'] as const;
type ContentLanguage = (typeof contentLanguages)[number];

const PAGE_SIZE = 25;
const announcementTypes: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
const executionTypes: readonly ExecutionType[] = ['B', 'W', 'M'];

type Draft = Record<ContentLanguage, { title: string; content: string }>;

const emptyDraft = (): Draft =>
  Object.fromEntries(contentLanguages.map((code) => [code, { title: '', content: '' }])) as Draft;

const draftOf = (notice: AdminNotice | null): Draft => {
  const draft = emptyDraft();
  if (!notice) return draft;
  for (const code of contentLanguages) {
    const text = notice.texts[code];
    if (text) draft[code] = { title: text.title, content: htmlToText(text.content) };
  }
  return draft;
};

/** The texts to send: the languages with a title and a text; a half-filled language is a mistake. */
export function textsOf(draft: Draft): { texts: NoticeTexts; incomplete: ContentLanguage[] } {
  const texts: Partial<Record<ContentLanguage, { title: string; content: string }>> = {};
  const incomplete: ContentLanguage[] = [];
  for (const code of contentLanguages) {
    const title = draft[code].title.trim();
    const content = draft[code].content.trim();
    if (title && content) texts[code] = { title, content: textToHtml(content) };
    else if (title || content) incomplete.push(code);
  }
  return { texts: texts as NoticeTexts, incomplete };
}

/** The notice's title in the operator's language, else English, else any. */
const titleIn = (notice: AdminNotice, language: string): string =>
  (notice.texts[language] ?? notice.texts['en'] ?? Object.values(notice.texts)[0])?.title ?? '—';

/** The preview: the text as paragraphs, as the portal shows a notice. */
function Preview({
  title,
  content,
  language,
}: {
  title: string;
  content: string;
  language: ContentLanguage;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="bo-preview"
      aria-labelledby="bo-preview-title"
      lang={language === 'cn' ? 'zh-CN' : language}
    >
      <p id="bo-preview-title" className="bo-preview__label">
        {t('bo_content_preview')}
      </p>
      <article className="bo-preview__notice">
        <h3 className="bo-preview__title">{title || t('bo_content_untitled')}</h3>
        {paragraphsOf(content).map((lines, index) => (
          <p key={index}>
            {lines.map((line, n) => (
              <span key={n}>
                {n > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ))}
      </article>
    </section>
  );
}

function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [create, createState] = useCreateNoticeMutation();
  const [update, updateState] = useUpdateNoticeMutation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(notice));
  const [audience, setAudience] = useState<NoticeAudience>(notice?.audience ?? 'PLAYERS');
  const [type, setType] = useState<AnnouncementType>(notice?.type ?? 'B');
  const [execution, setExecution] = useState<ExecutionType>(notice?.execution ?? 'B');
  const [language, setLanguage] = useState<ContentLanguage>(
    (contentLanguages as readonly string[]).includes(i18n.language)
      ? (i18n.language as ContentLanguage)
      : 'en',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('content');
  const formatted = notice
    ? contentLanguages.filter((code) => notice.texts[code] && hasFormatting(notice.texts[code].content))
    : [];
  const busy = createState.isLoading || updateState.isLoading;

  const setText = (field: 'title' | 'content', value: string) =>
    setDraft((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { texts, incomplete } = textsOf(draft);
    if (incomplete.length > 0) {
      setFailure(
        t('bo_content_incomplete', { languages: incomplete.map((code) => languageNames[code]).join(', ') }),
      );
      return;
    }
    if (Object.keys(texts).length === 0) {
      setFailure(t('bo_content_empty_texts'));
      return;
    }
    setFailure(null);
    try {
      if (notice) await update({ id: notice.id, update: { texts, type, execution } }).unwrap();
      else await create({ texts, audience, type, execution }).unwrap();
      toast.show({ kind: 'success', message: notice ? t('bo_saved') : t('bo_content_published') });
      onDone();
    } catch (refusal) {
      setFailure(noticeRefusal(refusal));
    }
  };

  /** The server's refusal; a language it requires (the brand's default) is named. */
  const noticeRefusal = (refusal: unknown): string => {
    if (!isApiError(refusal)) return t('err_unknown');
    const missing = refusal.fields
      .map((field) => /^texts\.([a-z]{2,3})$/.exec(field.field)?.[1])
      .find((code): code is ContentLanguage => (contentLanguages as readonly string[]).includes(code ?? ''));
    if (missing) return t('bo_content_default_required', { language: languageNames[missing] });
    return refusal.fields.map((field) => field.message).join(' ') || refusal.message;
  };

  const filled = (code: ContentLanguage) => Boolean(draft[code].title.trim() && draft[code].content.trim());
  const editorFields = (
    <div className="bo-editor__fields">
      <TextField
        label={t('bo_content_title_in', { language: languageNames[language] })}
        value={draft[language].title}
        maxLength={200}
        readOnly={!writable}
        onChange={(event) => setText('title', event.target.value)}
      />
      <div className="pf-field">
        <label className="pf-field__label" htmlFor={`bo-content-${language}`}>
          {t('bo_content_text_in', { language: languageNames[language] })}
        </label>
        <div className="pf-field__box">
          <textarea
            id={`bo-content-${language}`}
            className="pf-field__input bo-textarea"
            rows={10}
            maxLength={20_000}
            readOnly={!writable}
            aria-describedby={`bo-content-${language}-hint`}
            value={draft[language].content}
            onChange={(event) => setText('content', event.target.value)}
          />
        </div>
        <p id={`bo-content-${language}-hint`} className="pf-field__hint">
          {t('bo_content_plain_hint')}
        </p>
      </div>
    </div>
  );

  return (
    <form noValidate className="bo-form bo-editor" onSubmit={save} aria-labelledby="bo-editor-title">
      <h2 id="bo-editor-title" className="bo-section__title">
        {notice ? t('bo_content_edit', { id: notice.id }) : t('bo_content_new')}
      </h2>
      {formatted.length > 0 && (
        <Notice kind="info">
          {t('bo_content_formatting_note', {
            languages: formatted.map((code) => languageNames[code]).join(', '),
          })}
        </Notice>
      )}
      <div className="bo-filters__fields">
        <Select
          label={t('bo_content_audience')}
          value={audience}
          disabled={notice !== null || !writable}
          hint={notice ? t('bo_content_audience_fixed') : undefined}
          options={[
            { value: 'PLAYERS', label: t('bo_content_audience_PLAYERS') },
            { value: 'AGENTS', label: t('bo_content_audience_AGENTS') },
          ]}
          onChange={(event) => setAudience(event.target.value as NoticeAudience)}
        />
        <Select
          label={t('bo_content_type')}
          value={type}
          disabled={!writable}
          options={announcementTypes.map((value) => ({ value, label: t(`bo_content_type_${value}`) }))}
          onChange={(event) => setType(event.target.value as AnnouncementType)}
        />
        <Select
          label={t('bo_content_execution')}
          value={execution}
          disabled={!writable}
          options={executionTypes.map((value) => ({ value, label: t(`bo_content_execution_${value}`) }))}
          onChange={(event) => setExecution(event.target.value as ExecutionType)}
        />
      </div>
      <Tabs
        label={t('bo_content_languages')}
        value={language}
        onChange={(id) => setLanguage(id as ContentLanguage)}
        items={contentLanguages.map((code) => ({
          id: code,
          label: (
            <span lang={code === 'cn' ? 'zh-CN' : code}>
              {languageNames[code]}
              {filled(code) && (
                <>
                  <span aria-hidden="true"> ✓</span>
                  <span className="pf-visually-hidden">{t('bo_content_written')}</span>
                </>
              )}
            </span>
          ),
          content: code === language ? editorFields : undefined,
        }))}
      />
      <Preview title={draft[language].title} content={draft[language].content} language={language} />
      <p className="bo-muted">{t('bo_content_languages_hint')}</p>
      <Notice>{failure}</Notice>
      <div className="bo-row">
        {writable && (
          <Button type="submit" loading={busy}>
            {notice ? t('bo_save') : t('bo_content_publish')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('bo_content_back')}
        </Button>
      </div>
    </form>
  );
}

/** Notices and announcements per language: the list, and an editor with a preview (plain text for now). */
export function ContentPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const { id } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useNoticesQuery();
  const [audience, setAudience] = useState<NoticeAudience | ''>('');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState({ audience: '' as NoticeAudience | '', search: '' });
  const [page, setPage] = useState(1);
  const all = useMemo(() => data?.list ?? [], [data]);
  const rows = useMemo(
    () =>
      all.filter(
        (notice) =>
          (!applied.audience || notice.audience === applied.audience) &&
          (!applied.search ||
            Object.values(notice.texts).some((text) =>
              text.title.toLowerCase().includes(applied.search.toLowerCase()),
            )),
      ),
    [all, applied],
  );

  const shown = pageOf(rows, page, PAGE_SIZE);

  if (id !== undefined) {
    const editing = id === 'new' ? null : (all.find((notice) => String(notice.id) === id) ?? null);
    return (
      <Screen title={t('bo_nav_content')}>
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {id !== 'new' && !editing ? (
            <Notice>{t('bo_content_not_found')}</Notice>
          ) : (
            <NoticeEditor key={id} notice={editing} onDone={() => navigate('/content')} />
          )}
        </QueryState>
      </Screen>
    );
  }

  const columns: Column<AdminNotice>[] = [
    { id: 'id', header: t('bo_content_id'), numeric: true, cell: (row) => row.id },
    { id: 'title', header: t('bo_content_title'), cell: (row) => titleIn(row, i18n.language) },
    { id: 'type', header: t('bo_content_type'), cell: (row) => t(`bo_content_type_${row.type}`) },
    {
      id: 'audience',
      header: t('bo_content_audience'),
      cell: (row) => t(`bo_content_audience_${row.audience}`),
    },
    {
      id: 'languages',
      header: t('bo_content_languages'),
      cell: (row) =>
        Object.keys(row.texts)
          .map((code) => (code in languageNames ? languageNames[code as ContentLanguage] : code))
          .join(', '),
    },
    { id: 'date', header: t('bo_content_date'), cell: (row) => format.dateTime(row.date) },
  ];

  return (
    <Screen
      title={t('bo_nav_content')}
      lead={t('bo_content_lead')}
      actions={
        canWrite('content') && <Button onClick={() => navigate('/content/new')}>{t('bo_content_new')}</Button>
      }
    >
      <FilterBar
        label={t('bo_content_filters')}
        onApply={() => {
          setApplied({ audience, search: search.trim() });
          setPage(1);
        }}
        onClear={() => {
          setAudience('');
          setSearch('');
          setApplied({ audience: '', search: '' });
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('bo_content_search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={t('bo_content_audience')}
          value={audience}
          options={[
            { value: '', label: t('bo_filter_all') },
            { value: 'PLAYERS', label: t('bo_content_audience_PLAYERS') },
            { value: 'AGENTS', label: t('bo_content_audience_AGENTS') },
          ]}
          onChange={(event) => setAudience(event.target.value as NoticeAudience | '')}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="notices"
            disabled={rows.length === 0}
            rows={() => rows}
            columns={[
              { header: t('bo_content_id'), value: (row: AdminNotice) => row.id },
              { header: t('bo_content_title'), value: (row) => titleIn(row, i18n.language) },
              { header: t('bo_content_type'), value: (row) => row.type },
              { header: t('bo_content_audience'), value: (row) => row.audience },
              { header: t('bo_content_execution'), value: (row) => row.execution },
              { header: t('bo_content_languages'), value: (row) => Object.keys(row.texts).join(' ') },
              { header: t('bo_content_date'), value: (row) => new Date(row.date).toISOString() },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_nav_content')}
          columns={columns}
          rows={shown.list}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => navigate(`/content/${row.id}`)}
          openLabel={() => (canWrite('content') ? t('bo_content_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_content_empty')}
        />
        {rows.length > 0 && <Pager page={shown.page} size={PAGE_SIZE} total={rows.length} onPage={setPage} />}
      </QueryState>
    </Screen>
  );
}
