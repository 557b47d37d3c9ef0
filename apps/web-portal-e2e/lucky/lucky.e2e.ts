import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fillBirthday, gameFrame, operatorKey, spin, strongPassword, uniqueUsername } from '../src/support';

/** An operator's decision on a deposit or withdrawal of the Lucky brand (the key, scoped by Merchant). */
async function decide(page: Page, kind: 'deposits' | 'withdrawals', reference: string) {
  const reply = await page.request.post(`/wps/admin/${kind}/${reference}`, {
    headers: { 'X-Operator-Key': operatorKey, Merchant: 'LUCKY' },
    data: { decision: 'approve' },
  });
  expect(reply.ok(), `${kind} ${reference}: ${await reply.text()}`).toBe(true);
}

const balance = (page: Page) => page.getByRole('banner').locator('.pf-balance__amount');

/**
 * The second brand's own app, built from the libs alone, on the same API as the portal: a new player
 * registers, deposits, plays a round and withdraws, in English and dong, and the portal's brand never sees
 * the session.
 */
test('a Lucky player registers, deposits, plays a round and withdraws', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const username = uniqueUsername(testInfo, 'lk');
  const password = strongPassword('Lucky');
  const paymentPassword = '482916';

  await page.goto('/lucky/');
  await expect(page.getByRole('heading', { name: 'Spin, win and cash out in dong' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('link', { name: 'Lucky', exact: true })).toBeVisible();
  // English only: no language list anywhere.
  await expect(page.getByRole('button', { name: /language/i })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('lucky-home.png'), fullPage: true });

  // Register with a username (the libs' registration page).
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/lucky\/register$/);
  // The brand registers by mobile number or username (the demo's registration rules): the username tab.
  const usernameTab = page.getByRole('tab', { name: 'Username' });
  await usernameTab.click();
  await expect(usernameTab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await fillBirthday(page.getByRole('main'));
  await page.getByRole('main').getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/lucky\/deposit$/);
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  await expect(balance(page)).toHaveText(/^₫0\.00/);

  // Deposit 200 dong-units through the first channel; the operator approves it.
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByLabel('Amount').fill('200');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  const pending = page.getByText(/^Deposit \w+ of ₫200(\.00)? is pending/);
  await expect(pending).toBeVisible();
  const deposit = /Deposit (\w+) of/.exec((await pending.textContent()) ?? '')?.[1] ?? '';
  await decide(page, 'deposits', deposit);
  await expect(page.getByText(new RegExp(`Deposit ${deposit} of ₫200(\\.00)?: Approved\\.`))).toBeVisible({
    timeout: 20_000,
  });
  await expect(balance(page)).toHaveText(/^₫200\.00/);
  await page.screenshot({ path: testInfo.outputPath('lucky-deposit.png'), fullPage: true });

  // A round of a slot in the libs' game frame; the header follows the settled round.
  await page.getByRole('navigation', { name: 'Lucky' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Play Temple of Fortune' }).click();
  await expect(page).toHaveURL(/\/lucky\/game\?gameId=\d+/);
  const frame = gameFrame(page);
  await expect(frame.getByTestId('game-balance')).toHaveText(/\d/);
  await spin(frame);
  await expect(balance(page)).not.toHaveText(/^₫200\.00/);
  await page.screenshot({ path: testInfo.outputPath('lucky-game.png') });

  // The slot's wallet holds the money it played with: all of it back to the main wallet.
  await page.getByRole('navigation', { name: 'Lucky' }).getByRole('link', { name: 'My wallet' }).click();
  await page.getByRole('button', { name: 'All back to main wallet' }).click();
  await expect(page.getByText(/moved back to the main wallet\./)).toBeVisible();

  // Withdraw 100: set the payment password, add a bank account, then the withdrawal the operator pays.
  await page.getByRole('navigation', { name: 'Lucky' }).getByRole('link', { name: 'Withdraw' }).click();
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page).toHaveURL(/\/lucky\/payment-password$/);
  await page.getByLabel('New payment password').fill(paymentPassword);
  await page.getByLabel('Confirm payment password').fill(paymentPassword);
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Your payment password is set.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Lucky' }).getByRole('link', { name: 'Withdraw' }).click();
  await page.getByLabel('Bank name').fill('Lucky Test Bank');
  await page.getByLabel('Account holder').fill('Lucky Player');
  await page.getByLabel('Account number').fill('9876543210');
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  await expect(page.getByLabel('Bank account', { exact: true })).toBeVisible();
  await page.getByLabel('Amount').fill('100');
  await page.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdrawn = page.getByText(/^Withdrawal \w+ of ₫100(\.00)? is pending approval\./);
  await expect(withdrawn).toBeVisible();
  const withdrawal = /Withdrawal (\w+) of/.exec((await withdrawn.textContent()) ?? '')?.[1] ?? '';
  await decide(page, 'withdrawals', withdrawal);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: withdrawal })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lucky-withdraw.png'), fullPage: true });

  // The portal of the deployment's own brand, in the same tab: this session is not its own.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Log in/ }).first()).toBeVisible();
  await expect(page.getByText(username)).toHaveCount(0);
});
