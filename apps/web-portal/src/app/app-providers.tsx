import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@playfront/api-client';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';

export interface AppProvidersProps {
  /** The i18n instance the whole app translates with. */
  i18n: I18n;
  /** The store (api, credentials, auth and the app's slices). */
  store: AppStore;
  /** The brand of this portal. */
  brand?: BrandConfig;
  children: ReactNode;
}

/** Everything the app needs around it: store, translations, brand, theme and toasts. */
export function AppProviders({ i18n, store, brand = defaultBrand, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <ThemeProvider defaultTheme="dark">
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}
