import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Envelope } from '@playfront/api-contract';
import { nav, operatorPage, signIn } from './back-office-support';
import { expect, test } from './fixtures';
import {
  loginByApi,
  registerByApi,
  setPaymentPasswordByApi,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * The marketing and loyalty screens of the back office against the real server: marketing creates a
 * promotion in English and Chinese that the portal's promotions page then shows in each language, tops a
 * member's points up, and approves the redemption the member made. Screenshots of the screens at desktop
 * (1366) and tablet (820) widths go to the system's temporary folder.
 */

const PAY = 'Pay@2026';
const shots = join(tmpdir(), 'playfront-bo-loyalty');

/** The same page at desktop and tablet widths, saved under the temporary folder. */
async function screenshots(page: Page, label: string): Promise<void> {
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: join(shots, `${label}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('the back office: marketing and loyalty', () => {
  test('marketing creates a promotion in two languages that the portal shows, and approves a points redemption', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const marketing = await operatorPage(browser, baseURL ?? '');
    await signIn(marketing, 'marketing');
    await nav(marketing).getByRole('link', { name: 'Promotions' }).click();
    await expect(marketing.getByRole('table', { name: 'Promotions' })).toBeVisible();
    await screenshots(marketing, 'promotions-list');

    // A promotion in English and Chinese, on application, paying 25.00.
    const stamp = Date.now().toString(36).slice(-5);
    await marketing.getByRole('button', { name: 'New promotion' }).click();
    // The list's type filter has the same label: choose in the editor, once it is there.
    await expect(marketing.getByRole('heading', { name: 'New promotion' })).toBeVisible();
    await marketing.getByLabel('Type').selectOption({ label: 'On application' });
    await expect(marketing.getByLabel('Reward amount')).toBeVisible();
    await marketing.getByLabel('Title (English)').fill(`Weekend rebate ${stamp}`);
    await marketing.getByLabel('Summary (English)').fill('Send us your losing slip for 25.00 back.');
    await marketing.getByLabel('Details (English)').fill('One application per member.');
    await marketing.getByRole('tab', { name: /简体中文/ }).click();
    await marketing.getByLabel('Title (简体中文)').fill(`周末返利 ${stamp}`);
    await marketing.getByLabel('Summary (简体中文)').fill('提交亏损记录即可获得 25.00 返利。');
    await marketing.getByLabel('Image address').fill('/wps/promotions/art/apply.svg');
    // The server refuses an end before the start, under the field.
    await marketing.getByLabel('Ends').fill('2020-01-01T00:00');
    await marketing.getByLabel('Reward amount').fill('25');
    await screenshots(marketing, 'promotion-editor');
    await marketing.getByRole('button', { name: 'Create the promotion' }).click();
    await expect(marketing.getByText('Some fields need a correction')).toBeVisible();
    await expect(marketing.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
    await marketing.getByLabel('Ends').fill('');
    await marketing.getByRole('button', { name: 'Create the promotion' }).click();
    await expect(marketing.getByText('The promotion is created.')).toBeVisible();
    await expect(marketing.getByRole('cell', { name: `Weekend rebate ${stamp}` })).toBeVisible();

    for (const [code, title] of [
      ['en', `Weekend rebate ${stamp}`],
      ['cn', `周末返利 ${stamp}`],
    ] as const) {
      await page.addInitScript((language) => localStorage.setItem('lang', language), code);
      await page.goto('/promotions');
      await expect(page.getByRole('main').getByText(title)).toBeVisible();
    }

    // The missions screen lists the demo missions; its editor opens.
    await nav(marketing).getByRole('link', { name: 'Missions' }).click();
    await expect(marketing.getByRole('table', { name: 'Missions' })).toBeVisible();
    await screenshots(marketing, 'missions-list');
    await marketing.getByRole('button', { name: 'New mission' }).click();
    await expect(marketing.getByLabel('Task 1: what to do')).toBeVisible();
    await screenshots(marketing, 'mission-editor');

    // A member with points redeems a T-shirt; marketing tops the points up in the back office first.
    const member = uniqueUsername(testInfo, 'bol');
    const password = strongPassword();
    await registerByApi(request, member, password);
    const token = await loginByApi(request, member, password);
    await setPaymentPasswordByApi(request, token, PAY);

    await nav(marketing).getByRole('link', { name: 'Points mall' }).click();
    await marketing.getByRole('link', { name: 'Adjust points' }).click();
    // The redemptions view has a "Member username" filter too: type into the adjust form once it is there.
    const adjustForm = marketing.getByRole('form', { name: 'Adjust points' });
    await expect(adjustForm).toBeVisible();
    await adjustForm.getByLabel('Member username').fill(member);
    await adjustForm.getByLabel('Points to add').fill('10000');
    await adjustForm.getByLabel('Remark').fill('Campaign prize');
    await adjustForm.getByRole('button', { name: 'Adjust points' }).click();
    const confirmAdjust = marketing.getByRole('dialog', { name: 'Adjust these points?' });
    await expect(confirmAdjust).toContainText(`10,000 points are added to ${member}`);
    await confirmAdjust.getByRole('button', { name: 'Adjust points' }).click();
    await expect(marketing.getByText(`${member} now has 10,000 points`).first()).toBeVisible();

    const auth = { Authorization: `Bearer ${token}` };
    const goods = (await (await request.get('/wps/points/goods', { headers: auth })).json()) as Envelope<{
      list: { id: number; name: string }[];
    }>;
    const shirt = goods.value.list.find((item) => item.name === 'Club T-shirt');
    expect(shirt, 'the demo T-shirt').toBeTruthy();
    const redeemed = await request.post('/wps/points/redeem', {
      headers: { ...auth, 'Idempotency-Key': `bol-${Date.now()}` },
      data: {
        goodsId: shirt!.id,
        quantity: 1,
        paymentPassword: PAY,
        delivery: { name: 'E2E Player', phone: '+63 917 000 1111', address: '1 Test Street, Manila' },
      },
    });
    expect(redeemed.ok(), await redeemed.text()).toBe(true);
    const { reference } = ((await redeemed.json()) as Envelope<{ redemption: { reference: string } }>).value
      .redemption;

    await marketing.getByRole('link', { name: 'Redemptions' }).click();
    const filters = marketing.getByRole('search', { name: 'Filter the redemptions' });
    await filters.getByLabel('Member username').fill(member);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const table = marketing.getByRole('table', { name: 'Redemptions' });
    await expect(table.getByRole('cell', { name: reference, exact: true })).toBeVisible();
    await screenshots(marketing, 'points-redemptions');
    await table.getByRole('button', { name: `Approve redemption ${reference}` }).click();
    const confirm = marketing.getByRole('dialog', { name: 'Approve this redemption?' });
    await expect(confirm).toContainText(`Club T-shirt × 1 for 8,000 points`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(marketing.getByText(`Redemption ${reference} is approved.`)).toBeVisible();

    // The other loyalty screens open with the demo data (screenshots at both widths).
    await marketing.getByRole('link', { name: 'Goods' }).click();
    await expect(
      marketing
        .getByRole('table', { name: 'Goods' })
        .getByRole('cell', { name: 'Club T-shirt', exact: true }),
    ).toBeVisible();
    await screenshots(marketing, 'points-goods');
    await nav(marketing).getByRole('link', { name: 'Cashback' }).click();
    await expect(marketing.getByRole('form', { name: 'Default rates (every rank)' })).toBeVisible();
    await screenshots(marketing, 'cashback-rates');
    await nav(marketing).getByRole('link', { name: 'VIP' }).click();
    await expect(marketing.getByRole('table', { name: 'Ranks' })).toBeVisible();
    await screenshots(marketing, 'vip-ranks');
    await nav(marketing).getByRole('link', { name: 'Referral' }).click();
    await expect(marketing.getByRole('form', { name: 'Referral rule' })).toBeVisible();
    await screenshots(marketing, 'referral');

    // The member's history says approved.
    const history = (await (
      await request.get('/wps/points/redemptions', { headers: auth })
    ).json()) as Envelope<{ list: { reference: string; status: string }[] }>;
    expect(history.value.list.find((row) => row.reference === reference)?.status).toBe('APPROVED');
  });
});
