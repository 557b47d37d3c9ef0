import { shippedLanguages } from './resources/languages';
import type { LanguageDefinition } from './resources/languages';
import type { Messages } from './resources/en/index';

export type { LanguageDefinition } from './resources/languages';

/** A language the portal ships (resources/languages.ts). A brand enables a subset of these. */
export type Language = (typeof shippedLanguages)[number]['code'];

/** Every language the portal ships, in list order. */
export const supportedLanguages: readonly Language[] = shippedLanguages.map((language) => language.code);

/** Each language's name in its own script, for the language list. */
export const languageNames = {} as Record<Language, string>;

/** BCP 47 tags for `<html lang>`, `Intl` formatting and the `Language` request header. */
export const languageTags = {} as Record<Language, string>;

/** The lazy import of each language's messages. */
export const loaders = {} as Record<Language, () => Promise<Messages>>;

/**
 * Adds a language at run time, from its definition (a language shipped by a brand package, or a test
 * language): from then on `isLanguage` accepts it, `changeLanguage` loads its messages and the language
 * list shows its name. Shipped languages are listed in resources/languages.ts instead.
 */
export function registerLanguage({ code, name, tag, load }: LanguageDefinition): void {
  (languageNames as Record<string, string>)[code] = name;
  (languageTags as Record<string, string>)[code] = tag;
  (loaders as Record<string, () => Promise<Messages>>)[code] = () =>
    load().then((folder) => folder[code] as Messages);
}
shippedLanguages.forEach(registerLanguage);

/** Whether a value is a language the portal has (shipped or registered). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languageNames, value);
}
