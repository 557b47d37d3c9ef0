#!/usr/bin/env node
// Operator CLI: `npm run ops -- <command>` (pending, deposit|withdrawal approve|reject <ref>, balances
// <username>, reconcile). Runs dist/apps/platform-api/ops.mjs against DATABASE_URL, or the PGlite folder
// PGLITE_DIR (default .data/pglite). PGlite has one owner: stop the server before using it there.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/apps/platform-api/ops.mjs');
if (!existsSync(entry)) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run', 'platform-api:build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
}
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
