import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: `${workspaceRoot}/node_modules/.vite/web-portal`,
  plugins: [react(), precompress()],
  resolve: { alias: viteAliases() },
  server: {
    port: 4200,
    proxy: {
      '/wps': 'http://localhost:3000',
      '/lgw': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
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
