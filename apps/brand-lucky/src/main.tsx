import '@playfront/ui-kit/styles.css';
import './lucky.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PlayfrontProviders, ServiceWorkerHost, startPlayfront } from '@playfront/app-kit';
import { luckyBrand, luckyThemeKey } from './brand';
import { addLuckyMessages } from './messages';
import { luckyRouter } from './routes';

// The libs' whole start in one call: translations (English only), the store with this brand's session,
// Merchant: LUCKY on every call and the brand's configuration from the server.
// A promise chain, not top-level await, which would turn off the bundler's chunk optimisations for the
// whole build (a file per module shared with a lazy page).
void startPlayfront({ brand: luckyBrand }).then(({ store, i18n, brand }) => {
  addLuckyMessages(i18n);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <PlayfrontProviders
        i18n={i18n}
        store={store}
        brand={brand}
        defaultTheme="light"
        themeKey={luckyThemeKey}
      >
        <RouterProvider router={luckyRouter(import.meta.env.BASE_URL.replace(/\/$/, '') || '/')} />
        {/* Installable under its path (production builds only): the worker of scope BASE_URL, and the
            update prompt when a new version is waiting. */}
        {import.meta.env.PROD && <ServiceWorkerHost base={import.meta.env.BASE_URL} />}
      </PlayfrontProviders>
    </StrictMode>,
  );
});
