import type { TestInfo } from '@playwright/test';
import { nav, signIn } from './back-office-support';
import { expect, skipArrivalPopups, test } from './fixtures';
import { openRegisterDialog, snapshot } from './support';

/**
 * The brand's sign-up settings against the real server: the admin turns registration with a username off,
 * and a visitor's registration form then offers the mobile number only; the admin turns it on again.
 */

test.describe('the back office: sign-up and security', () => {
  test('the admin turns username registration off and on; the portal’s registration form follows', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await nav(page).getByRole('link', { name: 'Brand' }).click();
    await page.getByRole('link', { name: 'Sign-up and security' }).click();
    const flags = page.getByRole('form', { name: 'Features' });
    const username = flags.getByRole('checkbox', { name: 'Registration with a username' });
    await expect(username).toBeChecked();
    await expect(page.getByRole('form', { name: 'Registration fields' })).toBeVisible();
    await snapshot(page, testInfo, 'back-office-sign-up-security');

    const setUsername = async (on: boolean) => {
      await username.setChecked(on);
      await flags.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change these features?' });
      await expect(dialog).toContainText(`${on ? 'Turn on' : 'Turn off'}: Registration with a username`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The toast stays while the pointer rests on it: dismiss it, so the next save's toast is the only one.
      const saved = page.locator('.pf-toast').filter({ hasText: 'The features are saved.' });
      await expect(saved).toHaveCount(1);
      await saved.getByRole('button', { name: 'Dismiss' }).click();
      await expect(saved).toHaveCount(0);
    };
    const visitorTabs = async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL });
      await skipArrivalPopups(context, request);
      const visitor = await context.newPage();
      await visitor.goto('/index');
      const dialog = await openRegisterDialog(visitor);
      await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
      // One way left to register shows no tabs, only its form.
      const tabs = await dialog.getByRole('tab').allTextContents();
      const mobile = await dialog.getByRole('textbox', { name: /Mobile/ }).count();
      await context.close();
      return { tabs, mobile: mobile > 0 };
    };

    try {
      await setUsername(false);
      expect(await visitorTabs()).toEqual({ tabs: [], mobile: true });
    } finally {
      // On again whatever happened above: the other specs register by username.
      await setUsername(true);
    }
    expect((await visitorTabs()).tabs).toEqual(['Mobile number', 'Username']);
  });

  test('the admin moves the Android download; the portal’s download page links the new address', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    const moved = 'https://apps.example.com/playfront-e2e.apk';
    await signIn(page, 'admin');
    await nav(page).getByRole('link', { name: 'Brand' }).click();
    await page.getByRole('link', { name: 'Support and app downloads' }).click();
    const form = page.getByRole('form', { name: 'Support and app downloads' });
    const android = form.getByRole('group', { name: 'Android app' });
    const address = android.getByLabel('Address');
    const original = await address.inputValue();
    expect(original).toMatch(/^https:\/\//);
    await expect(
      android.getByRole('img', { name: 'QR code of the Android app as members see it' }),
    ).toBeVisible();

    const setAddress = async (url: string) => {
      await address.fill(url);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText('The downloads and chats are saved; the portal shows them now.'),
      ).toBeVisible();
      await page
        .getByRole('button', { name: 'Dismiss' })
        .first()
        .click()
        .catch(() => undefined);
    };
    const portalLink = async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL });
      await skipArrivalPopups(context, request);
      const visitor = await context.newPage();
      await visitor.goto('/download');
      const link = visitor.getByRole('link', { name: 'Download the Android app' });
      await expect(link).toBeVisible();
      const href = await link.getAttribute('href');
      await context.close();
      return href;
    };

    await address.fill('http://apps.example.com/x.apk');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(android.getByText(/Enter a full https:\/\/ address/)).toBeVisible();
    try {
      await setAddress(moved);
      await snapshot(page, testInfo, 'back-office-resources');
      expect(await portalLink()).toBe(moved);
    } finally {
      // Back to the seeded address whatever happened above.
      await setAddress(original);
    }
    expect(await portalLink()).toBe(original);
  });
});
