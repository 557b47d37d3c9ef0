import type { Language } from '../languages';
import type { Messages } from './en';

/**
 * Every language but English loads on demand, so a visitor downloads only the language they read.
 * English is the fallback and ships with the app.
 */
export const messageLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en').then((m) => m.en),
  cn: () => import('./cn').then((m) => m.cn),
  ja: () => import('./ja').then((m) => m.ja),
  th: () => import('./th').then((m) => m.th),
  vi: () => import('./vi').then((m) => m.vi),
  ko: () => import('./ko').then((m) => m.ko),
};
