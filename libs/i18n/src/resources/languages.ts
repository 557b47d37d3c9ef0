import type { Messages } from './en/index';

/**
 * One language of the portal: its code (the brand setting, the `Language` header and `lang` storage), its
 * name in its own script (the language list), its BCP 47 tag (`<html lang>`, `Intl`) and the lazy import
 * of its message files.
 */
export interface LanguageDefinition<Code extends string = string> {
  code: Code;
  name: string;
  tag: string;
  load: () => Promise<Messages>;
}

/**
 * Every language the portal ships, in the order of the language list: the one list to extend. Adding a
 * language is a folder of message files next to this file and one line here (docs/languages.md). Each
 * language but English loads on demand, so a visitor downloads only the language they read; English is the
 * fallback and ships with the app.
 */
export const shippedLanguages = [
  { code: 'en', name: 'English', tag: 'en', load: () => import('./en/index').then((m) => m.en) },
  { code: 'cn', name: '简体中文', tag: 'zh-CN', load: () => import('./cn/index').then((m) => m.cn) },
  { code: 'ja', name: '日本語', tag: 'ja', load: () => import('./ja/index').then((m) => m.ja) },
  { code: 'th', name: 'ไทย', tag: 'th', load: () => import('./th/index').then((m) => m.th) },
  { code: 'vi', name: 'Tiếng Việt', tag: 'vi', load: () => import('./vi/index').then((m) => m.vi) },
  { code: 'ko', name: '한국어', tag: 'ko', load: () => import('./ko/index').then((m) => m.ko) },
] as const satisfies readonly LanguageDefinition[];
