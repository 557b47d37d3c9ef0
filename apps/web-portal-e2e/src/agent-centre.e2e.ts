import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { header, snapshot } from './support';

/**
 * The agent centre as the seeded demo agent: it opens from the header strip, lists the twelve entries of
 * the spec (every contract kind is on for the demo brand) and shows each page with the agent's real data.
 */
const agent = { username: 'demo_agent', password: 'Agent@2026' };

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(agent.username);
  await form.getByLabel('Password', { exact: true }).fill(agent.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.pf-strip .pf-balance__amount')).toHaveText(/P[\d,]+\.\d\d/);
}

const entries = [
  'Announcement',
  'Team overview',
  'Account',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Transaction details',
  'Dividend record',
  'Daily wages',
  'Hourly salary',
  'Real-time salary',
];

test.describe('agent centre', () => {
  test('the demo agent opens the agent centre and sees each entry', async ({ page }, testInfo) => {
    await logIn(page);
    await header(page).getByRole('button', { name: 'Agent centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agent' });
    const menu = dialog.getByRole('navigation', { name: 'Agent centre menu' });
    await expect(menu.getByRole('button')).toHaveText(entries);
    for (const entry of entries) {
      const item = menu.getByRole('button', { name: entry, exact: true });
      await item.click();
      await expect(item).toHaveAttribute('aria-current', 'page');
      const region = dialog.getByRole('region', { name: entry, exact: true });
      await expect(region).toBeVisible();
      await expect(region.getByRole('alert')).toHaveCount(0);
    }
    await menu.getByRole('button', { name: 'Team management', exact: true }).click();
    await expect(dialog.getByRole('table', { name: 'Team management' })).toBeVisible();
    await snapshot(page, testInfo, 'agent-centre-team');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
