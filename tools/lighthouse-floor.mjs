#!/usr/bin/env node
// Playfront side by side with its floor: the floor app (tools/floor-app: React, React Router, Redux Toolkit
// Query and i18next, a header and a fetched list per route, built by the same Vite and served precompressed
// with long cache headers) and the production build served by platform-api on a fresh embedded database.
// The built API and portal are copied aside first, so that a rebuild in the workspace during the run
// changes nothing measured. For each route, Lighthouse mobile runs floor, Playfront, floor, Playfront…
// (--runs each, default 5), and the script prints the medians of both, Playfront's ratios and the goals
// (performance >= 95 on every route; TBT at most 1.5x the floor's; lobby LCP no worse than the floor's;
// home JavaScript transferred at most 1.3x the floor's). It writes floor-report.json and floor-report.md
// to --report (default dist/lighthouse) and exits non-zero on a missed goal only with --strict.
//
// Routes: /index, /rng, /lottery, /promotions, and the member centre opened: a member registered through
// the API is signed in (its session token put into the tab's sessionStorage before the page's scripts run,
// as the portal keeps it) and the account button of the header is clicked as soon as it appears, so the
// navigation measures /index with the member centre opening; the floor does the same with its account
// button, which opens its member page.
//
// Usage: node tools/lighthouse-floor.mjs [--runs 5] [--routes index,rng,lottery,promotions,member]
//          [--report dist/lighthouse] [--strict] [--lhr] [--rebuild-floor] [--port-base 4700]
//          [--before DIR]
// --before DIR (another checkout or folder holding dist/apps/platform-api and dist/apps/web-portal, built)
// adds that build as a third app in the same rounds (floor, Playfront, before; the order turns each
// round), so a change is measured against the build before it on every route, the member centre's click
// included; it prints before against now for each route and keeps both in the report. The goals stay
// those of this build.
// --lhr also keeps every run's whole Lighthouse result in <report>/lhr/ (route-app-run.json): the
// bootup-time, mainthread-work-breakdown and long-tasks audits say where the main-thread time went; and the
// trace each was simulated from (route-app-run.trace.json: tools/trace-tasks.mjs lists its tasks).
// Build Playfront first (npm run build); the floor app is built here when missing or older than its sources.
// Ports: --port-base (LIGHTHOUSE_PORT_BASE, default 4700) for Playfront, +1 the floor, +2 the build before,
// +3… Chromium.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { benchClient, inRoundOrder, startBenchServer } from './bench-support.mjs';
import { measure, medians, signedInAndOpen } from './lighthouse-support.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);
const runs = Number(arg('runs', 5));
const strict = flag('strict');
const keepLhr = flag('lhr');
const reportDir = resolve(root, arg('report', 'dist/lighthouse'));
const portBase = Number(arg('port-base', process.env.LIGHTHOUSE_PORT_BASE ?? 4700));
const beforeDir = arg('before', null) && resolve(arg('before', null));
const ports = { playfront: portBase, floor: portBase + 1, before: portBase + 2, chrome: portBase + 3 };

const ROUTES = [
  { key: 'index', label: 'home /index', path: '/index' },
  { key: 'rng', label: 'lobby /rng', path: '/rng' },
  { key: 'lottery', label: '/lottery', path: '/lottery' },
  { key: 'promotions', label: '/promotions', path: '/promotions' },
  { key: 'member', label: 'member centre opened (/index, signed in)', path: '/index', member: true },
];
const wanted = arg('routes', ROUTES.map((r) => r.key).join(',')).split(',');
const routes = ROUTES.filter((r) => wanted.includes(r.key));
if (!routes.length || !Number.isInteger(runs) || runs < 1) {
  console.error(`--routes takes some of ${ROUTES.map((r) => r.key).join(',')}; --runs a whole number >= 1`);
  process.exit(2);
}
const KEYS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes', 'totalBytes'];
const GOALS = { performance: 95, tbtRatio: 1.5, lobbyLcpRatio: 1, homeJsRatio: 1.3 };

for (const dir of [root, beforeDir].filter(Boolean)) {
  for (const file of ['dist/apps/platform-api/main.mjs', 'dist/apps/web-portal/index.html']) {
    if (!existsSync(join(dir, file))) {
      console.error(`${join(dir, file)} is missing: build first (npm run build)`);
      process.exit(2);
    }
  }
}
const { encryptPayload } = await import(join(root, 'libs/api-contract/dist/index.js')).catch(() => {
  console.error('Build first: npx nx run-many -t build -p api-contract,platform-api');
  process.exit(2);
});

// ---- Playfront's build, copied aside ------------------------------------------------------------------
/**
 * Whether a copy of the build is whole: every file of the portal's Vite manifest, and the server's own
 * chunks, are there (a build running in the workspace meanwhile leaves half a folder).
 */
const wholeBuild = (dir) => {
  const portal = join(dir, 'dist/apps/web-portal');
  const server = join(dir, 'dist/apps/platform-api');
  try {
    const manifest = JSON.parse(readFileSync(join(portal, '.vite/manifest.json'), 'utf8'));
    const portalFiles = Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]);
    const serverFiles = [
      ...readFileSync(join(server, 'main.mjs'), 'utf8').matchAll(/from ['"]\.\/([^'"]+)['"]/g),
    ].map((match) => match[1]);
    // The precompressed copies are written last (tools/vite-precompress.mjs): with them the build is done.
    const compressed = [...portalFiles.filter((file) => /\.(js|css)$/.test(file)), 'index.html'];
    return (
      portalFiles.every((file) => existsSync(join(portal, file))) &&
      compressed.every(
        (file) => statSync(join(portal, file)).size < 1024 || existsSync(join(portal, `${file}.br`)),
      ) &&
      serverFiles.every((file) => existsSync(join(server, file)))
    );
  } catch {
    return false;
  }
};
/**
 * Copies the built API and portal into node_modules/.cache (where the API still finds its packages) and
 * serves them from there: a rebuild in the workspace during the run changes nothing that is measured.
 */
async function snapshotBuild() {
  const cache = join(root, 'node_modules/.cache/playfront-lighthouse-floor');
  // Copies left by runs that were interrupted (their process is gone).
  for (const pid of existsSync(cache) ? readdirSync(cache) : []) {
    try {
      process.kill(Number(pid), 0);
    } catch {
      rmSync(join(cache, pid), { recursive: true, force: true });
    }
  }
  const dir = join(cache, String(process.pid));
  for (let attempt = 1; ; attempt++) {
    rmSync(dir, { recursive: true, force: true });
    for (const app of ['platform-api', 'web-portal'])
      cpSync(join(root, 'dist/apps', app), join(dir, 'dist/apps', app), {
        recursive: true,
        preserveTimestamps: true,
      });
    if (wholeBuild(dir)) return dir;
    if (attempt === 10) throw new Error('dist/apps is incomplete (a build is running?): build first');
    console.log('dist/apps is being rebuilt: copying it again in 15 s');
    await new Promise((done) => setTimeout(done, 15_000));
  }
}

// ---- the floor app: built when missing or older than its sources --------------------------------------
const floorDir = join(root, 'dist/floor-app');
const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};
async function buildFloorIfNeeded() {
  const sources = ['tools/floor-app/index.html', 'tools/floor-app/vite.config.mjs', 'tools/floor-app/src']
    .concat(['tools/vite-precompress.mjs', 'package-lock.json'])
    .map((path) => newest(join(root, path)));
  const built = existsSync(join(floorDir, 'index.html')) ? statSync(join(floorDir, 'index.html')).mtimeMs : 0;
  if (!flag('rebuild-floor') && built > Math.max(...sources)) return;
  console.log('building the floor app (tools/floor-app → dist/floor-app)');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'tools/floor-app/vite.config.mjs'), logLevel: 'warn' });
}

function startFloorApp(port) {
  const child = spawn(process.execPath, [join(root, 'tools/floor-app/server.mjs'), '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise((resolveReady, reject) => {
    const onData = (chunk) => {
      log += chunk;
      if (log.includes('floor app ready')) resolveReady();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`floor app server exited (${code}): ${log}`)));
  });
  return { base: `http://127.0.0.1:${port}`, ready, stop: () => child.kill('SIGTERM') };
}

// ---- the member centre opened -------------------------------------------------------------------------
const member = { username: `lhf${Date.now().toString(36).slice(-8)}`, password: 'Floor2026x' };
const sealed = async (base, payload) => {
  const key = (await (await fetch(`${base}/wps/system/publicKey`)).json()).value;
  return JSON.stringify(await encryptPayload(key, payload));
};
/** Registers the member (once) through the API, as the e2e support code does. */
async function registerMember(base) {
  const reply = await (
    await fetch(`${base}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: await sealed(base, {
        ...member,
        confirmPassword: member.password,
        birthday: '1990-01-01',
        registerMethod: 'WEB',
      }),
    })
  ).json();
  if (!reply.success) throw new Error(`register failed: ${JSON.stringify(reply)}`);
}
/** A fresh session of the member (each run gets its own, so none idles out during a long run). */
async function memberSession(base) {
  const reply = await (
    await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await sealed(base, { username: member.username, password: member.password, type: 'username' }),
    })
  ).json();
  if (!reply.success) throw new Error(`login failed: ${JSON.stringify(reply)}`);
  return { token: reply.value.token, isAgent: String(reply.value.accountType ?? 0) };
}

// ---- one measurement of one app on one route ----------------------------------------------------------
let chromeRuns = 0;
async function measureApp(app, route, run) {
  const options = { categories: ['performance'] };
  if (keepLhr) {
    mkdirSync(join(reportDir, 'lhr'), { recursive: true });
    options.lhrFile = join(reportDir, 'lhr', `${route.key}-${app.name.toLowerCase()}-${run}.json`);
    options.traceFile = options.lhrFile.replace(/\.json$/, '.trace.json');
  }
  // A loaded machine now and then makes a run fail (no first paint, a trace without a navigation, a
  // Chromium that does not answer): such a run is run again, twice at most, in a Chromium on the next port.
  for (let attempt = 1; ; attempt++) {
    options.chromePort = ports.chrome + (chromeRuns++ % 8);
    if (route.member) {
      const session = app.name === 'floor' ? { token: 'floor-session' } : await memberSession(app.base);
      options.beforeLoad = {
        script: signedInAndOpen,
        // The member centre opened: the session in the tab, then the header's account button clicked.
        args: [[app.base, session, app.memberButton]],
        openedSelector: app.memberOpened,
      };
    }
    try {
      return await measure(`${app.base}${route.path}`, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${app.name} ${route.path}: ${error.message.split('\n')[0]}; running it again`);
    }
  }
}

// ---- formatting -------------------------------------------------------------------------------------
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (a, b) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
const times = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '∞');
const ROWS = [
  ['performance', 'performance', (v) => String(Math.round(v))],
  ['LCP', 'lcpMs', (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'tbtMs', (v) => `${Math.round(v)} ms`],
  ['CLS', 'cls', (v) => v.toFixed(3)],
  ['JS transferred', 'jsBytes', kib],
  ['FCP', 'fcpMs', (v) => `${(v / 1000).toFixed(2)} s`],
  ['all bytes transferred', 'totalBytes', kib],
];
/** One table's rows: each metric of `base` (the floor, or the build before), of `now`, and their ratio. */
const tableRows = (base, now) =>
  ROWS.map(([name, key, format]) => [
    name,
    format(base[key]),
    format(now[key]),
    key === 'cls' && base[key] === 0 && now[key] === 0 ? '–' : times(ratio(now[key], base[key])),
  ]);
const textTable = (rows, head = ['', 'floor', 'Playfront', 'Playfront / floor']) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [head, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
};
const markdownTable = (rows) =>
  ['| | floor | Playfront | Playfront / floor |', '| --- | ---: | ---: | ---: |']
    .concat(rows.map((row) => `| ${row.join(' | ')} |`))
    .join('\n');

// ---- the run ----------------------------------------------------------------------------------------
const started = new Date();
const loadBefore = loadavg();
console.log(
  `lighthouse mobile, floor and Playfront interleaved, median of ${runs} per route; ` +
    `${cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
);
const buildDir = await snapshotBuild();
const builtAt = statSync(join(buildDir, 'dist/apps/web-portal/index.html')).mtime.toISOString();
// One account signs in once per member-centre run: lift the login limits for these servers only.
const playfrontServerAt = (cwd, port) =>
  startBenchServer({
    cwd,
    prefix: 'playfront-lh-floor-',
    port,
    env: { RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' },
  });
const playfrontServer = await playfrontServerAt(buildDir, ports.playfront);
let beforeServer = null;
let floorServer = null;
const results = {};
try {
  if (beforeDir) beforeServer = await playfrontServerAt(beforeDir, ports.before);
  await buildFloorIfNeeded();
  floorServer = startFloorApp(ports.floor);
  await floorServer.ready;
  const playfrontServers = [playfrontServer, beforeServer].filter(Boolean);
  for (const server of playfrontServers) await benchClient(server.base, '').waitForServer();
  if (routes.some((r) => r.member)) for (const server of playfrontServers) await registerMember(server.base);
  const playfrontSelectors = {
    memberButton: '.pf-strip__account[aria-label]',
    memberOpened: '.pf-mc__page',
  };
  const apps = [
    {
      name: 'floor',
      base: floorServer.base,
      memberButton: '.floor-header__account',
      memberOpened: '.floor-member dl',
    },
    { name: 'Playfront', base: playfrontServer.base, ...playfrontSelectors },
    ...(beforeServer ? [{ name: 'before', base: beforeServer.base, ...playfrontSelectors }] : []),
  ];
  for (const route of routes) {
    results[route.key] = Object.fromEntries(apps.map((app) => [app.name, []]));
    for (let i = 0; i < runs; i++) {
      // The order turns from one round to the next (floor, Playfront, before; then Playfront, before, floor; …).
      for (const app of inRoundOrder(apps, i)) {
        const result = await measureApp(app, route, i + 1);
        results[route.key][app.name].push(result);
        console.log(
          `${route.label} run ${i + 1}, ${app.name}: performance ${result.performance}, ` +
            `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, ` +
            `JS ${kib(result.jsBytes)}`,
        );
      }
    }
  }
} finally {
  floorServer?.stop();
  playfrontServer.stop();
  beforeServer?.stop();
  rmSync(buildDir, { recursive: true, force: true });
}

// ---- medians, ratios, goals, report -------------------------------------------------------------------
const summary = routes.map((route) => {
  const floor = medians(results[route.key].floor, KEYS);
  const playfront = medians(results[route.key].Playfront, KEYS);
  const before = beforeDir ? medians(results[route.key].before, KEYS) : null;
  return { ...route, floor, playfront, before, rows: tableRows(floor, playfront) };
});
const goals = [];
for (const s of summary) {
  goals.push({
    goal: `${s.label}: Playfront performance >= ${GOALS.performance}`,
    value: `${s.playfront.performance}`,
    met: s.playfront.performance >= GOALS.performance,
  });
  goals.push({
    goal: `${s.label}: TBT <= ${GOALS.tbtRatio}× the floor's`,
    value: `${Math.round(s.playfront.tbtMs)} ms against ${Math.round(s.floor.tbtMs)} ms (${times(ratio(s.playfront.tbtMs, s.floor.tbtMs))})`,
    met: s.playfront.tbtMs <= GOALS.tbtRatio * s.floor.tbtMs,
  });
  if (s.key === 'rng')
    goals.push({
      goal: `${s.label}: LCP no worse than the floor's`,
      value: `${Math.round(s.playfront.lcpMs)} ms against ${Math.round(s.floor.lcpMs)} ms`,
      met: s.playfront.lcpMs <= GOALS.lobbyLcpRatio * s.floor.lcpMs,
    });
  if (s.key === 'index')
    goals.push({
      goal: `${s.label}: JS transferred <= ${GOALS.homeJsRatio}× the floor's`,
      value: `${kib(s.playfront.jsBytes)} against ${kib(s.floor.jsBytes)} (${times(ratio(s.playfront.jsBytes, s.floor.jsBytes))})`,
      met: s.playfront.jsBytes <= GOALS.homeJsRatio * s.floor.jsBytes,
    });
}
const loadAfter = loadavg();
let commit = null;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // not a checkout
}

for (const s of summary) console.log(`\n${s.label} (median of ${runs})\n${textTable(s.rows)}`);
if (beforeDir) {
  console.log(`\nthis build against the one before it (${beforeDir}), same rounds:`);
  for (const s of summary)
    console.log(
      `\n${s.label} (median of ${runs})\n` +
        textTable(tableRows(s.before, s.playfront), ['', 'before', 'now', 'now / before']),
    );
}
console.log('\ngoals:');
for (const g of goals) console.log(`  ${g.met ? 'met   ' : 'MISSED'} ${g.goal}: ${g.value}`);
console.log(`load average after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);

mkdirSync(reportDir, { recursive: true });
const machine = { cores: cpus().length, loadBefore, loadAfter };
writeFileSync(
  join(reportDir, 'floor-report.json'),
  `${JSON.stringify(
    {
      started: started.toISOString(),
      commit,
      portalBuiltAt: builtAt,
      runs,
      machine,
      goals,
      ...(beforeDir ? { before: beforeDir } : {}),
      routes: summary.map(({ key, label, path, floor, playfront, before }) => ({
        key,
        label,
        path,
        medians: { floor, playfront, ...(before ? { before } : {}) },
        runs: results[key],
      })),
    },
    null,
    2,
  )}\n`,
);
const markdown = [
  `# Lighthouse mobile: Playfront and its floor app`,
  '',
  `${started.toISOString()}${commit ? `, commit ${commit}` : ''} (portal built ${builtAt}): ` +
    `floor and Playfront measured in turn, ` +
    `median of ${runs} runs each per route; ${machine.cores} cores, load average ` +
    `${loadBefore[0].toFixed(2)} before and ${loadAfter[0].toFixed(2)} after.`,
  '',
  ...summary.flatMap((s) => [`## ${s.label}`, '', markdownTable(s.rows), '']),
  '## Goals',
  '',
  ...goals.map((g) => `- ${g.met ? 'met' : '**missed**'}: ${g.goal}: ${g.value}`),
  '',
].join('\n');
writeFileSync(join(reportDir, 'floor-report.md'), markdown);
console.log(`report: ${join(reportDir, 'floor-report.md')} and floor-report.json`);

const missed = goals.filter((g) => !g.met).length;
if (missed)
  console.log(`${missed} goal(s) missed${strict ? '' : ' (reported only; --strict fails the run)'}`);
process.exitCode = strict && missed ? 1 : 0;
