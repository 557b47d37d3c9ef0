import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  AdminNotice,
  AnnouncementType,
  ExecutionType,
  NoticeAudience,
  NoticeTexts,
} from '@playfront/api-contract';
import { Button, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  useCreateNoticeMutation,
  useDeleteNoticeMutation,
  useNoticesQuery,
  useUpdateNoticeMutation,
} from '../../api/operator-api';
import { DecisionDialog } from '../../components/decision-dialog';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import { pageOf } from '../../components/paging';
import type { Column } from '../../components/data-table';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';
import {
  ContentSections,
  LanguageTexts,
  contentLanguages,
  draftOfTexts,
  draftProblem,
  isContentLanguage,
  languagesOf,
  textsOfDraft,
  textsRefusal,
} from '../../components/rich-text/language-texts';
import type { ContentLanguage, TextsDraft } from '../../components/rich-text/language-texts';

const PAGE_SIZE = 25;
const announcementTypes: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
const executionTypes: readonly ExecutionType[] = ['B', 'W', 'M'];

/** The notice's title in the operator's language, else English, else any. */
const titleIn = (notice: AdminNotice, language: string): string =>
  (notice.texts[language] ?? notice.texts['en'] ?? Object.values(notice.texts)[0])?.title ?? '—';

function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [create, createState] = useCreateNoticeMutation();
  const [update, updateState] = useUpdateNoticeMutation();
  const [remove, removeState] = useDeleteNoticeMutation();
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<TextsDraft>(() => draftOfTexts(notice?.texts));
  const [audience, setAudience] = useState<NoticeAudience>(notice?.audience ?? 'PLAYERS');
  const [type, setType] = useState<AnnouncementType>(notice?.type ?? 'B');
  const [execution, setExecution] = useState<ExecutionType>(notice?.execution ?? 'B');
  const [language, setLanguage] = useState<ContentLanguage>(
    isContentLanguage(i18n.language) ? i18n.language : 'en',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('content');
  const busy = createState.isLoading || updateState.isLoading;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = draftProblem(t, draft);
    if (problem) {
      setFailure(problem);
      return;
    }
    const texts = textsOfDraft(draft).texts as NoticeTexts;
    setFailure(null);
    try {
      if (notice) await update({ id: notice.id, update: { texts, type, execution } }).unwrap();
      else await create({ texts, audience, type, execution }).unwrap();
      toast.show({ kind: 'success', message: notice ? t('bo_saved') : t('bo_content_published') });
      onDone();
    } catch (refusal) {
      setFailure(textsRefusal(t, refusal));
    }
  };

  const confirmRemove = async () => {
    if (!notice) return;
    try {
      await remove(notice.id).unwrap();
      setRemoving(false);
      toast.show({ kind: 'success', message: t('bo_content_deleted') });
      onDone();
    } catch (refusal) {
      setRemoveFailure(textsRefusal(t, refusal));
    }
  };

  return (
    <form noValidate className="bo-form bo-editor" onSubmit={save} aria-labelledby="bo-editor-title">
      <h2 id="bo-editor-title" className="bo-section__title">
        {notice ? t('bo_content_edit', { id: notice.id }) : t('bo_content_new')}
      </h2>
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
      <LanguageTexts
        draft={draft}
        onChange={setDraft}
        language={language}
        onLanguage={setLanguage}
        readOnly={!writable}
      />
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
        {writable && notice && (
          <Button variant="danger" onClick={() => setRemoving(true)} disabled={busy}>
            {t('bo_content_delete')}
          </Button>
        )}
      </div>
      {notice && (
        <DecisionDialog
          open={removing}
          title={t('bo_content_delete_title', { id: notice.id })}
          confirmLabel={t('bo_content_delete')}
          danger
          busy={removeState.isLoading}
          error={removeFailure}
          onConfirm={confirmRemove}
          onCancel={() => {
            setRemoving(false);
            setRemoveFailure(null);
          }}
        >
          {t('bo_content_delete_text', { title: titleIn(notice, i18n.language) })}
        </DecisionDialog>
      )}
    </form>
  );
}

/** Notices and announcements per language: the list, and a rich-text editor with a preview. */
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
        <ContentSections />
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
    { id: 'languages', header: t('bo_content_languages'), cell: (row) => languagesOf(row.texts).written },
    {
      id: 'missing',
      header: t('bo_content_missing_languages'),
      cell: (row) => languagesOf(row.texts).missing,
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
      <ContentSections />
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
              {
                header: t('bo_content_missing_languages'),
                value: (row) => contentLanguages.filter((code) => !(code in row.texts)).join(' '),
              },
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
