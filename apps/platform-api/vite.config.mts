import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

// The server is bundled into one ESM file; npm packages stay external and load from node_modules.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: viteAliases() },
  build: {
    ssr: true,
    outDir: `${workspaceRoot}/dist/apps/platform-api`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // main: the server; ops: the operator CLI (npm run ops).
    rollupOptions: {
      input: { main: 'src/main.ts', ops: 'src/ops-main.ts' },
      output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
    },
  },
});
