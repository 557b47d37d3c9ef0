import type { Plugin } from 'vite';

/** The offline page in one language (offlinePageTexts of libs/i18n/src/resources/offline-page.ts). */
export interface OfflinePageTexts {
  tag: string;
  title: string;
  text: string;
  retry: string;
}

export interface PwaOptions {
  /** The installed app's name, and its short name under the icon (the name unless given). */
  name: string;
  shortName?: string;
  /** The splash screen's colour: the brand theme's page background. The theme colour is index.html's
   * `<meta name="theme-color">`. */
  backgroundColor: string;
  /** The offline page's texts by language code; the visitor's stored language picks one. */
  texts: Record<string, OfflinePageTexts>;
  /** The language when none is stored (English unless given). */
  defaultLanguage?: string;
  /** localStorage key of the visitor's language (`lang`) and of their theme choice. */
  languageKey?: string;
  themeKey: string;
  defaultTheme: 'dark' | 'light';
  /** Lazy chunks cached at install with the entry (by source path from the app's root): the start-up and
   * the home page. */
  shell?: RegExp[];
  /** Path prefixes the worker never answers (the API, probes, another app on the origin). */
  bypass?: readonly string[];
}

/** Writes the manifest, the offline page and the service worker of an installable app (build only). */
export function pwa(options: PwaOptions): Plugin;
