import { expect, skipArrivalPopups, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import {
  expectLoggedIn,
  expectLoggedOut,
  login,
  openLoginForm,
  outbox,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

/** Waits for a reset e-mail to `email` newer than `afterId`; returns its link. */
async function newestResetLink(request: APIRequestContext, email: string, afterId = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(request, email);
        if (!newest || newest.channel !== 'email' || newest.id <= afterId) return '';
        link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(newest.body)?.[1] ?? '';
        return link;
      },
      { message: `a reset e-mail to ${email} in /dev/outbox`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

test.describe('password reset by e-mail', () => {
  test('the e-mailed link sets a new password once and ends the old sessions', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const username = uniqueUsername(testInfo, 'rst');
    const email = `${username}@example.com`;
    const oldPassword = strongPassword('Old');
    const newPassword = strongPassword('New');
    await registerByApi(request, username, oldPassword, { email });

    // A session on another device, opened with the old password.
    const otherDevice = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await skipArrivalPopups(otherDevice, request);
    const other = await otherDevice.newPage();
    await other.goto('/');
    await login(other, username, oldPassword);

    // Forgot password? → E-mail: username and address, then the in_been_out notice.
    await page.goto('/');
    const form = await openLoginForm(page);
    await form.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    const [before] = await outbox(request, email);
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('We have sent a password reset link to your e-mail address.');
    await notice.getByRole('button', { name: 'Confirm' }).click();

    // The e-mail holds an absolute link on the portal's public address.
    const link = await newestResetLink(request, email, before?.id ?? 0);
    expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Set new password' });
    await submit.click();
    await expect(page.getByText('Please enter a new password.')).toBeVisible();
    await expect(page.getByText('Please enter the new password again.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}9`);
    await submit.click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await snapshot(page, testInfo, 'reset-password-form');
    await submit.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been set. Please log in with the new password; you have been logged out everywhere else.',
    );
    await snapshot(page, testInfo, 'reset-password-done');

    // Log in with the new password from the page's button.
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const loginForm = page.getByRole('main').getByRole('button', { name: 'Log in', exact: true });
    await expect(loginForm).toBeVisible();
    await page.getByRole('main').getByLabel('Username', { exact: true }).fill(username);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(newPassword);
    await loginForm.click();
    await expectLoggedIn(page, username);

    // The session opened before the reset is gone.
    await other.reload();
    await expectLoggedOut(other);
    await otherDevice.close();

    // The link works once: a second use says so and offers a new one.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}2`);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}2`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This reset link is not valid, has expired or was used.',
    );
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  test('a link without a valid token says so at once', async ({ page }) => {
    await page.goto('/reset-password?token=nope');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This reset link is not valid, has expired or was used.',
    );
    await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  });
});
