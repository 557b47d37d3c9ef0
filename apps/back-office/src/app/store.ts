import { api, makeStore } from '@playfront/api-client';
import type { Translator } from '@playfront/api-client';
import { defaultBrand } from '@playfront/brand-config';
import { operatorSessionSlice, writeOperatorToken } from './session';

export interface BackOfficeStoreOptions {
  i18n: Translator;
  /** Origin of the platform API; '' is the back office's own origin (served by the API, or proxied). */
  baseUrl?: string;
  /** The operator token kept by this tab, if any. */
  token?: string | null;
  /** The brand this tab works on; the built-in brand when absent. */
  merchantCode?: string | null;
  language?: string;
  /** Keep the token in sessionStorage (the app does; tests do not). */
  persist?: boolean;
  fetchFn?: typeof fetch;
}

/**
 * The back office's store: api-client's store (the one api with the operator calls injected, and the
 * credentials whose token is the operator's), and the operator session slice. Only the token is kept, in
 * this tab's sessionStorage; the portal's storage keys are never written.
 */
export function makeBackOfficeStore({
  i18n,
  baseUrl = '',
  token = null,
  merchantCode = null,
  language = 'en',
  persist = false,
  fetchFn,
}: BackOfficeStoreOptions) {
  const store = makeStore({
    i18n,
    baseUrl,
    fetchFn,
    slices: [operatorSessionSlice],
    credentials: { token, language, merchantCode: merchantCode ?? defaultBrand.merchantCode },
    persist: false,
  });
  let previous = store.getState().credentials.token;
  store.subscribe(() => {
    const current = store.getState().credentials.token;
    if (current === previous) return;
    previous = current;
    if (persist) writeOperatorToken(current);
    // A new operator (or none) must not see what the previous one loaded.
    if (current === null) store.dispatch(api.util.resetApiState());
  });
  return store;
}

export type BackOfficeStore = ReturnType<typeof makeBackOfficeStore>;
export type BackOfficeState = ReturnType<BackOfficeStore['getState']>;
