import { lazy } from 'react';

// The right bar (and its QR encoder) is desktop-only and below the fold: it loads after the first paint.
export const LazyRightBar = lazy(() => import('./right-bar').then((m) => ({ default: m.RightBar })));

/** The right bar's empty column, shown while its chunk or its data loads (the page beside it keeps its width). */
export function RightBarPlaceholder() {
  return <div className="pf-rightbar" aria-hidden="true" />;
}
