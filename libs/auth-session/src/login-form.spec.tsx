import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { EncryptedPayload, LoginRequest, ChangePasswordRequest } from '@playfront/api-contract';
import { createTestServerKey } from '@playfront/api-client/testing';
import { REMEMBER_KEY } from './remember-me';
import { LoginPage } from './login-page';
import { useAuthModals } from './use-auth-modals';
import { renderAuth, baseHandlers, captchaPng, fail, loginResult, ok } from './testing';

const server = setupServer();
let key: Awaited<ReturnType<typeof createTestServerKey>>;
beforeAll(async () => {
  key = await createTestServerKey();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  server.use(key.handler, ...baseHandlers());
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function OpenLogin({ tab }: { tab?: 'username' | 'sms' }) {
  const { openLogin } = useAuthModals();
  return (
    <button type="button" onClick={() => openLogin(tab)}>
      open login
    </button>
  );
}

async function openLoginModal(tab?: 'username' | 'sms') {
  const rendered = await renderAuth(<OpenLogin tab={tab} />);
  await rendered.user.click(screen.getByRole('button', { name: 'open login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...rendered, dialog };
}

describe('login by username', () => {
  it('sends the encrypted credentials, starts the session, loads member info and closes', async () => {
    const sent: LoginRequest[] = [];
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        sent.push(await key.open<LoginRequest>((await request.json()) as EncryptedPayload));
        return ok(loginResult());
      }),
    );
    const { user, dialog, store } = await openLoginModal();
    await user.type(within(dialog).getByLabelText('Username'), '  demo_member ');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ username: 'demo_member', password: 'Demo@2026', type: 'username' }]);
    expect(store.getState().credentials).toMatchObject({ token: loginResult().token, accountType: 0 });
    await waitFor(() =>
      expect(JSON.stringify(store.getState().api.queries)).toContain('"userName":"demo_member"'),
    );
  });

  it('says when and from where the previous login was, politely and dismissibly', async () => {
    const at = Date.UTC(2026, 10, 27, 14, 2);
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    server.use(
      http.post('*/wps/session/login', () => ok(loginResult({ previousLogin: { at, ip: '203.0.113.7' } }))),
    );
    const { user, dialog } = await openLoginModal();
    await user.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const notice = await screen.findByText(`Last login: ${when} from 203.0.113.7`);
    expect(when).toMatch(/2026/);
    // In the polite region (not an alert), with its own dismiss button.
    const region = notice.closest('[aria-live]') as HTMLElement;
    expect(region).toHaveAttribute('aria-live', 'polite');
    const toast = notice.closest('.pf-toast') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/^Last login:/)).not.toBeInTheDocument());
  });

  it('says only when, if the address is not known, and nothing at all on a first login', async () => {
    const at = Date.UTC(2026, 10, 27, 14, 2);
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    let reply = loginResult({ previousLogin: { at, ip: null } });
    server.use(http.post('*/wps/session/login', () => ok(reply)));
    const first = await openLoginModal();
    await first.user.type(within(first.dialog).getByLabelText('Username'), 'demo_member');
    await first.user.type(within(first.dialog).getByLabelText('Password'), 'Demo@2026');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(`Last login: ${when}`)).toBeInTheDocument();
    first.unmount();

    reply = loginResult({ previousLogin: null });
    const second = await openLoginModal();
    await second.user.type(within(second.dialog).getByLabelText('Username'), 'demo_member');
    await second.user.type(within(second.dialog).getByLabelText('Password'), 'Demo@2026');
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.queryByText(/Last login:/)).not.toBeInTheDocument();
  });

  it('validates before calling the server and moves focus to the first invalid field', async () => {
    let calls = 0;
    server.use(http.post('*/wps/session/login', () => (calls++, ok(loginResult()))));
    const { user, dialog } = await openLoginModal();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const username = within(dialog).getByLabelText('Username');
    expect(await within(dialog).findByText('Please enter your username.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username.getAttribute('aria-describedby')).toContain('error');
    await waitFor(() => expect(username).toHaveFocus());
    expect(calls).toBe(0);
  });

  it('shows the translated failure, keeps what was typed, then asks for the captcha and sends it', async () => {
    const sent: LoginRequest[] = [];
    let captchaLoads = 0;
    server.use(
      http.get('*/wps/captcha', () => (captchaLoads++, ok(captchaPng))),
      http.post('*/wps/session/login', async ({ request }) => {
        const body = await key.open<LoginRequest>((await request.json()) as EncryptedPayload);
        sent.push(body);
        if (sent.length === 1) return fail(401, 'invalid_credentials', { captchaRequired: true });
        return ok(loginResult());
      }),
    );
    const { user, dialog } = await openLoginModal();
    await user.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The username or password is not correct.',
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-pass1');
    const image = await within(dialog).findByRole('img', { name: 'Verification code picture' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${captchaPng}`);
    expect(captchaLoads).toBe(1);

    // The captcha is now required.
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText('Please enter the code shown in the picture.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Verification code'), '38257');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(sent[1]).toEqual({
      username: 'demo_member',
      password: 'wrong-pass1',
      type: 'username',
      captcha: '38257',
    });
  });

  it('shows a network failure without losing the input', async () => {
    server.use(http.post('*/wps/session/login', () => Response.error()));
    const { user, dialog } = await openLoginModal();
    await user.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
  });

  it('remembers only the username for 24 hours and prefills it next time', async () => {
    server.use(http.post('*/wps/session/login', () => ok(loginResult())));
    const first = await openLoginModal();
    await first.user.type(within(first.dialog).getByLabelText('Username'), 'demo_member');
    await first.user.type(within(first.dialog).getByLabelText('Password'), 'Demo@2026');
    await first.user.click(within(first.dialog).getByRole('checkbox', { name: 'Remember me for 24 hours' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem(REMEMBER_KEY)).not.toBeNull());
    const stored = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}');
    expect(stored.username).toBe('demo_member');
    expect(JSON.stringify(stored)).not.toContain('Demo@2026');
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    first.unmount();

    const second = await openLoginModal();
    expect(within(second.dialog).getByLabelText('Username')).toHaveValue('demo_member');
    expect(within(second.dialog).getByRole('checkbox', { name: 'Remember me for 24 hours' })).toBeChecked();
    expect(within(second.dialog).getByLabelText('Password')).toHaveValue('');
  });
});

describe('login by SMS code', () => {
  it('checks the number, sends the code with a 60 s x expiredMinutes countdown, then logs in', async () => {
    const smsRequests: unknown[] = [];
    const sent: LoginRequest[] = [];
    server.use(
      http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
        smsRequests.push(await request.json());
        return ok({ expiredMinutes: 5 });
      }),
      http.post('*/wps/session/login', async ({ request }) => {
        sent.push(await key.open<LoginRequest>((await request.json()) as EncryptedPayload));
        return ok(loginResult());
      }),
    );
    const { user, dialog } = await openLoginModal('sms');
    expect(await within(dialog).findByRole('tab', { name: 'Mobile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(smsRequests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Mobile number'), '912 345 678');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the send button accepts one click per second
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(smsRequests).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: /Resend in 300 s/ })).toBeDisabled();
    expect(smsRequests).toEqual([{ mobileNum: '912345678', countryDialingCode: '+84' }]);

    await user.type(within(dialog).getByLabelText('SMS code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(sent).toEqual([
      { username: '912345678', password: '123456', type: 'sms', countryDialingCode: '+84' },
    ]);
  });

  it('says a wrong SMS code is wrong, under the code field, and clears it when the code is edited', async () => {
    server.use(
      http.post('*/wps/session/login', () => fail(401, 'sms_code_invalid', { captchaRequired: false })),
    );
    const { user, dialog } = await openLoginModal('sms');
    await user.type(await within(dialog).findByLabelText('Mobile number'), '912345678');
    await user.type(within(dialog).getByLabelText('SMS code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const code = within(dialog).getByLabelText('SMS code');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The SMS code is not correct or has expired.'),
    );
    expect(within(dialog).queryByText(/username or password/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(code, '1');
    await waitFor(() => expect(code).not.toHaveAccessibleDescription(/SMS code is not correct/));
    expect(within(dialog).queryByText('The SMS code is not correct or has expired.')).not.toBeInTheDocument();
  });

  it('has no SMS tab without MOBILEVERCODELOGIN3', async () => {
    server.use(...baseHandlers({ flags: { MOBILEVERCODELOGIN3: 0 } }));
    const { dialog } = await openLoginModal('sms');
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
  });
});

describe('forced password change', () => {
  it('opens a change-password modal that cannot be dismissed, then logs in again and goes home', async () => {
    const logins: LoginRequest[] = [];
    const changes: ChangePasswordRequest[] = [];
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        const body = await key.open<LoginRequest>((await request.json()) as EncryptedPayload);
        logins.push(body);
        return ok(
          logins.length === 1
            ? loginResult({
                token: 'tok_restricted_00000000000000',
                forceChangeReason: 'default_password',
                firstTimeLogin: true,
              })
            : loginResult({ token: 'tok_after_change_000000000000' }),
        );
      }),
      http.post('*/wps/member/password', async ({ request }) => {
        changes.push(await key.open<ChangePasswordRequest>((await request.json()) as EncryptedPayload));
        return ok(null);
      }),
    );
    const { user, dialog, store, router } = await openLoginModal();
    await user.type(within(dialog).getByLabelText('Username'), 'demo_newbie');
    await user.type(within(dialog).getByLabelText('Password'), 'Aa123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText(/default password/)).toBeInTheDocument();
    expect(await screen.findByText('Welcome! This is your first login.')).toBeInTheDocument();
    expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    // The old password was just typed: it is not asked again.
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(within(change).getByLabelText('New password'), 'Fresh2026x');
    await user.type(within(change).getByLabelText('Confirm new password'), 'Fresh2026y');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));
    expect(await within(change).findByText('The two passwords do not match.')).toBeInTheDocument();
    await user.clear(within(change).getByLabelText('Confirm new password'));
    await user.type(within(change).getByLabelText('Confirm new password'), 'Fresh2026x');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
    expect(changes).toEqual([
      { oldPassword: 'Aa123456', newPassword: 'Fresh2026x', confirmNewPassword: 'Fresh2026x' },
    ]);
    await waitFor(() => expect(logins).toHaveLength(2));
    expect(logins[1]).toEqual({ username: 'demo_newbie', password: 'Fresh2026x', type: 'username' });
    expect(store.getState().credentials.token).toBe('tok_after_change_000000000000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('LoginPage', () => {
  it('logs in and goes to the redirect target', async () => {
    server.use(http.post('*/wps/session/login', () => ok(loginResult())));
    const { user, router } = await renderAuth(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
