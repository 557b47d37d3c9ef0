import { expect, secondBrowser, test } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  fillBirthday,
  fundByApi,
  login,
  loginByApi,
  openRegisterDialog,
  operatorKey,
  playOnce,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * The member centre's loyalty half as a player meets it: cashback of yesterday's rounds in three categories
 * claimed once and found in the account record, with the inbox count dropping as a message is read; the
 * next VIP rank reached by real deposits and bets, on /vip and in the header; a friend who registers through
 * the invite link and qualifies pays the inviter its reward once. Scheduled work runs through the test clock
 * (POST /dev/jobs/run as of a later time).
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

async function runJob(request: APIRequestContext, job: string, at: number): Promise<void> {
  const reply = await request.post('/dev/jobs/run', {
    headers: { 'X-Operator-Key': operatorKey },
    data: { job, at },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Tomorrow 00:05 UTC: today has ended for the day-based jobs. */
const tomorrow = () => Math.floor(Date.now() / DAY) * DAY + DAY + 5 * 60_000;

async function openMemberCentre(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /open personal center/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal center' });
  await expect(dialog.getByRole('navigation', { name: 'Personal center menu' })).toBeVisible();
  return dialog;
}

const menuEntry = (dialog: Locator, name: string) =>
  dialog.getByRole('navigation', { name: 'Personal center menu' }).getByRole('button', { name, exact: true });

/** A new member, funded by an approved deposit of `amount` minor units, logged in in `page`. */
async function fundedMember(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  amount: number,
): Promise<{ username: string; password: string; token: string }> {
  const username = uniqueUsername(test.info(), prefix);
  const password = strongPassword();
  await registerByApi(request, username, password);
  const token = await loginByApi(request, username, password);
  await fundByApi(request, token, amount);
  await login(page, username, password);
  return { username, password, token };
}

test.describe('cashback, VIP, invite friends and the inbox', () => {
  test('cashback of three categories is claimed once and lands in the account record; reading a message drops the count', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await fundedMember(page, request, 'cb', 100_000);

    // The approved deposit told the member: the header counts one unread message; reading it clears the count.
    const inboxButton = page.getByRole('button', { name: 'Messages, 1 unread' });
    await expect(inboxButton).toBeVisible();
    await inboxButton.click();
    let dialog = page.getByRole('dialog', { name: 'Personal center' });
    const inbox = dialog.getByRole('list', { name: 'Platform information' });
    const message = inbox.getByRole('listitem', { name: 'Deposit approved' });
    await expect(message).toContainText('Unread');
    await message.getByRole('button').first().click();
    await expect(message).toContainText('has been approved and credited to your main wallet');
    await expect(message).not.toContainText('(Unread)');
    await snapshot(page, testInfo, 'inbox-read');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

    // 100.00 on each of live baccarat, fishing and PVP cards.
    await playOnce(page, '/live', 'Deal', 10_000);
    await playOnce(page, '/fish', 'Shoot', 10_000);
    await playOnce(page, '/pvp', 'Deal', 10_000);
    await page.goto('/index');

    // Today's estimate first; after the day ends (test clock), the day is claimable by category.
    dialog = await openMemberCentre(page);
    await menuEntry(dialog, 'Cashback').click();
    await expect(dialog.getByRole('heading', { name: 'Today so far (estimate)' })).toBeVisible();
    // The member comes back after the day has ended.
    await runJob(request, 'cashback', tomorrow());
    await page.reload();
    dialog = await openMemberCentre(page);
    await menuEntry(dialog, 'Cashback').click();
    const total = dialog.getByRole('group', { name: 'Cashback to claim' });
    await expect(total).toContainText('P2.90');
    const day = dialog.getByRole('table').first();
    await expect(day.getByRole('row', { name: /Live casino/ })).toContainText('P100.00');
    await expect(day.getByRole('row', { name: /Live casino/ })).toContainText('P0.70');
    await expect(day.getByRole('row', { name: /Fishing/ })).toContainText('P1.20');
    await expect(day.getByRole('row', { name: /Card games/ })).toContainText('P1.00');
    await snapshot(page, testInfo, 'cashback-claimable');

    const claim = total.getByRole('button', { name: 'Claim all' });
    await claim.dblclick();
    await expect(dialog.getByText('P2.90 of cashback was added to your balance.')).toBeVisible();
    await expect(dialog.getByText(/No cashback to claim yet/)).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Claim history' })).toContainText('Claimed');

    // Paid once: one Cashback entry of 2.90 in the account record.
    await menuEntry(dialog, 'Account record').click();
    const record = dialog.getByRole('list', { name: 'Account record' });
    await expect(record.getByText('Deposit', { exact: true }).first()).toBeVisible();
    await dialog.getByLabel('Type').selectOption('CASHBACK');
    await expect(record.getByRole('listitem')).toHaveCount(1);
    await expect(record.getByRole('listitem')).toContainText('+P2.90');
    await snapshot(page, testInfo, 'cashback-account-record');
  });

  test('deposits and valid bets reach the next VIP rank: /vip and the header show it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.goto('/');
    // Silver asks 1,000.00 of deposits and 5,000.00 of valid bets over 30 days.
    await fundedMember(page, request, 'vip', 600_000);
    await page.goto('/vip');
    const current = page.getByRole('region', { name: 'Your VIP rank' });
    await expect(current).toContainText('Bronze');
    await expect(current.getByRole('progressbar').first()).toBeVisible();

    await playOnce(page, '/live', 'Deal', 500_000);
    // The hourly evaluation, as of a later hour of its own (each hour is evaluated once).
    await runJob(
      request,
      'vip rank evaluation',
      Date.now() + (test.info().project.name === 'phone' ? 2 : 4) * HOUR,
    );
    await page.goto('/vip');
    await expect(current).toContainText('Silver');
    await expect(current).toContainText('Level 2');
    const benefits = page.getByRole('table', { name: 'Rank benefits' });
    await expect(benefits.getByRole('row', { name: /Silver/ })).toContainText('Your rank');
    await expect(page.getByRole('banner')).toContainText('Silver');
    await snapshot(page, testInfo, 'vip-silver');

    // The upgrade bonus (88.00) and the rank change are in the inbox.
    await page.getByRole('button', { name: /^Messages, \d+ unread$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal center' });
    await expect(dialog.getByRole('listitem', { name: 'VIP upgrade' })).toContainText('Silver');
  });

  test('a friend registers through the invite link and qualifies; the inviter is rewarded once', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await fundedMember(page, request, 'inv', 10_000);
    let dialog = await openMemberCentre(page);
    await menuEntry(dialog, 'Invite friends').click();
    const share = dialog.getByRole('region', { name: 'My invite link' });
    await expect(share.getByRole('img', { name: 'QR code of my invite link' })).toBeVisible();
    const link = (await share.getByText(/referralCode=/).textContent())?.trim() ?? '';
    expect(link).toMatch(/\/\?referralCode=[A-Z0-9]+$/);
    const code = link.split('=')[1]!;
    await snapshot(page, testInfo, 'referral-page');

    // The friend opens the link, registers with the code already filled in, deposits and plays.
    const friendPage = await secondBrowser(browser, page, request);
    await friendPage.goto(link);
    const register = await openRegisterDialog(friendPage);
    await register.getByRole('tab', { name: 'Username' }).click();
    await expect(register.getByLabel('Referral code')).toHaveValue(code);
    const friend = uniqueUsername(testInfo, 'frd');
    const password = strongPassword();
    await register.getByLabel('Username', { exact: true }).fill(friend);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Confirm password', { exact: true }).fill(password);
    await fillBirthday(register);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(register).toBeHidden();
    const friendToken = await loginByApi(request, friend, password);
    await fundByApi(request, friendToken, 60_000);
    await friendPage.reload();
    await playOnce(friendPage, '/pvp', 'Deal', 50_000);
    await friendPage.context().close();

    await runJob(request, 'referral rewards', Date.now() + 60_000);
    await runJob(request, 'referral rewards', Date.now() + 120_000);
    await page.reload();
    dialog = await openMemberCentre(page);
    await menuEntry(dialog, 'Invite friends').click();
    const friends = dialog.getByRole('list', { name: 'My friends' });
    await expect(friends.getByRole('listitem')).toHaveCount(1);
    await expect(friends.getByRole('listitem').first()).toContainText('Rewarded');
    await expect(friends.getByRole('listitem').first()).toContainText('Reward paid: P20.00');
    await snapshot(page, testInfo, 'referral-rewarded');

    await menuEntry(dialog, 'Account record').click();
    const record = dialog.getByRole('list', { name: 'Account record' });
    await expect(record.getByText('Deposit', { exact: true }).first()).toBeVisible();
    await dialog.getByLabel('Type').selectOption('REFERRAL_REWARD');
    await expect(record.getByRole('listitem')).toHaveCount(1);
    await expect(record.getByRole('listitem')).toContainText('+P20.00');
  });
});
