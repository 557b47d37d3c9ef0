#!/usr/bin/env node
// Where a page load's main-thread time goes: Debian Chromium at a phone's width with the CPU slowed down
// (4× by default, as Lighthouse's mobile run), V8's sampling profiler and a trace on from the navigation
// until --wait ms after the page shows --until (a selector). It prints each long task (over 50 ms) with the
// functions that took most of it, the browser's own work in it (style, layout, paint) and the app's own
// functions in it (inclusive: a component's render, a hook); then the whole load's self time by source file,
// the app's functions inclusive, and the heaviest functions. Names come through the served source maps.
// Lighthouse's bootup-time audit says which file (a chunk of many modules); this says which module and
// function, and tools/long-tasks.mjs --trace says which tasks Lighthouse counted.
//
// Usage: node tools/page-profile.mjs --url http://127.0.0.1:3000/rng [--until '.pf-game-card img']
//          [--member user:password] [--click '.pf-strip__account[aria-label]'] [--throttle 4] [--wait 1500]
//          [--top 30]
// --member signs in through the API first and puts the session into the tab before its scripts run (as the
// portal keeps it); --click clicks an element as soon as it is on the page. Any running server will do.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-args.mjs';
import { signedInAndOpen } from './lighthouse-support.mjs';
import { shortSource as short, sourceMaps } from './source-maps.mjs';

const args = process.argv.slice(2);
const one = (name, fallback) => {
  const i = args.lastIndexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const url = one('url');
const until = one('until', 'body');
const member = one('member');
const click = one('click');
const throttle = Number(one('throttle', 4));
const wait = Number(one('wait', 1500));
const top = Number(one('top', 30));
if (!url || !(throttle >= 1) || !(top >= 1)) {
  console.error(
    'Usage: node tools/page-profile.mjs --url <page> [--until <selector>] [--member user:password]',
  );
  process.exit(2);
}
const origin = new URL(url).origin;

/** Trace events of the browser's own work on the main thread (not script). */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'v8.compile',
  'v8.compileModule',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'IntersectionObserverController::computeIntersections',
]);

/** The member's session, as the portal keeps it in the tab (null without --member). */
async function session() {
  if (!member) return null;
  const { encryptPayload } = await import('../libs/api-contract/dist/index.js');
  const [username, password] = member.split(':');
  const key = (await (await fetch(`${origin}/wps/system/publicKey`)).json()).value;
  const reply = await (
    await fetch(`${origin}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await encryptPayload(key, { username, password, type: 'username' })),
    })
  ).json();
  if (!reply.success) throw new Error(`login failed: ${JSON.stringify(reply)}`);
  return { token: reply.value.token, isAgent: String(reply.value.accountType ?? 0) };
}

const sourceMap = sourceMaps();
/** Where a call frame is in the sources: `file:line`, or the script's own name without a map. */
async function whereOf(frame) {
  if (!/^https?:/.test(frame.url)) return null;
  const map = await sourceMap(frame.url);
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return at?.source
    ? { file: short(at.source), line: at.line, name: at.name, own: !at.source.includes('node_modules') }
    : { file: frame.url.replace(/.*\//, ''), line: frame.lineNumber + 1, name: null, own: false };
}

/** Loads the page once and returns the CPU profile and the trace of the load. */
async function record() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const stored = await session();
    await context.addInitScript(signedInAndOpen, [origin, stored, click ?? null]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(until, { timeout: 60_000 });
    await page.waitForTimeout(wait);
    const { profile } = await cdp.send('Profiler.stop');
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    return { profile, traceEvents };
  } finally {
    await browser.close();
  }
}

const { profile, traceEvents } = await record();

// The samples: each one's node, time and weight (the time until the next sample).
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
const samples = [];
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  samples.push({ node: nodeById.get(id), at, us: profile.timeDeltas[i + 1] ?? 0 });
});
/** A native call (appendChild, fetch …) is named with the script function that made it. */
const scriptCaller = (node) => {
  let up = parentOf.get(node.id);
  while (up && !up.callFrame.url) up = parentOf.get(up.id);
  return up?.callFrame ?? null;
};
async function label(node) {
  const frame = node.callFrame;
  const via = frame.url ? null : scriptCaller(node);
  const where = await whereOf(via ?? frame);
  const name = frame.functionName || '(anonymous)';
  const caller = via ? ` from ${via.functionName || '(anonymous)'}` : '';
  return `${name}${caller}${where ? ` ${where.file}:${where.line}` : ''}`;
}
/** The app's own function of a node (libs and apps, not node_modules), or null. */
const ownNames = new Map();
async function ownName(node) {
  if (!ownNames.has(node.id)) {
    const where = await whereOf(node.callFrame);
    ownNames.set(
      node.id,
      where?.own
        ? `${where.name ?? node.callFrame.functionName ?? '(anonymous)'} ${where.file}:${where.line}`
        : null,
    );
  }
  return ownNames.get(node.id);
}
/** Self time by label, and the app's functions' inclusive time, over `chosen` samples. */
async function breakdown(chosen) {
  const self = new Map();
  const inclusive = new Map();
  for (const { node, us } of chosen) {
    const name = await label(node);
    self.set(name, (self.get(name) ?? 0) + us);
    const seen = new Set();
    for (let n = node; n; n = parentOf.get(n.id)) {
      const own = await ownName(n);
      if (own && !seen.has(own)) {
        seen.add(own);
        inclusive.set(own, (inclusive.get(own) ?? 0) + us);
      }
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { self: sorted(self), inclusive: sorted(inclusive) };
}
const ms = (us) => `${Math.round(us / 1000)}`;

// The long tasks of the renderer's main thread that ran the page (the one that ran most script).
const scriptTime = new Map();
for (const e of traceEvents) {
  if (e.ph !== 'X' || (e.name !== 'FunctionCall' && e.name !== 'v8.evaluateModule')) continue;
  const key = `${e.pid}:${e.tid}`;
  scriptTime.set(key, (scriptTime.get(key) ?? 0) + e.dur);
}
const [mainKey] = [...scriptTime].sort((a, b) => b[1] - a[1])[0] ?? [];
const main = mainKey ? { pid: Number(mainKey.split(':')[0]), tid: Number(mainKey.split(':')[1]) } : null;
const onMain = traceEvents.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const start = Math.min(...onMain.map((e) => e.ts));
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
let blocking = 0;
const lines = [];
for (const task of tasks) {
  blocking += task.dur / 1000 - 50;
  const inTask = samples.filter((s) => s.at >= task.ts && s.at < task.ts + task.dur);
  const { self, inclusive } = await breakdown(inTask);
  const work = new Map();
  for (const e of onMain) {
    if (!BROWSER_WORK.has(e.name) || e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
    work.set(e.name, (work.get(e.name) ?? 0) + e.dur);
  }
  const browserWork = [...work].filter(([, us]) => us >= 2000).sort((a, b) => b[1] - a[1]);
  lines.push(
    `  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ` +
      self
        .slice(0, 6)
        .map(([n, us]) => `${n} ${ms(us)}`)
        .join(', ') +
      (browserWork.length
        ? `\n      browser: ${browserWork.map(([n, us]) => `${n} ${ms(us)}`).join(', ')}`
        : '') +
      (inclusive.length
        ? `\n      app: ${inclusive
            .slice(0, 6)
            .map(([n, us]) => `${n.replace(/ .*\//, ' ')} ${ms(us)}`)
            .join(', ')}`
        : ''),
  );
}
console.log(
  `${url}: ${tasks.length} long tasks, blocking time ${Math.round(blocking)} ms at ${throttle}× CPU`,
);
for (const line of lines) console.log(line);

const whole = await breakdown(samples);
const byFile = new Map();
for (const { node, us } of samples) {
  const where = await whereOf(node.callFrame);
  const file = where?.file ?? `(${node.callFrame.functionName || 'program'})`;
  byFile.set(file, (byFile.get(file) ?? 0) + us);
}
const pad = (us) => (us / 1000).toFixed(1).padStart(8);
console.log('\nself time by source file (ms):');
for (const [file, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pad(us)}  ${file}`);
console.log("\nthe app's own functions, inclusive (ms):");
for (const [name, us] of whole.inclusive.slice(0, top)) console.log(`${pad(us)}  ${name}`);
console.log('\nself time by function (ms):');
for (const [name, us] of whole.self.slice(0, top)) console.log(`${pad(us)}  ${name}`);
