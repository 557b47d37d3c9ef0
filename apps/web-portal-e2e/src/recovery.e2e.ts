import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectLoggedIn,
  expectLoggedOut,
  fillBirthday,
  hasCompactLogin,
  header,
  lastSmsId,
  logout,
  newestSmsCode,
  openLoginForm,
  openRegisterDialog,
  sendSmsCode,
  snapshot,
  strongPassword,
  submitLogin,
  uniqueMobile,
} from './support';

/** Registers a mobile account in the browser (code from the outbox) and logs it out again. */
async function registerMobileAccount(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  password: string,
) {
  await page.goto('/');
  const dialog = await openRegisterDialog(page);
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  const before = await lastSmsId(request, mobile);
  await sendSmsCode(dialog);
  await dialog.getByLabel('SMS code').fill(await newestSmsCode(request, mobile, before));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await fillBirthday(dialog);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expectLoggedIn(page, mobile);
  await logout(page);
}

test.describe('password recovery', () => {
  test('resets a forgotten password by phone and logs in with the new one', async ({
    page,
    request,
  }, testInfo) => {
    const mobile = uniqueMobile(testInfo);
    const oldPassword = strongPassword('Old');
    const newPassword = strongPassword('New');
    await registerMobileAccount(page, request, mobile, oldPassword);

    // Forgot password? sits under the login form (header on desktop, login dialog on a phone).
    const form = await openLoginForm(page);
    await form.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    const methods = dialog.getByRole('tablist', { name: 'Recovery method' });
    await expect(methods.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    await methods.getByRole('tab', { name: 'Phone' }).click();
    await expect(methods.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');

    // Empty form: every field says what is missing.
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(dialog.getByText('Please enter your mobile number.')).toBeVisible();
    await expect(dialog.getByText('Please enter the SMS code.')).toBeVisible();
    await expect(dialog.getByText('Please enter a new password.')).toBeVisible();

    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    const before = await lastSmsId(request, mobile);
    await sendSmsCode(dialog);
    const code = await newestSmsCode(request, mobile, before);
    await dialog.getByLabel('SMS code').fill(code);
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}9`);
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(dialog.getByText('The two passwords do not match.')).toBeVisible();
    await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await snapshot(page, testInfo, 'forgot-phone-form');

    await dialog.getByRole('button', { name: 'Set new password' }).click();
    // Automatic login with the number and the new password, then home (spec §4).
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/index$/);
    await expectLoggedIn(page, mobile);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await snapshot(page, testInfo, 'forgot-phone-done');

    // The old password no longer works; the new one does.
    await logout(page);
    let login = await openLoginForm(page);
    await submitLogin(login, mobile, oldPassword);
    await expect(login.getByRole('alert')).toHaveText('The username or password is not correct.');
    if (hasCompactLogin(page)) {
      await page.keyboard.press('Escape');
      login = await openLoginForm(page);
    }
    await submitLogin(login, mobile, newPassword);
    await expectLoggedIn(page, mobile);
    await expect(header(page).getByRole('region', { name: 'Log in' })).toHaveCount(0);
  });

  test('an unknown number gets the same answer but no code', async ({ page, request }, testInfo) => {
    const mobile = uniqueMobile(testInfo);
    await page.goto('/');
    const form = await openLoginForm(page);
    await form.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByRole('tab', { name: 'Phone' }).click();
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    // No account enumeration: the countdown starts as for a registered number.
    await sendSmsCode(dialog);
    await dialog.getByLabel('SMS code').fill('123456');
    await dialog.getByLabel('New password', { exact: true }).fill('Unknown123x');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Unknown123x');
    await dialog.getByRole('button', { name: 'Set new password' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The SMS code is not correct or has expired.');
    expect(await lastSmsId(request, mobile)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectLoggedOut(page);
  });
});
