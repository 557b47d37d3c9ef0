import type { Envelope, GameMenus } from '@playfront/api-contract';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { nav, signIn } from './back-office-support';
import { expect, test } from './fixtures';
import { snapshot } from './support';

/**
 * The back office's games and reports screens against the real server: marketing hides a vendor, which
 * leaves the portal's game menu, and shows it again; finance reads the daily report and runs the ledger's
 * reconciliation.
 */

const vendorsInMenu = async (request: APIRequestContext) => {
  const reply = await request.get('/lgw/games/game_menus');
  const menus = ((await reply.json()) as Envelope<GameMenus>).value;
  return menus.data.lanes.flatMap((lane) => lane.cards.map((card) => card.merchantCode));
};

test.describe('the back office: games and reports', () => {
  test('marketing hides a vendor from the portal and shows it again', async ({
    page,
    request,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    expect(await vendorsInMenu(request)).toContain('JDB');
    await signIn(page, 'marketing');
    await nav(page).getByRole('link', { name: 'Games' }).click();
    const table = page.getByRole('table', { name: 'Vendors' });
    const row = table.getByRole('row', { name: /\(JDB\)/ });
    await row.getByRole('button', { name: /Details/ }).click();
    const pane = page.getByRole('complementary', { name: 'JDB Fishing' });
    const shown = pane.getByRole('checkbox', { name: 'Shown in the portal' });
    try {
      await shown.uncheck();
      await pane.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hide from the portal?' });
      await expect(dialog).toContainText('Players will no longer see');
      await dialog.getByRole('button', { name: 'Hide' }).click();
      await expect(row).toContainText('Hidden');
      await snapshot(page, testInfo, 'back-office-games-vendor-hidden');
      await expect.poll(() => vendorsInMenu(request)).not.toContain('JDB');
    } finally {
      // Shown again whatever happened above: the other specs play JDB's games.
      await shown.check();
      await pane.getByRole('button', { name: 'Save' }).click();
    }
    await expect(row).toContainText('Shown');
    await expect.poll(() => vendorsInMenu(request)).toContain('JDB');
  });

  test('finance reads the daily report and runs the ledger checks', async ({ page }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    await signIn(page, 'finance');
    await nav(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Daily summary' })).toBeVisible();
    await expect(page.getByText(/settled real-money rounds only/)).toBeVisible();
    await page.getByRole('button', { name: 'Run the checks' }).click();
    await expect(page.getByText('Every check passed.')).toBeVisible();
    await expect(page.getByText('every transaction balances (entries sum to zero)')).toBeVisible();
    await snapshot(page, testInfo, 'back-office-reports');
  });
});
