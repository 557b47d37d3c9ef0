import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, languageNames, supportedLanguages } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { Select } from '@playfront/ui-kit';

/** Local-storage key of the chosen language (spec §3: `lang`). */
export const languageStorageKey = 'lang';

export interface LanguageSwitcherProps {
  /** The languages the brand enables; the list is hidden when there is only one. */
  languages?: readonly Language[];
}

export function LanguageSwitcher({ languages = supportedLanguages }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <Select
      label={t('app_language')}
      value={i18n.language}
      options={languages.map((language) => ({ value: language, label: languageNames[language] }))}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLanguage(language)) return;
        localStorage.setItem(languageStorageKey, language);
        void changeLanguage(i18n, language);
      }}
    />
  );
}
