import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectInstallable } from './support';

/**
 * The installable portal (docs/operations.md, PWA) in Chromium: the manifest linked and valid with no
 * installability error, the service worker active and answering the build's files, the offline page (in
 * the visitor's language) when the network is gone, no API reply ever answered by the worker or kept in its
 * caches, and the update prompt when a new version of the worker is waiting. Service workers are blocked in
 * every other spec (playwright.config.ts); here they run.
 */
test.use({ serviceWorkers: 'allow' });

/** The paths of the server's own replies: the worker must never answer or keep any of them. */
const serverPaths = /^\/(wps|lgw|dev|docs|demo|demo-games|api)\/|^\/(health|metrics)/;

/** Opens the home page and waits until the service worker controls it (it registers after load). */
async function openControlled(page: Page): Promise<void> {
  await page.goto('/index');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** Every cache of the origin and the paths it holds. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const caches_: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      caches_[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return caches_;
  });

/** Records the page's responses: which came from the service worker. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

const pathOf = (response: Response) => new URL(response.url()).pathname;

test.describe('the installable portal', () => {
  test('links a valid manifest with the brand, its icons and no installability error', async ({
    page,
    request,
  }) => {
    const manifestReply = await request.get('/manifest.webmanifest');
    expect(manifestReply.status()).toBe(200);
    expect(manifestReply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestReply.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Playfront',
      short_name: 'Playfront',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1420',
      background_color: '#0f1218',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const policy = (await request.get('/index', { headers: { accept: 'text/html' } })).headers()[
      'content-security-policy'
    ];
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);

    await openControlled(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    // What Chromium itself decides (in a persistent profile: nothing is installable in an incognito one).
    await expectInstallable(openControlled, /\/manifest\.webmanifest$/);
  });

  test('the worker answers the build files, never an API call, and shows the offline page without network', async ({
    page,
    context,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openControlled(page);
    const caches = await cachedPaths(page);
    const names = Object.keys(caches);
    expect(names.some((name) => /^playfront \/ shell [0-9a-f]+$/.test(name))).toBe(true);
    const shell = Object.entries(caches).find(([name]) => name.includes(' shell '))?.[1] ?? [];
    expect(shell).toContain('/offline.html');
    expect(shell).toContain('/manifest.webmanifest');
    expect(shell.some((path) => /^\/assets\/index-.*\.css$/.test(path))).toBe(true);

    // With the worker in control: a reload and a lobby with its game lists, its calls and its files.
    const responses = recordResponses(page);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto('/rng');
    await expect(page.getByRole('main')).toBeVisible();
    const status = await page.evaluate(async () => {
      const reply = await fetch('/wps/system/status');
      return { status: reply.status, cacheControl: reply.headers.get('cache-control') };
    });
    expect(status).toEqual({ status: 200, cacheControl: 'no-store' });
    await expect
      .poll(() => responses.filter((r) => pathOf(r) === '/wps/system/status').length)
      .toBeGreaterThan(0);
    const fromWorker = responses.filter((response) => response.fromServiceWorker()).map(pathOf);
    // The build's scripts and styles come from the worker's caches…
    expect(fromWorker.some((path) => path.startsWith('/assets/'))).toBe(true);
    // …and no reply of the server's own paths ever does, nor is any kept.
    const apiCalls = responses.filter((response) => serverPaths.test(pathOf(response)));
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((response) => response.fromServiceWorker()).map(pathOf)).toEqual([]);
    const kept = Object.values(await cachedPaths(page)).flat();
    expect(kept.filter((path) => serverPaths.test(path))).toEqual([]);
    expect(kept.every((path) => path.startsWith('/assets/') || !path.includes('/wps'))).toBe(true);

    // No network: a navigation shows the offline page, in the language the visitor chose.
    await page.evaluate(() => localStorage.setItem('lang', 'ja'));
    await context.setOffline(true);
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'オフラインです' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('オフラインです');
    const retry = page.getByRole('button', { name: '再試行' });
    await retry.click();
    await expect(page.getByRole('heading', { name: 'オフラインです' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(
      page.getByText('This page needs a connection. Check your network, then try again.'),
    ).toBeVisible();

    // Back online: Try again (or the page itself, on the browser's online event) opens the page asked for.
    await context.setOffline(false);
    await page
      .getByRole('button', { name: 'Try again' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('offers a new version when one is waiting, and Reload switches to it', async ({ page }) => {
    await openControlled(page);
    // The next deploy, as the browser sees it: another worker for the same scope is installed and waits.
    // (The browser's own update check of /sw.js is not routable from a test: another script address gives
    // the same lifecycle, a new worker installed beside the active one.)
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js?next', { scope: '/' });
      await new Promise<void>((resolve) => {
        const settle = () => (registration.waiting ? resolve() : setTimeout(settle, 100));
        settle();
      });
      return registration.waiting?.scriptURL;
    });
    expect(waiting).toMatch(/\/sw\.js\?next$/);
    const prompt = page.getByRole('region', { name: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toBeVisible();
    // A banner, not a dialog: the focus stays where the visitor left it.
    await expect(prompt.getByRole('button', { name: 'Reload' })).not.toBeFocused();

    // Later: the prompt goes and the new version keeps waiting (it starts once every tab is closed).
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
    expect(await waitingWorker(page)).toMatch(/\/sw\.js\?next$/);

    // The next page load offers it again; Reload lets it take over and reloads the page on it.
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate, undefined, {
      timeout: 60_000,
    });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(await waitingWorker(page)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  });
});

/** The script address of the worker waiting to take over, if any. */
const waitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null);
