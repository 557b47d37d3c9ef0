import { expect, test } from './fixtures';
import {
  accountButton,
  login,
  makePng,
  registerByApi,
  snapshot,
  strongPassword,
  uniqueUsername,
} from './support';

test('a member uploads an own avatar in My account and sees it in the header at once', async ({
  page,
  request,
}, testInfo) => {
  const username = uniqueUsername(testInfo, 'av');
  const password = strongPassword();
  await registerByApi(request, username, password);
  await page.goto('/');
  await login(page, username, password);

  // The header shows the member's (static) avatar, small, in the one-row strip.
  const account = accountButton(page, username);
  const avatar = account.locator('img');
  await expect(avatar).toHaveAttribute('src', '/wps/member/avatar/static/avatar-1.svg');
  const size = await avatar.boundingBox();
  expect([Math.round(size?.width ?? 0), Math.round(size?.height ?? 0)]).toEqual([24, 24]);

  await account.click();
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  const section = centre.getByRole('region', { name: 'Avatar' });
  await expect(section.getByRole('group', { name: 'Choose an avatar' }).getByRole('radio')).toHaveCount(9);
  await section.getByRole('radio', { name: 'Upload your own' }).check();
  await section.getByLabel(/PNG or JPG, at most 2 MB/).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(section.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
  await snapshot(page, testInfo, 'avatar-chooser');
  await section.getByRole('button', { name: 'Save avatar' }).click();
  await expect(section.getByRole('status')).toHaveText('Your avatar is saved.');

  // The header follows without a reload, with the stored (re-encoded, square) image.
  await expect(avatar).toHaveAttribute('src', /^\/wps\/member\/avatar\/[A-Za-z0-9_-]{24}\.png$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([256, 256]);
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toBeHidden();
  // The avatar keeps the account button one touch target high (the header's row height).
  expect((await account.boundingBox())?.height ?? 0).toBeLessThanOrEqual(48);
  await snapshot(page, testInfo, 'avatar-header');
});
