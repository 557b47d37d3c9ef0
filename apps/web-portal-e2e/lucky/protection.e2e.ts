import { expect, test } from '../src/fixtures';
import {
  fundByApi,
  loginByApi,
  readyToWithdrawByApi,
  registerByApi,
  strongPassword,
  uniqueUsername,
} from '../src/support';

/**
 * A self-exclusion holds for the person on every brand of the deployment: taken in the portal, it stops play
 * and deposits on the Lucky app for the same person's Lucky account (matched by e-mail), while a withdrawal
 * of the remaining balance still works.
 */
test('a self-exclusion taken in the portal stops play on both brands, and a withdrawal still works', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const password = strongPassword('Break');
  const own = uniqueUsername(testInfo, 'xo');
  const lucky = uniqueUsername(testInfo, 'xl');
  const email = `${own}@example.com`;
  const paymentPassword = '482916';
  await registerByApi(request, own, password, { email });
  await registerByApi(request, lucky, password, { email }, 'LUCKY');
  const luckyToken = await loginByApi(request, lucky, password, 'LUCKY');
  await fundByApi(request, luckyToken, 50_000, 'LUCKY');
  await readyToWithdrawByApi(request, luckyToken, paymentPassword, 'LUCKY');

  // The portal: sign in and self-exclude for six months in the member centre.
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(own);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: /open personal center/ }).click();
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  await centre
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('button', { name: 'Responsible gaming', exact: true })
    .click();
  await centre.getByLabel('Length of the self-exclusion').selectOption({ label: '6 months' });
  await centre.getByRole('button', { name: 'Exclude myself' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclude yourself?' });
  await expect(confirm).toContainText('You can still withdraw your money.');
  await confirm.getByRole('button', { name: 'Yes, exclude me' }).click();
  await expect(
    centre.getByText(/^You have excluded yourself until .+\. Until then you cannot play/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('portal-excluded.png') });

  // No game opens in the portal.
  await page.goto('/rng');
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(
    page.getByText(/You have excluded yourself until .+\. You cannot play or deposit/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('portal-game-refused.png') });

  // Lucky, the same person's account there: no game, no deposit, but the withdrawal goes through.
  await page.goto('/lucky/login');
  await page.getByLabel('Username').fill(lucky);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(lucky)).toBeVisible();
  await page.getByRole('button', { name: 'Play Temple of Fortune' }).click();
  await expect(
    page.getByText(/You have excluded yourself until .+\. You cannot play or deposit/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lucky-game-refused.png') });

  await page.getByRole('navigation', { name: 'Lucky' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByLabel('Bank account', { exact: true })).toBeVisible();
  await page.getByLabel('Amount').fill('100');
  await page.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText(/^Withdrawal \w+ of ₫100(\.00)? is pending approval\./)).toBeVisible();

  await page.getByRole('navigation', { name: 'Lucky' }).getByRole('link', { name: 'Deposit' }).click();
  // The withdrawal page has an Amount field too: wait for the deposit page before typing into its field.
  const requestDeposit = page.getByRole('button', { name: 'Request deposit' });
  await expect(requestDeposit).toBeVisible();
  await page.getByLabel('Amount').fill('200');
  await requestDeposit.click();
  await expect(
    page.getByText(/You have excluded yourself until .+\. You cannot play or deposit/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lucky-deposit-refused.png'), fullPage: true });
});
