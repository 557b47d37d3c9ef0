import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';
import { reactRouterProduction } from '../../tools/vite-react-router.mjs';
import { inlineStyleTexts, writeCspManifest } from '../../tools/vite-prerender.mjs';
import { pwa } from '../../tools/vite-pwa.mjs';
import { SERVER_PATH_PREFIXES } from '../../libs/api-contract/src/constants';
import { offlinePageTexts } from '../../libs/i18n/src/resources/offline-page';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

const root = fileURLToPath(new URL('.', import.meta.url));
/** The built texts of the libs' hoisted styles: their hashes go into the app's CSP. */
const hoistedStyles = inlineStyleTexts();
/** Where the app is served: by platform-api beside the portal (BRAND_APPS), or at a host's root. */
const base = process.env['LUCKY_BASE'] ?? '/lucky/';

export default defineConfig({
  root,
  base,
  cacheDir: `${workspaceRoot}/node_modules/.vite/brand-lucky`,
  plugins: [
    reactRouterProduction(),
    react(),
    hoistedStyles,
    // Installable under its own path: the manifest, the offline page and the worker of scope `base`.
    pwa({
      name: 'Lucky',
      // Lucky's warm paper (lucky.css); English only, light theme only (luckyBrand, luckyThemeKey).
      backgroundColor: '#fff7e6',
      texts: { en: offlinePageTexts.en },
      themeKey: 'lucky-theme',
      defaultTheme: 'light',
      bypass: SERVER_PATH_PREFIXES,
    }),
    precompress({
      before: (outDir) => writeCspManifest({ outDir, root, inlineStyles: hoistedStyles.texts }),
    }),
  ],
  resolve: { alias: viteAliases() },
  server: {
    port: Number(process.env['LUCKY_PORT'] ?? 4400),
    // The API's paths go to the API (the app sends Merchant: LUCKY with every call).
    proxy: Object.fromEntries(
      SERVER_PATH_PREFIXES.map((prefix) => [prefix, process.env['API_URL'] ?? 'http://localhost:3000']),
    ),
  },
  build: {
    outDir: `${workspaceRoot}/dist/apps/brand-lucky`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rollupOptions: { treeshake: { manualPureFunctions: ['Type'] } },
  },
});
