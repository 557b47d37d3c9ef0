import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { apiOriginOf } from '@playfront/api-client';
import type { AppStore } from '@playfront/api-client';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { AssetOriginProvider, ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import type { Theme } from '@playfront/ui-kit';

export interface PlayfrontProvidersProps {
  /** The i18n instance the whole app translates with. */
  i18n: I18n;
  /** The store (api, credentials, auth and the app's slices). */
  store: AppStore;
  /** The brand of this app. */
  brand?: BrandConfig;
  /** The theme when the visitor has chosen none (dark unless given; a brand with one theme sets it and
   * offers no switch). */
  defaultTheme?: Theme;
  /** Where the visitor's theme choice is kept (localStorage); a brand with one theme gives its own key. */
  themeKey?: string;
  children: ReactNode;
}

/**
 * Everything a Playfront screen needs around it: store, translations, brand, theme, toasts, and the origin
 * of the API's images (the store's `baseUrl`).
 */
export function PlayfrontProviders({
  i18n,
  store,
  brand = defaultBrand,
  defaultTheme,
  themeKey,
  children,
}: PlayfrontProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <ThemeProvider defaultTheme={defaultTheme} storageKey={themeKey}>
            {/* The API's images (artwork, banners) come from the API's origin, as its calls do. */}
            <AssetOriginProvider origin={apiOriginOf(store)}>
              <ToastProvider>{children}</ToastProvider>
            </AssetOriginProvider>
          </ThemeProvider>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}
