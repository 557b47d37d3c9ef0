import { SubNav } from '../sub-nav';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '@playfront/api-client';
import type { TitleContent } from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Tabs, TextField } from '@playfront/ui-kit';
import { useOperator } from '../../app/use-operator';
import { RichTextEditor } from './rich-text-editor';
import { normalizeRichText } from './rich-text-html';

/** The languages content may be written in (the contract's per-language texts). */
export const contentLanguages = ['en', 'cn', 'ja', 'th', 'vi', 'ko'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

export const isContentLanguage = (code: string): code is ContentLanguage =>
  (contentLanguages as readonly string[]).includes(code);

/** The lang attribute of a content language (cn is simplified Chinese). */
export const langOf = (code: ContentLanguage): string => (code === 'cn' ? 'zh-CN' : code);

/** A title and a rich text per language, as the operator edits them. */
export type TextsDraft = Record<ContentLanguage, TitleContent>;

/** The draft of stored texts (rich text reduced to the allowlist); languages without a text are empty. */
export function draftOfTexts(texts: Record<string, TitleContent> | undefined): TextsDraft {
  const draft = Object.fromEntries(
    contentLanguages.map((code) => [code, { title: '', content: '' }]),
  ) as TextsDraft;
  for (const code of contentLanguages) {
    const text = texts?.[code];
    if (text) draft[code] = { title: text.title, content: normalizeRichText(text.content) };
  }
  return draft;
}

/** The texts to send: the languages with a title and a text; a half-filled language is a mistake. */
export function textsOfDraft(draft: TextsDraft): {
  texts: Partial<Record<ContentLanguage, TitleContent>>;
  incomplete: ContentLanguage[];
} {
  const texts: Partial<Record<ContentLanguage, TitleContent>> = {};
  const incomplete: ContentLanguage[] = [];
  for (const code of contentLanguages) {
    const title = draft[code].title.trim();
    const content = normalizeRichText(draft[code].content);
    if (title && content) texts[code] = { title, content };
    else if (title || content) incomplete.push(code);
  }
  return { texts, incomplete };
}

/** Whether a language of the draft has both a title and a text. */
export const isWritten = (draft: TextsDraft, code: ContentLanguage): boolean =>
  Boolean(draft[code].title.trim() && normalizeRichText(draft[code].content));

/** A language tab's text: the language's name, and whether its text is written (a mark, and said aloud). */
export function LanguageTabLabel({ code, written }: { code: ContentLanguage; written: boolean }) {
  const { t } = useTranslation();
  return (
    <span lang={langOf(code)} className={written ? undefined : 'bo-muted'}>
      {languageNames[code]}
      <span aria-hidden="true">{written ? ' ✓' : ' –'}</span>
      <span className="pf-visually-hidden">
        {written ? t('bo_content_written') : t('bo_content_missing')}
      </span>
    </span>
  );
}

export interface LanguageTextsProps {
  draft: TextsDraft;
  onChange: (draft: TextsDraft) => void;
  language: ContentLanguage;
  onLanguage: (language: ContentLanguage) => void;
  readOnly?: boolean;
  /** Longest title the server takes. */
  titleMax?: number;
}

/**
 * Tabs per language (each says whether its text is written or missing) over a title field and the
 * rich-text editor of the selected language, with its preview.
 */
export function LanguageTexts({
  draft,
  onChange,
  language,
  onLanguage,
  readOnly = false,
  titleMax = 200,
}: LanguageTextsProps) {
  const { t } = useTranslation();
  const set = (field: keyof TitleContent, value: string) =>
    onChange({ ...draft, [language]: { ...draft[language], [field]: value } });
  const fields = (
    <div className="bo-editor__fields">
      <TextField
        label={t('bo_content_title_in', { language: languageNames[language] })}
        value={draft[language].title}
        maxLength={titleMax}
        readOnly={readOnly}
        lang={langOf(language)}
        onChange={(event) => set('title', event.target.value)}
      />
      <RichTextEditor
        key={language}
        label={t('bo_content_text_in', { language: languageNames[language] })}
        value={draft[language].content}
        readOnly={readOnly}
        hint={readOnly ? undefined : t('bo_rte_hint')}
        lang={langOf(language)}
        previewTitle={draft[language].title}
        onChange={(html) => set('content', html)}
      />
    </div>
  );
  return (
    <Tabs
      label={t('bo_content_languages')}
      value={language}
      onChange={(id) => onLanguage(id as ContentLanguage)}
      items={contentLanguages.map((code) => {
        const written = isWritten(draft, code);
        return {
          id: code,
          label: <LanguageTabLabel code={code} written={written} />,
          content: code === language ? fields : undefined,
        };
      })}
    />
  );
}

/** The server's refusal of texts, translated; a language it requires (the brand's default) is named. */
export function textsRefusal(t: TFunction, refusal: unknown): string {
  if (!isApiError(refusal)) return t('err_unknown');
  const missing = refusal.fields
    .map((field) => /^texts\.([a-z]{2,3})$/.exec(field.field)?.[1])
    .find((code): code is ContentLanguage => isContentLanguage(code ?? ''));
  if (missing) return t('bo_content_default_required', { language: languageNames[missing] });
  return refusal.fields.map((field) => field.message).join(' ') || refusal.message;
}

/** The problem with a draft before anything is sent: a half-written language, or none written. */
export function draftProblem(t: TFunction, draft: TextsDraft): string | null {
  const { texts, incomplete } = textsOfDraft(draft);
  if (incomplete.length > 0)
    return t('bo_content_incomplete', {
      languages: incomplete.map((code) => languageNames[code]).join(', '),
    });
  if (Object.keys(texts).length === 0) return t('bo_content_empty_texts');
  return null;
}

/** The languages of stored texts, by name in the usual order, and the content languages that have none. */
export function languagesOf(texts: Record<string, unknown>): { written: string; missing: string } {
  const names = (codes: readonly string[]) =>
    codes.map((code) => (isContentLanguage(code) ? languageNames[code] : code)).join(', ');
  const order = (code: string) =>
    isContentLanguage(code) ? contentLanguages.indexOf(code) : contentLanguages.length;
  return {
    written: names(Object.keys(texts).sort((a, b) => order(a) - order(b))),
    missing: names(contentLanguages.filter((code) => !(code in texts))),
  };
}

/**
 * The content screens' sections: notices, the help centre, banners, the licence line and (with the messages
 * area) the inbox.
 */
export function ContentSections() {
  const { t } = useTranslation();
  const { canRead } = useOperator();
  return (
    <SubNav
      label={t('bo_content_sections')}
      links={[
        { to: '/content', end: true, label: t('bo_content_section_notices') },
        { to: '/content/help', label: t('bo_content_section_help') },
        { to: '/content/banners', label: t('bo_content_section_banners') },
        { to: '/content/licence', label: t('bo_content_section_licence') },
        ...(canRead('messages') ? [{ to: '/content/inbox', label: t('bo_content_section_inbox') }] : []),
      ]}
    />
  );
}
