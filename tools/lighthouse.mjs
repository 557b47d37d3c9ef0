#!/usr/bin/env node
// Lighthouse mobile run against the production build served by platform-api on a fresh embedded
// database: median of N runs (default 3) of performance, LCP, TBT, CLS and accessibility, checked against
// the budgets of docs/architecture.md.
// With --before DIR (another checkout of the workspace, built), both builds are served at once and measured
// in turn, run by run (after, before, after, before…), so that both see the same machine; it prints both
// medians and the change, and fails if the home route's TBT grew by more than --tolerance ms (default 10).
// Usage: node tools/lighthouse.mjs [--runs 3] [--path /index] [--before ../other-checkout --tolerance 10]
import { join, resolve } from 'node:path';
import { benchClient, startBenchServer } from './bench-support.mjs';
import { measure, medians } from './lighthouse-support.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 3));
const path = arg('path', '/index');
const beforeDir = arg('before', null);
const tolerance = Number(arg('tolerance', 10));
const root = join(import.meta.dirname, '..');
const budgets = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 200, cls: 0.05 };
const KEYS = ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'];

const builds = [{ name: 'this build', dir: root }];
if (beforeDir) builds.push({ name: 'before', dir: resolve(beforeDir) });
for (const build of builds) {
  build.server = await startBenchServer({ cwd: build.dir, prefix: 'playfront-lh-' });
  build.results = [];
}

const describe = (m) =>
  `performance ${m.performance}, accessibility ${m.accessibility}, LCP ${Math.round(m.lcpMs)} ms, ` +
  `TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`;

try {
  for (const build of builds) await benchClient(build.server.base, '').waitForServer();
  for (let i = 0; i < runs; i++) {
    for (const build of builds) {
      build.results.push(await measure(`${build.server.base}${path}`));
      console.log(`run ${i + 1}, ${build.name}: ${JSON.stringify(build.results.at(-1))}`);
    }
  }
  const [now, before] = builds.map((build) => medians(build.results, KEYS));
  console.log(`lighthouse mobile ${path} (median of ${runs}): ${describe(now)}`);
  const failures = [
    now.performance < budgets.performance && `performance ${now.performance} < ${budgets.performance}`,
    now.accessibility < budgets.accessibility &&
      `accessibility ${now.accessibility} < ${budgets.accessibility}`,
    now.lcpMs > budgets.lcpMs && `LCP ${Math.round(now.lcpMs)} ms > ${budgets.lcpMs} ms`,
    now.tbtMs > budgets.tbtMs && `TBT ${Math.round(now.tbtMs)} ms > ${budgets.tbtMs} ms`,
    now.cls > budgets.cls && `CLS ${now.cls} > ${budgets.cls}`,
  ].filter(Boolean);
  if (before) {
    console.log(`before (${beforeDir}), same runs interleaved: ${describe(before)}`);
    const grew = now.tbtMs - before.tbtMs;
    console.log(`TBT change: ${grew >= 0 ? '+' : ''}${Math.round(grew)} ms (tolerance ${tolerance} ms)`);
    if (grew > tolerance) failures.push(`TBT grew by ${Math.round(grew)} ms`);
  }
  for (const failure of failures) console.log(`over budget: ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  for (const build of builds) build.server.stop();
}
