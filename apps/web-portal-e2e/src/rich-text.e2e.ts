import { expect, test } from './fixtures';

/** A hostile popup announcement, as if a stored notice had slipped past the server's own sanitising. */
const HOSTILE =
  '<p class="x" style="color:red" data-x="1">Kept <b>bold</b> and <a href="/promotions" target="_blank">a link</a></p>' +
  '<img src="/favicon.svg" alt="Logo" onerror="window.__pwned = 1"><img src="x" onerror="window.__pwned = 2">' +
  '<script>window.__pwned = 3</script><a href="javascript:window.__pwned = 4">trap</a>' +
  '<form><input name="pin"></form><iframe src="/index"></iframe><style>body{display:none}</style><!-- note -->';

/**
 * Rich text from the server (notices, help, promotions) is sanitised again in the browser before it is shown
 * (libs/content/src/safe-html.tsx): in Chromium by the browser's own sanitiser, with the allowlist the server
 * stores by, so the home never downloads DOMPurify.
 */
test.describe('rich text in the browser', () => {
  test('the arrival popup is sanitised by the browser itself: the allowed markup stays, nothing runs', async ({
    page,
  }) => {
    // The scripts the page ran that hold DOMPurify (its configuration keys survive minification).
    const purifiers: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const text = await response.text().catch(() => '');
      if (text.includes('ALLOWED_TAGS')) purifiers.push(new URL(response.url()).pathname);
    });
    await page.route('**/wps/announcement/list?types=PU*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          value: {
            list: [{ id: 9001, type: 'PU', execution: 'B', title: 'Hostile', content: HOSTILE, date: 0 }],
          },
          message: null,
          code: null,
        }),
      }),
    );
    await page.goto('/index');
    const dialog = page.getByRole('dialog', { name: 'Hostile' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const body = dialog.locator('.pf-notices__body');
    await expect(body).toContainText('Kept bold and a link');
    await expect(body.locator('b')).toHaveText('bold');
    // A link to a new tab never hands over the portal's window; a javascript: address loses its target.
    await expect(body.getByRole('link', { name: 'a link' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.getByRole('link', { name: 'a link' })).toHaveAttribute('href', '/promotions');
    expect(await body.locator('a', { hasText: 'trap' }).getAttribute('href')).toBeNull();
    // The allowed image stays without its handler; scripts, forms, frames, styles and comments are gone.
    await expect(body.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/favicon.svg');
    expect(await body.locator('[onerror], [style], [class], [data-x]').count()).toBe(0);
    expect(await body.locator('script, form, input, iframe, style').count()).toBe(0);
    expect(await body.evaluate((element) => element.innerHTML)).not.toContain('<!--');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('body')).toBeVisible();
    // The browser's sanitiser did the work: DOMPurify's chunk was never asked for.
    expect(purifiers).toEqual([]);
  });
});
