import { expect, test } from './fixtures';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { BettingRecord } from '@playfront/api-contract';
import {
  fundByApi,
  gameFrame,
  launchFirstGame,
  launchFirstSlot,
  layoutShifts,
  playRound,
  recordLayoutShifts,
  spin,
  header,
  login,
  loginByApi,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * Games against the real server and the built-in demo provider: a visitor is asked to log in, a member
 * opens every category, plays a slot round inside the /game frame (the header balance follows, the round
 * is in the betting record) and a round in every other category, and a trial account plays in demo mode.
 */

const headerBalance = (page: Page) => page.locator('.pf-strip .pf-balance__amount');
/** "P1,234.56" -> 123456 minor units. */
const minor = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''));

/** A fresh member logged in through the header; with `fund`, 500.00 deposited and approved first. */
async function freshMember(page: Page, request: APIRequestContext, testInfo: TestInfo, fund = false) {
  const username = uniqueUsername(testInfo, 'gm');
  const password = strongPassword();
  await registerByApi(request, username, password);
  const token = await loginByApi(request, username, password);
  if (fund) await fundByApi(request, token, 50_000);
  await page.goto('/index');
  await login(page, username, password);
  await expect(headerBalance(page)).toHaveText(fund ? /P500\.00/ : /P0\.00/);
  return { username, token };
}

async function bettingRecord(request: APIRequestContext, token: string): Promise<BettingRecord> {
  const reply = await request.get('/wps/game/bettingRecord', {
    headers: { Authorization: `Bearer ${token}` },
    params: { size: '100' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { value: BettingRecord }).value;
}

test.describe('games', () => {
  test('a visitor who picks a game is asked to log in', async ({ page }, testInfo) => {
    await page.goto('/rng');
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await snapshot(page, testInfo, 'games-visitor-login');

    // Straight to the game view: the same prompt, and no game is launched.
    await page.goto('/game?gameId=1');
    await expect(page.getByText('Log in to play')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a member opens every game category', async ({ page, request }, testInfo) => {
    await freshMember(page, request, testInfo);
    for (const path of ['/rng', '/live', '/fish', '/pvp', '/sports']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^Play / }).first(), path).toBeVisible();
    }
    for (const path of ['/esports', '/elott']) {
      await page.goto(path);
      await expect(page.getByRole('main'), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    }
  });

  test('a member opens each lottery page; the Vietnamese lottery switches region', async ({
    page,
    request,
  }, testInfo) => {
    await freshMember(page, request, testInfo);
    for (const path of ['/lottery', '/seaLottery', '/vnlottery']) {
      await page.goto(path);
      await expect(page.locator('iframe.pf-game__frame'), path).toBeVisible();
      await expect(gameFrame(page).getByTestId('game-balance'), path).toHaveText(/\d/);
    }
    const regions = page.getByRole('group', { name: 'Region' });
    await regions.getByRole('button', { name: 'South' }).click();
    await expect(regions.getByRole('button', { name: 'South' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/region=SOUTH/);
    await expect(gameFrame(page).getByTestId('game-balance')).toHaveText(/\d/);
    await snapshot(page, testInfo, 'games-vnlottery');
  });

  test('a member plays a slot round: the header balance follows and the round is in the betting record', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { token } = await freshMember(page, request, testInfo, true);
    const start = minor(await headerBalance(page).textContent());
    const frame = await launchFirstSlot(page);

    // Spin until the balance moves (a round may pay back exactly its stake); each round settles at once.
    let rounds = 0;
    await expect(async () => {
      await spin(frame);
      rounds += 1;
      expect(minor(await headerBalance(page).textContent())).not.toBe(start);
    }).toPass({ timeout: 30_000, intervals: [500] });
    await snapshot(page, testInfo, 'games-slot-round');

    // The header shows exactly the money the rounds moved.
    const record = await bettingRecord(request, token);
    expect(record.list.length).toBeGreaterThanOrEqual(rounds);
    const moved = Number(BigInt(record.totalPayout) - BigInt(record.totalStake));
    await expect(headerBalance(page)).toHaveText(
      new RegExp(`^P${((start + moved) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
    );
    const newest = record.list[0];
    expect(newest.status).toBe('SETTLED');
    expect(newest.mode).toBe('REAL');
    await expect(frame.getByTestId('round-result')).toContainText(newest.roundId);

    // The betting record in the member centre lists the round.
    await page.getByRole('button', { name: /open personal center/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal center' });
    const menu = dialog.getByRole('navigation', { name: 'Personal center menu' });
    await menu.getByRole('button', { name: 'Betting record', exact: true }).click();
    await expect(dialog.getByRole('table', { name: 'Betting record' })).toContainText(newest.roundId);
    await snapshot(page, testInfo, 'games-betting-record');
  });

  test('a member plays a round in every category; the betting record and the header agree with the ledger', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { token } = await freshMember(page, request, testInfo, true);
    const start = minor(await headerBalance(page).textContent());

    // Instant games settle at once: fishing, live baccarat, PVP cards.
    await playRound(await launchFirstGame(page, '/fish'), 'Shoot');
    await playRound(await launchFirstGame(page, '/live'), 'Deal');
    await playRound(await launchFirstGame(page, '/pvp'), 'Deal');
    // Sports: pick the first open price, then bet; the match settles later.
    const sports = await launchFirstGame(page, '/sports');
    await sports.locator('button[data-pick]:not([disabled])').first().click();
    await playRound(sports, 'Place bet');
    await snapshot(page, testInfo, 'games-sports-slip');
    // Lottery: a bet on the current issue, settled at the draw.
    await page.goto('/lottery');
    const lottery = gameFrame(page);
    await expect(lottery.getByTestId('game-balance')).toHaveText(/\d/);
    await lottery.getByRole('textbox', { name: /^Number/ }).fill('42');
    // Betting closes 10 s before each draw: wait for the next issue if this one has just closed.
    await expect(lottery.getByText(/Closed/)).toHaveCount(0, { timeout: 30_000 });
    await playRound(lottery, 'Place bet');
    await snapshot(page, testInfo, 'games-lottery-bet');

    const record = await bettingRecord(request, token);
    const statusOf = (...categories: string[]) =>
      record.list.find((round) => categories.includes(round.gameCategory))?.status;
    expect(statusOf('FISH')).toBe('SETTLED');
    expect(statusOf('LIVE')).toBe('SETTLED');
    expect(statusOf('PVP')).toBe('SETTLED');
    expect(statusOf('SPORTS')).toBe('OPEN');
    expect(statusOf('LOTT', 'ELOTT')).toBe('OPEN');
    // Money moved between wallets on each launch, never lost: the header total is the start, less every
    // stake, plus every payout.
    await page.goto('/index');
    const expected = start - Number(record.totalStake) + Number(record.totalPayout);
    await expect(headerBalance(page)).toHaveText(
      new RegExp(`^P${(expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
    );
  });

  test('a trial account plays in demo mode', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/index');
    await header(page).getByRole('button', { name: 'Free demo' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();

    const frame = await launchFirstSlot(page);
    await expect(page.getByText('Demo mode: you play with play money, not your balance.')).toBeVisible();
    const result = await spin(frame);
    expect(result.trim()).not.toBe('');
    await snapshot(page, testInfo, 'games-trial-round');
  });
});

test.describe('lottery page on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a visitor opens /lottery: nothing moves while the menu and the login form arrive', async ({
    page,
  }, testInfo) => {
    // Every layout shift of the visit, as the browser counts them for CLS, with the classes that moved.
    await recordLayoutShifts(page);
    // The lottery menu and the login form's code are held until the page has shown them loading.
    const hold = async (pattern: string) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      return release;
    };
    const releaseMenu = await hold('**/lgw/vn/games/game_menu**');
    const releaseForm = await hold('**/assets/login-form-*.js');
    await page.goto('/lottery');
    const stage = page.locator('.pf-game__stage');
    await expect(page.getByRole('toolbar', { name: 'Game controls' })).toBeVisible();
    await expect(stage).toBeVisible();
    // A visitor is shown the login sheet: its form is on its way.
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    // Measured once the app has taken over from the prerendered page (the sheet is the app's own): the
    // prerendered stage can be removed between finding it and measuring it.
    const stageBefore = await stage.boundingBox();
    expect(stageBefore).not.toBeNull();
    await expect(login.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    // Measured once its opening animation (a slide of a few pixels) has run.
    const settled = () =>
      login.evaluate((sheet) => Promise.all(sheet.getAnimations().map((animation) => animation.finished)));
    await settled();
    const sheetBefore = await login.boundingBox();
    releaseMenu();
    releaseForm();
    // The menu's games fill the row kept for them (one row, scrolled sideways on a phone), and the form
    // the place kept for it in the sheet.
    const games = page.getByRole('group', { name: 'Lottery games' });
    await expect(games.getByRole('button', { name: 'Fast Lotto 5D' })).toBeVisible();
    await expect(login.getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(await stage.boundingBox()).toEqual(stageBefore);
    await settled();
    const sheetAfter = await login.boundingBox();
    // The sheet's top edge stays within a few pixels of where it opened (the form's height in English).
    expect(Math.abs((sheetAfter?.y ?? 0) - (sheetBefore?.y ?? 0))).toBeLessThan(12);
    expect(await layoutShifts(page)).toEqual([]);
    // Last: a full-page screenshot resizes the page for a moment, which the browser counts as layout shifts.
    await snapshot(page, testInfo, 'games-lottery-phone-visitor');
  });
});
