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
import { AppRoutes } from './routing/routes';

/** What the build writes into index.html: the landing page's markup and when it may be shown. */
export interface PrerenderedShell {
  /** Markup of /index as a first-time visitor sees it in the brand's default language. */
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
 * Renders the landing page (/index, visitor, default language and theme) at build time. The markup paints
 * before any script runs; the app replaces it on its first render (see app/startup.tsx). Data the page
 * fetches (game menus, flags) is not there yet, so those parts show their loading state, as they would on
 * the app's own first render.
 */
export async function renderShell(): Promise<PrerenderedShell> {
  const brand = defaultBrand;
  const i18n = await createI18n({
    language: null,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
  });
  const store = makeStore({
    i18n,
    baseUrl: '',
    slices: [authSlice, analyticsSlice],
    credentials: { merchantCode: brand.merchantCode, language: i18n.language },
  });
  const html = renderToString(
    <PlayfrontProviders i18n={i18n} store={store} brand={brand}>
      <StaticRouter location="/index">
        <AppRoutes />
      </StaticRouter>
    </PlayfrontProviders>,
  );
  return {
    html,
    id: SHELL_ID,
    language: i18n.language,
    languages: supportedLanguages,
    keys: { token: storageKeys.token, language: storageKeys.language, theme: themeStorageKey },
  };
}
