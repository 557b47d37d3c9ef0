import { expect, test } from './fixtures';
import {
  balanceButton,
  fundByApi,
  login,
  loginByApi,
  operatorKey,
  playOnce,
  registerByApi,
  setPaymentPasswordByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

/**
 * The points mall as a player meets it: points arrive by category from real play and from a deposit (the
 * earning job through the test clock), convert to chips with the payment password and the balance rises,
 * a physical item is redeemed with delivery details, the operator approves it and the history says so.
 */
const PAY = 'Pay@2026';
const operator = { 'X-Operator-Key': operatorKey };

test.describe('points mall', () => {
  test('points earned by play and deposit are converted to chips and spent on goods the operator approves', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const username = uniqueUsername(testInfo, 'pts');
    const password = strongPassword();
    await registerByApi(request, username, password);
    const token = await loginByApi(request, username, password);
    await setPaymentPasswordByApi(request, token, PAY);
    await fundByApi(request, token, 100_000); // 1,000.00: 1,000 points
    await page.goto('/');
    await login(page, username, password);

    // 100.00 on live baccarat (70 points) and on fishing (120 points).
    await playOnce(page, '/live', 'Deal', 10_000);
    await playOnce(page, '/fish', 'Shoot', 10_000);
    const earn = await request.post('/dev/jobs/run', {
      headers: operator,
      data: { job: 'points earning', at: Date.now() + 60_000 },
    });
    expect(earn.ok(), await earn.text()).toBe(true);

    await page.goto('/pointMall');
    const summary = page.getByRole('region', { name: 'Your points' });
    await expect(summary).toContainText('1,190 points');
    await page.getByRole('tab', { name: 'Points details' }).click();
    const details = page.getByRole('list', { name: 'Points details' });
    await expect(details.getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText('+1,000');
    await expect(details.getByRole('listitem').filter({ hasText: 'Live casino' })).toContainText('+70');
    await expect(details.getByRole('listitem').filter({ hasText: 'Fishing' })).toContainText('+120');
    await snapshot(page, testInfo, 'points-details');

    // 1,000 points convert to 1.00: the header balance rises by 1.00.
    const minor = async () =>
      Number(((await balanceButton(page).textContent()) ?? '').replace(/Hide balance|[^0-9]/g, ''));
    await expect(balanceButton(page)).toBeVisible();
    const before = await minor();
    await page.getByRole('tab', { name: 'Goods' }).click();
    await page.getByRole('button', { name: 'Convert to chips' }).click();
    const convert = page.getByRole('dialog', { name: 'Convert points to chips' });
    await convert.getByLabel('Points to convert').fill('1000');
    await expect(convert).toContainText('You receive P1.00');
    await convert.getByLabel('Payment password').fill(PAY);
    await convert.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(convert.getByRole('status')).toContainText(
      'P1.00 is added to your balance. You have 190 points left.',
    );
    await convert.getByRole('button', { name: 'Close' }).first().click();
    await expect(summary).toContainText('190 points');
    await expect.poll(minor).toBe(before + 100);

    // The operator tops the member up for the club T-shirt (8,000 points); the member redeems two.
    const topUp = await request.post('/wps/admin/points/adjust', {
      headers: operator,
      data: { username, points: '20000', remark: 'E2E top-up' },
    });
    expect(topUp.ok(), await topUp.text()).toBe(true);
    await page.reload();
    await expect(summary).toContainText('20,190 points');
    await page.getByRole('button', { name: 'Redeem Club T-shirt' }).click();
    const redeem = page.getByRole('dialog', { name: 'Redeem Club T-shirt' });
    await redeem.getByLabel('Quantity').fill('2');
    await redeem.getByLabel('Recipient name').fill('E2E Player');
    await redeem.getByLabel('Phone').fill('+84 912 000 111');
    await redeem.getByLabel('Address').fill('1 Test Street, Hanoi');
    await redeem.getByLabel('Payment password').fill(PAY);
    await expect(redeem).toContainText('Total: 16,000 points');
    await redeem.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(redeem.getByRole('status')).toContainText('is in process. You have 4,190 points left.');
    await snapshot(page, testInfo, 'points-redeemed');
    await redeem.getByRole('button', { name: 'Close' }).first().click();

    // The operator approves; the history shows it approved.
    const open = await request.get(`/wps/admin/points/redemptions?status=IN_PROCESS&username=${username}`, {
      headers: operator,
    });
    const [row] = ((await open.json()) as { value: { list: Array<{ id: number }> } }).value.list;
    const approve = await request.post(`/wps/admin/points/redemptions/${row!.id}/decision`, {
      headers: operator,
      data: { decision: 'APPROVE' },
    });
    expect(approve.ok(), await approve.text()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const history = page.getByRole('list', { name: 'Redeem history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Club T-shirt' })).toContainText('Approved');
    await expect(history.getByRole('listitem').filter({ hasText: 'Conversion' })).toContainText('Approved');
    await snapshot(page, testInfo, 'points-history');
  });
});
