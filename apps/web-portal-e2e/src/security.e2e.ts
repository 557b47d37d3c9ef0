import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { login, registerByApi, strongPassword, uniqueUsername } from './support';

/**
 * Browser security against the production build: the Content-Security-Policy blocks injected inline
 * code while the portal's own (hashed) head script and style blocks run with zero violations on several
 * pages; another origin cannot frame the portal, while the portal still frames its demo games.
 */

declare global {
  interface Window {
    __violations?: string[];
    __injected?: string[];
  }
}

/** Records every CSP violation of the page and its frames, from before the first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} (${location.pathname})`,
      );
    });
  });
  return console;
}

const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

test.describe('browser security', () => {
  test('the portal sends a strict policy and its own pages run with zero violations', async ({
    page,
    request,
  }, testInfo) => {
    const home = await request.get('/index', { headers: { accept: 'text/html' } });
    const csp = home.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'report-sample'( 'sha256-[^']+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(home.headers()['x-frame-options']).toBe('DENY');
    expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
    expect(home.headers()['permissions-policy']).toContain('camera=()');
    const game = await request.get('/demo-games/slot.html');
    expect(game.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

    const consoleViolations = await watchViolations(page);
    const username = uniqueUsername(testInfo, 'csp');
    const password = strongPassword();
    await registerByApi(request, username, password);

    await page.goto('/index');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/rng');
    await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await page.goto('/help');
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto('/index');
    await login(page, username, password);
    await page.getByRole('button', { name: /open personal center/ }).click();
    const centre = page.getByRole('dialog', { name: 'Personal center' });
    await expect(centre.getByRole('navigation', { name: 'Personal center menu' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The portal frames a demo game: the frame loads and plays (same origin is allowed).
    await page.goto('/rng');
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game\?gameId=\d+/);
    const frame = page.frameLocator('iframe.pf-game__frame');
    await expect(frame.getByTestId('game-balance')).toHaveText(/\d/);

    expect(await violations(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });

  test('an inline script injected into the page does not run', async ({ page }) => {
    await watchViolations(page);
    await page.route('**/index', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>(window.__injected = window.__injected || []).push("script")</script></head>',
      );
      await route.fulfill({
        response,
        body: html.replace(
          '<div id="root"></div>',
          '<div id="root"></div><img src="/none.png" onerror="(window.__injected = window.__injected || []).push(\'onerror\')">',
        ),
      });
    });
    await page.goto('/index');
    // The portal's own code still runs: the app renders.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect
      .poll(() => violations(page))
      .toContainEqual(expect.stringMatching(/^script-src-elem inline/));
    expect(await page.evaluate(() => window.__injected ?? [])).toEqual([]);
  });

  test('another origin cannot frame the portal', async ({ page, baseURL }) => {
    const target = `${baseURL}/index`;
    const framer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><title>framer</title><iframe id="portal" src="${target}"></iframe>`);
    });
    await new Promise<void>((resolve) =>
      framer.listen(Number(process.env['E2E_FRAMER_PORT'] ?? 0), '127.0.0.1', resolve),
    );
    try {
      const { port } = framer.address() as AddressInfo;
      const blocked = page.waitForEvent('console', {
        predicate: (message) => /frame-ancestors/.test(message.text()),
        timeout: 15_000,
      });
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await blocked).text()).toContain("frame-ancestors 'none'");
      const child = page.frames().find((frame) => frame !== page.mainFrame());
      expect(child).toBeDefined();
      // The frame holds Chromium's error page, never the portal.
      await expect(page.frameLocator('#portal').getByRole('banner')).toHaveCount(0);
      expect(child?.url()).not.toBe(target);
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
