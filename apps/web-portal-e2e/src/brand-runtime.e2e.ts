import { expect, test } from './fixtures';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { chooseLanguage, header, isPhone, operatorKey, snapshot } from './support';

/**
 * Brand configuration at run time (spec §1, §2): the operator changes the brand's languages and the
 * loginedToHomePage guard on the server (PUT /wps/admin/setting/brand), and the same build follows on its
 * next load, without a rebuild. Every test puts the server's defaults back.
 */
const defaults = {
  languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
  defaultLanguage: 'en',
  chatHeaderColor: '#0a6cff',
  lotteryType: 'SEA',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  esports: [],
  loginedToHomePage: false,
};

async function setBrand(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  const reply = await request.put('/wps/admin/setting/brand', {
    headers: { 'X-Operator-Key': operatorKey },
    data: change,
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Whether a language list is offered: the header's select on a desktop, the side menu's group on a phone. */
async function expectLanguageList(page: Page, shown: boolean): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Side menu' });
    await expect(menu.getByRole('button', { name: 'Main menu', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Language', exact: true })).toHaveCount(shown ? 1 : 0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await expect(header(page).getByLabel('Language', { exact: true })).toHaveCount(shown ? 1 : 0);
  }
}

test.afterEach(async ({ request }) => {
  await setBrand(request, defaults);
});

test('an EN-only brand hides the language list and shows English to a visitor who chose Japanese', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Playfront');
  await expectLanguageList(page, true);
  await chooseLanguage(page, 'ja', '日本語');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playfront へようこそ');

  await setBrand(request, { languages: ['en'], defaultLanguage: 'en' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Playfront');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLanguageList(page, false);
  await snapshot(page, testInfo, 'brand-en-only');

  // Back to six languages: the list is there again, from the same build.
  await setBrand(request, { languages: defaults.languages });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Playfront');
  await expectLanguageList(page, true);
});

test('loginedToHomePage sends a visitor to /login except on the open routes, and off lets them in', async ({
  page,
  request,
}, testInfo) => {
  await setBrand(request, { loginedToHomePage: true });
  await page.goto('/rng');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByLabel('Username')).toBeVisible();
  await snapshot(page, testInfo, 'brand-guard-login');
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/helpmc');
  await expect(page).toHaveURL(/\/helpmc$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);

  await setBrand(request, { loginedToHomePage: false });
  await page.goto('/rng');
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

/** A page of the same kind (viewport, phone or desktop) that runs no script: the prerendered page only. */
async function pageWithoutScripts(browser: Browser, page: Page): Promise<Page> {
  const { use } = test.info().project;
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    baseURL: use.baseURL,
    javaScriptEnabled: false,
  });
  return context.newPage();
}

test('a direct visit to a lobby, the lottery or the promotions paints the page before any script runs', async ({
  browser,
  page,
}) => {
  const first = await pageWithoutScripts(browser, page);
  const shell = first.locator('#pf-shell');
  await first.goto('/rng');
  // The prerendered page is inert (the app takes over input): found by its markup, not its roles.
  await expect(shell.locator('h1')).toHaveText('Slots');
  await expect(shell.locator('input[type="search"]')).toBeVisible();
  await first.goto('/lottery');
  await expect(shell.getByText('Log in to play')).toBeVisible();
  await first.goto('/promotions');
  await expect(shell.locator('h1')).toHaveText('Promotions');
  await first.context().close();
});

test('an EN-only brand shows no language list on the prerendered page, before any script runs', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const first = await pageWithoutScripts(browser, page);
  const shell = first.locator('#pf-shell');
  // The prerendered page's language lists: the header's select (desktop) and the side menu's group.
  const headerList = shell.locator('.pf-header__language').getByLabel('Language', { exact: true });
  const sideList = shell
    .locator('.pf-side')
    .getByRole('button', { name: 'Language', exact: true, includeHidden: true });
  await first.goto('/index');
  await expect(shell.locator('h1')).toHaveText('Welcome to Playfront');
  // The build's six languages: on a desktop the header's list shows (phones keep it in the closed menu).
  if (!isPhone(first)) await expect(headerList).toBeVisible();

  await setBrand(request, { languages: ['en'], defaultLanguage: 'en' });
  await first.reload();
  await expect(shell.locator('h1')).toHaveText('Welcome to Playfront');
  await expect(first.locator('html')).toHaveAttribute('data-one-language', '');
  await expect(headerList).toBeHidden();
  await expect(sideList).toBeHidden();
  await snapshot(first, testInfo, 'brand-en-only-first-paint');
  await first.context().close();
});
