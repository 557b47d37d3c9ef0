import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { artifactsDir, loginByApi, makePng, operatorKey, snapshot } from './support';

/**
 * Money screens that must tell the truth: where to pay a deposit, a refunded not-received withdrawal, and a
 * betting record range that ends before it starts. Runs as demo_member (seeded payment password and bank
 * account); everything it creates is found by its own reference.
 */
const member = { username: 'demo_member', password: 'Demo@2026' };
const operator = { 'X-Operator-Key': operatorKey };

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(member.username);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.pf-strip .pf-balance__amount')).toHaveText(/P[\d,]+\.\d\d/);
}

async function openPage(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: /open personal center/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal center' });
  const item = dialog
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('button', { name: label, exact: true });
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  return dialog;
}

/** A paid withdrawal reported not received, refunded by the operator; returns its reference. */
async function refundedWithdrawal(request: APIRequestContext): Promise<string> {
  const token = await loginByApi(request, member.username, member.password);
  const auth = { Authorization: `Bearer ${token}` };
  const banks = await request.get('/wps/member/bank-accounts', { headers: auth });
  const bankAccountId = ((await banks.json()) as { value: { list: { id: number }[] } }).value.list[0]!.id;
  const created = await request.post('/wps/payment/withdrawals', {
    headers: { ...auth, 'Idempotency-Key': `e2e-wd-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { amount: '10000', bankAccountId, paymentPassword: 'Pay@2026' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { reference } = ((await created.json()) as { value: { reference: string } }).value;
  const paid = await request.post(`/wps/admin/withdrawals/${reference}`, {
    headers: operator,
    data: { decision: 'approve' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const report = await request.post(`/wps/payment/withdrawals/${reference}/not-received`, {
    headers: auth,
    multipart: { proof: { name: 'proof.png', mimeType: 'image/png', buffer: makePng() } },
  });
  expect(report.ok(), await report.text()).toBe(true);
  const refund = await request.post(`/wps/admin/withdrawals/${reference}/dispute`, {
    headers: operator,
    data: { resolution: 'REFUNDED' },
  });
  expect(refund.ok(), await refund.text()).toBe(true);
  return reference;
}

test.describe('money screens', () => {
  test('a deposit request shows where to pay, with copy buttons', async ({ page }, testInfo) => {
    await logIn(page);
    const dialog = await openPage(page, 'Deposit');
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await dialog.getByLabel('Amount').fill('150');
    await dialog.getByRole('button', { name: 'Request deposit' }).click();
    const payee = dialog.getByRole('region', { name: 'Where to pay' }).first();
    await expect(payee).toBeVisible({ timeout: 15_000 });
    await expect(payee.getByText('Demo Bank', { exact: true })).toBeVisible();
    await expect(payee.getByText('001234567890', { exact: true })).toBeVisible();
    await expect(payee.getByText('P150.00', { exact: true })).toBeVisible();
    await expect(payee.getByText(/^DP\w+$/)).toBeVisible();
    await expect(payee.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    await expect(payee.getByText(/^Pay before /)).toBeVisible();
    await payee.scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, 'money-deposit-payee');
    // What the member sees on screen (the full page is the whole site behind the member centre).
    await page.screenshot({
      path: join(artifactsDir, `${testInfo.project.name}-money-deposit-payee-screen.png`),
      animations: 'disabled',
    });
    const reference = (await payee.getByText(/^DP\w+$/).textContent()) ?? '';
    const reject = await page.request.post(`/wps/admin/deposits/${reference}`, {
      headers: operator,
      data: { decision: 'reject' },
    });
    expect(reject.ok(), await reject.text()).toBe(true);
  });

  test('a refunded not-received withdrawal shows Refunded and no actions', async ({ page }, testInfo) => {
    const reference = await refundedWithdrawal(page.request);
    await logIn(page);
    const dialog = await openPage(page, 'Withdrawal');
    const item = dialog.getByRole('listitem').filter({ hasText: reference });
    await expect(item.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(item.getByRole('button')).toHaveCount(0);
    await expect(item.getByText('Not received')).toHaveCount(0);
    await snapshot(page, testInfo, 'money-withdrawal-refunded');
  });

  test('a betting record whose start is after its end says so', async ({ page }, testInfo) => {
    await logIn(page);
    const dialog = await openPage(page, 'Betting record');
    await dialog.getByLabel('To date').fill('2026-01-10');
    await dialog.getByLabel('From date').fill('2026-01-15');
    await expect(dialog.getByText('The start date is after the end date.')).toBeVisible();
    await expect(dialog.getByText('No bets in this period.')).toHaveCount(0);
    await snapshot(page, testInfo, 'money-betting-range');
  });
});
