import { expect, test } from './fixtures';
import { chooseLanguage, header, setSystemStatus, snapshot, systemStatus } from './support';

// These tests switch the whole server into maintenance or region restriction: one at a time, and the
// status goes back to normal (0) after each, whatever happened.
test.describe('system status pages', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    expect(await systemStatus(request)).toBe(0);
  });

  test.afterEach(async ({ request }) => {
    await setSystemStatus(request, 0);
    expect(await systemStatus(request)).toBe(0);
  });

  test('maintenance shows the maintenance page instead of the portal', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeVisible();

    await setSystemStatus(request, 1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
    await expect(page.getByText('We are improving the site and will be back shortly.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
    // Nothing of the portal: no header, no login, no games.
    await expect(header(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await snapshot(page, testInfo, 'maintenance');

    // Any route gives the same page, e.g. a deep link to registration.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Back to normal: the portal returns on the next load.
    await setSystemStatus(request, 0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeVisible();
  });

  test('maintenance page in the visitor’s language', async ({ page, request }, testInfo) => {
    await page.goto('/');
    await chooseLanguage(page, 'th', 'ไทย');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await setSystemStatus(request, 1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ปิดปรับปรุงระบบ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await snapshot(page, testInfo, 'maintenance-th');
  });

  test('region restriction shows the IP restriction page with the visitor’s address', async ({
    page,
    request,
  }, testInfo) => {
    await setSystemStatus(request, 2);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'IP Restriction' })).toBeVisible();
    await expect(
      page.getByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site.',
      ),
    ).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts.getByText('Your IP')).toBeVisible();
    await expect(facts.locator('dd').first()).toContainText('127.0.0.1');
    await expect(facts.getByText('Country or region')).toBeVisible();
    await expect(facts.locator('dd').nth(1)).toHaveText('Unknown');
    await expect(header(page)).toHaveCount(0);
    await snapshot(page, testInfo, 'region');

    // The server refuses sign-in meanwhile too (a player with an old tab open).
    const reply = await request.post('/wps/session/login/freeplay', { data: {} });
    expect(reply.status()).toBe(403);
    expect((await reply.json()) as { code: string }).toMatchObject({ code: 'region_restricted' });
  });
});
