import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  fundByApi,
  gameFrame,
  isPhone,
  login,
  loginByApi,
  operatorKey,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * The seamless lobby and the DS88 cockpit as a member meets them: /seamless lists the seamless-wallet
 * vendors with the balance; DS88 opens the sabong game (not a football book), a bet on Meron is taken
 * through the game wallet, the fight is settled through the test clock (POST /dev/jobs/run as of its end),
 * and the balance on /seamless follows without a reload.
 */

interface Envelope<T> {
  success: boolean;
  value: T;
}
interface Fight {
  id: number;
  kind: string;
  kickoffAt: number;
  endAt: number;
  status: string;
  odds: { home: string; draw: string | null; away: string };
}
interface Round {
  roundId: string;
  vendorCode: string;
  stake: string;
  payout: string | null;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  detail: string;
}

const STAKE = 10_000; // 100.00
const FUNDS = 100_000; // 1,000.00

/** "1,234.50" from minor units, as the portal writes amounts (English). */
const shown = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function runJob(request: APIRequestContext, job: string, at: number): Promise<void> {
  const reply = await request.post('/dev/jobs/run', {
    headers: { 'X-Operator-Key': operatorKey },
    data: { job, at },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

async function totalBalance(request: APIRequestContext, token: string): Promise<number> {
  const reply = await request.get('/wps/v2/wallets/balance', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok()).toBe(true);
  return Number(((await reply.json()) as Envelope<{ sumBalance: string }>).value.sumBalance);
}

const seamlessBalance = (page: Page) => page.getByTestId('seamless-balance');

test('a member bets on Meron in the DS88 cockpit and the /seamless balance follows the fight', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const username = uniqueUsername(testInfo, 'sabong');
  const password = strongPassword();
  await registerByApi(request, username, password);
  const token = await loginByApi(request, username, password);
  await fundByApi(request, token, FUNDS);

  // A visitor sees the lobby and a Log in button (no balance call without a token).
  await page.goto('/seamless');
  await expect(page.getByRole('heading', { level: 1, name: 'Seamless wallet games' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'SEA Lottery' })).toBeVisible();
  await expect(page.getByText('Log in to see your balance and play.')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Game cards show their generated artwork (not initials).
  const art = page.getByRole('article').first().locator('img').first();
  await expect(art).toHaveAttribute('src', /^\/lgw\/games\/artwork\/[A-Z0-9_]+\.svg$/);

  await login(page, username, password);
  await page.goto('/seamless');
  await expect(seamlessBalance(page)).toContainText(shown(FUNDS));
  await expect(page.getByRole('region', { name: 'VN Lottery' })).toBeVisible();
  await snapshot(page, testInfo, 'seamless-lobby');

  // DS88 opens the cockpit.
  if (!isPhone(page)) {
    await expect(page.getByRole('link', { name: 'Cockfighting' }).first()).toHaveAttribute(
      'href',
      '/sports?page=DS88',
    );
  }
  await page.goto('/sports?page=DS88');
  await page.getByRole('button', { name: 'Play DS88 Sabong Arena' }).click();
  await expect(page).toHaveURL(/\/game\?gameId=\d+/);
  await expect(page.locator('iframe.pf-game__frame')).toHaveAttribute(
    'src',
    /\/demo-games\/sports\.html\?.*book=sabong/,
  );
  const frame = gameFrame(page);
  await expect(frame.getByTestId('game-balance')).toHaveText(/\d/);
  await expect(frame.getByRole('heading', { name: 'Cockfights · Meron, Wala or Draw' })).toBeVisible();

  // A fight that starts in more than 30 s.
  const fights = (
    (await (await request.get('/demo/v1/sabong/fixtures')).json()) as Envelope<{ list: Fight[] }>
  ).value.list;
  const fight = fights.find(
    (candidate) => candidate.status === 'SCHEDULED' && candidate.kickoffAt > Date.now() + 30_000,
  )!;
  expect(fight.kind).toBe('SABONG');
  const card = frame.locator(`article[data-fixture="${fight.id}"]`);
  const meron = card.getByRole('button', {
    name: new RegExp(`: Meron at ${fight.odds.home.replace('.', '\\.')}$`),
  });
  await meron.click();
  await expect(meron).toHaveAttribute('aria-pressed', 'true');
  await frame.locator('#stake').selectOption(String(STAKE));
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByText('Bets placed: 1')).toBeVisible();
  await expect(frame.locator('#sports-mine li').first()).toContainText('Meron');
  await snapshot(page, testInfo, 'sabong-bet');

  // Back on /seamless the stake has left the balance.
  await page.goto('/seamless');
  await expect(seamlessBalance(page)).toContainText(shown(FUNDS - STAKE));

  // The fight ends (test clock): the job decides it from its committed seed and settles the bet.
  await runJob(request, 'scheduled games', fight.endAt + 1_000);
  const record = await request.get('/wps/game/bettingRecord?size=5', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [round] = ((await record.json()) as Envelope<{ list: Round[] }>).value.list;
  expect(round.vendorCode).toBe('DS88');
  expect(round.detail).toMatch(/Meron @/);
  expect(round.status).not.toBe('OPEN');
  const expected = round.status === 'VOID' ? FUNDS : FUNDS - STAKE + Number(round.payout ?? '0');
  if (round.status === 'SETTLED' && Number(round.payout) > 0) {
    expect(Number(round.payout)).toBe(Math.floor((STAKE * Math.round(Number(fight.odds.home) * 100)) / 100));
  }
  expect(await totalBalance(request, token)).toBe(expected);
  // The lobby shows it without a reload (it polls while in view and refetches on focus).
  await expect(seamlessBalance(page)).toContainText(shown(expected), { timeout: 20_000 });
  await snapshot(page, testInfo, 'seamless-after-fight');
});
