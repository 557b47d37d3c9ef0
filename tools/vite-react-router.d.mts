import type { Plugin } from 'vite';

/** Vite plugin, builds only: `react-router` (and `react-router/dom`) from the router's production build. */
export function reactRouterProduction(): Plugin;
