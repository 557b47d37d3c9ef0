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
    ssr: 'src/main.ts',
    outDir: `${workspaceRoot}/dist/apps/platform-api`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { format: 'esm', entryFileNames: 'main.mjs' } },
  },
});
