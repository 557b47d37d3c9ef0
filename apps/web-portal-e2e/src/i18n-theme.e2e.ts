import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  chooseLanguage,
  header,
  hasCompactLogin,
  login,
  openLoginForm,
  openRegisterDialog,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

/** What the header of a visitor says in one language. */
interface HeaderTexts {
  lang: string;
  welcome: string;
  login: string;
  register: string;
  demo: string;
  hot: string;
}

async function expectHeaderIn(page: Page, texts: HeaderTexts) {
  await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.welcome);
  const banner = header(page);
  if (hasCompactLogin(page)) {
    await expect(banner.getByRole('button', { name: texts.login, exact: true })).toBeVisible();
  } else {
    await expect(banner.getByRole('region', { name: texts.login })).toBeVisible();
  }
  await expect(banner.getByRole('button', { name: texts.register, exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: texts.demo, exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: texts.hot })).toBeVisible();
}

const english: HeaderTexts = {
  lang: 'en',
  welcome: 'Welcome to Playfront',
  login: 'Log in',
  register: 'Register',
  demo: 'Free demo',
  hot: 'Hot games',
};
const japanese: HeaderTexts = {
  lang: 'ja',
  welcome: 'Playfront へようこそ',
  login: 'ログイン',
  register: '新規登録',
  demo: '無料デモ',
  hot: '人気ゲーム',
};
const chinese: HeaderTexts = {
  lang: 'zh-CN',
  welcome: '欢迎来到 Playfront',
  login: '登录',
  register: '注册',
  demo: '免费试玩',
  hot: '热门游戏',
};

test.describe('language and theme', () => {
  test('switches the header to Japanese and Chinese and back, and keeps the choice', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expectHeaderIn(page, english);

    await chooseLanguage(page, 'ja', '日本語');
    await expectHeaderIn(page, japanese);
    await snapshot(page, testInfo, 'home-ja');
    // The registration dialog follows the language.
    await header(page).getByRole('button', { name: japanese.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: japanese.register });
    await expect(dialog.getByRole('tab', { name: '携帯電話番号' })).toBeVisible();
    await snapshot(page, testInfo, 'register-ja');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await chooseLanguage(page, 'cn', '简体中文', { menu: 'メニュー', language: '言語' });
    await expectHeaderIn(page, chinese);
    await snapshot(page, testInfo, 'home-cn');
    await page.reload();
    await expectHeaderIn(page, chinese);

    await chooseLanguage(page, 'en', 'English', { menu: '菜单', language: '语言' });
    await expectHeaderIn(page, english);
  });

  test('switches a logged-in page between dark and light', async ({ page, request }, testInfo) => {
    const username = uniqueUsername(testInfo, 'thm');
    const password = strongPassword('Thm');
    await registerByApi(request, username, password);
    await page.goto('/');
    await login(page, username, password);

    const html = page.locator('html');
    const banner = header(page);
    const colours = () =>
      page.evaluate(() => ({
        page: getComputedStyle(document.documentElement).backgroundColor,
        header: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
        text: getComputedStyle(document.body).color,
      }));
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const dark = await colours();
    await snapshot(page, testInfo, 'logged-in-dark');

    await banner.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(banner.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    const light = await colours();
    expect(light.page).not.toBe(dark.page);
    expect(light.header).not.toBe(dark.header);
    expect(light.text).not.toBe(dark.text);
    await snapshot(page, testInfo, 'logged-in-light');

    // Dialogs follow the theme too.
    await banner.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Notice' });
    const dialogBackground = await confirm.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dialogBackground).not.toBe(dark.page);
    await snapshot(page, testInfo, 'logout-confirm-light');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The choice survives a reload and a switch back restores the dark colours.
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await banner.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect((await colours()).page).toBe(dark.page);
  });

  test('visitor forms in light theme', async ({ page }, testInfo) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await openRegisterDialog(page);
    await snapshot(page, testInfo, 'register-light');
    await page.keyboard.press('Escape');
    if (hasCompactLogin(page)) {
      await openLoginForm(page);
      await snapshot(page, testInfo, 'login-light');
    }
  });
});
