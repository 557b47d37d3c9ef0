import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminHelpArticle, AdminHelpCentreCategory, NoticeTexts } from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  useCreateHelpArticleMutation,
  useDeleteHelpArticleMutation,
  useHelpCentreQuery,
  useUpdateHelpArticleMutation,
} from '../../api/operator-api';
import { useSetHelpCategoryNamesMutation } from '../../api/content-texts-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { FilterBar } from '../../components/filter-bar';
import { LanguageLines } from '../../components/language-lines';
import { pageOf } from '../../components/paging';
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
import { QueryState, Screen } from '../../components/screen';

const PAGE_SIZE = 25;

/** A text of stored per-language texts in the operator's language, else English, else any. */
function textIn<T>(texts: Record<string, T>, language: string): T | undefined {
  return texts[language] ?? texts['en'] ?? Object.values(texts)[0];
}

const articleTitle = (article: AdminHelpArticle, language: string) =>
  textIn(article.texts, language)?.title ?? '—';
const categoryTitle = (category: AdminHelpCentreCategory | undefined, language: string) =>
  (category && textIn(category.texts, language)) ?? category?.code ?? '—';

function ArticleEditor({
  article,
  categories,
  onDone,
}: {
  article: AdminHelpArticle | null;
  categories: AdminHelpCentreCategory[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('content');
  const [create, createState] = useCreateHelpArticleMutation();
  const [update, updateState] = useUpdateHelpArticleMutation();
  const [remove, removeState] = useDeleteHelpArticleMutation();
  const [draft, setDraft] = useState<TextsDraft>(() => draftOfTexts(article?.texts));
  const [category, setCategory] = useState(article?.category ?? categories[0]?.code ?? '');
  const [language, setLanguage] = useState<ContentLanguage>(
    isContentLanguage(i18n.language) ? i18n.language : 'en',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
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
      if (article) await update({ id: article.id, update: { texts } }).unwrap();
      else await create({ category, texts }).unwrap();
      toast.show({ kind: 'success', message: article ? t('bo_saved') : t('bo_help_published') });
      onDone();
    } catch (refusal) {
      setFailure(textsRefusal(t, refusal));
    }
  };

  const confirmRemove = async () => {
    if (!article) return;
    try {
      await remove(article.id).unwrap();
      setRemoving(false);
      toast.show({ kind: 'success', message: t('bo_help_deleted') });
      onDone();
    } catch (refusal) {
      setRemoveFailure(textsRefusal(t, refusal));
    }
  };

  return (
    <form noValidate className="bo-form bo-editor" onSubmit={save} aria-labelledby="bo-editor-title">
      <h2 id="bo-editor-title" className="bo-section__title">
        {article ? t('bo_help_edit', { id: article.id }) : t('bo_help_new')}
      </h2>
      <div className="bo-filters__fields">
        <Select
          label={t('bo_help_category')}
          value={category}
          disabled={article !== null || !writable}
          hint={article ? t('bo_help_category_fixed') : undefined}
          options={categories.map((candidate) => ({
            value: candidate.code,
            label: categoryTitle(candidate, i18n.language),
          }))}
          onChange={(event) => setCategory(event.target.value)}
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
            {article ? t('bo_save') : t('bo_content_publish')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('bo_content_back')}
        </Button>
        {writable && article && (
          <Button variant="danger" onClick={() => setRemoving(true)} disabled={busy}>
            {t('bo_content_delete')}
          </Button>
        )}
      </div>
      {article && (
        <DecisionDialog
          open={removing}
          title={t('bo_help_delete_title', { id: article.id })}
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
          {t('bo_help_delete_text', { title: articleTitle(article, i18n.language) })}
        </DecisionDialog>
      )}
    </form>
  );
}

/** A category's name in each language, as the portal's help centre shows it. */
function CategoryNames({ categories }: { categories: AdminHelpCentreCategory[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [code, setCode] = useState(categories[0]?.code ?? '');
  const [save, { isLoading }] = useSetHelpCategoryNamesMutation();
  const category = categories.find((entry) => entry.code === code);
  return (
    <section className="bo-section" aria-labelledby="bo-help-names-title">
      <h2 id="bo-help-names-title" className="bo-section__title">
        {t('bo_help_names')}
      </h2>
      <Select
        label={t('bo_help_names_category')}
        value={code}
        options={categories.map((entry) => ({
          value: entry.code,
          label: categoryTitle(entry, i18n.language),
        }))}
        onChange={(event) => setCode(event.target.value)}
      />
      {category && (
        <LanguageLines
          key={`${category.code}-${JSON.stringify(category.texts)}`}
          label={t('bo_help_names_of', { name: categoryTitle(category, i18n.language) })}
          fieldLabel={(language) => t('bo_help_name_in', { language })}
          hint={t('bo_help_names_hint')}
          stored={category.texts}
          maxLength={200}
          readOnly={!canWrite('content')}
          busy={isLoading}
          refusalText={(refusal) => textsRefusal(t, refusal)}
          onSave={async (texts) => {
            await save({ code: category.code, body: { texts } }).unwrap();
            toast.show({ kind: 'success', message: t('bo_help_names_saved') });
          }}
        />
      )}
    </section>
  );
}

/** The help centre per category and language: its articles, and the rich-text editor with a preview. */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const { id } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useHelpCentreQuery();
  const [category, setCategory] = useState('');
  const [missing, setMissing] = useState<ContentLanguage | ''>('');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState({ category: '', missing: '' as ContentLanguage | '', search: '' });
  const [page, setPage] = useState(1);
  const categories = useMemo(() => data?.list ?? [], [data]);
  const all = useMemo(() => categories.flatMap((entry) => entry.articles), [categories]);
  const rows = useMemo(
    () =>
      all.filter(
        (article) =>
          (!applied.category || article.category === applied.category) &&
          (!applied.missing || !(applied.missing in article.texts)) &&
          (!applied.search ||
            Object.values(article.texts).some((text) =>
              text.title.toLowerCase().includes(applied.search.toLowerCase()),
            )),
      ),
    [all, applied],
  );
  const shown = pageOf(rows, page, PAGE_SIZE);
  const categoryOf = (code: string) =>
    categoryTitle(
      categories.find((entry) => entry.code === code),
      i18n.language,
    );

  if (id !== undefined) {
    const editing = id === 'new' ? null : (all.find((article) => String(article.id) === id) ?? null);
    return (
      <Screen title={t('bo_nav_content')}>
        <ContentSections />
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {id !== 'new' && !editing ? (
            <Notice>{t('bo_help_not_found')}</Notice>
          ) : (
            <ArticleEditor
              key={id}
              article={editing}
              categories={categories}
              onDone={() => navigate('/content/help')}
            />
          )}
        </QueryState>
      </Screen>
    );
  }

  const columns: Column<AdminHelpArticle>[] = [
    { id: 'id', header: t('bo_content_id'), numeric: true, cell: (row) => row.id },
    { id: 'category', header: t('bo_help_category'), cell: (row) => categoryOf(row.category) },
    { id: 'title', header: t('bo_content_title'), cell: (row) => articleTitle(row, i18n.language) },
    { id: 'languages', header: t('bo_content_languages'), cell: (row) => languagesOf(row.texts).written },
    {
      id: 'missing',
      header: t('bo_content_missing_languages'),
      cell: (row) => languagesOf(row.texts).missing || '—',
    },
  ];

  return (
    <Screen
      title={t('bo_nav_content')}
      lead={t('bo_help_lead')}
      actions={
        canWrite('content') && (
          <Button onClick={() => navigate('/content/help/new')}>{t('bo_help_new')}</Button>
        )
      }
    >
      <ContentSections />
      <FilterBar
        label={t('bo_help_filters')}
        onApply={() => {
          setApplied({ category, missing, search: search.trim() });
          setPage(1);
        }}
        onClear={() => {
          setCategory('');
          setMissing('');
          setSearch('');
          setApplied({ category: '', missing: '', search: '' });
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
          label={t('bo_help_category')}
          value={category}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...categories.map((entry) => ({ value: entry.code, label: categoryTitle(entry, i18n.language) })),
          ]}
          onChange={(event) => setCategory(event.target.value)}
        />
        <Select
          label={t('bo_help_missing_in')}
          value={missing}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...contentLanguages.map((code) => ({ value: code, label: languageNames[code] })),
          ]}
          onChange={(event) => setMissing(event.target.value as ContentLanguage | '')}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="help-articles"
            disabled={rows.length === 0}
            rows={() => rows}
            columns={[
              { header: t('bo_content_id'), value: (row: AdminHelpArticle) => row.id },
              { header: t('bo_help_category'), value: (row) => row.category },
              { header: t('bo_content_title'), value: (row) => articleTitle(row, i18n.language) },
              { header: t('bo_content_languages'), value: (row) => Object.keys(row.texts).join(' ') },
              {
                header: t('bo_content_missing_languages'),
                value: (row) => contentLanguages.filter((code) => !(code in row.texts)).join(' '),
              },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_help_table')}
          columns={columns}
          rows={shown.list}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => navigate(`/content/help/${row.id}`)}
          openLabel={() => (canWrite('content') ? t('bo_content_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_help_empty')}
        />
        {rows.length > 0 && <Pager page={shown.page} size={PAGE_SIZE} total={rows.length} onPage={setPage} />}
        {categories.length > 0 && <CategoryNames categories={categories} />}
      </QueryState>
    </Screen>
  );
}
