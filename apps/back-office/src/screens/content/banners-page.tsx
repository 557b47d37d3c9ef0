import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminBanner, BannerInput } from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, Select, Tabs, TextField, useToast } from '@playfront/ui-kit';
import { useBannersQuery, useSaveBannerMutation } from '../../api/operator-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import {
  ContentSections,
  LanguageTabLabel,
  contentLanguages,
  isContentLanguage,
  langOf,
  languagesOf,
  textsRefusal,
} from '../../components/rich-text/language-texts';
import type { ContentLanguage } from '../../components/rich-text/language-texts';
import { QueryState, Screen } from '../../components/screen';

type Tone = AdminBanner['tone'];
const tones: readonly Tone[] = ['gold', 'teal', 'violet'];
type Draft = Record<ContentLanguage, { title: string; text: string }>;

/** A banner's id: lower-case letters, digits and dashes. */
export const bannerIdPattern = /^[a-z0-9-]{1,64}$/;
/** A banner's link: a path of the portal. */
export const bannerLinkPattern = /^\/[A-Za-z0-9/?=&._-]*$/;

const titleIn = (banner: AdminBanner, language: string) =>
  (banner.texts[language] ?? banner.texts['en'] ?? Object.values(banner.texts)[0])?.title ?? banner.id;

function BannerEditor({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const writable = canWrite('content');
  const [save, saveState] = useSaveBannerMutation();
  const [id, setId] = useState(banner?.id ?? '');
  const [link, setLink] = useState(banner?.link ?? '/');
  const [tone, setTone] = useState<Tone>(banner?.tone ?? 'gold');
  const [draft, setDraft] = useState<Draft>(() => {
    const empty = Object.fromEntries(
      contentLanguages.map((code) => [code, banner?.texts[code] ?? { title: '', text: '' }]),
    );
    return empty as Draft;
  });
  const [language, setLanguage] = useState<ContentLanguage>(
    isContentLanguage(i18n.language) ? i18n.language : 'en',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const written = (code: ContentLanguage) => Boolean(draft[code].title.trim() && draft[code].text.trim());
  const set = (field: 'title' | 'text', value: string) =>
    setDraft((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!banner && !bannerIdPattern.test(id)) {
      setFailure(t('bo_banner_id_invalid'));
      return;
    }
    if (!bannerLinkPattern.test(link.trim())) {
      setFailure(t('bo_banner_link_invalid'));
      return;
    }
    const incomplete = contentLanguages.filter(
      (code) => !written(code) && Boolean(draft[code].title.trim() || draft[code].text.trim()),
    );
    if (incomplete.length > 0) {
      setFailure(
        t('bo_content_incomplete', { languages: incomplete.map((code) => languageNames[code]).join(', ') }),
      );
      return;
    }
    const texts = Object.fromEntries(
      contentLanguages
        .filter(written)
        .map((code) => [code, { title: draft[code].title.trim(), text: draft[code].text.trim() }]),
    );
    if (Object.keys(texts).length === 0) {
      setFailure(t('bo_content_empty_texts'));
      return;
    }
    setFailure(null);
    try {
      await save({
        id: banner?.id ?? id,
        input: { texts: texts as BannerInput['texts'], link: link.trim(), tone },
      }).unwrap();
      toast.show({ kind: 'success', message: t('bo_saved') });
      onDone();
    } catch (refusal) {
      setFailure(textsRefusal(t, refusal));
    }
  };

  const fields = (
    <div className="bo-editor__fields">
      <TextField
        label={t('bo_content_title_in', { language: languageNames[language] })}
        value={draft[language].title}
        maxLength={200}
        readOnly={!writable}
        lang={langOf(language)}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextField
        label={t('bo_banner_text_in', { language: languageNames[language] })}
        value={draft[language].text}
        maxLength={500}
        readOnly={!writable}
        lang={langOf(language)}
        onChange={(event) => set('text', event.target.value)}
      />
    </div>
  );

  return (
    <form noValidate className="bo-form bo-editor" onSubmit={submit} aria-labelledby="bo-editor-title">
      <h2 id="bo-editor-title" className="bo-section__title">
        {banner ? t('bo_banner_edit', { id: banner.id }) : t('bo_banner_new')}
      </h2>
      <div className="bo-filters__fields">
        <TextField
          label={t('bo_banner_id')}
          value={id}
          maxLength={64}
          readOnly={banner !== null || !writable}
          hint={banner ? undefined : t('bo_banner_id_hint')}
          onChange={(event) => setId(event.target.value)}
        />
        <TextField
          label={t('bo_banner_link')}
          value={link}
          maxLength={200}
          readOnly={!writable}
          hint={t('bo_banner_link_hint')}
          onChange={(event) => setLink(event.target.value)}
        />
        <Select
          label={t('bo_banner_tone')}
          value={tone}
          disabled={!writable}
          options={tones.map((value) => ({ value, label: t(`bo_banner_tone_${value}`) }))}
          onChange={(event) => setTone(event.target.value as Tone)}
        />
      </div>
      <Tabs
        label={t('bo_content_languages')}
        value={language}
        onChange={(code) => setLanguage(code as ContentLanguage)}
        items={contentLanguages.map((code) => ({
          id: code,
          label: <LanguageTabLabel code={code} written={written(code)} />,
          content: code === language ? fields : undefined,
        }))}
      />
      <p className="bo-muted">{t('bo_banner_hint')}</p>
      <Notice>{failure}</Notice>
      <div className="bo-row">
        {writable && (
          <Button type="submit" loading={saveState.isLoading}>
            {t('bo_save')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} disabled={saveState.isLoading}>
          {t('bo_content_back')}
        </Button>
      </div>
    </form>
  );
}

/** The home banners per language: their list, and an editor of texts, link and tone. */
export function BannersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const { id } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useBannersQuery();
  const rows = data?.list ?? [];

  if (id !== undefined) {
    const editing = id === 'new' ? null : (rows.find((banner) => banner.id === id) ?? null);
    return (
      <Screen title={t('bo_nav_content')}>
        <ContentSections />
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {id !== 'new' && !editing ? (
            <Notice>{t('bo_banner_not_found')}</Notice>
          ) : (
            <BannerEditor key={id} banner={editing} onDone={() => navigate('/content/banners')} />
          )}
        </QueryState>
      </Screen>
    );
  }

  const columns: Column<AdminBanner>[] = [
    { id: 'id', header: t('bo_banner_id'), cell: (row) => row.id },
    { id: 'title', header: t('bo_content_title'), cell: (row) => titleIn(row, i18n.language) },
    { id: 'link', header: t('bo_banner_link'), cell: (row) => row.link },
    { id: 'tone', header: t('bo_banner_tone'), cell: (row) => t(`bo_banner_tone_${row.tone}`) },
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
      lead={t('bo_banner_lead')}
      actions={
        canWrite('content') && (
          <Button onClick={() => navigate('/content/banners/new')}>{t('bo_banner_new')}</Button>
        )
      }
    >
      <ContentSections />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="banners"
            disabled={rows.length === 0}
            rows={() => rows}
            columns={[
              { header: t('bo_banner_id'), value: (row: AdminBanner) => row.id },
              { header: t('bo_content_title'), value: (row) => titleIn(row, i18n.language) },
              { header: t('bo_banner_link'), value: (row) => row.link },
              { header: t('bo_banner_tone'), value: (row) => row.tone },
              { header: t('bo_content_languages'), value: (row) => Object.keys(row.texts).join(' ') },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_banner_table')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          onOpen={(row) => navigate(`/content/banners/${row.id}`)}
          openLabel={() => (canWrite('content') ? t('bo_content_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_banner_empty')}
        />
      </QueryState>
    </Screen>
  );
}
