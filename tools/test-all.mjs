#!/usr/bin/env node
// `npm test`: commit messages, format check, lint, typecheck, unit tests, the boundary test and the pack
// check, in that order; stops at the first failing step. Ends with the total of unit tests passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const nx = join(root, 'node_modules/nx/dist/bin/nx.js');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const resultsDir = join(root, 'dist/test-results');

// CI runs every task for real; a developer's run reuses Nx's cache of unchanged projects.
const cacheFlags = process.env.CI ? ['--skip-nx-cache'] : [];

const steps = [
  ['commit messages', [join(root, 'tools/commit-check.mjs')]],
  [
    'format check',
    [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'],
  ],
  ['lint', [nx, 'run-many', '-t', 'lint', '--outputStyle=static', ...cacheFlags]],
  ['typecheck', [nx, 'run-many', '-t', 'typecheck', '--outputStyle=static', ...cacheFlags]],
  ['unit tests', [nx, 'run-many', '-t', 'test', '--outputStyle=static', ...cacheFlags]],
  ['module boundaries', [join(root, 'tools/boundary-check.mjs')]],
  ['pack check', [join(root, 'tools/pack-check.mjs')]],
];

rmSync(resultsDir, { recursive: true, force: true });
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (status !== 0) {
    summary();
    process.exit(status ?? 1);
  }
}
summary();

function summary() {
  if (!existsSync(resultsDir)) return;
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(resultsDir)) {
    const result = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  console.log(`\nunit tests: ${passed} passed, ${failed} failed`);
}
