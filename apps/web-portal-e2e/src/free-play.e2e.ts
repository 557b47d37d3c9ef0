import { expect, test } from './fixtures';
import { accountButton, expectLoggedIn, header, isPhone, logout, snapshot } from './support';

test.describe('free play', () => {
  test('the free demo logs in a trial account that is kept out of member features', async ({
    page,
  }, testInfo) => {
    await page.goto('/hot');
    await header(page).getByRole('button', { name: 'Free demo' }).click();

    // A trial account (nickname Guest) is logged in and sent home with a balance (spec §4).
    await expect(page).toHaveURL(/\/index$/);
    await expectLoggedIn(page, 'Guest');
    // Trial accounts have no inbox.
    await expect(header(page).getByRole('button', { name: /^Messages/ })).toHaveCount(0);
    await snapshot(page, testInfo, 'free-play');

    // The account name (member centre) needs a real account.
    await accountButton(page, 'Guest').click();
    const warning = page.getByRole('dialog', { name: 'Notice' });
    await expect(warning).toContainText(
      'This needs a real account. Please sign up or log in with a real account.',
    );
    await expect(page.getByRole('dialog', { name: 'Personal center' })).toHaveCount(0);
    await snapshot(page, testInfo, 'free-play-need-real-account');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();

    // So does a member item of the side menu (a drawer on the phone, a column on desktop).
    if (isPhone(page)) await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
    const side = page.getByRole(isPhone(page) ? 'dialog' : 'navigation', { name: 'Side menu' });
    await side.getByRole('button', { name: 'Member', exact: true }).click();
    await side.getByRole('button', { name: 'Betting record' }).click();
    await expect(warning).toContainText('This needs a real account.');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();

    // The trial session ends like any other.
    await logout(page);
  });
});
