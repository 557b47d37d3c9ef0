import type { TestInfo } from '@playwright/test';
import { nav, operatorPage, signIn } from './back-office-support';
import { expect, test } from './fixtures';
import {
  expectLoggedIn,
  fundByApi,
  loginByApi,
  openLoginForm,
  registerByApi,
  snapshot,
  strongPassword,
  submitLogin,
  uniqueUsername,
} from './support';

/**
 * One member in the back office against the real server: support finds the member, reads wallets and
 * ledger, ends a session (its next call is refused), locks the member (the portal refuses the sign-in)
 * and unlocks them (the sign-in works again). Desktop and tablet widths; the back office is not a phone app.
 */
test.describe('back office: one member', () => {
  test('support reads wallets and ledger, ends a session, locks and unlocks a member', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    const member = uniqueUsername(testInfo, 'bm');
    const password = strongPassword();
    await registerByApi(request, member, password);
    const token = await loginByApi(request, member, password);
    await fundByApi(request, token, 43_210);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request.get('/wps/member/info', { headers: auth })).status()).toBe(200);

    // Support finds the member.
    const support = await operatorPage(browser, baseURL ?? '');
    await signIn(support, 'support');
    await nav(support).getByRole('link', { name: 'Members' }).click();
    const search = support.getByRole('search', { name: 'Search members' });
    await search.getByRole('searchbox', { name: 'Search members' }).fill(member);
    await search.getByRole('button', { name: 'Apply filters' }).click();
    await expect(support.getByRole('cell', { name: member, exact: true })).toBeVisible();
    await support
      .getByRole('row', { name: new RegExp(member) })
      .getByRole('button', { name: 'Details' })
      .click();
    const detail = support.getByRole('complementary', { name: member });
    await expect(detail.getByRole('heading', { name: 'Profile' })).toBeVisible();

    // Wallets and ledger: the deposit is there.
    const wallets = detail.getByRole('table', { name: 'Wallets' });
    await expect(
      wallets.getByRole('row', { name: /MAIN/ }).getByRole('cell', { name: 'P432.10' }),
    ).toBeVisible();
    const ledger = detail.getByRole('table', { name: 'Ledger' });
    await expect(ledger.getByRole('row', { name: /Deposit/ }).first()).toContainText('P432.10');
    const filters = detail.getByRole('search', { name: 'Filter the ledger' });
    await filters.getByLabel('Type').selectOption('GAME_BET');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(detail.getByText('No posting matches these filters.')).toBeVisible();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(ledger.getByRole('row', { name: /Deposit/ }).first()).toBeVisible();

    await support.screenshot({ path: '/tmp/bo-members-desktop.png', fullPage: true });
    await snapshot(support, testInfo, 'back-office-member-desktop');
    await support.setViewportSize({ width: 820, height: 1180 });
    await expect(detail.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await support.screenshot({ path: '/tmp/bo-members-tablet.png', fullPage: true });
    await support.setViewportSize({ width: 1366, height: 900 });

    // Ending the member's session: its next call is refused.
    const sessions = detail.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('button', { name: /End session from/ })).toHaveCount(1);
    await sessions.getByRole('button', { name: /End session from/ }).click();
    const endDialog = support.getByRole('dialog', { name: 'End session' });
    await endDialog.getByRole('button', { name: 'End session' }).click();
    await expect(support.getByText('Sessions ended: 1.')).toBeVisible();
    await expect(detail.getByText('No live session: the member is signed out.')).toBeVisible();
    expect((await request.get('/wps/member/info', { headers: auth })).status()).toBe(401);

    // Locking: the portal refuses the sign-in.
    await detail.getByRole('button', { name: 'Lock member' }).click();
    const lock = support.getByRole('dialog', { name: `Lock ${member}` });
    await lock.getByLabel('Reason for the lock').fill('Chargeback under review');
    await lock.getByRole('button', { name: 'Lock member' }).click();
    await expect(support.getByText(`${member} is locked and signed out everywhere.`)).toBeVisible();
    await expect(detail.getByText('Chargeback under review')).toBeVisible();
    await support.screenshot({ path: '/tmp/bo-members-locked.png', fullPage: true });

    await page.goto('/');
    let form = await openLoginForm(page);
    await submitLogin(form, member, password);
    await expect(page.getByText('This account is disabled. Please contact customer service.')).toBeVisible();
    await snapshot(page, testInfo, 'portal-login-locked');

    // Unlocking: the sign-in works again.
    await detail.getByRole('button', { name: 'Unlock member' }).click();
    const unlock = support.getByRole('dialog', { name: `Unlock ${member}` });
    await unlock.getByRole('button', { name: 'Unlock member' }).click();
    await expect(support.getByText(`${member} is unlocked and may sign in again.`)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Lock member' })).toBeVisible();

    await page.goto('/');
    form = await openLoginForm(page);
    await submitLogin(form, member, password);
    await expectLoggedIn(page, member);
  });
});
