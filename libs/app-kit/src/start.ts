import type { Slice } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { makeStore, readStoredCredentials } from '@playfront/api-client';
import type { AppStore } from '@playfront/api-client';
import { authSlice } from '@playfront/auth-session';
import { startInBrandLanguage, systemApi, withBrandRuntime } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { createI18n, languageTags } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';

export interface StartPlayfrontOptions {
  /** The brand built into the app: merchant code, languages, currency symbol … (the server's configuration
   * is laid over it once the permission reply is in); `defaultBrand` of brand-config to start from. */
  brand: BrandConfig;
  /** Where the API is: '' for the same origin, else its origin (the brand's CORS list must name the app's). */
  baseUrl?: string;
  /** The app's own slices next to the api, the credentials and the session's. */
  slices?: Slice[];
  /** Called with the store once the permission call is on its way (in the next task): more calls to start
   * alongside it (the portal asks for the system status and the domain routes there). */
  onStore?: (store: AppStore) => void;
}

/**
 * The first use of `Intl` in a page loads its number and date data, some 15-25 ms on a phone (60-110 ms at
 * Lighthouse's 4× slowdown, most of it in the first constructor), in whichever task asks first: for a
 * signed-in tab, the first render (the header's balance and session clock). Asked for while the start-up
 * calls are on the network, number and date formats each in a task of their own, it is ready by then.
 */
function warmUpIntl(language: string): void {
  const locale = languageTags[language as Language] ?? language;
  const ready = (make: () => void) => {
    try {
      make();
    } catch {
      // An unknown tag: the formats it would have readied are not used either.
    }
  };
  ready(() => new Intl.NumberFormat(locale).format(1));
  setTimeout(
    () => ready(() => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(0)),
    0,
  );
}

/** Resolves in a task of its own, after what the browser has waiting (a paint, an input event). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface StartedPlayfront {
  store: AppStore;
  i18n: I18n;
  /** The built-in brand with the server's configuration laid over it: give it to PlayfrontProviders. */
  brand: BrandConfig;
}

/**
 * Starts a brand app (spec §4 start): translations in the stored or brand language, the store with the
 * session kept by this tab (for this brand only), the merchant code, and the brand's configuration from the
 * permission reply, so that the first render is already the brand's. Render `PlayfrontProviders` with what
 * it returns.
 */
export async function startPlayfront({
  brand,
  baseUrl = '',
  slices = [],
  onStore,
}: StartPlayfrontOptions): Promise<StartedPlayfront> {
  // The app's modules have just run, in one task; the start runs in the next, so that the browser can
  // paint and answer input between the two instead of blocking for both at once (a slow phone's longest
  // task at start).
  await nextTask();
  // What this tab kept: the session (of this brand only) and the language chosen on an earlier visit.
  const kept = readStoredCredentials({ merchantCode: brand.merchantCode, language: '' });
  const stored = kept.language || null;
  const i18n = await createI18n({
    language: stored,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
  });
  // Translations, the store with its first call, and the calls the app adds: three tasks of a few
  // milliseconds each on a phone, where one would block input for all three (a long task at start).
  await nextTask();
  // The brand's merchant code on every call (spec §4 start), whatever another brand stored here.
  const store = makeStore({
    i18n,
    baseUrl,
    slices: [authSlice, ...slices],
    credentials: { ...kept, language: i18n.language },
    // The session and language are kept in the tab's storage under the spec's keys.
    persist: true,
  });
  // The permission call reads the brand's domain routes with the address the visitor opened.
  const permission = store.dispatch(systemApi.endpoints.getPermission.initiate(location.host));
  if (onStore) {
    await nextTask();
    onStore(store);
  }
  if (kept.token) setTimeout(() => warmUpIntl(i18n.language), 0);
  const runtimeBrand = withBrandRuntime(brand, (await permission).data?.brand);
  await startInBrandLanguage(i18n, store.dispatch, stored, runtimeBrand);
  return { store, i18n, brand: runtimeBrand };
}
