// Shared by tools/lighthouse.mjs and tools/lighthouse-floor.mjs: one Lighthouse mobile run in a fresh
// Chromium (Debian's, or CHROME_PATH), and the medians of several.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium-args.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs];

/**
 * Bytes of script the page transferred (compressed, headers included): the `transferSize` of every
 * resource of type Script in the network-requests audit.
 */
const scriptBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/**
 * One Lighthouse mobile navigation (default settings: simulated 4x CPU and slow 4G) of `url`, in a
 * Chromium started for it alone (empty cache and storage).
 * `categories`: the Lighthouse categories to run. `chromePort`: the DevTools port (default: any free one).
 * `beforeLoad`: `{ script, args, openedSelector }`: `script(...args)` runs in every new document of the
 * tab before the page's own scripts (Page.addScriptToEvaluateOnNewDocument through puppeteer-core,
 * the driver Lighthouse itself runs on), e.g. to put a session into sessionStorage and open a dialog; after
 * the run the page must contain `openedSelector`, or the run throws (it would have measured something else).
 * `lhrFile`: where to write the whole Lighthouse result (JSON), for the audits behind the figures.
 * `traceFile`: where to write the trace the result was computed from (JSON, the observed, unthrottled load:
 * Lighthouse simulates its timings from it, each main-thread task 4× as long).
 * Returns performance (and accessibility when asked), FCP, LCP, TBT and CLS, the bytes of script
 * transferred, all bytes transferred, and the accessibility audits that failed.
 */
export async function measure(
  url,
  { categories = ['performance', 'accessibility'], chromePort, beforeLoad, lhrFile, traceFile } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    ...(chromePort ? { port: chromePort } : {}),
  });
  let browser = null;
  try {
    let page;
    if (beforeLoad) {
      const { default: puppeteer } = await import('puppeteer-core');
      browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      page = await browser.newPage();
      await page.evaluateOnNewDocument(beforeLoad.script, ...(beforeLoad.args ?? []));
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      undefined,
      page,
    );
    const { lhr } = result;
    if (lhrFile) writeFileSync(lhrFile, result.report);
    if (traceFile) writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
    if (lhr.runtimeError)
      throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (beforeLoad?.openedSelector) {
      const opened = await page.evaluate(
        (selector) => Boolean(document.querySelector(selector)),
        beforeLoad.openedSelector,
      );
      if (!opened)
        throw new Error(`lighthouse ${url}: ${beforeLoad.openedSelector} is not on the page after the run`);
    }
    const a11y = lhr.categories.accessibility;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      ...(a11y ? { accessibility: Math.round(a11y.score * 100) } : {}),
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsBytes: scriptBytes(lhr),
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      ...(a11y
        ? {
            failedA11y: Object.values(lhr.audits)
              .filter((a) => a.score === 0 && a11y.auditRefs.some((r) => r.id === a.id))
              .map((a) => a.id),
          }
        : {}),
    };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

/** The median of each of `keys` over `results`: each metric's middle run on its own (the upper middle of an even count). */
export const medians = (results, keys) =>
  Object.fromEntries(
    keys.map((key) => [
      key,
      results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)],
    ]),
  );

/**
 * Runs in the tab before the page's scripts (Puppeteer's evaluateOnNewDocument, Playwright's addInitScript;
 * one argument, `[origin, session, selector]`): puts the session's entries into sessionStorage, as the portal
 * keeps a sign-in, then clicks the element matching `selector` (when given) once it is on the page, so the
 * app's own click handler opens what it opens.
 */
export function signedInAndOpen([origin, session, selector]) {
  if (location.origin !== origin) return;
  for (const [key, value] of Object.entries(session ?? {})) sessionStorage.setItem(key, value);
  if (!selector) return;
  const observer = new MutationObserver(() => {
    const target = document.querySelector(selector);
    if (!target) return;
    observer.disconnect();
    setTimeout(() => target.click(), 0);
  });
  observer.observe(document, { childList: true, subtree: true });
}
