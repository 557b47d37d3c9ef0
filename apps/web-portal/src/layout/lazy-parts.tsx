import { lazy } from 'react';

export { RightBarPlaceholder } from './right-bar-placeholder';

// The right bar (and its QR encoder) is desktop-only and below the fold: it loads after the first paint.
export const LazyRightBar = lazy(() => import('./right-bar').then((m) => ({ default: m.RightBar })));
