#!/usr/bin/env node
// Proves that module boundaries are enforced as lint errors: writes probe files with forbidden imports
// into real projects, lints them with the workspace ESLint config, and expects each to fail (and an
// allowed import to pass). The probes are always removed.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
// The boundary rule reads the Nx project graph; make sure it exists and is current.
execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});

const cases = [
  {
    name: 'ui lib importing a feature lib (ui -> feature)',
    file: 'libs/ui-kit/src/boundary-probe.ts',
    code: "export * from '@playfront/auth-session';\n",
    expect: '@nx/enforce-module-boundaries',
  },
  {
    name: 'server app importing a web lib (scope:server -> scope:web)',
    file: 'apps/platform-api/src/boundary-probe.ts',
    code: "export * from '@playfront/i18n';\n",
    expect: '@nx/enforce-module-boundaries',
  },
  {
    name: 'contract lib importing any lib (contract -> util)',
    file: 'libs/api-contract/src/boundary-probe.ts',
    code: "export * from '@playfront/registration-rules';\n",
    expect: '@nx/enforce-module-boundaries',
  },
  {
    name: 'deep import into another lib through its package name',
    file: 'libs/wallet/src/boundary-probe.ts',
    code: "export * from '@playfront/i18n/src/languages';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'deep import into another lib through a relative path',
    file: 'libs/wallet/src/boundary-probe.ts',
    code: "export * from '../../i18n/src/languages';\n",
    expect: '@nx/enforce-module-boundaries',
  },
  {
    name: 'allowed: feature lib importing a ui lib through its public entry',
    file: 'libs/wallet/src/boundary-probe.ts',
    code: "export * from '@playfront/ui-kit';\n",
    expect: null,
  },
];

const eslint = new ESLint({ cwd: root });
let failures = 0;
for (const probe of cases) {
  const path = join(root, probe.file);
  writeFileSync(path, probe.code);
  try {
    const [result] = await eslint.lintFiles([path]);
    const rules = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
    const ok = probe.expect === null ? rules.length === 0 : rules.includes(probe.expect);
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${probe.name}: ${rules.length ? `errors from ${[...new Set(rules)].join(', ')}` : 'no errors'}`,
    );
  } finally {
    rmSync(path, { force: true });
  }
}
console.log(`boundaries: ${cases.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
