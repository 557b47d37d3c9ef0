// A brand app outside the repository, as docs/brand-app.md builds it: the libs' public entries only,
// installed from a registry, calling the API on another origin (CORS).
import '@playfront/ui-kit/styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { PlayfrontProviders, startPlayfront } from '@playfront/app-kit';
import { AuthModals, LoginPage, useSession } from '@playfront/auth-session';
import { defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { GameStyles, HotGames } from '@playfront/game-launch';
import { BalanceDisplay, DepositPage } from '@playfront/wallet';

const brand: BrandConfig = { ...defaultBrand, name: 'Sample', languages: ['en'], defaultLanguage: 'en' };
const {
  store,
  i18n,
  brand: served,
} = await startPlayfront({
  brand,
  baseUrl: import.meta.env.VITE_API_URL as string,
});

function Layout() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <>
      <header className="sample-header">
        <nav aria-label="Sample">
          <Link to="/">Sample</Link> <Link to="/deposit">{t('shell_menu_deposit')}</Link>{' '}
          {isLoggedIn ? (
            <BalanceDisplay currencySymbol={served.currencySymbol} />
          ) : (
            <Link to="/login">{t('auth_login')}</Link>
          )}
        </nav>
      </header>
      <main>
        <Suspense fallback={<p>…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <AuthModals />
    </>
  );
}

function Home() {
  return (
    <>
      <GameStyles />
      <h1>Sample brand</h1>
      <HotGames limit={6} />
    </>
  );
}

function Deposit() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <DepositPage /> : <LoginPage redirectTo="/deposit" />;
}

const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: 'login', element: <LoginPage redirectTo="/" /> },
      { path: 'deposit', Component: Deposit },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PlayfrontProviders i18n={i18n} store={store} brand={served} defaultTheme="light" themeKey="sample-theme">
      <RouterProvider router={router} />
    </PlayfrontProviders>
  </StrictMode>,
);
