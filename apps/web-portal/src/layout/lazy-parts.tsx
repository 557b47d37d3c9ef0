import { lazy } from 'react';

export { RightBarPlaceholder } from './right-bar-placeholder';

// The right bar (and its QR encoder) is desktop-only and below the fold: it loads after the first paint.
export const LazyRightBar = lazy(() => import('./right-bar').then((m) => ({ default: m.RightBar })));

/** The logged-in strip (balance, inbox, account): a visitor's first page never downloads it. */
export const loadLoggedInStrip = () => import('./logged-in-strip');
export const LazyLoggedInStrip = lazy(() => loadLoggedInStrip().then((m) => ({ default: m.LoggedInStrip })));
/** The session clock of the phone drawer, from the same chunk. */
export const LazyDrawerSessionClock = lazy(() =>
  loadLoggedInStrip().then((m) => ({ default: m.DrawerSessionClock })),
);
