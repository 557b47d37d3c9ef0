import { createI18n } from './i18n';
import { cn } from './resources/cn/index';
import { en } from './resources/en/index';
import { ja } from './resources/ja/index';
import { ko } from './resources/ko/index';
import { th } from './resources/th/index';
import { vi } from './resources/vi/index';
import type { Language } from './languages';

/** Every language's messages, loaded eagerly: for tests and stories only. */
export const allMessages = { en, cn, ja, th, vi, ko };

/** An i18n instance with every language preloaded, starting in `language` (English by default). */
export function createTestI18n(language: Language = 'en') {
  return createI18n({ language, preloaded: allMessages });
}
