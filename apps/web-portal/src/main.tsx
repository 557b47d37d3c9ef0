import '@playfront/ui-kit/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  languageSet,
  makeStore,
  merchantCodeSet,
  readStoredCredentials,
  storageKeys,
} from '@playfront/api-client';
import { authSlice } from '@playfront/auth-session';
import { defaultBrand, systemApi } from '@playfront/brand-config';
import { createI18n } from '@playfront/i18n';
import { analyticsSlice } from './app/analytics-slice';
import { AppProviders } from './app/app-providers';
import { Startup } from './app/startup';
import { AppRoutes } from './routing/routes';

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
// Spec §4 start: save the merchant code, fetch permissions and status (the status is preloaded by index.html).
store.dispatch(merchantCodeSet(brand.merchantCode));
store.dispatch(languageSet(i18n.language));
void store.dispatch(systemApi.endpoints.getPermission.initiate(window.location.host));
void store.dispatch(systemApi.endpoints.getSystemStatus.initiate());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders i18n={i18n} store={store} brand={brand}>
      <Startup host={window.location.host}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Startup>
    </AppProviders>
  </StrictMode>,
);
