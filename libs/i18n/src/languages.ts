import { shippedLanguages } from './resources/languages';
import type { LanguageDefinition } from './resources/languages';

export type { LanguageDefinition } from './resources/languages';

/** A language the portal ships (resources/languages.ts). A brand enables a subset of these. */
export type Language = (typeof shippedLanguages)[number]['code'];

/** Every language the portal ships, in list order. */
export const supportedLanguages: readonly Language[] = shippedLanguages.map((language) => language.code);

const registry = new Map<string, LanguageDefinition>(
  shippedLanguages.map((language) => [language.code, language]),
);

/** Each language's name in its own script, for the language list. */
export const languageNames = Object.fromEntries(
  shippedLanguages.map((language) => [language.code, language.name]),
) as Record<Language, string>;

/** BCP 47 tags for `<html lang>`, `Intl` formatting and the `Language` request header. */
export const languageTags = Object.fromEntries(
  shippedLanguages.map((language) => [language.code, language.tag]),
) as Record<Language, string>;

/**
 * Adds a language at run time, from its definition (a language shipped by a brand package, or a test
 * language): from then on `isLanguage` accepts it, `changeLanguage` loads its messages and the language
 * list shows its name. Shipped languages are listed in resources/languages.ts instead.
 */
export function registerLanguage(definition: LanguageDefinition): void {
  registry.set(definition.code, definition);
  (languageNames as Record<string, string>)[definition.code] = definition.name;
  (languageTags as Record<string, string>)[definition.code] = definition.tag;
}

/** Whether a value is a language the portal has (shipped or registered). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && registry.has(value);
}

/** The definition of a language the portal has. */
export function languageDefinition(language: Language): LanguageDefinition {
  const definition = registry.get(language);
  if (!definition) throw new Error(`Unknown language ${language}`);
  return definition;
}
