import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectInstallable } from '../src/support';

/**
 * The Lucky app installable under its own path (docs/operations.md, PWA): its own manifest (name, colours,
 * icons, scope /lucky/), its own worker controlling /lucky/ only, and its offline page in its style.
 */
test.use({ serviceWorkers: 'allow' });

async function openControlled(page: Page): Promise<void> {
  await page.goto('/lucky/');
  await expect(page.getByRole('heading', { name: 'Spin, win and cash out in dong' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

test('Lucky installs as its own app under /lucky/ and works offline with its offline page', async ({
  page,
  context,
  request,
}) => {
  const manifest = await request.get('/lucky/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({
    name: 'Lucky',
    start_url: '/lucky/',
    scope: '/lucky/',
    display: 'standalone',
    theme_color: '#fff7e6',
    background_color: '#fff7e6',
  });

  await openControlled(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/lucky/manifest.webmanifest');
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration('/lucky/');
    return { scope: found?.scope, script: found?.active?.scriptURL, caches: await caches.keys() };
  });
  expect(new URL(String(registration.scope)).pathname).toBe('/lucky/');
  expect(new URL(String(registration.script)).pathname).toBe('/lucky/sw.js');
  expect(registration.caches.some((name) => name.startsWith('playfront /lucky/ shell '))).toBe(true);
  // Nothing of the portal's: its worker and caches are not registered by the brand app.
  expect(registration.caches.filter((name) => name.startsWith('playfront / '))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/lucky/deposit');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);

  // Chromium's own verdict (in a persistent profile: nothing is installable in an incognito one).
  await expectInstallable(openControlled, /\/lucky\/manifest\.webmanifest$/);
});
