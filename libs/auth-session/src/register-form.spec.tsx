import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { EncryptedPayload, MobileRegisterRequest, RegisterRequest } from '@playfront/api-contract';
import { createTestServerKey } from '@playfront/api-client/testing';
import { RegisterPage } from './register-page';
import { renderAuth, baseHandlers, fail, loginResult, ok } from './testing';

const server = setupServer();
let key: Awaited<ReturnType<typeof createTestServerKey>>;
beforeAll(async () => {
  key = await createTestServerKey();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  server.use(key.handler, ...baseHandlers());
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('RegisterPage', () => {
  it('opens in mobile mode when mobile registration is on, with the flags dialling-code picker', async () => {
    await renderAuth(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Sign up now and start playing from just 1000VND')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: '🇻🇳 +84' })).toBeInTheDocument());
    expect(picker).toHaveValue('+84');
    expect(screen.getByRole('checkbox', { name: /18 or older/ })).toBeChecked();
    expect(screen.getByRole('link', { name: /user agreement/ })).toHaveAttribute('href', '/help');
  });

  it('registers by username: a rule violated client-side never reaches the server, a server field error shows by its field', async () => {
    const sent: RegisterRequest[] = [];
    server.use(
      http.put('*/wps/member/register', async ({ request }) => {
        sent.push(await key.open<RegisterRequest>((await request.json()) as EncryptedPayload));
        if (sent.length === 1) {
          return fail(400, 'validation_failed', {
            fields: [
              {
                field: 'username',
                key: 'reg_pattern_2',
                message: 'bad',
                params: { min: 6, max: 16, range: '6 - 16' },
              },
            ],
          });
        }
        return ok(loginResult());
      }),
    );
    const { user, store, router } = await renderAuth(<RegisterPage />, { path: '/register' });
    await user.click(await screen.findByRole('tab', { name: 'Username' }));
    await user.type(screen.getByLabelText('Username'), '1bad');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Use 6 - 16 letters and digits, starting with a letter.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Use 8 - 64 characters with both letters and digits, without spaces.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('This field is required.');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'newplayer1');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret2026');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-30');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'new@player.example');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Some details are not valid/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Use 6 - 16 letters and digits, starting with a letter.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('newplayer1');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().credentials.token).toBe(loginResult().token));
    expect(sent[1]).toMatchObject({
      username: 'newplayer1',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      email: 'new@player.example',
      birthday: '1990-04-30',
      registerMethod: 'WEB',
      login: true,
      domain: 'localhost',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('registers by mobile number with the SMS code', async () => {
    const sms: unknown[] = [];
    const sent: MobileRegisterRequest[] = [];
    server.use(
      http.post('*/wps/verification/sms/register', async ({ request }) => {
        sms.push(await request.json());
        return ok({ expiredMinutes: 5 });
      }),
      http.put('*/wps/member/register/mobile', async ({ request }) => {
        sent.push(await key.open<MobileRegisterRequest>((await request.json()) as EncryptedPayload));
        return ok(loginResult());
      }),
    );
    const { user, store } = await renderAuth(<RegisterPage />, { path: '/register' });
    await screen.findByRole('option', { name: '🇹🇭 +66' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+66');
    await user.type(screen.getByLabelText('Mobile number'), '812345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 300 s/ })).toBeDisabled();
    expect(sms).toEqual([{ mobileNo: '812345678', countryDialingCode: '+66' }]);
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.type(screen.getByLabelText('Password'), 'Secret2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret2026');
    await user.type(screen.getByLabelText('Date of birth'), '2000-02-29');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().credentials.token).toBe(loginResult().token));
    expect(sent[0]).toMatchObject({
      mobileNum: '812345678',
      countryDialingCode: '+66',
      verificationCode: '654321',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      birthday: '2000-02-29',
      registerMethod: 'WEB',
    });
  });

  it('hides a valid affiliate code from the URL and sends it; prefills the referral code', async () => {
    const sent: MobileRegisterRequest[] = [];
    server.use(
      http.put('*/wps/member/register/mobile', async ({ request }) => {
        sent.push(await key.open<MobileRegisterRequest>((await request.json()) as EncryptedPayload));
        return ok(loginResult());
      }),
      ...baseHandlers({ settings: { mobileVerification: false, mobilePasswordRequired: false } }),
    );
    const { user } = await renderAuth(<RegisterPage />, {
      path: '/register?affiliateCode=AGENT01&referralCode=DEMO2026',
    });
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('DEMO2026');
    expect(screen.queryByLabelText(/Invitation code/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '812345678');
    await user.type(screen.getByLabelText('Date of birth'), '1985-07-14');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      affiliateCode: 'AGENT01',
      referralCode: 'DEMO2026',
      mobileNum: '812345678',
    });
  });

  it('shows an invalid affiliate code from the URL and stops with the invitation_code_error warning', async () => {
    let registered = 0;
    server.use(http.put('*/wps/member/register/mobile', () => (registered++, ok(loginResult()))));
    const { user } = await renderAuth(<RegisterPage />, { path: '/register?affiliateCode=NOPE99' });
    const code = await screen.findByLabelText('Invitation code (optional)');
    expect(code).toHaveValue('NOPE99');
    await user.type(screen.getByLabelText('Mobile number'), '812345678');
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.type(screen.getByLabelText('Password'), 'Secret2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret2026');
    await user.type(screen.getByLabelText('Date of birth'), '1985-07-14');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(warning).getByText('The invitation code is not valid.')).toBeInTheDocument();
    expect(registered).toBe(0);
  });

  it("asks the date of birth with the browser's date picker and refuses an age under the brand's minimum, as the server would", async () => {
    const sent: MobileRegisterRequest[] = [];
    server.use(
      http.put('*/wps/member/register/mobile', async ({ request }) => {
        sent.push(await key.open<MobileRegisterRequest>((await request.json()) as EncryptedPayload));
        return fail(400, 'validation_failed', {
          fields: [{ field: 'birthday', key: 'reg_underage', message: 'under age', params: { age: 21 } }],
        });
      }),
      ...baseHandlers({
        settings: { mobileVerification: false, mobilePasswordRequired: false, minimumAge: 21 },
      }),
    );
    const { user } = await renderAuth(<RegisterPage />, { path: '/register' });
    const birthday = await screen.findByLabelText('Date of birth');
    const today = new Date().toISOString().slice(0, 10);
    expect(birthday).toHaveAttribute('type', 'date');
    expect(birthday).toHaveAttribute('max', today);
    expect(birthday).toHaveAttribute('autocomplete', 'bday');
    // The agreement names the brand's age, not a fixed 18.
    expect(
      screen.getByRole('checkbox', { name: 'I am 21 or older and I agree to the user agreement.' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '812345678');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(birthday).toHaveAccessibleDescription('This field is required.');

    // Twenty years old today: one year short of this brand's 21.
    const year = Number(today.slice(0, 4));
    const twenty = `${year - 20}-01-01`;
    await user.type(birthday, twenty);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(birthday).toHaveAccessibleDescription('You must be at least 21 years old to register.'),
    );
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    // A day after today (typed past the picker's max).
    await user.clear(birthday);
    await user.type(birthday, `${year + 1}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(birthday).toHaveAccessibleDescription('Enter a real date of birth, not in the future.'),
    );
    expect(sent).toHaveLength(0);

    // Should the server's day differ from this device's, its refusal shows by the field, translated.
    await user.clear(birthday);
    await user.type(birthday, '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ birthday: '1990-01-01' });
    await waitFor(() =>
      expect(birthday).toHaveAccessibleDescription('You must be at least 21 years old to register.'),
    );
  });

  it('requires the agreement', async () => {
    const { user } = await renderAuth(<RegisterPage />, { path: '/register' });
    await user.click(await screen.findByRole('checkbox', { name: /18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Please confirm that you are 18 or older/)).toBeInTheDocument();
  });
});
