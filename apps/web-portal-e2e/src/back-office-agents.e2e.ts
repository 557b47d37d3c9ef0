import type { TestInfo } from '@playwright/test';
import { nav, signIn } from './back-office-support';
import { expect, test } from './fixtures';
import { operatorKey, snapshot, uniqueUsername } from './support';

/**
 * The agents screen against the real server, as the agent desk works it: the demo team walked level by level,
 * a newly approved top-level agent given its platform contract (a real-time salary), then the settlement
 * items read and one settlement step run.
 */
test.describe('the back office: agents', () => {
  test('the agent desk walks the hierarchy, contracts a new top-level agent and runs the settlement', async ({
    page,
    request,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    // A new top-level agent of the test's own: an affiliate application, approved.
    const applied = await request.put('/wps/affiliate-applications', {
      data: {
        name: 'Agents Screen',
        email: `${uniqueUsername(testInfo, 'agt')}@example.com`,
        messengers: [],
        trafficChannels: ['social'],
        playersPerMonth: 10,
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    const { reference } = (await applied.json()).value as { reference: string };
    const approved = await request.post(`/wps/admin/affiliate-applications/${reference}/approve`, {
      headers: { 'X-Operator-Key': operatorKey },
      data: {},
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    const agent = ((await approved.json()).value as { agentUsername: string }).agentUsername;

    await signIn(page, 'agentdesk');
    await nav(page).getByRole('link', { name: 'Agents' }).click();
    const top = page.getByRole('table', { name: 'Top-level agents' });
    await expect(top.getByRole('row', { name: /demo_agent/ })).toContainText('Dividend');
    // Other specs register sub-agents below demo_agent: however many it has, agentsub1 is one of them.
    await top.getByRole('link', { name: /^Show the \d+ direct downline agents of demo_agent$/ }).click();
    const second = page.getByRole('table', { name: 'Direct downline agents of demo_agent' });
    await second
      .getByRole('row', { name: /agentsub1/ })
      .getByRole('button', { name: 'Details' })
      .click();
    const sub = page.getByRole('complementary', { name: 'agentsub1' });
    const held = sub.getByRole('list', { name: 'Contracts' });
    await expect(held).toContainText('Daily wageto agentsub2Offered');
    await expect(held).toContainText('Dividendfrom demo_agentLive');
    await snapshot(page, testInfo, 'back-office-agents-hierarchy');

    await page.getByLabel('Username starts with').fill(agent);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const found = page.getByRole('table', { name: `Agents whose username starts with “${agent}”` });
    await found
      .getByRole('row', { name: new RegExp(agent) })
      .getByRole('button', { name: 'Details' })
      .click();
    const pane = page.getByRole('complementary', { name: agent });
    await expect(pane.getByText('No contracts held or given.')).toBeVisible();
    const editor = pane.getByRole('region', { name: 'Contracts with the platform' });
    await editor.getByLabel('Contract kind').selectOption({ label: 'Real-time salary' });
    await expect(editor.getByLabel('Profit rate (%)')).toBeVisible();
    await editor.getByLabel('Profit rate (%)').fill('0.3');
    await editor.getByLabel('Loss rate (%)').fill('0.8');
    await editor.getByLabel('Smallest bet that counts').fill('1');
    await editor.getByRole('button', { name: 'Start the contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the platform contract?' });
    await expect(dialog).toContainText(`${agent} is paid the Real-time salary on these terms from now on`);
    await dialog.getByRole('button', { name: 'Start the contract' }).click();
    await expect(page.getByText(`The Real-time salary of ${agent} is live.`)).toBeVisible();
    await expect(pane.getByRole('list', { name: 'Contracts' })).toContainText(
      'Real-time salaryfrom The platformLive',
    );
    await expect(editor.getByRole('button', { name: 'Replace the terms' })).toBeVisible();

    await page.getByRole('link', { name: 'Settlements' }).click();
    await page.getByLabel('Payee').fill('agentsub1');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const items = page.getByRole('table', { name: 'Settlements' });
    await expect(items.getByRole('row').nth(1)).toContainText('agentsub1');
    await expect(items.getByRole('row', { name: /demo_agent/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Run settlement now' }).click();
    const run = page.getByRole('dialog', { name: 'Run one settlement step now?' });
    await run.getByRole('button', { name: 'Run settlement now' }).click();
    await expect(page.getByText(/\d+ items planned, \d+ paid\./)).toBeVisible();
    await snapshot(page, testInfo, 'back-office-agents-settlements');
  });
});
