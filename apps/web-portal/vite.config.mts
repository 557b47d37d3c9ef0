import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';
import { reactRouterProduction } from '../../tools/vite-react-router.mjs';
import { inlineStyleTexts, prerenderInto } from '../../tools/vite-prerender.mjs';
import { pwa } from '../../tools/vite-pwa.mjs';
import { startModules } from '../../tools/vite-start-modules.mjs';
import { BACK_OFFICE_PATH, SERVER_PATH_PREFIXES } from '../../libs/api-contract/src/constants';
import { offlinePageTexts } from '../../libs/i18n/src/resources/offline-page';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

const root = fileURLToPath(new URL('.', import.meta.url));
/** The built texts of the libs' hoisted styles (`*.css?inline`): their hashes go into the CSP. */
const hoistedStyles = inlineStyleTexts();

/** The development server's proxy: each server path prefix goes to the API. */
export function devProxy(target: string): Record<string, string> {
  return Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix, target]));
}

export default defineConfig({
  root,
  cacheDir: `${workspaceRoot}/node_modules/.vite/web-portal`,
  plugins: [
    react(),
    reactRouterProduction(),
    hoistedStyles,
    // Installable: the manifest, the offline page and the service worker (registered after load by the
    // shell's notices chunk, src/layout/notice-modal-host.tsx; docs/operations.md, Installable app).
    pwa({
      name: 'Playfront',
      // The dark theme's page background (ui-kit tokens), the portal's default theme.
      backgroundColor: '#0f1218',
      texts: offlinePageTexts,
      themeKey: 'pf-theme',
      defaultTheme: 'dark',
      // The start-up and the home page's chunks are cached at install with the entry.
      shell: [/^src\/app\/framework\.ts$/, /^src\/app\/boot\.tsx$/, /^src\/pages\/home\//],
      // The API and the server's pages, and the back office beside the portal: never answered by the worker.
      bypass: [...SERVER_PATH_PREFIXES, BACK_OFFICE_PATH],
    }),
    // The start's files, fetched at once when it begins (src/main.tsx).
    startModules({ root, source: /^src\/app\/boot\.tsx$/, templateId: 'pf-start-modules' }),
    // The landing page is prerendered into index.html before the files are compressed.
    precompress({
      before: (outDir) =>
        prerenderInto({
          outDir,
          root,
          configFile: fileURLToPath(import.meta.url),
          entry: '/src/prerender.tsx',
          inlineStyles: hoistedStyles.texts,
        }),
    }),
  ],
  resolve: { alias: viteAliases() },
  server: {
    port: 4200,
    // Everything the API serves itself (calls, the demo provider's pages and art, the OpenAPI document).
    proxy: devProxy(process.env['API_URL'] ?? 'http://localhost:3000'),
  },
  build: {
    outDir: `${workspaceRoot}/dist/apps/web-portal`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      // TypeBox schema builders have no side effects: schemas the portal never uses are dropped, and with
      // them the TypeBox runtime (the contract's schemas are for the server and the OpenAPI document). The
      // contract's own builders (IdSchema, SafeIntegerSchema) are as pure, and TypeBox's modules have no
      // side effects of their own, so a page that uses a constant of a schema module (the game categories)
      // no longer loads TypeBox (10 KB brotli less on the home page and the lobbies).
      treeshake: {
        manualPureFunctions: ['Type', 'IdSchema', 'SafeIntegerSchema'],
        moduleSideEffects: (id: string) => !id.includes('/node_modules/typebox/'),
      },
    },
  },
});
