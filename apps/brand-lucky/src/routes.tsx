import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginPage, RegisterPage } from '@playfront/auth-session';
import { LuckyLayout, LuckyLoading } from './layout';
import type * as Pages from './pages';

/** A page of the app's one lazy chunk (the libs' screens load their own messages as they render). */
const lazy = (name: keyof typeof Pages) => async () => ({ Component: (await import('./pages'))[name] });

/** Lucky's pages: its own home, the libs' sign-in, wallet and game screens. */
export const luckyRoutes: RouteObject[] = [
  {
    Component: LuckyLayout,
    HydrateFallback: LuckyLoading,
    children: [
      { index: true, lazy: lazy('LuckyHome') },
      { path: 'login', element: <LoginPage redirectTo="/" /> },
      { path: 'register', element: <RegisterPage redirectTo="/deposit" /> },
      { path: 'deposit', lazy: lazy('LuckyDeposit') },
      { path: 'wallet', lazy: lazy('LuckyWallet') },
      { path: 'withdraw', lazy: lazy('LuckyWithdraw') },
      { path: 'payment-password', lazy: lazy('LuckyPaymentPassword') },
      { path: 'game', lazy: lazy('LuckyGame') },
      { path: '*', lazy: lazy('LuckyNotFound') },
    ],
  },
];

/** The app's router under `basename`: a path beside the portal (/lucky), or a host's root (/). */
export const luckyRouter = (basename: string) => createBrowserRouter(luckyRoutes, { basename });
