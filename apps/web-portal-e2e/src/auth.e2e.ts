import { expect, test } from './fixtures';
import {
  chooseLanguage,
  expectLoggedIn,
  expectLoggedOut,
  fillBirthday,
  header,
  lastSmsId,
  login,
  logout,
  newestSmsCode,
  openLoginForm,
  openRegisterDialog,
  registerByApi,
  sendSmsCode,
  snapshot,
  strongPassword,
  submitLogin,
  uniqueMobile,
  uniqueUsername,
} from './support';

test.describe('sign-up and sign-in', () => {
  test('registers by username, logs out and logs in again', async ({ page }, testInfo) => {
    const username = uniqueUsername(testInfo, 'usr');
    const password = strongPassword();
    await page.goto('/');
    await expectLoggedOut(page);

    const dialog = await openRegisterDialog(page);
    const methods = dialog.getByRole('tablist', { name: 'Registration method' });
    // Mobile registration is on, so its tab comes first and is selected (spec §2).
    await expect(methods.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await methods.getByRole('tab', { name: 'Username' }).click();
    await expect(methods.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');

    // An empty form is refused field by field, in English.
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const usernameField = dialog.getByLabel('Username', { exact: true });
    await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
    await expect(usernameField).toBeFocused();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();

    await usernameField.fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(`${password}x`);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText('The two passwords do not match.')).toBeVisible();
    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);

    // The age check: under 18 on today's date is refused by the field, before anything is sent.
    const birthday = dialog.getByLabel('Date of birth', { exact: true });
    await expect(birthday).toHaveAttribute('type', 'date');
    await expect(birthday).toHaveAttribute('max', new Date().toISOString().slice(0, 10));
    await fillBirthday(dialog, `${new Date().getUTCFullYear() - 17}-01-01`);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(birthday).toHaveAccessibleDescription('You must be at least 18 years old to register.');
    await expect(birthday).toBeFocused();
    await snapshot(page, testInfo, 'register-under-age');
    await fillBirthday(dialog);
    await expect(dialog.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    await snapshot(page, testInfo, 'register-username-form');

    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectLoggedIn(page, username);
    await expect(page.getByText('Welcome! This is your first login.')).toBeVisible();
    await snapshot(page, testInfo, 'registered-username');

    await logout(page, testInfo);
    await snapshot(page, testInfo, 'logged-out');

    await login(page, username, password);
    await expect(page).toHaveURL(/\/index$/);
    // A reload keeps the session (token in session storage).
    await page.reload();
    await expectLoggedIn(page, username);
    await snapshot(page, testInfo, 'logged-in-again');
  });

  test('registers by mobile number with the SMS code read from the outbox', async ({
    page,
    request,
  }, testInfo) => {
    const mobile = uniqueMobile(testInfo);
    const password = strongPassword('Mob');
    await page.goto('/');
    const dialog = await openRegisterDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Sign up now and start playing from just 1000VND')).toBeVisible();
    await expect(dialog.getByLabel('Country code')).toHaveValue('+84');

    // Asking for a code without a number points at the number.
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(dialog.getByLabel('Mobile number', { exact: true })).toBeFocused();

    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    const before = await lastSmsId(request, mobile);
    // The send button counts down and cannot be pressed again meanwhile.
    await sendSmsCode(dialog);
    const code = await newestSmsCode(request, mobile, before);

    // A wrong code is refused by the server with a translated message; the form keeps the input.
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('SMS code').fill(wrong);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
    await fillBirthday(dialog);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('The SMS code is not correct or has expired.');
    await expect(dialog.getByLabel('Mobile number', { exact: true })).toHaveValue(mobile);

    await dialog.getByLabel('SMS code').fill(code);
    await snapshot(page, testInfo, 'register-mobile-form');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The account name of a mobile registration is the number itself.
    await expectLoggedIn(page, mobile);
    await snapshot(page, testInfo, 'registered-mobile');
  });

  test('asks for a captcha after three wrong passwords and the server insists on it', async ({
    page,
    request,
  }, testInfo) => {
    // A fresh account, so demo_member stays usable for everything else.
    const username = uniqueUsername(testInfo, 'cap');
    const password = strongPassword('Cap');
    await registerByApi(request, username, password);

    await page.goto('/');
    let form = await openLoginForm(page);
    const captchaImage = form.getByRole('img', { name: 'Verification code picture' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(captchaImage).toHaveCount(0);
      await submitLogin(form, username, `Wrong${attempt}pass`);
      await expect(form.getByRole('alert')).toHaveText('The username or password is not correct.');
    }
    // The third failure's reply says a captcha is needed: the picture and its field appear.
    await expect(captchaImage).toBeVisible();
    await expect(form.getByLabel('Verification code', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'New picture' })).toBeVisible();

    // The right password without the code is refused in the form, in English...
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(form.getByText('Please enter the code shown in the picture.')).toBeVisible();
    await expect(form.getByLabel('Verification code', { exact: true })).toBeFocused();
    await snapshot(page, testInfo, 'captcha-required');

    // A fresh page in Korean has no captcha field: the right password alone goes to the server, which
    // refuses it (captcha_required) with the translated message and shows the picture.
    if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
    await chooseLanguage(page, 'ko', '한국어');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.reload();
    const korean = { login: '로그인', username: '아이디', password: '비밀번호' };
    form = await openLoginForm(page, korean);
    await expect(form.getByRole('img', { name: '인증 코드 이미지' })).toHaveCount(0);
    const reply = page.waitForResponse(
      (response) => response.url().endsWith('/wps/session/login') && response.request().method() === 'POST',
    );
    await submitLogin(form, username, password, korean);
    const response = await reply;
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'captcha_required',
      value: { captchaRequired: true },
    });
    await expect(form.getByRole('alert')).toHaveText('그림에 표시된 인증 코드를 입력해 주세요.');
    await expect(form.getByRole('img', { name: '인증 코드 이미지' })).toBeVisible();
    await snapshot(page, testInfo, 'captcha-server-refused-ko');

    // Still without the code: refused in the form, in Korean, and nobody is logged in.
    await form.getByLabel('비밀번호', { exact: true }).fill(password);
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(form.getByText('이미지에 표시된 코드를 입력하세요.')).toBeVisible();
    await expect(header(page).getByRole('button', { name: '로그아웃' })).toHaveCount(0);
  });
});
