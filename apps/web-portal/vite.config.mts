import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite-precompress.mjs';
import { prerenderInto } from '../../tools/vite-prerender.mjs';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  cacheDir: `${workspaceRoot}/node_modules/.vite/web-portal`,
  plugins: [
    react(),
    // The landing page is prerendered into index.html before the files are compressed.
    precompress({
      before: (outDir) =>
        prerenderInto({
          outDir,
          root,
          configFile: fileURLToPath(import.meta.url),
          entry: '/src/prerender.tsx',
        }),
    }),
  ],
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
