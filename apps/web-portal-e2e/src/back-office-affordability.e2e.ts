import { nav, operatorPage, signIn as operatorSignIn } from './back-office-support';
import { expect, test } from './fixtures';
import { memberCentrePage, signIn } from './member-support';
import {
  fundByApi,
  loginByApi,
  operatorKey,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

// The affordability check from the member's deposit to the operator's review: a desktop journey (the back
// office's specs run in the desktop project only).
test('the affordability check asks before a deposit past the threshold, and the review reaches the back office', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const settingsUrl = '/wps/admin/setting/protection';
  const operator = { 'X-Operator-Key': operatorKey };
  const saved = (
    (await (await request.get(settingsUrl, { headers: operator })).json()) as {
      value: Record<string, unknown>;
    }
  ).value;
  // 1,000.00 of net deposits over 30 days for this test (the brand default is 10,000.00); put back after.
  const lowered = await request.put(settingsUrl, {
    headers: operator,
    data: { ...saved, affordabilityThreshold: '100000' },
  });
  expect(lowered.ok(), await lowered.text()).toBe(true);
  try {
    const username = uniqueUsername(testInfo, 'aff');
    const password = strongPassword('Afford');
    await registerByApi(request, username, password);
    await fundByApi(request, await loginByApi(request, username, password), 50_000);
    await signIn(page, username, password);

    // 500.00 deposited; 600.00 more would reach 1,000.00: the dialog asks, the amount stays.
    const dialog = await memberCentrePage(page, 'Deposit');
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await dialog.getByLabel('Amount', { exact: true }).fill('600');
    await dialog.getByRole('button', { name: 'Request deposit' }).click();
    const check = page.getByRole('dialog', { name: 'Can you afford these deposits?' });
    await expect(check).toBeVisible();
    await expect(check).toContainText('come to P500.00');
    await expect(check).toContainText('With this deposit of P600.00 they would reach P1,000.00');
    const box = check.getByRole('checkbox', { name: 'I confirm that I can afford these deposits.' });
    await expect(box).toBeFocused();
    await snapshot(page, testInfo, 'protection-affordability-dialog');
    await check.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(check.getByText('Tick the box to confirm, or choose Cancel.')).toBeVisible();
    await box.check();
    await check.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(check).toBeHidden();
    await expect(dialog.getByText(/^Deposit \w+ of P600\.00 is pending/)).toBeVisible();

    // The operator task: on the dashboard's queues, then on the reviews screen, where support closes it.
    const support = await operatorPage(browser, baseURL ?? '');
    await operatorSignIn(support, 'support');
    const queues = support.getByRole('region', { name: 'Waiting for an operator' });
    await queues.getByRole('link', { name: /Affordability reviews to close/ }).click();
    const table = support.getByRole('table', { name: 'Affordability reviews' });
    const row = table.getByRole('row', { name: new RegExp(username) });
    await expect(row).toContainText('P500.00');
    await expect(row).toContainText('Open');
    await row.getByRole('button', { name: 'Details' }).click();
    const pane = support.getByRole('complementary', { name: `Affordability review: ${username}` });
    await pane.getByLabel('Outcome').selectOption({ label: 'Cleared' });
    await pane.getByRole('button', { name: 'Close review' }).click();
    const confirm = support.getByRole('dialog', { name: 'Close this affordability review?' });
    await confirm.getByLabel('Note').fill('Declared income covers these deposits.');
    await confirm.getByRole('button', { name: 'Close review' }).click();
    await expect(support.getByText(`${username}'s affordability review is closed.`)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(username) })).toContainText('Cleared');
    await snapshot(support, testInfo, 'protection-affordability-review-closed');
    await expect(nav(support).getByRole('link', { name: 'Affordability reviews' })).toBeVisible();
    await support.context().close();
  } finally {
    await request.put(settingsUrl, { headers: operator, data: saved });
  }
});
