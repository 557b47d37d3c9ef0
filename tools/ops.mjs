#!/usr/bin/env node
// Operator CLI: `npm run ops -- <command>` (pending, deposit|withdrawal approve|reject <ref>, disputes,
// proof <ref> <file> [path], dispute paid|refund <ref>, balances <username>, reconcile; no command prints
// the help). Runs dist/apps/platform-api/ops.mjs, building it first when missing.
// - PLAYFRONT_API_URL=http://host:port with OPERATOR_KEY: through the running server's operator calls.
//   This is the way while the server runs on PGlite (an embedded PGlite folder has one owner).
// - otherwise: directly on DATABASE_URL, or the PGlite folder PGLITE_DIR (default .data/pglite).
// PLAYFRONT_DIST points at another build folder (default dist), e.g. the copy an end-to-end run serves.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = process.env.PLAYFRONT_DIST || join(root, 'dist');
const entry = join(dist, 'apps/platform-api/ops.mjs');
if (!existsSync(entry) && !process.env.PLAYFRONT_DIST) {
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
