// The back office: translations, the store with this tab's operator session, and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createBackOfficeI18n } from '../i18n';
import { BackOfficeProviders } from './providers';
import { backOfficeRoutes } from './routes';
import { readOperatorLanguage, readOperatorMerchant, readOperatorToken } from './session';
import { makeBackOfficeStore } from './store';

/** The base path the build was made for (/bo/), without its trailing slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

// A promise chain, not top-level await, which would turn off the bundler's chunk optimisations for the
// whole build (a file per module shared with a lazy screen).
void createBackOfficeI18n(readOperatorLanguage()).then((i18n) => {
  const store = makeBackOfficeStore({
    i18n,
    token: readOperatorToken(),
    merchantCode: readOperatorMerchant(),
    language: i18n.language,
    persist: true,
  });
  const router = createBrowserRouter(backOfficeRoutes(), { basename });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BackOfficeProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </BackOfficeProviders>
    </StrictMode>,
  );
});
