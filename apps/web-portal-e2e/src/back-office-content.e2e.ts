import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import type { Envelope } from '@playfront/api-contract';
import { signIn } from './back-office-support';
import { expect, skipArrivalPopups, test } from './fixtures';
import { snapshot } from './support';

/**
 * Content in the back office against the real server: marketing writes a help article with bold text, a list
 * and a link in two languages with the rich-text editor, and the portal's help centre shows it formatted in
 * both; a pasted <script>/onerror payload never reaches the portal. Desktop and tablet widths.
 */

/** What a clipboard holding `html` pastes into `target` (the browser's own paste event). */
async function pasteHtml(target: Locator, html: string): Promise<void> {
  await target.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', 'pasted');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** A hostile paste: an image whose error handler and a script would both set window.__pwned. */
const payload =
  '<p>Pasted <b>safely</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
  '<a href="javascript:window.__pwned=3">trap</a>';

/** Writes one language of the article with the keyboard and the toolbar: bold, a list and a link. */
async function writeArticle(
  page: Page,
  language: string,
  texts: { title: string; intro: string; bold: string; items: [string, string]; link: string },
) {
  await page.getByRole('tab', { name: language }).click();
  await page.getByLabel(`Title (${language})`).fill(texts.title);
  const region = page.getByRole('textbox', { name: `Text (${language})` });
  await region.click();
  await page.keyboard.type(texts.intro);
  await page.keyboard.press('Control+B');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(texts.bold);
  await page.keyboard.press('Control+B');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type(texts.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.link);
  for (let i = 0; i < [...texts.link].length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+K');
  const address = page.getByRole('textbox', { name: 'Link address' });
  await expect(address).toBeFocused();
  await address.fill('/help?category=deposits');
  await address.press('Enter');
  await expect(address).toBeHidden();
  // The caret after the link, on a paragraph of its own.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  return region;
}

/** The portal's help centre in `language`, with the article opened. */
async function portalArticle(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  language: string,
  title: string,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL });
  await skipArrivalPopups(context, request);
  await context.addInitScript((code) => localStorage.setItem('lang', code), language);
  const page = await context.newPage();
  await page.goto('/help?category=deposits');
  await page.getByRole('button', { name: title }).click();
  return page;
}

test.describe('back office content', () => {
  test('marketing writes a formatted help article in two languages; the portal shows it, never a pasted script', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    await signIn(page, 'marketing');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Content' })
      .click();
    await page.getByRole('link', { name: 'Help centre' }).click();
    await expect(page.getByRole('table', { name: 'Help articles' })).toBeVisible();
    await page.getByRole('button', { name: 'New help article' }).click();
    // The list's category filter has the same label: choose in the editor, once it is there.
    await expect(page.getByRole('heading', { name: 'New help article' })).toBeVisible();
    await page.getByLabel('Category').selectOption('deposits');
    await expect(page.getByLabel('Category')).toHaveValue('deposits');

    const english = {
      title: `Fast withdrawals ${stamp}`,
      intro: 'Approved withdrawals are paid ',
      bold: 'within 15 minutes',
      items: ['Bank transfer', 'E-wallet'] as [string, string],
      link: 'the deposit rules',
    };
    const region = await writeArticle(page, 'English', english);
    await pasteHtml(region, payload);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong', { hasText: english.bold })).toBeVisible();
    await expect(preview.getByRole('listitem').filter({ hasText: 'E-wallet' })).toBeVisible();
    await expect(preview.getByRole('link', { name: english.link })).toHaveAttribute(
      'href',
      '/help?category=deposits',
    );
    await expect(preview.getByText('Pasted')).toBeVisible();
    await expect(preview.getByText('trap')).toBeVisible();
    await expect(region.locator('img, script')).toHaveCount(0);
    await snapshot(page, testInfo, 'back-office-help-editor-1366');
    await page.screenshot({ path: '/tmp/content-bo-help-editor-1366.png', fullPage: true });

    const chinese = {
      title: `快速提款 ${stamp}`,
      intro: '审核通过的提款',
      bold: '15 分钟内到账',
      items: ['银行转账', '电子钱包'] as [string, string],
      link: '充值规则',
    };
    await writeArticle(page, '简体中文', chinese);
    await expect(page.getByRole('tab', { name: /English.*written/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /日本語.*missing/ })).toBeVisible();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: '/tmp/content-bo-help-editor-820.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The help article is published.')).toBeVisible();
    await expect(page.getByRole('cell', { name: english.title })).toBeVisible();
    await page.screenshot({ path: '/tmp/content-bo-help-list-1366.png', fullPage: true });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // What the server stores and serves: the formatting, none of the payload.
    for (const language of ['en', 'cn']) {
      const reply = await request.get('/wps/system/helpCenter', { headers: { Language: language } });
      const centre = (
        (await reply.json()) as Envelope<
          Array<{ code: string; articles: Array<{ title: string; content: string }> }>
        >
      ).value;
      const article = centre
        .find((category) => category.code === 'deposits')!
        .articles.find(
          (candidate) => candidate.title === (language === 'en' ? english.title : chinese.title),
        );
      expect(article, `the article in ${language}`).toBeTruthy();
      expect(article!.content).toMatch(/<strong>[^<]+<\/strong>/);
      expect(article!.content).toMatch(/<ul><li>[^<]+<\/li><li>[^<]+<\/li><\/ul>/);
      expect(article!.content).toContain('<a href="/help?category=deposits">');
      expect(article!.content).not.toMatch(/script|onerror|javascript:|__pwned/i);
    }

    // The portal's help centre shows it formatted in both languages.
    for (const [language, texts] of [
      ['en', english],
      ['cn', chinese],
    ] as const) {
      const portal = await portalArticle(browser, request, baseURL ?? '', language, texts.title);
      const body = portal.locator('.pf-help__article-body').filter({ hasText: texts.items[0] });
      await expect(body.locator('strong', { hasText: texts.bold })).toBeVisible();
      await expect(body.getByRole('listitem')).toHaveText(texts.items);
      await expect(body.getByRole('link', { name: texts.link })).toHaveAttribute(
        'href',
        '/help?category=deposits',
      );
      if (language === 'en') {
        await expect(body.getByText('Pasted')).toBeVisible();
        await expect(body.locator('img, script')).toHaveCount(0);
        await expect(body.getByText('trap')).not.toHaveAttribute('href');
      }
      expect(await portal.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await portal.screenshot({ path: `/tmp/content-portal-help-${language}-1366.png`, fullPage: true });
      await portal.setViewportSize({ width: 820, height: 1180 });
      await portal.screenshot({ path: `/tmp/content-portal-help-${language}-820.png`, fullPage: true });
      await portal.context().close();
    }
  });
});
