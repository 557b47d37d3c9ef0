import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { snapshot } from './support';

/**
 * Server texts in the reader's language: the deposit channels and their tutorial, the top navigation's
 * game categories and a lobby's vendor names, for demo_member in Thai and in Japanese.
 */
const member = { username: 'demo_member', password: 'Demo@2026' };

interface Texts {
  code: string;
  login: string;
  username: string;
  password: string;
  account: RegExp;
  /** demo_member's VIP rank (Gold), shown beside the account button in the header. */
  clubLabel: string;
  centre: string;
  centreMenu: string;
  deposit: string;
  channels: string[];
  howTo: string;
  tutorialTitle: string;
  firstStep: string;
  stepOf: string;
  nav: string;
  categories: string[];
  fishVendor: string;
}

const languages: Texts[] = [
  {
    code: 'th',
    login: 'เข้าสู่ระบบ',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    account: /^บัญชี .+: เปิดศูนย์สมาชิก$/,
    clubLabel: 'โกลด์',
    centre: 'ศูนย์สมาชิก',
    centreMenu: 'เมนูศูนย์ส่วนตัว',
    deposit: 'ฝากเงิน',
    channels: ['โอนผ่านธนาคาร', 'อีวอลเล็ท', 'ชำระด้วย QR'],
    howTo: 'วิธีฝากเงิน',
    tutorialTitle: 'วิธีฝากเงิน: อีวอลเล็ท',
    firstStep: 'เลือก "อีวอลเล็ท" ใส่จำนวนเงิน แล้วส่งคำขอ',
    stepOf: 'ขั้นตอนที่ 1 จาก 4',
    nav: 'เกม',
    categories: ['ลอตเตอรี่', 'คาสิโนสด', 'ชนไก่', 'กีฬา', 'ยิงปลา', 'สล็อต', 'เกมไพ่'],
    fishVendor: 'JDB ยิงปลา',
  },
  {
    code: 'ja',
    login: 'ログイン',
    username: 'ユーザー名',
    password: 'パスワード',
    account: /^アカウント .+：マイページを開く$/,
    clubLabel: 'ゴールド',
    centre: 'マイページ',
    centreMenu: 'マイページメニュー',
    deposit: '入金',
    channels: ['銀行振込', '電子ウォレット', 'QRコード決済'],
    howTo: '入金方法',
    tutorialTitle: '入金方法：電子ウォレット',
    firstStep: '「電子ウォレット」を選び、金額を入力して申請してください。',
    stepOf: 'ステップ 1 / 4',
    nav: 'ゲーム',
    categories: ['宝くじ', 'ライブカジノ', '闘鶏', 'スポーツ', 'フィッシング', 'スロット', 'カードゲーム'],
    fishVendor: 'JDBフィッシング',
  },
];

async function logIn(page: Page, texts: Texts) {
  await page.addInitScript((code) => localStorage.setItem('lang', code), texts.code);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', texts.code);
  const form = page.getByRole('main');
  await form.getByLabel(texts.username, { exact: true }).fill(member.username);
  await form.getByLabel(texts.password, { exact: true }).fill(member.password);
  await form.getByRole('button', { name: texts.login, exact: true }).click();
  await expect(page.locator('.pf-strip .pf-balance__amount')).toHaveText(/P[\d,]+\.\d\d/);
}

for (const texts of languages) {
  test.describe(`server texts in ${texts.code}`, () => {
    test('deposit channels and the chosen channel’s tutorial', async ({ page }, testInfo) => {
      await logIn(page, texts);
      const account = page.getByRole('banner').getByRole('button', { name: texts.account });
      // The rank label sits beside the account button (its name holds only what the button shows).
      const header = page.getByRole('banner');
      await expect(header).toContainText(texts.clubLabel);
      await expect(header).not.toContainText('Gold');
      await account.click();
      const dialog = page.getByRole('dialog', { name: texts.centre });
      const item = dialog
        .getByRole('navigation', { name: texts.centreMenu })
        .getByRole('button', { name: texts.deposit, exact: true });
      await item.click();
      await expect(item).toHaveAttribute('aria-current', 'page');
      const radios = dialog.getByRole('radio');
      await expect(radios).toHaveCount(3);
      for (const [index, name] of texts.channels.entries()) {
        await expect(dialog.locator('.pf-wallet__channel').nth(index)).toContainText(name);
      }
      await expect(dialog.getByText('Bank transfer')).toHaveCount(0);
      await dialog.getByRole('radio', { name: new RegExp(texts.channels[1]!) }).check();
      const link = dialog.getByRole('button', { name: texts.howTo, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      const tutorial = page.getByRole('dialog', { name: texts.tutorialTitle });
      await expect(tutorial).toBeVisible();
      const steps = tutorial.getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.first()).toContainText(texts.stepOf);
      await expect(steps.first()).toContainText(texts.firstStep);
      // Every step picture loads (the SVGs the API draws).
      const images = tutorial.locator('img');
      await expect(images).toHaveCount(4);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect(tutorial).not.toContainText(/Open your|Scan the|Choose E-wallet/);
      await snapshot(page, testInfo, `localised-deposit-tutorial-${texts.code}`);
      await page.keyboard.press('Escape');
      await expect(tutorial).toBeHidden();
      await expect(link).toBeFocused();
    });

    test('top navigation categories and a lobby’s vendor names', async ({ page }, testInfo) => {
      await logIn(page, texts);
      const nav = page.getByRole('navigation', { name: texts.nav, exact: true });
      for (const name of texts.categories) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1);
      }
      await page.goto('/fish');
      await expect(page.getByText(texts.fishVendor).first()).toBeVisible();
      await expect(page.getByText('JDB Fishing')).toHaveCount(0);
      await snapshot(page, testInfo, `localised-fish-${texts.code}`);
    });
  });
}
