/** Every language the portal ships. A brand enables a subset of these. */
export const supportedLanguages = ['en', 'cn', 'ja', 'th', 'vi', 'ko'] as const;

export type Language = (typeof supportedLanguages)[number];

/** Each language's name in its own script, for the language list. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  cn: '简体中文',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ko: '한국어',
};

/** BCP 47 tags for `<html lang>`, `Intl` formatting and the `Language` request header. */
export const languageTags: Record<Language, string> = {
  en: 'en',
  cn: 'zh-CN',
  ja: 'ja',
  th: 'th',
  vi: 'vi',
  ko: 'ko',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}
