import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage, RegisterPage } from '@playfront/auth-session';
import { withMessageAreas } from '@playfront/i18n';
import { LuckyLayout, LuckyLoading } from './layout';
import type * as Pages from './pages';

/** A page whose screens render message areas that load with them (the wallet, the games). */
const lazy = (areas: Parameters<typeof withMessageAreas>[0], name: keyof typeof Pages) => async () => {
  const pages = await withMessageAreas(areas, () => import('./pages'));
  return { Component: pages[name] };
};

/** Lucky's pages: its own home, the libs' sign-in, wallet and game screens. */
export const luckyRoutes: RouteObject[] = [
  {
    Component: LuckyLayout,
    HydrateFallback: LuckyLoading,
    children: [
      { index: true, lazy: lazy(['games', 'play'], 'LuckyHome') },
      { path: 'login', element: <LoginPage redirectTo="/" /> },
      { path: 'register', element: <RegisterPage redirectTo="/deposit" /> },
      { path: 'deposit', lazy: lazy(['wallet'], 'LuckyDeposit') },
      { path: 'wallet', lazy: lazy(['wallet'], 'LuckyWallet') },
      { path: 'withdraw', lazy: lazy(['wallet'], 'LuckyWithdraw') },
      { path: 'payment-password', lazy: lazy(['wallet'], 'LuckyPaymentPassword') },
      { path: 'game', lazy: lazy(['games', 'play'], 'LuckyGame') },
      { path: '*', lazy: lazy([], 'LuckyNotFound') },
    ],
  },
];

/** The app's router under `basename`: a path beside the portal (/lucky), or a host's root (/). */
export const luckyRouter = (basename: string) => createBrowserRouter(luckyRoutes, { basename });
