// The app itself: store, translations and the first render. Loaded by main.tsx once the prerendered
// landing page (if any) is on screen.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { makeStore, merchantCodeSet, readStoredCredentials, storageKeys } from '@playfront/api-client';
import { authSlice } from '@playfront/auth-session';
import { defaultBrand, startInBrandLanguage, systemApi, withBrandRuntime } from '@playfront/brand-config';
import { createI18n } from '@playfront/i18n';
import { analyticsSlice } from './analytics-slice';
import { AppProviders } from './app-providers';
import { Startup } from './startup';
import { AppRoutes } from '../routing/routes';

const brand = defaultBrand;
const storedLanguage = (() => {
  try {
    return localStorage.getItem(storageKeys.language);
  } catch {
    return null;
  }
})();

const i18n = await createI18n({
  language: storedLanguage,
  languages: brand.languages,
  defaultLanguage: brand.defaultLanguage,
});
const store = makeStore({
  i18n,
  baseUrl: '',
  slices: [authSlice, analyticsSlice],
  credentials: readStoredCredentials({ merchantCode: brand.merchantCode, language: i18n.language }),
  persist: true,
});
// Spec §4 start: save the merchant code, fetch permissions, status (preloaded by index.html) and the domain
// routes (the start-up's domain check) together, so that all three are in when the first render runs.
store.dispatch(merchantCodeSet(brand.merchantCode));
const permission = store.dispatch(systemApi.endpoints.getPermission.initiate(window.location.host));
void store.dispatch(systemApi.endpoints.getSystemStatus.initiate());
void store.dispatch(systemApi.endpoints.getDomainRoutes.initiate());
// The permission reply carries the brand's configuration (spec §1: languages, chat header colour,
// loginedToHomePage …), laid over the built-in brand for this page load; its languages decide the language
// the visit starts in. The start-up waits for that reply anyway; the prerendered page stays on screen.
const runtimeBrand = withBrandRuntime(brand, (await permission).data?.brand);
await startInBrandLanguage(i18n, store.dispatch, storedLanguage, runtimeBrand);

// A transition render yields to the browser every few milliseconds instead of blocking it for the whole
// first render (input stays responsive while the portal builds its page).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n} store={store} brand={runtimeBrand}>
        <Startup host={window.location.host}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Startup>
      </AppProviders>
    </StrictMode>,
  );
});
