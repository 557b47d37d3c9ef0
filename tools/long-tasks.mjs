#!/usr/bin/env node
// What the main thread does in the long tasks of a page load: Debian Chromium at a phone's width with the CPU
// slowed down (4× by default, as Lighthouse's mobile run), a trace of the load and the seconds after it, and
// for each task over 50 ms its parts (module evaluation, script calls named through the served source maps,
// style, layout, paint, animation frames, microtasks). It ends with the blocking time seen (each long task's
// time over 50 ms, summed), the median of --runs. Lighthouse's TBT audit says which file; this says what.
//
// Usage: node tools/long-tasks.mjs --url http://127.0.0.1:3000/rng [--url …] [--runs 3] [--throttle 4]
//          [--wait 6000] [--min 3]
//        node tools/long-tasks.mjs --trace dist/lighthouse/lhr/rng-playfront-1.trace.json [--scale 4]
//          [--maps dist/apps/web-portal]
// Any running server will do (`npm start`, the built API, the floor app of tools/lighthouse-floor.mjs).
// --min: the shortest part listed, in ms (as measured).
// --trace reads a trace Lighthouse simulated its figures from (tools/lighthouse-floor.mjs --lhr keeps
// them): the load ran unthrottled and Lighthouse counts each main-thread task --scale (4) times as long, so
// the tasks listed are those over 50 ms / scale, with their times scaled. Source maps come from --maps (the
// build's folder) when the server that ran is gone.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-args.mjs';
import { shortSource as short, sourceMaps } from './source-maps.mjs';

const args = process.argv.slice(2);
const all = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const one = (name, fallback) => all(name).at(-1) ?? fallback;
const urls = all('url');
const traceFile = one('trace');
const scale = Number(one('scale', 4));
const mapsDir = one('maps');
const runs = Number(one('runs', 3));
const throttle = Number(one('throttle', 4));
const wait = Number(one('wait', 6000));
const minPartMs = Number(one('min', 3));
if ((!urls.length && !traceFile) || !(runs >= 1) || !(throttle >= 1) || !(scale >= 1)) {
  console.error('Usage: node tools/long-tasks.mjs --url <page> [--url …] [--runs 3] [--throttle 4]');
  process.exit(2);
}

const PARTS = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

/** Source maps of the scripts the page ran, fetched from the server beside each script (null without one). */
const sourceMap = sourceMaps(mapsDir);
async function label(event) {
  const data = event.args?.data ?? {};
  if (!data.url) return event.name;
  const file = data.url.replace(/.*\//, '');
  const map = /^https?:/.test(data.url) ? await sourceMap(data.url) : null;
  const at = map?.originalPositionFor({ line: (data.lineNumber ?? 0) + 1, column: data.columnNumber ?? 0 });
  const where = at?.source ? `${short(at.source)}:${at.line}` : file;
  return `${event.name}(${where}${data.functionName ? ` ${data.functionName}` : ''})`;
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(wait);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return tasksOf(traceEvents, 1);
}

/**
 * The long tasks of a trace's page: on the renderer's main thread that ran the page's modules, each task
 * whose duration × `factor` is over 50 ms, with its parts; and the blocking time (each one's time × `factor`
 * over 50 ms, summed).
 */
async function tasksOf(traceEvents, factor) {
  // The renderer's main thread: where the page's own script runs.
  const main = traceEvents.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      traceEvents.some((t) => t.pid === e.pid && t.name === 'v8.evaluateModule'),
  );
  const onMain = traceEvents.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur * factor > 50_000);
  const lines = [];
  let blocking = 0;
  for (const task of tasks) {
    blocking += (task.dur * factor) / 1000 - 50;
    const parts = onMain.filter(
      (e) => PARTS.has(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur >= minPartMs * 1000,
    );
    const described = await Promise.all(
      parts.map(async (e) => `${await label(e)} ${Math.round((e.dur * factor) / 1000)}`),
    );
    lines.push(
      `  at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round((task.dur * factor) / 1000)} ms: ${described.join(', ') || '(browser work)'}`,
    );
  }
  return { blocking, lines };
}

if (traceFile) {
  const trace = JSON.parse(await readFile(traceFile, 'utf8'));
  const { blocking, lines } = await tasksOf(trace.traceEvents ?? trace, scale);
  console.log(`${traceFile}: blocking time ${Math.round(blocking)} ms, each task counted ${scale}× as long`);
  for (const line of lines) console.log(line);
  process.exit(0);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const url of urls) {
    const seen = [];
    for (let run = 1; run <= runs; run++) {
      const { blocking, lines } = await traceOnce(browser, url);
      seen.push(blocking);
      console.log(`${url} run ${run}: blocking time ${Math.round(blocking)} ms at ${throttle}× CPU`);
      for (const line of lines) console.log(line);
    }
    const sorted = [...seen].sort((a, b) => a - b);
    console.log(`${url}: median blocking time ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms\n`);
  }
} finally {
  await browser.close();
}
