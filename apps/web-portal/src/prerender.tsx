import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { makeStore, storageKeys } from '@playfront/api-client';
import { PlayfrontProviders } from '@playfront/app-kit';
import { authSlice } from '@playfront/auth-session';
import { defaultBrand } from '@playfront/brand-config';
import { createI18n, supportedLanguages } from '@playfront/i18n';
import { themeStorageKey } from '@playfront/ui-kit';
import { analyticsSlice } from './app/analytics-slice';
import { SHELL_ID } from './app/prerendered-shell';
import { pageGroups } from './routing/page-groups';
import { pageGroupOf } from './routing/route-handle';
import { AppRoutes } from './routing/routes';

/**
 * The pages prerendered at build time, each into a document of its own that the server sends for its path
 * (the landing page into index.html, the document of every other path): the landing page, the main lobbies
 * and the promotions. A visitor's first view of each needs no data (the parts that do show their loading
 * state), so its markup paints before any script runs.
 */
export const PRERENDERED_PATHS = ['/index', '/rng', '/live', '/fish', '/pvp', '/lottery', '/promotions'];

/** What the build writes into a page's document: its markup and when it may be shown. */
export interface PrerenderedShell {
  /** The path it is the page of. */
  path: string;
  /** Markup of the page as a first-time visitor sees it in the brand's default language. */
  html: string;
  /** The language it is written in. */
  language: string;
  /** Every language the build ships (the server marks the page of a brand that offers only one of them). */
  languages: readonly string[];
  /** Id of the element that holds it. */
  id: string;
  /** Storage keys the head script reads to decide whether the markup matches this visitor. */
  keys: { token: string; language: string; theme: string };
}

/**
 * Renders the page at `path` (visitor, default language and theme) at build time, its chunk and message
 * areas loaded first. The markup paints before any script runs; the app replaces it on its first render
 * (see app/startup.tsx). Data the page fetches (game menus, lobbies, flags) is not there yet, so those parts
 * show their loading state, as they would on the app's own first render.
 */
export async function renderShell(path = '/index'): Promise<PrerenderedShell> {
  const group = pageGroupOf(path);
  if (!group) throw new Error(`no page is routed at ${path}`);
  const brand = defaultBrand;
  const i18n = await createI18n({
    language: null,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
  });
  await pageGroups[group].preload();
  const store = makeStore({
    i18n,
    baseUrl: '',
    slices: [authSlice, analyticsSlice],
    credentials: { merchantCode: brand.merchantCode, language: i18n.language },
  });
  const html = renderToString(
    <PlayfrontProviders i18n={i18n} store={store} brand={brand}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </PlayfrontProviders>,
  );
  return {
    path,
    html,
    id: SHELL_ID,
    language: i18n.language,
    languages: supportedLanguages,
    keys: { token: storageKeys.token, language: storageKeys.language, theme: themeStorageKey },
  };
}
