import { expect, test } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { encryptPayload } from '@playfront/api-contract';
import type { PublicKeyInfo } from '@playfront/api-contract';
import {
  fundByApi,
  launchFirstSlot,
  login,
  loginByApi,
  makePng,
  operatorKey,
  registerByApi,
  snapshot,
  spin,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * The bonus engine as a player meets it: a deposit bonus joined, earned by a deposit and claimed, the
 * withdrawal held until its turnover is played, then free; a mission claimed and the member-centre badge
 * going down; an application with two images approved by the operator.
 */
const idem = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function openMemberCentre(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /open personal center/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal center' });
  await expect(dialog.getByRole('navigation', { name: 'Personal center menu' })).toBeVisible();
  return dialog;
}

const menu = (dialog: Locator) => dialog.getByRole('navigation', { name: 'Personal center menu' });

async function openPromotion(page: Page, type: string): Promise<void> {
  await page.goto('/promotions');
  await page.getByRole('tab', { name: type }).click();
  await expect(page.getByRole('tab', { name: type })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('main').getByRole('list', { name: 'Promotions' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+/);
}

/** A payment password and a bank account through the API, so the member can ask for a withdrawal. */
async function readyToWithdraw(request: APIRequestContext, token: string): Promise<number> {
  const auth = { Authorization: `Bearer ${token}` };
  const key = ((await (await request.get('/wps/system/publicKey')).json()) as { value: PublicKeyInfo }).value;
  const password = await request.put('/wps/member/payment-password', {
    headers: auth,
    data: await encryptPayload(key, { paymentPassword: 'Pay@2026', confirmPaymentPassword: 'Pay@2026' }),
  });
  expect(password.ok(), await password.text()).toBe(true);
  const bank = await request.post('/wps/member/bank-accounts', {
    headers: auth,
    data: { bankName: 'E2E Bank', accountName: 'Bonus Player', accountNumber: '1234567890' },
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  return ((await bank.json()) as { value: { id: number } }).value.id;
}

async function withdraw(request: APIRequestContext, token: string, bankAccountId: number) {
  const auth = { Authorization: `Bearer ${token}` };
  // Games hold the money in their wallets: bring it all back to main first.
  await request.post('/wps/relay/GCS_walletTransfer', {
    headers: { ...auth, 'Idempotency-Key': idem() },
    data: { all: true },
  });
  return request.post('/wps/payment/withdrawals', {
    headers: { ...auth, 'Idempotency-Key': idem() },
    data: { amount: '10000', bankAccountId, paymentPassword: 'Pay@2026' },
  });
}

test.describe('promotions and bonuses', () => {
  test('a deposit bonus is joined, earned, claimed, holds the withdrawal until it is played through', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const username = uniqueUsername(testInfo, 'bon');
    const password = strongPassword();
    await registerByApi(request, username, password);
    await page.goto('/');
    await login(page, username, password);

    await openPromotion(page, 'Deposit bonus');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(
      page.getByText('You have joined. The bonus is paid when you meet the condition.'),
    ).toBeVisible();

    // A 500.00 deposit earns the capped 100.00 bonus, with 5 × 100.00 of turnover.
    const token = await loginByApi(request, username, password);
    await fundByApi(request, token, 50_000);
    await page.reload();
    await expect(page.getByText('Your reward is ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByText('Claimed: P100.00 was added to your balance.')).toBeVisible();
    await snapshot(page, testInfo, 'promotions-deposit-claimed');

    // The withdrawal is refused in the member centre, with the reason, and nothing moves.
    const bankAccountId = await readyToWithdraw(request, token);
    let dialog = await openMemberCentre(page);
    await menu(dialog).getByRole('button', { name: 'Withdrawal', exact: true }).click();
    await expect(dialog.getByLabel('Bank account', { exact: true })).toBeVisible();
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByLabel('Payment password', { exact: true }).fill('Pay@2026');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      dialog.getByText(
        'Bonus money must be played through before you withdraw: see Bonus details for what is left, or give the bonus up there.',
      ),
    ).toBeVisible();
    await snapshot(page, testInfo, 'promotions-withdrawal-refused');

    await menu(dialog).getByRole('button', { name: 'Bonus details', exact: true }).click();
    await expect(dialog.getByText('P0.00 of P500.00')).toBeVisible();
    await snapshot(page, testInfo, 'promotions-bonus-details');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // One 500.00 slot round plays the whole turnover (slots count in full).
    const frame = await launchFirstSlot(page);
    await frame.locator('#stake').selectOption('50000');
    await spin(frame);
    await page.goto('/');
    dialog = await openMemberCentre(page);
    await menu(dialog).getByRole('button', { name: 'Bonus details', exact: true }).click();
    await expect(dialog.getByText('P500.00 of P500.00')).toBeVisible();
    await expect(
      dialog.locator('li, article, tr').filter({ hasText: 'P500.00 of P500.00' }).first(),
    ).toContainText('Completed');
    const allowed = await withdraw(request, token, bankAccountId);
    expect(allowed.status(), await allowed.text()).toBe(200);
  });

  test('a completed mission is claimed and the member-centre badge goes down', async ({
    page,
    request,
  }, testInfo) => {
    const username = uniqueUsername(testInfo, 'mis');
    const password = strongPassword();
    await registerByApi(request, username, password);
    await page.goto('/');
    await login(page, username, password);
    const dialog = await openMemberCentre(page);
    const entry = menu(dialog).getByRole('button', { name: /^Mission activity/ });
    const badge = entry.getByText(/^\d+$/);
    await expect(badge).toBeVisible();
    const before = Number(await badge.textContent());
    await entry.click();
    // Logging in today completes the daily check-in.
    const claim = dialog.getByRole('button', { name: 'Claim Daily check-in' });
    await claim.click();
    await expect(dialog.getByText('Claimed').first()).toBeVisible();
    await expect(badge).toHaveText(String(before - 1));
    await snapshot(page, testInfo, 'promotions-mission-claimed');
  });

  test('an application with two images is approved by the operator and paid', async ({
    page,
    request,
  }, testInfo) => {
    const username = uniqueUsername(testInfo, 'app');
    const password = strongPassword();
    await registerByApi(request, username, password);
    await page.goto('/');
    await login(page, username, password);
    await openPromotion(page, 'Apply');
    const png = makePng();
    await page.getByLabel('Note').fill('My winning streak');
    await page.getByLabel('Images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: png },
      { name: 'two.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your application is under review.')).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get('id'));

    const headers = { 'X-Operator-Key': operatorKey };
    const list = await request.get(`/wps/admin/promotions/${id}/applications`, { headers });
    expect(list.ok(), await list.text()).toBe(true);
    const applications = (
      (await list.json()) as { value: { list: Array<{ id: number; username: string; images: unknown[] }> } }
    ).value.list;
    const mine = applications.find((a) => a.username === username);
    expect(mine?.images).toHaveLength(2);
    const decision = await request.post(`/wps/admin/promotion-applications/${mine!.id}`, {
      headers,
      data: { decision: 'approve' },
    });
    expect(decision.ok(), await decision.text()).toBe(true);
    await page.reload();
    await expect(page.getByText(/Approved: P[\d,.]+ was paid to you\./)).toBeVisible();
    await snapshot(page, testInfo, 'promotions-application-approved');
  });
});
