import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import type { BackOfficeStore } from './store';

/** Where the operator's theme choice is kept (apart from the portal's, on the same origin). */
export const backOfficeThemeKey = 'pf-back-office-theme';

/** Everything the back office needs around it: the store, translations, theme and toasts. */
export function BackOfficeProviders({
  store,
  i18n,
  children,
}: {
  store: BackOfficeStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider defaultTheme="light" storageKey={backOfficeThemeKey}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
