#!/usr/bin/env node
// Builds every publishable lib, packs it with `npm pack`, and installs each tarball on its own into an
// empty project that has only the lib's peers, then imports it. Fails when a tarball ships tests or
// stories, lacks its entry, or cannot be imported without the workspace around it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const run = (cmd, args, cwd, quiet = true) =>
  execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });

const libs = readdirSync(join(root, 'libs'))
  .map((dir) => ({
    dir: join(root, 'libs', dir),
    pkg: JSON.parse(readFileSync(join(root, 'libs', dir, 'package.json'), 'utf8')),
  }))
  .filter(({ pkg }) => !pkg.private);

run(
  process.execPath,
  [
    join(root, 'node_modules/nx/dist/bin/nx.js'),
    'run-many',
    '-t',
    'build',
    '-p',
    ...libs.map((l) => l.dir.split('/').pop()),
  ],
  root,
  false,
);

const work = mkdtempSync(join(tmpdir(), 'playfront-pack-'));
const tarballs = new Map();
for (const { dir, pkg } of libs) {
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], dir));
  tarballs.set(pkg.name, { file: join(work, packed.filename), files: packed.files.map((f) => f.path), pkg });
}

/** Workspace versions of npm packages, so a peer is installed at the version the workspace proved. */
const installedVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** A lib's tarball plus the tarballs of the @playfront libs it needs, transitively. */
function closure(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const { pkg } = tarballs.get(name);
  for (const dep of Object.keys({ ...pkg.peerDependencies, ...pkg.dependencies })) {
    if (dep.startsWith('@playfront/')) closure(dep, seen);
  }
  return seen;
}

let failures = 0;
for (const [name, { files }] of tarballs) {
  const problems = [];
  if (!files.includes('dist/index.js') || !files.includes('dist/index.d.ts'))
    problems.push('no dist/index.js or index.d.ts');
  const stray = files.filter((f) => /\.(spec|stories)\.|(^|\/)src\//.test(f));
  if (stray.length) problems.push(`ships ${stray.join(', ')}`);

  const project = join(work, name.replace('/', '__'));
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'pack-check', private: true, type: 'module' }),
  );
  const libsNeeded = [...closure(name)];
  const peers = new Set();
  for (const lib of libsNeeded) {
    const { pkg } = tarballs.get(lib);
    for (const dep of Object.keys({ ...pkg.peerDependencies }))
      if (!dep.startsWith('@playfront/')) peers.add(dep);
  }
  try {
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--ignore-scripts',
        '--no-package-lock',
        ...libsNeeded.map((lib) => tarballs.get(lib).file),
        ...[...peers].map((peer) => `${peer}@${installedVersion(peer)}`),
      ],
      project,
    );
    const exported = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(name)}); console.log(Object.keys(m).length);`,
      ],
      project,
    ).trim();
    console.log(
      `ok   ${name}: ${files.length} files, ${exported} exports, peers: ${[...peers].join(' ') || 'none'}`,
    );
  } catch (error) {
    problems.push(
      `install or import failed: ${(error.stderr || error.message).split('\n').slice(0, 6).join(' | ')}`,
    );
  }
  if (problems.length) {
    failures++;
    console.log(`FAIL ${name}: ${problems.join('; ')}`);
  }
}
rmSync(work, { recursive: true, force: true });
console.log(`pack check: ${tarballs.size - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
