#!/usr/bin/env node
// Builds one publishable lib: ESM bundle (dependencies and peers left external), CSS when the lib has
// a stylesheet, and type declarations. Usage: node tools/build-lib.mjs libs/<name>
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(process.argv[2] ?? '');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const externals = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}),
  ...builtinModules,
];
const isExternal = (id) =>
  id.startsWith('node:') || externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

rmSync(join(root, 'dist'), { recursive: true, force: true });

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    lib: { entry: join(root, 'src/index.ts'), formats: ['es'], fileName: 'index' },
    rollupOptions: { external: isExternal },
  },
});

const stylesheet = join(root, 'src/styles/index.css');
if (existsSync(stylesheet)) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      rollupOptions: { input: { styles: stylesheet }, output: { assetFileNames: 'styles.css' } },
    },
  });
  rmSync(join(root, 'dist/styles.js'), { force: true });
}

execFileSync(process.execPath, [require_('typescript/bin/tsc'), '-p', join(root, 'tsconfig.lib.json')], {
  stdio: 'inherit',
});

function require_(specifier) {
  return new URL(import.meta.resolve(specifier)).pathname;
}
