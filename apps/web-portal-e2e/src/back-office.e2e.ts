import type { TestInfo } from '@playwright/test';
import type { Envelope } from '@playfront/api-contract';
import { nav, operatorPage, signIn } from './back-office-support';
import { expect, test } from './fixtures';
import { loginByApi, registerByApi, snapshot, strongPassword, uniqueUsername } from './support';

/**
 * The back office at /bo/ against the real server, as operators use it: an admin creates a finance operator,
 * finance approves a deposit a member made, support proposes a balance adjustment that only a second
 * operator approves, marketing publishes a notice in two languages that the portal then shows, and the
 * audit trail lists all of it. Desktop only: the back office is a desktop and tablet app.
 */

test.describe('the back office', () => {
  test('an admin adds finance, finance approves a deposit and a second operator a balance adjustment, all audited', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo: TestInfo) => {
    test.setTimeout(240_000);
    // A member makes a deposit (the portal's call), waiting for the cashier.
    const member = uniqueUsername(testInfo, 'bo');
    const memberPassword = strongPassword();
    await registerByApi(request, member, memberPassword);
    const token = await loginByApi(request, member, memberPassword);
    const auth = { Authorization: `Bearer ${token}` };
    const channels = await request.get('/wps/payment/channels', { headers: auth });
    const [channel] = ((await channels.json()) as Envelope<{ list: { code: string }[] }>).value.list;
    const deposit = await request.post('/wps/payment/deposits', {
      headers: { ...auth, 'Idempotency-Key': `bo-${Date.now()}` },
      data: { channelCode: channel.code, amount: '25000' },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
    const { reference } = ((await deposit.json()) as Envelope<{ reference: string }>).value;

    // The admin creates a finance operator.
    await signIn(page, 'admin');
    await nav(page).getByRole('link', { name: 'Operators' }).click();
    await page.getByRole('button', { name: 'New operator' }).click();
    const create = page.getByRole('dialog', { name: 'New operator' });
    const finance = `fin${testInfo.retry}${Date.now().toString(36).slice(-5)}`;
    const financePassword = 'a long finance password';
    await create.getByLabel('Username').fill(finance);
    await create.getByLabel('Display name').fill('Second Finance');
    await create.getByRole('checkbox', { name: 'Finance' }).check();
    await create.getByLabel('Password', { exact: true }).fill(financePassword);
    await create.getByRole('button', { name: 'New operator' }).click();
    await expect(page.getByRole('cell', { name: finance })).toBeVisible();
    await snapshot(page, testInfo, 'back-office-operators');

    // Support proposes a balance adjustment: nothing moves yet.
    const support = await operatorPage(browser, baseURL ?? '');
    await signIn(support, 'support');
    await support.goto(`/bo/members/${member}`);
    const detail = support.getByRole('complementary', { name: member });
    await detail.getByRole('button', { name: 'Propose balance adjustment' }).click();
    const adjust = support.getByRole('dialog', { name: `Balance adjustment for ${member}` });
    await adjust.getByLabel('Amount').fill('12.34');
    await adjust.getByLabel('Reason').fill('Refund of a lost round');
    await adjust.getByRole('button', { name: 'Review' }).click();
    await expect(adjust).toContainText(`Propose to credit P12.34 to ${member}'s main wallet?`);
    await adjust.getByRole('button', { name: 'Propose' }).click();
    const proposed = support.getByText(/Proposal (\d+) is waiting for a second operator/);
    await expect(proposed).toBeVisible();
    const proposalId = /Proposal (\d+)/.exec((await proposed.textContent()) ?? '')?.[1];
    await support.goto(`/bo/approvals/${proposalId}`);
    await expect(
      support.getByText('You proposed this. Another operator must approve or reject it.'),
    ).toBeVisible();

    // The new finance operator enrols, approves the deposit, then the proposal.
    const fin = await operatorPage(browser, baseURL ?? '');
    await signIn(fin, finance, financePassword);
    await nav(fin).getByRole('link', { name: 'Cashier' }).click();
    await fin.getByRole('button', { name: `Approve deposit ${reference}` }).click();
    const confirmDeposit = fin.getByRole('dialog', { name: 'Approve this deposit?' });
    await expect(confirmDeposit).toContainText('P250.00');
    await confirmDeposit.getByRole('button', { name: 'Approve' }).click();
    await expect(fin.getByText(`Deposit ${reference} was approved.`)).toBeVisible();
    await fin.goto(`/bo/approvals/${proposalId}`);
    const proposal = fin.getByRole('complementary', { name: `Proposal ${proposalId}` });
    await proposal.getByRole('button', { name: 'Approve' }).click();
    const confirmProposal = fin.getByRole('dialog', { name: 'Approve this proposal?' });
    await expect(confirmProposal).toContainText('P12.34, proposed by support');
    await confirmProposal.getByRole('button', { name: 'Approve' }).click();
    await expect(fin.getByText(`Proposal ${proposalId} was approved and carried out.`)).toBeVisible();
    await fin.goto(`/bo/members/${member}`);
    await expect(
      fin.getByRole('table', { name: 'Wallets' }).getByRole('cell', { name: 'P262.34' }),
    ).toBeVisible();
    await snapshot(fin, testInfo, 'back-office-member-after');

    // The audit trail, read back by the admin: each action found by its filter.
    await page.goto('/bo/audit');
    const filters = page.getByRole('search', { name: 'Filter the audit trail' });
    const table = page.getByRole('table', { name: 'Audit trail' });
    for (const [actor, action] of [
      ['admin', 'POST /wps/admin/operators'],
      ['support', 'POST /wps/admin/members/:username/adjustments'],
      [finance, 'POST /wps/admin/deposits/:reference'],
      [finance, 'POST /wps/admin/proposals/:id/approve'],
    ]) {
      await filters.getByLabel('Operator').fill(actor);
      await filters.getByLabel('Action').fill(action);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(table.getByText(action, { exact: true }).first()).toBeVisible();
    }
    await snapshot(page, testInfo, 'back-office-audit');
  });

  test('marketing publishes a notice in two languages that the portal then shows', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const marketing = await operatorPage(browser, baseURL ?? '');
    await signIn(marketing, 'marketing');
    // Marketing sees its screens only.
    await expect(nav(marketing).getByRole('link', { name: 'Cashier' })).toHaveCount(0);
    await nav(marketing).getByRole('link', { name: 'Content' }).click();
    await marketing.getByRole('button', { name: 'New notice' }).click();
    const stamp = Date.now().toString(36).slice(-5);
    await marketing.getByLabel('Title (English)').fill(`Double points ${stamp}`);
    await marketing.getByLabel('Text (English)').fill('Every slot round earns double points this week.');
    await marketing.getByRole('tab', { name: '简体中文' }).click();
    await marketing.getByLabel('Title (简体中文)').fill(`双倍积分 ${stamp}`);
    await marketing.getByLabel('Text (简体中文)').fill('本周每局老虎机都可获得双倍积分。');
    await marketing.getByLabel('Where it shows').selectOption({ label: 'Notice list' });
    await marketing.getByRole('button', { name: 'Publish' }).click();
    await expect(marketing.getByText('The notice is published.')).toBeVisible();
    await snapshot(marketing, testInfo, 'back-office-notice-published');

    for (const [code, title] of [
      ['en', `Double points ${stamp}`],
      ['cn', `双倍积分 ${stamp}`],
    ] as const) {
      await page.addInitScript((language) => localStorage.setItem('lang', language), code);
      await page.goto('/noticePage');
      await expect(page.getByRole('button', { name: title })).toBeVisible();
    }
  });
});
