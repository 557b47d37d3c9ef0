#!/usr/bin/env node
// `npm start`: builds the portal, the back office, the Lucky brand app and the API (Nx caches unchanged
// builds), then runs the API, which serves the portal, the back office (/bo/), Lucky (/lucky/) and every call
// on one port (PORT, default 3000) with the embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/nx/dist/bin/nx.js'),
    'run-many',
    '-t',
    'build',
    '-p',
    'web-portal',
    'back-office',
    'brand-lucky',
    'platform-api',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
);
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/apps/platform-api/main.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    // Demo mode: the outbox at /dev/outbox stands in for e-mail and SMS, and the demo logins work. A real
    // deployment runs dist/apps/platform-api/main.mjs without DEMO_MODE and with providers configured.
    env: { NODE_ENV: 'production', DEMO_MODE: 'true', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
