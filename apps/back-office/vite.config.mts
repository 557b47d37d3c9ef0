import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';
import { reactRouterProduction } from '../../tools/vite-react-router.mjs';
import { BACK_OFFICE_PATH } from '../../libs/api-contract/src/constants';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Built for /bo/: platform-api serves it there, and a separate host serves it under the same path.
  base: BACK_OFFICE_PATH,
  cacheDir: `${workspaceRoot}/node_modules/.vite/back-office`,
  plugins: [react(), reactRouterProduction(), precompress()],
  resolve: { alias: viteAliases() },
  server: {
    port: Number(process.env['BACK_OFFICE_PORT'] ?? 4300),
    // The operator calls (and the public key that seals credentials) go to the API: API_URL, or a local one.
    proxy: { '/wps/': process.env['API_URL'] ?? 'http://localhost:3000' },
  },
  preview: { port: Number(process.env['BACK_OFFICE_PORT'] ?? 4300) },
  build: {
    outDir: `${workspaceRoot}/dist/apps/back-office`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      // TypeBox schema builders have no side effects: the back office uses the contract's types and
      // constants, never its schemas.
      treeshake: { manualPureFunctions: ['Type'] },
    },
  },
});
