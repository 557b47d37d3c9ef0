// The floor app: React, React Router (declarative routes, each page a lazy chunk), Redux Toolkit Query and
// i18next, the framework set of the portal, rendering a header and a fetched list on each route.
import './app.css';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { i18n, i18nReady } from './i18n';
import { Layout } from './layout';
import { store } from './store';

const HomePage = lazy(() => import('./pages/home'));
const RngPage = lazy(() => import('./pages/rng'));
const LotteryPage = lazy(() => import('./pages/lottery'));
const PromotionsPage = lazy(() => import('./pages/promotions'));
const MemberPage = lazy(() => import('./pages/member'));

await i18nReady;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            <Route element={<Layout />}>
              <Route path="/" element={<Navigate to="/index" replace />} />
              <Route path="/index" element={<HomePage />} />
              <Route path="/rng" element={<RngPage />} />
              <Route path="/lottery" element={<LotteryPage />} />
              <Route path="/promotions" element={<PromotionsPage />} />
              <Route path="/member" element={<MemberPage />} />
              <Route path="*" element={<Navigate to="/index" replace />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
