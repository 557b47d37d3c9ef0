import { expect, skipArrivalPopups, test } from './fixtures';
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import {
  expectLoggedIn,
  nextTotp,
  openLoginForm,
  operatorKey,
  outbox,
  sendSmsCode,
  snapshot,
  submitLogin,
} from './support';

/**
 * Login from a new device (spec §4): with the brand's check on, a demo member logging in from a fresh
 * browser is asked for a second factor; the step is passed with the SMS code and the e-mail code from the
 * outbox, then (after turning it on in the security centre) with an authenticator code computed here from
 * the secret, then with the bank account name. The check is turned off again at the end.
 */

const MEMBER = { username: 'demo_member', password: 'Demo@2026' };
const MOBILE_KEY = '+84912345678';
const EMAIL = 'demo.member@playfront.example';

async function setDeviceCheck(request: APIRequestContext, enabled: boolean) {
  const response = await request.put('/wps/admin/setting/login-device-check', {
    headers: { 'X-Operator-Key': operatorKey },
    data: { enabled },
  });
  expect(response.ok()).toBe(true);
}

/** A browser that has never logged in: no device cookie, the project's phone or desktop size. */
async function freshPage(browser: Browser, testInfo: TestInfo, request: APIRequestContext): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  await skipArrivalPopups(context, request);
  const page = await context.newPage();
  await page.goto('/index');
  return page;
}

/** Logs in with the password and returns the form showing the second step. */
async function reachSecondStep(page: Page): Promise<Locator> {
  const form = await openLoginForm(page);
  await expect(form.getByRole('tab', { name: 'Mobile', exact: true })).toBeVisible();
  await submitLogin(form, MEMBER.username, MEMBER.password);
  await expect(form.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  // The step belongs to the password login: no Username / Mobile tabs while it is open.
  await expect(form.getByRole('tablist', { name: 'Login method' })).toHaveCount(0);
  await expect(form.getByRole('tab', { name: 'Mobile', exact: true })).toHaveCount(0);
  return form;
}

async function answer(page: Page, form: Locator, label: string, value: string) {
  await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Verify and log in' }).click();
  await expectLoggedIn(page, /^Account .*: open personal center$/);
}

async function newestCode(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const [newest] = await outbox(request, to);
        if (!newest || newest.id <= afterId) return '';
        code = /\b(\d{6})\b/.exec(newest.body)?.[1] ?? '';
        return code;
      },
      { message: `a code for ${to} in /dev/outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

const lastId = async (request: APIRequestContext, to: string) => (await outbox(request, to))[0]?.id ?? 0;

/** A code of a later time step than the last one used (the server refuses a step twice). */
async function freshTotp(secret: string, used: { step: number | null }): Promise<string> {
  const { code, step } = await nextTotp(secret, used.step);
  used.step = step;
  return code;
}

test.describe('login from a new device', () => {
  test.afterEach(async ({ request }) => setDeviceCheck(request, false));

  test('each second factor lets the member in from a fresh browser', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await setDeviceCheck(request, true);

    // SMS code to the bound mobile.
    let page = await freshPage(browser, testInfo, request);
    let form = await reachSecondStep(page);
    await expect(form.getByRole('radio', { name: 'SMS code to +84 91****678' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Authenticator app code' })).toHaveCount(0);
    await snapshot(page, testInfo, 'device-step');
    let after = await lastId(request, MOBILE_KEY);
    await sendSmsCode(form);
    await answer(page, form, 'Verification code', await newestCode(request, MOBILE_KEY, after));
    await page.context().close();

    // Code to the bound e-mail.
    page = await freshPage(browser, testInfo, request);
    form = await reachSecondStep(page);
    await form.getByRole('radio', { name: 'E-mail code to de***@playfront.example' }).check();
    after = await lastId(request, EMAIL);
    await sendSmsCode(form);
    await answer(page, form, 'Verification code', await newestCode(request, EMAIL, after));

    // Authenticator app: turned on in the security centre (My account) of this session.
    await page.getByRole('button', { name: /open personal center/ }).click();
    const centre = page.getByRole('dialog', { name: 'Personal center' });
    const section = centre.getByRole('region', { name: /Authenticator app/ });
    await expect(section).toContainText('Off');
    await section.getByRole('button', { name: 'Set up' }).click();
    await expect(section.getByRole('img', { name: 'Authenticator app' })).toBeVisible();
    const secret = ((await section.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await snapshot(page, testInfo, 'totp-setup');
    const used = { step: null as number | null };
    await section.getByLabel('6-digit code').fill(await freshTotp(secret, used));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section).toContainText('On');
    await expect(section.locator('code')).toHaveCount(0);
    await page.context().close();

    page = await freshPage(browser, testInfo, request);
    form = await reachSecondStep(page);
    await form.getByRole('radio', { name: 'Authenticator app code' }).check();
    await answer(page, form, 'Verification code', await freshTotp(secret, used));
    await page.context().close();

    // Bank account name of the bound card, typed in another case.
    page = await freshPage(browser, testInfo, request);
    form = await reachSecondStep(page);
    await form.getByRole('radio', { name: 'Name on your bank account' }).check();
    await form.getByLabel('Bank account name', { exact: true }).fill('Nobody Here');
    await form.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(form.getByText('The answer is not correct. Please try again.')).toBeVisible();
    await answer(page, form, 'Bank account name', 'demo member');
    await snapshot(page, testInfo, 'device-passed');

    // The authenticator app goes off again (the suite may run once more on the same server).
    await page.getByRole('button', { name: /open personal center/ }).click();
    const again = page.getByRole('dialog', { name: 'Personal center' }).getByRole('region', {
      name: /Authenticator app/,
    });
    await again.getByRole('button', { name: 'Turn off' }).click();
    await again.getByLabel('6-digit code').fill(await freshTotp(secret, used));
    await again.getByRole('button', { name: 'Turn off' }).click();
    await expect(again).toContainText('Off');
    await page.context().close();
  });
});
