#!/usr/bin/env node
// Proves that module boundaries and the no-cycle rule are enforced as lint errors: writes probe files with forbidden imports
// into real projects, lints them with the workspace ESLint config, and expects each to fail (and an
// allowed import to pass). The probes are always removed.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { findCycles, workspaceSources } from './import-cycles.mjs';

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
    name: 'API infrastructure importing a module (core -> modules)',
    file: 'apps/platform-api/src/core/boundary-probe.ts',
    code: "export * from '../modules/wallet';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'API infrastructure importing the composition (core -> platform-modules)',
    file: 'apps/platform-api/src/core/boundary-probe.ts',
    code: "export { platformModules } from '../platform-modules';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: "API module reaching into another module's file",
    file: 'apps/platform-api/src/modules/payments/boundary-probe.ts',
    code: "export { post } from '../wallet/ledger';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'API module importing the composition (modules -> platform-modules)',
    file: 'apps/platform-api/src/modules/payments/boundary-probe.ts',
    code: "export { platformModules } from '../../platform-modules';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'allowed: API module using another module through its entry',
    file: 'apps/platform-api/src/modules/payments/boundary-probe.ts',
    code: "export { post } from '../wallet';\n",
    expect: null,
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
// The lint rule playfront/no-cycle finds a cycle between two files (here across two API modules' entries,
// and inside a lib), and names both files.
const cycleProbes = [
  {
    name: 'import cycle between two API modules',
    files: {
      'apps/platform-api/src/modules/wallet/cycle-probe.ts':
        "import { b } from '../payments/cycle-probe';\nexport const a = () => b;\n",
      'apps/platform-api/src/modules/payments/cycle-probe.ts':
        "import { a } from '../wallet/cycle-probe';\nexport const b = () => a;\n",
    },
  },
  {
    name: 'import cycle between two files of a lib (type-only import included)',
    files: {
      'libs/wallet/src/cycle-probe-a.ts':
        "import type { B } from './cycle-probe-b';\nexport type A = { b?: B };\n",
      'libs/wallet/src/cycle-probe-b.ts':
        "import type { A } from './cycle-probe-a';\nexport type B = { a?: A };\n",
    },
  },
];
for (const probe of cycleProbes) {
  const paths = Object.keys(probe.files).map((file) => join(root, file));
  try {
    for (const [file, code] of Object.entries(probe.files)) writeFileSync(join(root, file), code);
    const results = await eslint.lintFiles(paths);
    const flagged = results.filter((result) =>
      result.messages.some((m) => m.severity === 2 && m.ruleId === 'playfront/no-cycle'),
    ).length;
    const ok = flagged === paths.length;
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${probe.name}: playfront/no-cycle flags ${flagged} of ${paths.length} files`,
    );
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
}
const cycles = findCycles(workspaceSources());
for (const cycle of cycles)
  console.log(`FAIL import cycle: ${cycle.map((file) => file.slice(root.length + 1)).join(' -> ')}`);
if (cycles.length) failures++;
else console.log('ok   no import cycle in apps/*/src and libs/*/src');
console.log(`boundaries: ${cases.length + cycleProbes.length + 1 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
