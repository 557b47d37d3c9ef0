#!/usr/bin/env node
// Lighthouse mobile run against the production build served by platform-api on a fresh embedded
// database: median of N runs (default 3) of performance, LCP, TBT, CLS and accessibility, checked against
// the budgets of docs/architecture.md. Usage: node tools/lighthouse.mjs [--runs 3] [--path /index]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 3));
const path = arg('path', '/index');
const port = Number(arg('port', 4320));
const root = join(import.meta.dirname, '..');
const budgets = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 200, cls: 0.05 };

const dataDir = mkdtempSync(join(tmpdir(), 'playfront-lh-'));
const server = spawn(process.execPath, [join(root, 'dist/apps/platform-api/main.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    PGLITE_DIR: dataDir,
  },
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${port}${path}`;
try {
  await waitFor(`http://127.0.0.1:${port}/health`);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        failedA11y: Object.values(lhr.audits)
          .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id),
      });
      console.log(`run ${i + 1}: ${JSON.stringify(results.at(-1))}`);
    } finally {
      await chrome.kill();
    }
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const m = Object.fromEntries(
    ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'].map((k) => [k, median(k)]),
  );
  console.log(
    `lighthouse mobile ${url} (median of ${runs}): performance ${m.performance}, accessibility ${m.accessibility}, ` +
      `LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`,
  );
  const failures = [
    m.performance < budgets.performance && `performance ${m.performance} < ${budgets.performance}`,
    m.accessibility < budgets.accessibility && `accessibility ${m.accessibility} < ${budgets.accessibility}`,
    m.lcpMs > budgets.lcpMs && `LCP ${Math.round(m.lcpMs)} ms > ${budgets.lcpMs} ms`,
    m.tbtMs > budgets.tbtMs && `TBT ${Math.round(m.tbtMs)} ms > ${budgets.tbtMs} ms`,
    m.cls > budgets.cls && `CLS ${m.cls} > ${budgets.cls}`,
  ].filter(Boolean);
  for (const failure of failures) console.log(`over budget: ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitFor(target) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start at ${target}`);
}
