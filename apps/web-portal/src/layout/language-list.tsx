import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api, languageSet } from '@playfront/api-client';
import { useBrand } from '@playfront/brand-config';
import { changeLanguage, isLanguage, languageNames } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { Select } from '@playfront/ui-kit';

/**
 * Switches the language: loads its messages, tells the store (Language header, `lang` storage) and refetches
 * the server content read in the language.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  return async (language: Language) => {
    await changeLanguage(i18n, language);
    dispatch(languageSet(language));
    // Server content (notices, banners, help, licence) is read in the new language.
    dispatch(api.util.invalidateTags(['System', 'Notices']));
  };
}

export interface LanguageSelectProps {
  className?: string;
}

/** The header's language list: the brand's languages in their own script; hidden with only one. */
export function LanguageSelect({ className }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const { languages } = useBrand();
  const change = useChangeLanguage();
  if (languages.length < 2) return null;
  return (
    <div className={className}>
      <Select
        label={<span className="pf-visually-hidden">{t('app_language')}</span>}
        value={i18n.language}
        options={languages.map((language) => ({ value: language, label: languageNames[language] }))}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void change(event.target.value);
        }}
      />
    </div>
  );
}
