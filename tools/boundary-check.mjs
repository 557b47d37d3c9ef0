#!/usr/bin/env node
// Proves that module boundaries and the no-cycle rule are enforced as lint errors: writes probe files with forbidden imports
// into real projects, lints them with the workspace ESLint config, and expects each to fail (and an
// allowed import to pass). The probes are always removed; a case without code lints a project file as it is.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    name: 'demo-provider file importing the games module directly, not through its port',
    file: 'apps/platform-api/src/modules/demo-provider/boundary-probe.ts',
    code: "export { gameWallet } from '../games';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'demo-provider sub-part importing another module (lottery -> wallet)',
    file: 'apps/platform-api/src/modules/demo-provider/lottery/boundary-probe.ts',
    code: "export { post } from '../../wallet';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'demo-provider sub-part importing the composition',
    file: 'apps/platform-api/src/modules/demo-provider/instant/engines/boundary-probe.ts',
    code: "export { platformModules } from '../../../../platform-modules';\n",
    expect: 'no-restricted-imports',
  },
  {
    // A file of the project, linted as it is (no code: nothing written or removed).
    name: 'allowed: the demo-provider port (platform.ts) importing the games module',
    file: 'apps/platform-api/src/modules/demo-provider/platform.ts',
    expect: null,
  },
  {
    name: 'allowed: demo-provider sub-part using its port, shared pieces and core',
    file: 'apps/platform-api/src/modules/demo-provider/lottery/boundary-probe.ts',
    code: "export { gameWallet } from '../platform';\nexport { fairFloats } from '../shared/fair';\nexport { AppError } from '../../../core/errors';\n",
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
  if (probe.code === undefined && !readFileSync(path, 'utf8').includes("from '../games'")) {
    failures++;
    console.log(`FAIL ${probe.name}: ${probe.file} no longer imports '../games'`);
    continue;
  }
  if (probe.code !== undefined) writeFileSync(path, probe.code);
  try {
    const [result] = await eslint.lintFiles([path]);
    const rules = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
    const ok = probe.expect === null ? rules.length === 0 : rules.includes(probe.expect);
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${probe.name}: ${rules.length ? `errors from ${[...new Set(rules)].join(', ')}` : 'no errors'}`,
    );
  } finally {
    if (probe.code !== undefined) rmSync(path, { force: true });
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
