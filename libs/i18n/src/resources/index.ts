import type { Language } from '../languages';
import type { Messages } from './en/index';
import { shippedLanguages } from './languages';

/** The lazy import of each shipped language's messages (from the list in ./languages). */
export const messageLoaders = Object.fromEntries(
  shippedLanguages.map((language) => [language.code, language.load]),
) as Record<Language, () => Promise<Messages>>;
