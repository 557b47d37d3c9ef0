export { supportedLanguages, languageNames, languageTags, isLanguage, registerLanguage } from './languages';
export type { Language, LanguageDefinition } from './languages';
export { createI18n, changeLanguage, resolveLanguage } from './i18n';
export { loadMessageAreas, useMessageAreas, withMessageAreas } from './areas';
export type { DeferredArea } from './areas';
export type { CreateI18nOptions } from './i18n';
export { en as englishMessages } from './resources/en/index';
/** The agent centre's English messages: its lazy chunk adds them (they are not in the first download). */
export { agent as agentMessages } from './resources/en/agent';
/** The join-us and feedback pages' English messages: their lazy chunk adds them. */
export { join as joinMessages } from './resources/en/join';
/** The home marquee's English messages: its lazy chunk adds them. */
export { marquee as marqueeMessages } from './resources/en/marquee';
export type { Messages, MessageKey } from './resources/en/index';
export { messageLoaders } from './resources/index';
/** The installed app's English texts (update prompt, offline page): the update prompt's lazy chunk adds them. */
export { pwa as pwaMessages } from './resources/en/pwa';
