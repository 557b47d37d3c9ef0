#!/usr/bin/env node
// Bundle budget of the production portal build: gzip size of the JS a visitor downloads to see the home
// route (entry chunk, its static imports, and the home route's lazy chunk with its static imports), and
// of every other lazy chunk. Prints the figures; fails over the budgets of docs/architecture.md.
// Usage: node tools/bundle-budget.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KB = 160;
const CHUNK_BUDGET_KB = 50;
/** Source files whose lazy chunks load with the home route (/index): the start (framework, boot) and the home page. */
const HOME_ROUTE_SOURCES = [/src\/pages\/home\//, /src\/app\/framework\.ts$/, /src\/app\/boot\.tsx$/];

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'dist/apps/web-portal');
if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'build', 'web-portal'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/** The chunk files a manifest entry pulls in statically, itself included. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);
const homeKeys = Object.keys(manifest).filter((key) => HOME_ROUTE_SOURCES.some((re) => re.test(key)));
for (const key of homeKeys) staticClosure(key, initial);
const jsFiles = (files) => [...files].filter((f) => f.endsWith('.js'));
const initialKb = jsFiles(initial).reduce((sum, file) => sum + gzipKb(file), 0);

// Lazy chunks: loaded on demand; the app's boot chunk is counted in the initial JS above instead.
const lazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js') && !initial.has(chunk.file))
  .map(([key, chunk]) => ({ key, file: chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);

const failures = [];
console.log(
  `home route initial JS: ${initialKb.toFixed(1)} KB gzip (budget ${INITIAL_BUDGET_KB} KB) in ${jsFiles(initial).length} files`,
);
if (initialKb > INITIAL_BUDGET_KB)
  failures.push(`initial JS ${initialKb.toFixed(1)} KB > ${INITIAL_BUDGET_KB} KB`);
for (const { key, kb } of lazy) {
  console.log(`lazy chunk ${key}: ${kb.toFixed(1)} KB gzip`);
  if (kb > CHUNK_BUDGET_KB) failures.push(`${key} ${kb.toFixed(1)} KB > ${CHUNK_BUDGET_KB} KB`);
}
const css = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
for (const file of new Set(css)) console.log(`css ${file}: ${gzipKb(file).toFixed(1)} KB gzip`);
console.log(`bundle budget: ${failures.length ? 0 : 1} passed, ${failures.length ? 1 : 0} failed`);
for (const failure of failures) console.log(`over budget: ${failure}`);
process.exit(failures.length ? 1 : 0);
