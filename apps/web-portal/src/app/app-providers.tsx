import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';

export interface AppProvidersProps {
  /** The i18n instance the whole app translates with. */
  i18n: I18n;
  children: ReactNode;
}

/** Everything the app needs around it: translations, theme and toasts. Tests render through it too. */
export function AppProviders({ i18n, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider defaultTheme="dark">
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
