import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
const { viteAliases, workspaceRoot } = require('../../tools/workspace-aliases.cjs');

const outDir = `${workspaceRoot}/dist/apps/platform-api`;

// The server is bundled into one ESM file; npm packages stay external and load from node_modules.
// The demo provider's static game pages (demo-games/) are copied beside it.
export default defineConfig({
  plugins: [
    (() => {
      let target = outDir;
      return {
        name: 'copy-demo-games',
        apply: 'build' as const,
        configResolved(config: { build: { outDir: string } }) {
          target = config.build.outDir;
        },
        closeBundle() {
          // The pages as they are; their tsconfig.json only drives the type-check.
          cpSync(fileURLToPath(new URL('./demo-games', import.meta.url)), `${target}/demo-games`, {
            recursive: true,
            filter: (source) => !source.endsWith('tsconfig.json'),
          });
        },
      };
    })(),
  ],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: viteAliases() },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // main: the server; ops: the operator CLI (npm run ops).
    rollupOptions: {
      input: {
        main: 'src/main.ts',
        ops: 'src/ops-main.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
    },
  },
});
