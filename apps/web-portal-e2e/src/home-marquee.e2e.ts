import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import { layoutShifts, recordLayoutShifts, snapshot } from './support';

/** axe-core's browser build, evaluated in the page (the portal's CSP refuses an injected script tag). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The home marquee (announcement types H and B, docs/content.md): it arrives after the page has loaded, in a
 * place kept for it (nothing moves), scrolls with a pause button, stands still for reduced motion, and opens
 * the announcement chosen. The texts in every language: content-languages.e2e.ts.
 */
test.describe('home marquee', () => {
  test('arrives without moving the page, scrolls, pauses and opens an announcement', async ({
    page,
  }, testInfo) => {
    // Every layout shift of the visit, as the browser counts them for CLS, with the elements that moved.
    await recordLayoutShifts(page, {
      'hero or categories': '.pf-hero, #pf-categories-title, .pf-categories',
    });
    await page.goto('/index');
    // The app has replaced the prerendered page once the game categories are there.
    await expect(page.locator('.pf-categories li').first()).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    const before = await title.boundingBox();
    expect(before).not.toBeNull();

    // It arrives once the page has loaded and the browser is idle.
    const marquee = page.getByRole('region', { name: 'Announcements', exact: true });
    await expect(marquee).toBeVisible({ timeout: 20_000 });
    const announcement = marquee.getByRole('button', { name: /New: seamless wallet games/ });
    await expect(announcement).toContainText('Lotteries now play straight from your main balance');
    await expect(marquee.getByRole('button', { name: /Scheduled maintenance/ })).toHaveCount(1);
    // Its place was kept: the heading below it did not move, and nothing in the hero or the categories
    // below it shifted.
    expect(await title.boundingBox()).toEqual(before);
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => shift.moved.includes('hero or categories'))).toEqual([]);

    // It moves: the line's offset changes over time, and the pause button stops it.
    const track = marquee.locator('.pf-marquee__track');
    const offset = () =>
      track.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);
    const first = await offset();
    await expect.poll(offset, { timeout: 5_000 }).not.toBe(first);
    await marquee.getByRole('button', { name: 'Pause announcements' }).click();
    await page.mouse.move(0, 0);
    const stopped = await offset();
    await page.waitForTimeout(600);
    expect(await offset()).toBe(stopped);
    // Played again, it moves until nobody can see it.
    await marquee.getByRole('button', { name: 'Play announcements' }).click();
    await page.mouse.move(0, 0);
    const playState = () => track.evaluate((element) => element.getAnimations()[0]?.playState);
    await expect.poll(playState).toBe('running');

    // Choosing an announcement opens it: title, date and content; under the dialog the line stands still.
    // (A moving line is never "stable" for Playwright's click: the click goes where the button is now.)
    await announcement.click({ force: true });
    const detail = page.getByRole('dialog', { name: 'New: seamless wallet games' });
    await expect(detail).toBeVisible();
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe('paused');
    await expect(detail).toContainText('Open the seamless lobby to try them.');
    await expect(detail.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} /);
    await snapshot(page, testInfo, 'home-marquee-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    // Focus is back on the announcement, where the line waits for the keyboard; once the reader moves on,
    // it moves again.
    await expect(announcement).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(playState).toBe('running');

    // Scrolled out of view it stands still too, and moves again when back.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(marquee).not.toBeInViewport();
    await expect.poll(playState).toBe('paused');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(marquee).toBeInViewport();
    await expect.poll(playState).toBe('running');

    // axe finds nothing in the marquee.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
        .axe;
      const result = (await axe.run({ include: [['.pf-marquee']] }, { resultTypes: ['violations'] })) as {
        violations: Array<{ id: string; impact: string }>;
      };
      return result.violations.map((v) => `${v.id} (${v.impact})`);
    });
    expect(violations).toEqual([]);
    await snapshot(page, testInfo, 'home-marquee');
  });

  test('stands still for reduced motion, every announcement readable', async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/index');
    const marquee = page.getByRole('region', { name: 'Announcements', exact: true });
    await expect(marquee.getByRole('button', { name: /Scheduled maintenance/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(marquee.getByRole('button', { name: /Pause/ })).toHaveCount(0);
    const track = marquee.locator('.pf-marquee__track');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await snapshot(page, testInfo, 'home-marquee-still');
  });
});
