import type { Language } from '../languages';
import { pwa as en } from './en/pwa';
import { pwa as cn } from './cn/pwa';
import { pwa as ja } from './ja/pwa';
import { pwa as th } from './th/pwa';
import { pwa as vi } from './vi/pwa';
import { pwa as ko } from './ko/pwa';

/** What the offline page says, in one language. */
export interface OfflinePageTexts {
  /** The language's BCP 47 tag (`<html lang>`), as in languages.ts. */
  tag: string;
  title: string;
  text: string;
  retry: string;
}

const page = (tag: string, texts: typeof en): OfflinePageTexts => ({
  tag,
  title: texts.pwa_offline_title,
  text: texts.pwa_offline_text,
  retry: texts.pwa_offline_retry,
});

/**
 * The service worker's offline page in every language the portal ships (the `pwa` area's offline texts).
 * The page runs no app code, so the build writes these into it (tools/vite-pwa.mjs, read by the apps' Vite
 * configs): plain imports of the six area files, no lazy language chunks. A language added to languages.ts
 * must be added here too (the type asks for every language, and the i18n spec for the same tags).
 */
export const offlinePageTexts: Record<Language, OfflinePageTexts> = {
  en: page('en', en),
  cn: page('zh-CN', cn),
  ja: page('ja', ja),
  th: page('th', th),
  vi: page('vi', vi),
  ko: page('ko', ko),
};
