/**
 * One language of the portal: its code (the brand setting, the `Language` header and `lang` storage), its
 * name in its own script (the language list), its BCP 47 tag (`<html lang>`, `Intl`) and the lazy import
 * of its folder of message files.
 */
export interface LanguageDefinition<Code extends string = string> {
  code: Code;
  name: string;
  tag: string;
  /** The lazy import of the language's folder, whose index exports the messages under the code's name. */
  load: () => Promise<Record<string, unknown>>;
}

/**
 * Every language the portal ships, in the order of the language list: the one list to extend. Adding a
 * language is a folder of message files next to this file and one line here (docs/languages.md). Each
 * language but English loads on demand, so a visitor downloads only the language they read; English is the
 * fallback and ships with the app.
 */
export const shippedLanguages = [
  { code: 'en', name: 'English', tag: 'en', load: () => import('./en/index') },
  { code: 'cn', name: '简体中文', tag: 'zh-CN', load: () => import('./cn/index') },
  { code: 'ja', name: '日本語', tag: 'ja', load: () => import('./ja/index') },
  { code: 'th', name: 'ไทย', tag: 'th', load: () => import('./th/index') },
  { code: 'vi', name: 'Tiếng Việt', tag: 'vi', load: () => import('./vi/index') },
  { code: 'ko', name: '한국어', tag: 'ko', load: () => import('./ko/index') },
] as const satisfies readonly LanguageDefinition[];
