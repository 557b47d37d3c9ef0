import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageTags, loaders, supportedLanguages } from './languages';
import type { Language } from './languages';
import { registerDeferred } from './areas';
import { enInitial } from './resources/en/initial';
import type { Messages } from './resources/en/index';

export interface CreateI18nOptions {
  /** The language to start in; falls back to `defaultLanguage` when not enabled. */
  language?: string | null;
  /** The brand's default language. */
  defaultLanguage?: Language;
  /** The languages the brand enables (all six unless the brand says otherwise). */
  languages?: readonly Language[];
  /** Messages to register up front, for tests and stories that need no loading. */
  preloaded?: Partial<Record<Language, Messages>>;
}

/** Picks the language to show: the wanted one when the brand enables it, else the brand default. */
export function resolveLanguage(
  wanted: string | null | undefined,
  languages: readonly Language[] = supportedLanguages,
  defaultLanguage: Language = 'en',
): Language {
  if (isLanguage(wanted) && languages.includes(wanted)) return wanted;
  return languages.includes(defaultLanguage) ? defaultLanguage : (languages[0] ?? 'en');
}

/**
 * A fresh i18next instance bound to React. Keys are flat (`in_sure_logout`), so key and namespace
 * separators are off. Call `changeLanguage` from this lib to switch: it loads the messages first.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const languages = options.languages ?? supportedLanguages;
  const language = resolveLanguage(options.language, languages, options.defaultLanguage);
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Partial<Messages> }> = { en: { translation: enInitial } };
  for (const [lng, messages] of Object.entries(options.preloaded ?? {})) {
    resources[lng] = { translation: messages };
  }
  await instance.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    // Which languages exist is this lib's to say (isLanguage): a registered language works without a
    // list here.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // Without preloaded English, the game areas load with the game features (loadMessageAreas).
  if (!options.preloaded?.en) registerDeferred(instance);
  await changeLanguage(instance, language);
  return instance;
}

/** The messages of a language (its lazy chunk). */
export function loadMessages(language: Language): Promise<Messages> {
  return loaders[language]();
}

/** Loads a language's messages when needed, then switches to it and updates `<html lang>`. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadMessages(language));
  }
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTags[language];
}
