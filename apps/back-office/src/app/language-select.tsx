import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { languageSet } from '@playfront/api-client';
import { languageNames } from '@playfront/i18n';
import { Select } from '@playfront/ui-kit';
import { backOfficeLanguages, resolveBackOfficeLanguage, setBackOfficeLanguage } from '../i18n';
import { writeOperatorLanguage } from './session';

/** The language of the back office (and of the server's texts, through the Language header). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const change = async (value: string) => {
    const language = resolveBackOfficeLanguage(value);
    await setBackOfficeLanguage(i18n, language);
    writeOperatorLanguage(language);
    dispatch(languageSet(language));
  };
  return (
    <Select
      className="bo-language"
      label={t('bo_language')}
      value={i18n.language}
      options={backOfficeLanguages.map((code) => ({ value: code, label: languageNames[code] }))}
      onChange={(event) => void change(event.target.value)}
    />
  );
}
