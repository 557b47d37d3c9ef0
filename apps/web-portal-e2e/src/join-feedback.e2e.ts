import { expect, test } from './fixtures';
import {
  expectLoggedIn,
  isPhone,
  login,
  makePng,
  openLoginForm,
  operatorKey,
  outbox,
  registerByApi,
  snapshot,
  strongPassword,
  submitLogin,
  uniqueUsername,
} from './support';

/**
 * Join us and feedback as people meet them: a visitor applies on /join, the operator approves, the page
 * shows APPROVED with the agent account, and the applicant logs in with the login sent to the e-mail (and
 * must choose a password at once); a member sends feedback with an image from the help centre's link and
 * reads the operator's reply under My feedback.
 */
const operator = { 'X-Operator-Key': operatorKey };

test.describe('join us and feedback', () => {
  test('a visitor applies, the operator approves and the applicant logs in with the sent login', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `${uniqueUsername(testInfo, 'join')}@example.com`;
    await page.goto('/join');
    await expect(page.getByRole('heading', { name: 'Become our partner' })).toBeVisible();
    await page.getByLabel('Your name').fill('Linh Tran');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Give an e-mail address or a mobile number.')).toBeVisible();
    await expect(page.getByText('Choose at least one source of players.')).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Telegram').fill('@linhtran');
    await page.getByRole('checkbox', { name: 'Social media' }).check();
    await page.getByLabel('Expected new players per month').fill('120');
    await page.getByRole('button', { name: 'Send application' }).click();
    const sent = page.getByText(/Your reference is JA[0-9A-Z]{8}\./);
    await expect(sent).toBeVisible();
    const reference = /JA[0-9A-Z]{8}/.exec((await sent.textContent()) ?? '')![0];
    await expect(page.getByRole('article', { name: reference })).toContainText('Pending review');
    await snapshot(page, testInfo, 'join-sent');

    const approve = await request.post(`/wps/admin/affiliate-applications/${reference}/approve`, {
      headers: operator,
      data: {},
    });
    expect(approve.ok(), await approve.text()).toBe(true);
    const [mail] = await outbox(request, email);
    expect(mail, `the login e-mail to ${email}`).toBeDefined();
    const [, username, initial] = /username (\S+) and one-time password (\S+);/.exec(mail!.body)!;

    await page.getByLabel('E-mail or mobile you applied with').fill(email);
    await page.getByRole('button', { name: 'Check status' }).click();
    const card = page.getByRole('article', { name: reference }).last();
    await expect(card).toContainText('Approved');
    await expect(card).toContainText(`Your agent account ${username} is ready.`);
    await snapshot(page, testInfo, 'join-approved');

    const password = strongPassword('Agent');
    await page.goto('/');
    await submitLogin(await openLoginForm(page), username!, initial!);
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await change.getByLabel('New password', { exact: true }).fill(password);
    await change.getByLabel('Confirm new password').fill(password);
    await change.getByRole('button', { name: 'Save new password' }).click();
    await expect(change).toBeHidden();
    await expectLoggedIn(page, /^Account .*: open personal center$/);
  });

  test('a member sends feedback with an image and reads the operator’s reply', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const username = uniqueUsername(testInfo, 'fb');
    const password = strongPassword();
    await registerByApi(request, username, password);
    await page.goto('/help');
    await login(page, username, password);
    if (!isPhone(page)) {
      // The side menu column lists it too (on a phone it is inside the drawer).
      await expect(
        page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Feedback' }),
      ).toBeVisible();
    }
    // The help centre's link.
    await page.locator('#pf-main').getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page).toHaveURL(/\/feedback$/);

    const text = `Deposit page froze ${username}`;
    await page.getByLabel('Category').selectOption({ label: 'Problem' });
    await page.getByLabel('Your feedback').fill(text);
    await expect(page.getByTestId('feedback-counter')).toHaveText(`${[...text].length}/140`);
    await page
      .getByLabel('Images (optional)')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('button', { name: 'Remove screen.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you, your feedback was sent.')).toBeVisible();
    const mine = page.getByRole('list', { name: 'My feedback' });
    const item = mine.getByRole('listitem').filter({ hasText: text });
    await expect(item).toContainText('Waiting for a reply');
    // The attached image as a thumbnail (fetched with the session, decoded), opening the full image.
    const thumbnail = item.getByRole('img', { name: 'Image 1 of 1 you attached' });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await snapshot(page, testInfo, 'feedback-thumbnails');
    await item.getByRole('button', { name: 'Image 1 of 1 you attached' }).click();
    const full = page.getByRole('dialog', { name: 'Image 1 of 1 you attached' });
    await expect(full.getByRole('img', { name: 'Image 1 of 1 you attached' })).toBeVisible();
    await snapshot(page, testInfo, 'feedback-image-full');
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();

    const waiting = await request.get('/wps/admin/feedback', {
      headers: operator,
      params: { replied: 'false' },
    });
    expect(waiting.ok()).toBe(true);
    const list = (
      (await waiting.json()) as { value: { list: Array<{ id: number; content: string; images: unknown[] }> } }
    ).value.list;
    const entry = list.find((row) => row.content === text)!;
    expect(entry.images).toHaveLength(1);
    const reply = await request.post(`/wps/admin/feedback/${entry.id}/reply`, {
      headers: operator,
      data: { reply: 'Thanks, fixed in today’s update.' },
    });
    expect(reply.ok(), await reply.text()).toBe(true);

    await page.reload();
    await expect(item).toContainText('Thanks, fixed in today’s update.');
    await expect(item).not.toContainText('Waiting for a reply');
    await snapshot(page, testInfo, 'feedback-replied');
  });
});
