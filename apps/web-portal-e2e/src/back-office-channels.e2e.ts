import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { Envelope, PaymentChannelList } from '@playfront/api-contract';
import { nav, signIn } from './back-office-support';
import { expect, test } from './fixtures';
import { loginByApi, registerByApi, snapshot, strongPassword, uniqueUsername } from './support';

/**
 * The cashier's payment channels against the real server: finance rewrites a channel's Vietnamese
 * instructions and adds a tutorial step, and a member reading in Vietnamese gets them from the deposit call;
 * the seeded texts are put back after.
 */

/** The QR channel as a member reading `language` gets it from the deposit page's call. */
async function memberChannel(request: APIRequestContext, token: string, language: string) {
  const reply = await request.get('/wps/payment/channels', {
    headers: { Authorization: `Bearer ${token}`, Language: language },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const channels = ((await reply.json()) as Envelope<PaymentChannelList>).value.list;
  return channels.find((channel) => channel.code === 'QR')!;
}

test.describe('the back office: payment channels', () => {
  test('finance rewrites a channel’s Vietnamese texts, which members reading Vietnamese get at once', async ({
    page,
    request,
  }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    const member = uniqueUsername(testInfo, 'boc');
    const password = strongPassword();
    await registerByApi(request, member, password);
    const token = await loginByApi(request, member, password);
    const seeded = await memberChannel(request, token, 'vi');

    await signIn(page, 'finance');
    await nav(page).getByRole('link', { name: 'Cashier' }).click();
    await page.getByRole('link', { name: 'Payment channels' }).click();
    const table = page.getByRole('table', { name: 'Payment channels' });
    await table
      .getByRole('row', { name: /\(QR\)/ })
      .getByRole('button', { name: /Details/ })
      .click();
    const texts = page.getByRole('region', { name: 'Texts members read' });
    await texts.getByRole('tab', { name: /Tiếng Việt/ }).click();
    const form = texts.getByRole('form', { name: 'Texts in Tiếng Việt' });
    const instructions = form.getByLabel('Instructions (Tiếng Việt)');
    await expect(instructions).toHaveValue(seeded.tutorial);
    const steps = seeded.tutorialSteps.length;
    const changed = 'Quét mã QR bằng ứng dụng ngân hàng rồi bấm Xác nhận.';
    try {
      await instructions.fill(changed);
      await form.getByRole('button', { name: /Add a step/ }).click();
      await form.getByLabel(`Step ${steps + 1}: what to do`).fill('Giữ biên lai để đối chiếu.');
      await form.getByLabel(`Step ${steps + 1}: picture`).selectOption({ label: 'Receipt' });
      await form.getByRole('button', { name: 'Save the texts in Tiếng Việt' }).click();
      await expect(page.getByText('The texts in Tiếng Việt are live.')).toBeVisible();
      await snapshot(page, testInfo, 'back-office-channel-texts');
      const updated = await memberChannel(request, token, 'vi');
      expect(updated.tutorial).toBe(changed);
      expect(updated.tutorialSteps).toHaveLength(steps + 1);
      expect(updated.tutorialSteps.at(-1)?.text).toBe('Giữ biên lai để đối chiếu.');
      expect(updated.tutorialSteps.at(-1)?.image).toMatch(/receipt/);
      // Another language is untouched.
      expect((await memberChannel(request, token, 'en')).tutorial).not.toBe(changed);
    } finally {
      // The seeded texts again, whatever happened above: other specs read them.
      const again = texts.getByRole('form', { name: 'Texts in Tiếng Việt' });
      await again.getByLabel('Instructions (Tiếng Việt)').fill(seeded.tutorial);
      const remove = again.getByRole('button', { name: `Remove step ${steps + 1}` });
      if (await remove.isVisible()) await remove.click();
      await again.getByRole('button', { name: 'Save the texts in Tiếng Việt' }).click();
    }
    await expect.poll(async () => (await memberChannel(request, token, 'vi')).tutorial).toBe(seeded.tutorial);
    expect((await memberChannel(request, token, 'vi')).tutorialSteps).toHaveLength(steps);
  });
});
