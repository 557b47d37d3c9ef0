// React Router 7 resolves to its development build under every condition (its package's exports name no
// other: remix-run/react-router#14102), so a production bundle keeps the router's development warnings, the
// checks that build their messages on each render and the message strings. Its production build is the same
// code with those warnings off. This plugin points a production build of an app at it; the development server
// (and the prerender, which runs on it) keeps the warnings.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Vite plugin, builds only: `react-router` (and `react-router/dom`) from the router's production build. */
export function reactRouterProduction() {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'playfront:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
