import { createI18n } from './i18n';
import { cn } from './resources/cn';
import { en } from './resources/en';
import { ja } from './resources/ja';
import { ko } from './resources/ko';
import { th } from './resources/th';
import { vi } from './resources/vi';
import type { Language } from './languages';

/** Every language's messages, loaded eagerly: for tests and stories only. */
export const allMessages = { en, cn, ja, th, vi, ko };

/** An i18n instance with every language preloaded, starting in `language` (English by default). */
export function createTestI18n(language: Language = 'en') {
  return createI18n({ language, preloaded: allMessages });
}
