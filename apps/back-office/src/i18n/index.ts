import type { i18n as I18n } from 'i18next';
import { changeLanguage, createI18n, messageLoaders, resolveLanguage } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { en } from './en';
import type { BackOfficeMessages } from './en';

/**
 * The back office's languages: English and Chinese (the floor). A language is a file beside this
 * one with the same keys as en.ts (i18n.spec.ts checks it) and a line here; it must be one of the portal's
 * languages too, whose texts (the ui-kit's, the refusals) the back office reuses.
 */
export const backOfficeLanguages = ['en', 'cn'] as const satisfies readonly Language[];
export type BackOfficeLanguage = (typeof backOfficeLanguages)[number];

const loaders: Record<BackOfficeLanguage, () => Promise<BackOfficeMessages>> = {
  en: () => Promise.resolve(en),
  cn: () => import('./cn').then((module) => module.cn),
};

const added = new WeakMap<I18n, Set<string>>();

/** Adds the back office's texts of a language over the portal's (an `err_` text may say it for operators). */
export function addBackOfficeMessages(
  i18n: I18n,
  language: BackOfficeLanguage,
  messages: BackOfficeMessages,
) {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  const languages = added.get(i18n) ?? new Set<string>();
  languages.add(language);
  added.set(i18n, languages);
}

/**
 * Switches to a language: its portal texts (the ui-kit's labels, the server's refusals) and the back
 * office's are loaded before the switch, so no screen ever shows a key.
 */
export async function setBackOfficeLanguage(i18n: I18n, language: BackOfficeLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await messageLoaders[language](), true, false);
  }
  if (!added.get(i18n)?.has(language)) addBackOfficeMessages(i18n, language, await loaders[language]());
  await changeLanguage(i18n, language);
}

/** The stored choice when the back office offers it, else English. */
export const resolveBackOfficeLanguage = (wanted: string | null | undefined): BackOfficeLanguage =>
  resolveLanguage(wanted, backOfficeLanguages, 'en') as BackOfficeLanguage;

/** The app's i18n instance, in the operator's language. */
export async function createBackOfficeI18n(wanted: string | null | undefined): Promise<I18n> {
  const i18n = await createI18n({ language: 'en', languages: backOfficeLanguages, defaultLanguage: 'en' });
  addBackOfficeMessages(i18n, 'en', en);
  await setBackOfficeLanguage(i18n, resolveBackOfficeLanguage(wanted));
  return i18n;
}
