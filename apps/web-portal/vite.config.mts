import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';
import { inlineStyleTexts, prerenderInto } from '../../tools/vite-prerender.mjs';
import { SERVER_PATH_PREFIXES } from '../../libs/api-contract/src/constants';

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
    hoistedStyles,
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
      // them the TypeBox runtime (the contract's schemas are for the server and the OpenAPI document).
      treeshake: { manualPureFunctions: ['Type'] },
    },
  },
});
