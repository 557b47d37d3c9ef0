#!/usr/bin/env node
// Accessibility run over every story of the static Storybook (dist/storybook, from `npm run build-storybook`).
// Serves the build on 127.0.0.1 (first free port from 46150), shows each story in Debian Chromium, waits for it
// to render, injects axe-core and runs the rules of Storybook's a11y addon: WCAG 2.0 and 2.1 A and AA and best
// practices, `region` off as in the addon. A story's `parameters.a11y` (disable, test: 'off', config.rules,
// options, context) applies as it does in the addon's panel. A story is checked with every rule in the theme
// it opens in, then switched to the other theme through the toolbar's global (as a designer would) and checked
// with the colour rules, the only ones a theme can change; a story pinned with `parameters.theme` runs once.
// Exits 1 on any serious or critical violation, or a story that does not render.
// Usage: node tools/storybook-a11y.mjs [--concurrency 4] [--themes dark,light] [--filter ui-kit-] [--fresh]
//   --fresh loads a new page for every story (slower; to rule out state left by the story before).
//   --serve only serves the static build, to open it in a browser.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-args.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: {
    dir: { type: 'string', default: join(root, 'dist/storybook') },
    concurrency: { type: 'string', default: '4' },
    themes: { type: 'string', default: 'dark,light' },
    filter: { type: 'string', default: '' },
    fresh: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const dir = resolve(flags.dir);
const concurrency = Math.max(1, Number(flags.concurrency) || 4);
const themes = flags.themes.split(',').filter(Boolean);
const executablePath = chromiumPath;
const axeSource = join(root, 'node_modules/axe-core/axe.min.js');

/** The tags Storybook's a11y addon reports on. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The rules a theme can change: a theme swaps colour tokens, the DOM stays the same. */
const colourRules = ['color-contrast', 'link-in-text-block'];
/** Impacts that fail the run; moderate and minor are counted only. */
const failing = new Set(['serious', 'critical']);
const impacts = ['critical', 'serious', 'moderate', 'minor'];
/** Stories shown in one page (as the Storybook UI does, story after story) before a fresh page replaces it. */
const storiesPerPage = 50;
// Generous: the CI machine is small and busy, and a fresh page loads the whole preview runtime.
const navigationTimeout = 120_000;
const renderTimeout = 120_000;
/** After a story has rendered: its data requests may take this long (one still open after it is a story's
 * deliberate loading state), then the DOM must stay still for `quietMs` (at most `quietMax`). */
const requestWait = 5_000;
const quietMs = 200;
const quietMax = 5_000;

if (!existsSync(join(dir, 'index.json')) || !existsSync(join(dir, 'iframe.html'))) {
  console.error(`No static Storybook in ${dir}: run \`npm run build-storybook\` first.`);
  process.exit(2);
}
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath} (apt-get install -y chromium, or set CHROME_PATH).`);
  process.exit(2);
}

if (flags.serve) {
  const server = await serveStatic(dir);
  console.log(`Static Storybook at http://127.0.0.1:${server.address().port}/ (Ctrl-C stops it)`);
  await new Promise(() => {});
}

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(flags.filter))
  .map((entry) => entry.id)
  .sort();

const started = Date.now();
const server = await serveStatic(dir);
const base = `http://127.0.0.1:${server.address().port}`;
console.log(
  `Storybook a11y: ${stories.length} stories from ${base}, ${concurrency} pages, themes ${themes.join(', ')}`,
);

const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
});

// One context for every page: they share the HTTP cache of the preview's chunks and MSW's service worker
// (which answers each page with that page's own handlers).
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const queue = stories.map((id) => ({ id, attempt: 1 }));
/** One entry per story and theme checked: { id, theme, violations } or { id, theme, error } or skipped. */
const runs = [];
let storiesDone = 0;

try {
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
} finally {
  await browser.close();
  server.close();
}
report();

async function worker() {
  let page = null;
  let shown = 0;
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      let result;
      try {
        if (!page || shown >= storiesPerPage || flags.fresh) {
          await page?.close();
          page = await openPage(context);
          shown = 0;
        }
        result = await checkStory(page, job.id, shown === 0);
        shown += 1;
      } catch (error) {
        result = [{ id: job.id, theme: '-', error: String(error?.message ?? error).split('\n')[0] }];
        await page?.close().catch(() => {});
        page = null;
      }
      if (result.some((run) => run.error) && job.attempt === 1) {
        // A busy machine may miss a timeout once: the story gets one more try on a fresh page.
        console.log(`${job.id}: ${result.find((run) => run.error).error}; trying again on a fresh page`);
        await page?.close().catch(() => {});
        page = null;
        queue.push({ ...job, attempt: 2 });
        continue;
      }
      runs.push(...result);
      storiesDone += 1;
      for (const run of result) {
        const bad = run.violations?.filter((v) => failing.has(v.impact)).length ?? 0;
        if (flags.verbose || run.error || bad) {
          const status = run.error
            ? `ERROR ${run.error}`
            : run.skipped
              ? 'skipped'
              : bad
                ? `${bad} failing`
                : 'ok';
          console.log(
            `[${storiesDone}/${stories.length}] ${run.id} (${run.theme}) ${status} ${run.ms ?? ''}`,
          );
        }
      }
    }
  } finally {
    await page?.close().catch(() => {});
  }
}

/** Shows a story (in a fresh page, or in place of the page's last story) and checks it in every theme. */
async function checkStory(page, id, fresh) {
  let began = Date.now();
  page.since = began;
  if (fresh) {
    // The addon's own run in the page is switched off (a11y.manual): this run is the one that counts.
    const url = `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;
    await page.goto(url, { waitUntil: 'load', timeout: navigationTimeout });
    await page.addScriptTag({ path: axeSource });
    await page.waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && (render.phase === 'finished' || render.phase === 'errored');
      },
      id,
      { timeout: renderTimeout, polling: 100 },
    );
  } else {
    await untilFinished(page, id, 'setCurrentStory', { storyId: id, viewMode: 'story' });
  }
  await settle(page);
  const story = await page.evaluate(() => {
    const { story: prepared, phase } = window.__STORYBOOK_PREVIEW__.currentRender;
    const a11y = prepared.parameters.a11y ?? {};
    return {
      error:
        phase === 'errored' || document.body.classList.contains('sb-show-errordisplay')
          ? document.querySelector('#error-message')?.textContent?.trim() || 'the story threw'
          : null,
      pinnedTheme: prepared.parameters.theme ?? prepared.storyGlobals?.theme ?? null,
      theme: window.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get().theme,
      skip: a11y.disable === true || a11y.test === 'off',
      a11y: JSON.parse(JSON.stringify({ config: a11y.config, options: a11y.options, context: a11y.context })),
    };
  });
  if (story.error) return [{ id, theme: story.pinnedTheme ?? story.theme, error: story.error }];
  if (story.skip) return [{ id, theme: story.pinnedTheme ?? story.theme, skipped: true }];
  if (story.pinnedTheme) {
    return [
      { id, theme: story.pinnedTheme, violations: await runAxe(page, story.a11y), ms: Date.now() - began },
    ];
  }
  // The page's theme first, then the others through the toolbar's global (the story re-renders in place).
  const result = [];
  for (const theme of [story.theme, ...themes.filter((t) => t !== story.theme)]) {
    if (!themes.includes(theme)) continue;
    if (theme !== story.theme) {
      began = Date.now();
      page.since = began;
      await untilFinished(page, id, 'updateGlobals', { globals: { theme } });
      await settle(page);
    }
    // Every rule in the first theme; in the others only the colour rules can find something new.
    const violations = await runAxe(page, story.a11y, result.length ? colourRules : null);
    result.push({ id, theme, violations, ms: Date.now() - began });
  }
  return result;
}

/** A page that counts its open data requests (fetch and XHR, answered by MSW's service worker). */
async function openPage(context) {
  const page = await context.newPage();
  page.requests = new Map();
  page.since = Date.now();
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) page.requests.set(request, Date.now());
  });
  const end = (request) => page.requests.delete(request);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return page;
}

/** Waits for the story's data to arrive and its DOM to stop changing (fonts loaded too). */
async function settle(page) {
  for (let round = 0; round < 3; round += 1) {
    const open = () =>
      [...page.requests.values()].filter((at) => at >= page.since && Date.now() - at < requestWait);
    while (open().length) await new Promise((ok) => setTimeout(ok, 50));
    await page.evaluate(
      ({ quietMs, quietMax }) =>
        new Promise((resolve) => {
          let timer;
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(finish, quietMs);
          });
          const cap = setTimeout(finish, quietMax);
          function finish() {
            observer.disconnect();
            clearTimeout(timer);
            clearTimeout(cap);
            void document.fonts.ready.then(() => resolve());
          }
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          timer = setTimeout(finish, quietMs);
        }),
      { quietMs, quietMax },
    );
    if (!open().length) return;
  }
}

/** Emits a Storybook channel event and waits for the story's render to finish. */
async function untilFinished(page, storyId, event, payload) {
  await page.evaluate(
    ({ storyId, event, payload, timeout }) =>
      new Promise((resolve, reject) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`${storyId} did not finish rendering`)), timeout);
        const finished = (done) => {
          if (done.storyId !== storyId) return;
          clearTimeout(timer);
          channel.off('storyFinished', finished);
          resolve();
        };
        channel.on('storyFinished', finished);
        channel.emit(event, payload);
      }),
    { storyId, event, payload, timeout: renderTimeout },
  );
}

/** Runs axe over the story as the a11y addon does, with the story's own a11y parameters; `only`: of the
 * addon's rules, these alone. */
async function runAxe(page, a11y, only = null) {
  return page.evaluate(
    async ({ tags, a11y, only }) => {
      const { config = {}, options = {}, context: storyContext } = a11y;
      const rules = [{ id: 'region', enabled: false }, ...(config.rules ?? [])];
      const context = {
        include: document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      };
      const isObject = storyContext && typeof storyContext === 'object' && !Array.isArray(storyContext);
      if (isObject && ('include' in storyContext || 'exclude' in storyContext)) {
        if (storyContext.include !== undefined) context.include = storyContext.include;
        if (storyContext.exclude !== undefined)
          context.exclude = context.exclude.concat(storyContext.exclude);
      } else if (storyContext) {
        context.include = storyContext;
      }
      // Rules a story switches off stay off under `runOnly`, as in the addon.
      const disabled = Object.fromEntries(
        rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
      );
      window.axe.reset();
      window.axe.configure({ ...config, rules });
      const result = await window.axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        ...options,
        rules: {
          ...disabled,
          ...options.rules,
          ...(only &&
            Object.fromEntries(
              window.axe
                .getRules()
                .flatMap(({ ruleId }) => (only.includes(ruleId) ? [] : [[ruleId, { enabled: false }]])),
            )),
        },
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: axeTags, a11y, only },
  );
}

function report() {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byImpact = Object.fromEntries(impacts.map((impact) => [impact, 0]));
  const failures = [];
  for (const run of runs) {
    for (const violation of run.violations ?? []) {
      byImpact[violation.impact] = (byImpact[violation.impact] ?? 0) + 1;
      if (failing.has(violation.impact)) failures.push({ ...violation, id: run.id, theme: run.theme });
    }
  }
  const errors = runs.filter((run) => run.error);
  const skipped = new Set(runs.filter((run) => run.skipped).map((run) => run.id));
  const checked = new Set(runs.filter((run) => run.violations).map((run) => run.id));
  if (failures.length) {
    console.log('\nSerious and critical violations:');
    for (const f of failures) {
      console.log(`- ${f.id} (${f.theme}) ${f.rule} [${f.impact}]: ${f.help}`);
      for (const target of f.targets) console.log(`    ${target}`);
    }
  }
  if (errors.length) {
    console.log('\nStories that did not render:');
    for (const e of errors) console.log(`- ${e.id}: ${e.error}`);
  }
  console.log(
    `\nStorybook a11y: ${checked.size} of ${stories.length} stories checked ` +
      `(${runs.filter((run) => run.violations).length} runs over themes ${themes.join(', ')}), ` +
      `${skipped.size} skipped by their a11y parameters, ${errors.length} did not render; ` +
      `violations (rule × story × theme): ${impacts.map((i) => `${i} ${byImpact[i]}`).join(', ')}; ${seconds} s`,
  );
  process.exitCode = failures.length || errors.length ? 1 : 0;
}

/** A static file server for the build, on the first free port from 46150. */
async function serveStatic(folder) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.map': 'application/json',
  };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(folder, pathname));
    if (file !== folder && !file.startsWith(folder + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      // Built chunks have hashed names: every page after the first takes them from the cache.
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=3600' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  for (let port = 46150; port < 46200; port += 1) {
    const bound = await new Promise((ok) => {
      const failed = () => ok(false);
      server.once('error', failed);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed);
        ok(true);
      });
    });
    if (bound) return server;
  }
  throw new Error('no free port in 46150-46199');
}
