import { createI18n, loadMessages } from './i18n';
import { supportedLanguages } from './languages';
import type { Language } from './languages';
import type { Messages } from './resources/en/index';

/**
 * Every language's messages (those shipped, and any registered with `registerLanguage` when `languages`
 * names them): for tests and stories only.
 */
export async function loadAllMessages(
  languages: readonly Language[] = supportedLanguages,
): Promise<Record<Language, Messages>> {
  const entries = await Promise.all(
    languages.map(async (language) => [language, await loadMessages(language)] as const),
  );
  return Object.fromEntries(entries) as Record<Language, Messages>;
}

/** An i18n instance with every language preloaded, starting in `language` (English by default). */
export async function createTestI18n(language: Language = 'en') {
  return createI18n({ language, preloaded: await loadAllMessages() });
}
