#!/usr/bin/env node
// A brand app from outside the repository, built as docs/brand-app.md says, from the libs as published:
// `nx release publish` puts every lib into a local registry (Verdaccio); a plain Vite app
// (tools/sample-app) installs them from it with React and the rest from the public registry, type-checks,
// builds, and runs in Chromium against the built API on another origin (CORS). Fails unless the app is
// styled by the kit, shows translated texts (never a message key) and data from the API, and a demo
// member can sign in and sees the balance.
//
// Needs the built API (dist/apps/platform-api/main.mjs: `npx nx run platform-api:build`) and Debian Chromium.
// Ports: SAMPLE_PORT_BASE (46300) for the registry, +1 the API, +2 the app.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { homedir, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const base = Number(process.env.SAMPLE_PORT_BASE ?? 46300);
const ports = { registry: base, api: base + 1, app: base + 2 };
const registry = `http://127.0.0.1:${ports.registry}/`;
const api = `http://127.0.0.1:${ports.api}`;
// An origin the API accepts over plain http (localhost only), as a developer's machine would have.
const appOrigin = `http://localhost:${ports.app}`;
const work = mkdtempSync(join(tmpdir(), 'playfront-sample-'));
const started = Date.now();
const children = [];
const step = (text) => console.log(`--- ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const run = (cmd, args, options = {}) =>
  execFileSync(cmd, args, { stdio: 'inherit', env, ...options, encoding: 'utf8' });

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', cleanUp);

/** fetch, once more when a kept-alive connection was closed by the other side meanwhile. */
const call = (url, init) => fetch(url, init).catch(() => fetch(url, init));

async function waitFor(url, what, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s`);
}

function start(cmd, args, options, name) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} ended with ${code}:\n${output}`);
  });
  children.push(child);
  return child;
}

const workspaceVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

// 1. The registry: Verdaccio 5.9 (6 needs Node 22), kept out of the product's install.
step('local registry');
const registryHome = join(root, 'node_modules/.cache/playfront-registry');
if (!existsSync(join(registryHome, 'node_modules/verdaccio'))) {
  mkdirSync(registryHome, { recursive: true });
  // es5-ext's postinstall only prints a message: not run.
  writeFileSync(
    join(registryHome, 'package.json'),
    JSON.stringify({ private: true, allowScripts: { 'es5-ext': false } }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'verdaccio@5.9.0'], {
    cwd: registryHome,
  });
}
writeFileSync(
  join(work, 'registry.yaml'),
  [
    `storage: ${join(work, 'storage')}`,
    'auth:',
    '  htpasswd:',
    `    file: ${join(work, 'htpasswd')}`,
    'uplinks: {}',
    'packages:',
    "  '@playfront/*':",
    '    access: $all',
    '    publish: $authenticated',
    'logs: { type: stdout, format: pretty, level: error }',
    '',
  ].join('\n'),
);
start(
  process.execPath,
  [
    join(registryHome, 'node_modules/verdaccio/bin/verdaccio'),
    '--config',
    join(work, 'registry.yaml'),
    '--listen',
    `127.0.0.1:${ports.registry}`,
  ],
  { env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  'registry',
);
await waitFor(`${registry}-/ping`, 'the registry');
const user = await fetch(`${registry}-/user/org.couchdb.user:release`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'release', password: randomBytes(12).toString('hex') }),
}).then((reply) => reply.json());
const auth = `//127.0.0.1:${ports.registry}/:_authToken=${user.token}`;
// The user's own npm settings stay (mirrors, proxies); the registry's token is added.
const userRc = join(homedir(), '.npmrc');
writeFileSync(join(work, 'npmrc'), `${existsSync(userRc) ? readFileSync(userRc, 'utf8') : ''}\n${auth}\n`);

// 2. The release's publish step, as an operator's CI would run it, of the libs as they are now.
step('build the libs');
const libProjects = readdirSync(join(root, 'libs')).filter(
  (dir) => !JSON.parse(readFileSync(join(root, 'libs', dir, 'package.json'), 'utf8')).private,
);
run(
  process.execPath,
  [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '-p', ...libProjects],
  {
    cwd: root,
  },
);
step('nx release publish');
run(
  process.execPath,
  [
    join(root, 'node_modules/nx/dist/bin/nx.js'),
    'release',
    'publish',
    '--registry',
    registry,
    '--parallel=6',
  ],
  {
    cwd: root,
    env: { ...env, NPM_CONFIG_USERCONFIG: join(work, 'npmrc') },
  },
);
const published = readdirSync(join(root, 'libs'))
  .map((dir) => JSON.parse(readFileSync(join(root, 'libs', dir, 'package.json'), 'utf8')))
  .filter((pkg) => !pkg.private);
for (const pkg of published) {
  const reply = await call(`${registry}${pkg.name.replace('/', '%2f')}`);
  const versions = reply.ok ? Object.keys((await reply.json()).versions) : [];
  if (!versions.includes(pkg.version)) throw new Error(`${pkg.name}@${pkg.version} is not in the registry`);
}

// 3. The app: its own package.json and .npmrc; @playfront from the local registry, the rest from npm.
step('sample app: install from the registry');
const app = join(work, 'app');
cpSync(join(root, 'tools/sample-app'), app, { recursive: true });
const uses = ['app-kit', 'auth-session', 'brand-config', 'game-launch', 'wallet'];
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'sample-brand',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(
          uses.map((lib) => [
            `@playfront/${lib}`,
            `^${published.find((p) => p.name === `@playfront/${lib}`).version}`,
          ]),
        ),
        ...Object.fromEntries(
          [
            'react',
            'react-dom',
            'react-router',
            '@reduxjs/toolkit',
            'react-redux',
            'i18next',
            'react-i18next',
          ].map((name) => [name, workspaceVersion(name)]),
        ),
      },
      devDependencies: Object.fromEntries(
        ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map((name) => [
          name,
          workspaceVersion(name),
        ]),
      ),
    },
    null,
    2,
  ),
);
writeFileSync(join(app, '.npmrc'), `@playfront:registry=${registry}\n${auth}\n`);
// The libs a feature lib needs (api-client, i18n, ui-kit …) are its peers: npm installs them too.
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
const installed = readdirSync(join(app, 'node_modules/@playfront'));
console.log(`installed from the registry: ${installed.map((name) => `@playfront/${name}`).join(', ')}`);

step('sample app: type-check and build');
run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: app });
run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: app,
  env: { ...env, VITE_API_URL: api },
});

// 4. The API (a fresh embedded database with the demo brand), which lets the app's origin call it.
step('API and app');
const operatorKey = randomBytes(16).toString('hex');
start(
  process.execPath,
  [join(root, 'dist/apps/platform-api/main.mjs')],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      BRANDS: '',
      OPERATOR_KEY: operatorKey,
      PGLITE_DIR: mkdtempSync(join(work, 'db-')),
      PORTAL_DIR: join(root, 'dist/apps/web-portal'),
      BACK_OFFICE_DIR: join(root, 'dist/apps/back-office'),
    },
  },
  'API',
);
await waitFor(`${api}/health`, 'the API', 240_000);
const cors = await call(`${api}/wps/admin/setting/cors`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey },
  body: JSON.stringify({ origins: [appOrigin] }),
});
if (!cors.ok) throw new Error(`the CORS list was refused: ${cors.status} ${await cors.text()}`);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const dist = join(app, 'dist');
const server = createServer((request, reply) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', appOrigin).pathname);
  const file = join(dist, path);
  const found = file.startsWith(dist) && existsSync(file) && extname(file) ? file : join(dist, 'index.html');
  reply.writeHead(200, { 'content-type': types[extname(found)] ?? 'application/octet-stream' });
  reply.end(readFileSync(found));
});
await new Promise((resolve) => server.listen(ports.app, '127.0.0.1', resolve));

// 5. In Chromium, as a visitor and then a member.
step('in Chromium');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
mkdirSync(join(root, 'dist/sample-app'), { recursive: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
try {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${appOrigin}/`);
  await page.getByRole('heading', { name: 'Sample brand' }).waitFor({ timeout: 60_000 });
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .waitFor({ timeout: 60_000 });
  const gameNames = await page.getByRole('button', { name: /^Play / }).allTextContents();
  check(gameNames.length > 0, `the home shows the API's hot games (${gameNames.length})`);
  const artwork = await page
    .waitForFunction(
      () => {
        const image = document.querySelector('.pf-game-card img.pf-lazy-image__img');
        return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0
          ? image.src
          : null;
      },
      undefined,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  check(
    typeof artwork === 'string' && artwork.startsWith(`${api}/`),
    `the games' artwork loads from the API's origin (${artwork})`,
  );
  const styled = await page.evaluate(() => {
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--pf-color-primary').trim();
    const body = getComputedStyle(document.body);
    return { primary, font: body.fontFamily };
  });
  check(styled.primary !== '', `the kit's tokens are in (--pf-color-primary ${styled.primary})`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username', { exact: true }).fill('demo_member');
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  const balance = page.locator('.pf-balance__amount').first();
  await balance.waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => /\d/.test(document.querySelector('.pf-balance__amount')?.textContent ?? ''),
    undefined,
    { timeout: 60_000 },
  );
  const shown = (await balance.textContent())?.trim() ?? '';
  check(/1,020\.00/.test(shown), `the member's balance from the API (${shown})`);
  await page.getByRole('link', { name: 'Deposit' }).click();
  await page.getByLabel('Amount').waitFor({ timeout: 60_000 });
  const text = await page.locator('body').innerText();
  const keys = text.match(/\b[a-z]+(?:_[a-z0-9]+)+\b/g) ?? [];
  check(
    keys.length === 0,
    `the deposit page is translated (message keys seen: ${keys.join(', ') || 'none'})`,
  );
  const button = page.getByRole('button', { name: 'Request deposit' });
  const buttonStyle = await button.evaluate((node) => getComputedStyle(node).backgroundColor);
  check(
    buttonStyle !== 'rgba(0, 0, 0, 0)' && buttonStyle !== 'rgb(239, 239, 239)',
    `the kit styles the deposit button (${buttonStyle})`,
  );
  await page.screenshot({ path: join(root, 'dist/sample-app/deposit.png'), fullPage: true });
  check(errors.length === 0, `no errors in the console${errors.length ? `: ${errors.join(' | ')}` : ''}`);
} catch (error) {
  check(false, `the walk stopped: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  if (errors.length) console.error(`console errors: ${errors.join(' | ')}`);
  await page.screenshot({ path: join(root, 'dist/sample-app/failure.png'), fullPage: true }).catch(() => {});
} finally {
  await browser.close();
  server.close();
}

step(`done: ${failures.length === 0 ? 'the sample app works' : `${failures.length} failed`}`);
process.exit(failures.length === 0 ? 0 : 1);
