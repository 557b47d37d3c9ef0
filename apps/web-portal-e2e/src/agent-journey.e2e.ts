import { expect, secondBrowser, test } from './fixtures';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  fundByApi,
  header,
  launchFirstSlot,
  login,
  loginByApi,
  openLoginForm,
  operatorKey,
  expectLoggedIn,
  registerByApi,
  snapshot,
  spin,
  strongPassword,
  submitLogin,
  uniqueUsername,
} from './support';

/**
 * The agent side end to end: the demo agent registers a downline agent, transfers to it and offers it a
 * daily wage; the downline changes its one-time password, accepts, and registers a member who plays; the
 * day is settled through the test clock (POST /dev/jobs/run as of tomorrow); both agents see the wage, paid
 * once, and the ledger reconciles. A member and a trial account are kept out.
 */
const upline = { username: 'demo_agent', password: 'Agent@2026', paymentPassword: 'Pay@2026' };
const DAY = 86_400_000;

async function openAgentCentre(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Agent centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agent' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens an entry of the agent centre's menu and returns its panel. */
async function entry(dialog: Locator, name: string): Promise<Locator> {
  await dialog
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name, exact: true })
    .click();
  const region = dialog.getByRole('region', { name, exact: true });
  await expect(region).toBeVisible();
  return region;
}

/** Registers an account below the logged-in agent (Account page); returns its one-time password. */
async function registerBelow(dialog: Locator, kind: 'Member' | 'Agent', username: string): Promise<string> {
  const region = await entry(dialog, 'Account');
  await region.getByLabel('Account kind').selectOption({ label: kind });
  await region.getByLabel('Username').fill(username);
  await region.getByLabel("Holder's date of birth").fill('1990-04-12');
  await region.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(region.getByText(`Account ${username} is ready.`)).toBeVisible();
  const initial = (await region.getByLabel('One-time password').textContent())?.trim() ?? '';
  expect(initial).not.toBe('');
  await region.getByRole('button', { name: 'Register another account' }).click();
  return initial;
}

/** The first login of an account an agent opened: the one-time password must be changed at once. */
async function firstLogin(page: Page, username: string, initial: string, password: string): Promise<void> {
  await page.goto('/');
  await submitLogin(await openLoginForm(page), username, initial);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await change.getByLabel('New password', { exact: true }).fill(password);
  await change.getByLabel('Confirm new password').fill(password);
  await change.getByRole('button', { name: 'Save new password' }).click();
  await expect(change).toBeHidden();
  await expectLoggedIn(page, /^Account .*: open personal center$/);
}

/** Runs the agent settlement as of `at` through the test clock. */
async function settleAsOf(request: APIRequestContext, at: number): Promise<void> {
  const reply = await request.post('/dev/jobs/run', {
    headers: { 'X-Operator-Key': operatorKey },
    data: { job: 'agent settlement', at },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The Daily wages row of the wage `payer` paid `payee` for today (UTC). */
function wageRow(region: Locator, payer: string, payee: string): Locator {
  const today = new Date().toISOString().slice(0, 10);
  return region
    .getByRole('table', { name: 'Daily wages' })
    .getByRole('row', { name: new RegExp(`^${today} ${payer} → ${payee}`) });
}

test.describe('agent journey', () => {
  test('an agent grows its team, pays a daily wage that settles once, and both see it', async ({
    page,
    browser,
    request,
  }, testInfo: TestInfo) => {
    test.setTimeout(240_000);
    const downline = uniqueUsername(testInfo, 'dag');
    const member = uniqueUsername(testInfo, 'dmb');
    const downlinePassword = strongPassword('Agent');
    const memberPassword = strongPassword();

    // The demo agent registers a downline agent, transfers 100.00 to it and offers it a daily wage.
    await page.goto('/');
    await submitLogin(await openLoginForm(page), upline.username, upline.password);
    await expectLoggedIn(page, 'Demo Agent');
    let centre = await openAgentCentre(page);
    const initial = await registerBelow(centre, 'Agent', downline);
    const team = await entry(centre, 'Team management');
    await team.getByLabel('Search username').fill(downline);
    await team.getByRole('button', { name: 'Search username' }).click();
    await team.getByRole('button', { name: `Transfer to ${downline}` }).click();
    await team.getByLabel('Amount').fill('100');
    await team.getByLabel('Payment password').fill(upline.paymentPassword);
    await team.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(team.getByText(new RegExp(`P100\\.00 sent to ${downline}`))).toBeVisible();
    const daily = await entry(centre, 'Daily wages');
    await daily.getByLabel('Direct downline agent (username)').fill(downline);
    await daily.getByLabel('Bet amount').fill('1');
    await daily.getByLabel('Rate (%)').fill('1.5');
    await daily.getByRole('button', { name: 'Send offer' }).click();
    await expect(daily.getByText(`Offer sent to ${downline}.`)).toBeVisible();
    await expect(daily.getByRole('listitem', { name: `To ${downline}` })).toContainText('Offered');

    // The downline changes its one-time password, accepts the offer and opens an account for a member.
    const second = await secondBrowser(browser, page, request);
    await firstLogin(second, downline, initial, downlinePassword);
    let own = await openAgentCentre(second);
    const offers = await entry(own, 'Daily wages');
    const offer = offers.getByRole('listitem', { name: `From ${upline.username}` });
    await expect(offer).toContainText('New contract waiting for an answer');
    await expect(offer).toContainText('From P1.00: 1.50%');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(offers.getByText('The contract was updated.')).toBeVisible();
    await expect(offer).toContainText('Active');
    await snapshot(second, testInfo, 'agent-journey-accepted');
    const memberInitial = await registerBelow(own, 'Member', member);
    await own.getByRole('button', { name: 'Close' }).click();

    // The member plays three slot rounds of 10.00 (funded by a deposit the operator approves).
    const third = await secondBrowser(browser, page, request);
    await firstLogin(third, member, memberInitial, memberPassword);
    await fundByApi(request, await loginByApi(request, member, memberPassword), 50_000);
    const frame = await launchFirstSlot(third);
    await frame.locator('#stake').selectOption('1000');
    for (let round = 0; round < 3; round += 1) await spin(frame);

    // The day is over (as far as the settlement job knows): its wage is paid, once.
    const tomorrow = Math.ceil(Date.now() / DAY) * DAY;
    await settleAsOf(request, tomorrow + 5 * 60_000);
    await settleAsOf(request, tomorrow + 5 * 60_000);
    const reconcile = await request.get('/wps/admin/ledger/reconcile', {
      headers: { 'X-Operator-Key': operatorKey },
    });
    expect(((await reconcile.json()) as { value: { ok: boolean } }).value.ok).toBe(true);

    // The downline sees the wage its upline paid: 1.50% of a 30.00 valid bet.
    await second.reload();
    own = await openAgentCentre(second);
    const wages = await entry(own, 'Daily wages');
    const paid = wageRow(wages, upline.username, downline);
    await expect(paid).toContainText('P30.00');
    await expect(paid).toContainText('1.50%');
    await expect(paid).toContainText('P0.45');
    await expect(paid).toContainText('Paid');
    await expect(wageRow(wages, upline.username, downline)).toHaveCount(1);
    const income = await entry(own, 'My income');
    await expect(income.getByText('Paid in total: P0.45')).toBeVisible();
    await snapshot(second, testInfo, 'agent-journey-downline-income');

    // The upline sees what it paid its downline.
    await page.reload();
    centre = await openAgentCentre(page);
    const mine = await entry(centre, 'Daily wages');
    await mine.getByLabel('Shown').selectOption({ label: 'Paid by me to my downlines' });
    await expect(wageRow(mine, upline.username, downline)).toContainText('P0.45');
    await expect(wageRow(mine, upline.username, downline)).toHaveCount(1);
    await snapshot(page, testInfo, 'agent-journey-upline-paid');
  });

  test('a member and a trial account are kept out of the agent centre', async ({
    page,
    request,
  }, testInfo) => {
    const username = uniqueUsername(testInfo, 'nag');
    const password = strongPassword();
    await registerByApi(request, username, password);
    await page.goto('/');
    await login(page, username, password);
    await expect(header(page).getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
    const memberToken = await loginByApi(request, username, password);
    const asMember = await request.get('/wps/agent/team', {
      headers: { Authorization: `Bearer ${memberToken}` },
    });
    expect([asMember.status(), ((await asMember.json()) as { code: string }).code]).toEqual([
      403,
      'non_agent',
    ]);

    const trial = await request.post('/wps/session/login/freeplay', { data: {} });
    expect(trial.ok(), await trial.text()).toBe(true);
    const trialToken = ((await trial.json()) as { value: { token: string } }).value.token;
    const asTrial = await request.get('/wps/agent/team', {
      headers: { Authorization: `Bearer ${trialToken}` },
    });
    expect([asTrial.status(), ((await asTrial.json()) as { code: string }).code]).toEqual([
      403,
      'in_need_true_account',
    ]);
  });
});
