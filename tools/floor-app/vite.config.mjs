// The floor app of the side-by-side Lighthouse run (tools/lighthouse-floor.mjs): the portal's framework set
// (React, React Router, Redux Toolkit Query, i18next) built like the portal (the workspace's Vite, the
// React plugin, es2022, minified, hashed file names, .br/.gz written beside each asset by the portal's
// precompress plugin) into dist/floor-app.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../vite-precompress.mjs';
import { reactRouterProduction } from '../vite-react-router.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  cacheDir: `${workspaceRoot}/node_modules/.vite/floor-app`,
  plugins: [react(), reactRouterProduction(), precompress()],
  build: {
    outDir: `${workspaceRoot}/dist/floor-app`,
    emptyOutDir: true,
    target: 'es2022',
  },
});
