import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectLoggedIn, snapshot, strongPassword, uniqueUsername } from './support';

/** Presses Tab (or Shift+Tab) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 25 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('registers on /register with the keyboard alone', async ({ page }, testInfo) => {
    const username = uniqueUsername(testInfo, 'kbd');
    const password = strongPassword('Kbd');
    await page.goto('/register');
    // The layout's main element (the skip link's target); the page itself nests a second <main>.
    const main = page.locator('#pf-main');
    await expect(main.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

    // The first Tab reaches the skip link; Enter moves the focus to the page content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();

    // Into the form: the selected method tab, then the arrow keys switch to username registration.
    const mobileTab = main.getByRole('tab', { name: 'Mobile number' });
    const usernameTab = main.getByRole('tab', { name: 'Username' });
    await tabTo(page, mobileTab);
    await page.keyboard.press('ArrowRight');
    await expect(usernameTab).toBeFocused();
    await expect(usernameTab).toHaveAttribute('aria-selected', 'true');

    const usernameField = main.getByLabel('Username', { exact: true });
    const passwordField = main.getByLabel('Password', { exact: true });
    const confirmField = main.getByLabel('Confirm password', { exact: true });
    await page.keyboard.press('Tab');
    await expect(usernameField).toBeFocused();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await expect(passwordField).toBeFocused();
    await page.keyboard.type('short');
    await tabTo(page, confirmField);
    await page.keyboard.type('short');

    // Enter submits; the rule message shows and the focus goes to the first invalid field.
    await page.keyboard.press('Enter');
    await expect(passwordField).toBeFocused();
    // The default rule (NIST): 8 to 128 characters of any kind; both fields say so.
    await expect(main.getByText(/Enter 8\D+128 characters/).first()).toBeVisible();

    // Fix both passwords, going back with Shift+Tab where needed.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(password);
    await tabTo(page, confirmField);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(`${password}?`);
    await tabTo(page, passwordField, { back: true });
    await tabTo(page, confirmField);
    // Tabbing into a field selects its text: End first, then Backspace drops the stray character.
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await expect(confirmField).toHaveValue(password);

    // The date of birth: the browser's date field takes digits in the locale's order (en-US: month, day,
    // year), moving on from part to part by itself.
    const birthdayField = main.getByLabel('Date of birth', { exact: true });
    await tabTo(page, birthdayField);
    await page.keyboard.type('07141990');
    await expect(birthdayField).toHaveValue('1990-07-14');

    // Space toggles the agreement: off is refused, on again is accepted.
    const agree = main.getByRole('checkbox', { name: /I am 18 or older/ });
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await expect(agree).not.toBeChecked();
    const submit = main.getByRole('button', { name: 'Register', exact: true });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(
      main.getByText('Please confirm that you are 18 or older and agree to the user agreement.'),
    ).toBeVisible();
    // The focus goes to the refused checkbox; Space ticks it again.
    await expect(agree).toBeFocused();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await snapshot(page, testInfo, 'keyboard-register');

    // Shift+Tab from the checkbox reaches the confirmation field; Tab goes on to the submit button.
    await tabTo(page, confirmField, { back: true });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/index$/);
    await expectLoggedIn(page, username);
    await snapshot(page, testInfo, 'keyboard-registered');
  });
});
