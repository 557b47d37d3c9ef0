import type { Language } from '../languages';
import type { Messages } from './en/index';

/**
 * Every language but English loads on demand, so a visitor downloads only the language they read.
 * English is the fallback and ships with the app.
 */
export const messageLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en/index').then((m) => m.en),
  cn: () => import('./cn/index').then((m) => m.cn),
  ja: () => import('./ja/index').then((m) => m.ja),
  th: () => import('./th/index').then((m) => m.th),
  vi: () => import('./vi/index').then((m) => m.vi),
  ko: () => import('./ko/index').then((m) => m.ko),
};
