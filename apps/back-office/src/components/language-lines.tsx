import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, TextField } from '@playfront/ui-kit';
import { contentLanguages, langOf } from './rich-text/language-texts';
import type { ContentLanguage } from './rich-text/language-texts';
import { TextArea } from './text-area';

/**
 * What to send of one-line-per-language texts: the languages whose text changed, trimmed; the languages
 * emptied are refused (the server keeps a language once written: it has no call to remove one).
 */
export function changedLines(
  stored: Record<string, string>,
  drafts: Record<ContentLanguage, string>,
): { texts: Partial<Record<ContentLanguage, string>>; emptied: ContentLanguage[] } {
  const texts: Partial<Record<ContentLanguage, string>> = {};
  const emptied: ContentLanguage[] = [];
  for (const code of contentLanguages) {
    const text = drafts[code].trim();
    const before = stored[code] ?? '';
    if (!text) {
      if (before) emptied.push(code);
    } else if (text !== before) texts[code] = text;
  }
  return { texts, emptied };
}

export interface LanguageLinesProps {
  /** The form's accessible name. */
  label: string;
  /** The field label of a language, e.g. "Name (English)". */
  fieldLabel: (language: string) => string;
  stored: Record<string, string>;
  maxLength: number;
  multiline?: boolean;
  readOnly?: boolean;
  busy?: boolean;
  hint?: string;
  /** Sends the changed languages; a refusal it throws is shown under the form. */
  onSave: (texts: Partial<Record<ContentLanguage, string>>) => Promise<void>;
  /** The refusal's text, translated. */
  refusalText: (refusal: unknown) => string;
}

/** One text per content language, each in its field, saved together: the changed languages only. */
export function LanguageLines({
  label,
  fieldLabel,
  stored,
  maxLength,
  multiline = false,
  readOnly = false,
  busy = false,
  hint,
  onSave,
  refusalText,
}: LanguageLinesProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<ContentLanguage, string>>(
    () =>
      Object.fromEntries(contentLanguages.map((code) => [code, stored[code] ?? ''])) as Record<
        ContentLanguage,
        string
      >,
  );
  const [emptied, setEmptied] = useState<ContentLanguage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = changedLines(stored, drafts);
    setEmptied(change.emptied);
    setFailure(null);
    if (change.emptied.length > 0) return;
    if (Object.keys(change.texts).length === 0) {
      setFailure(t('bo_lines_unchanged'));
      return;
    }
    try {
      await onSave(change.texts);
    } catch (refusal) {
      setFailure(refusalText(refusal));
    }
  };
  return (
    <form noValidate className="bo-form" aria-label={label} onSubmit={submit}>
      {hint && <p className="bo-muted">{hint}</p>}
      {contentLanguages.map((code) => {
        const props = {
          label: fieldLabel(languageNames[code]),
          value: drafts[code],
          maxLength,
          readOnly,
          lang: langOf(code),
          error: emptied.includes(code) ? t('bo_lines_emptied') : undefined,
        };
        const change = (value: string) => setDrafts({ ...drafts, [code]: value });
        return multiline ? (
          <TextArea key={code} {...props} onChange={(event) => change(event.target.value)} />
        ) : (
          <TextField key={code} {...props} onChange={(event) => change(event.target.value)} />
        );
      })}
      <Notice>{failure}</Notice>
      {!readOnly && (
        <div className="bo-row">
          <Button type="submit" loading={busy}>
            {t('bo_save')}
          </Button>
        </div>
      )}
    </form>
  );
}
