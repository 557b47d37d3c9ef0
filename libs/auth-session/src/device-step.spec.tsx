import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type {
  ChangePasswordRequest,
  DeviceChallenge,
  DeviceVerifyRequest,
  EncryptedPayload,
  LoginRequest,
} from '@playfront/api-contract';
import { createTestServerKey } from '@playfront/api-client/testing';
import { useAuthModals } from './use-auth-modals';
import { renderAuth, baseHandlers, fail, loginResult, ok } from './testing';

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

const challenge: DeviceChallenge = {
  challenge: {
    id: 'challenge-1',
    factors: ['sms', 'email', 'bank'],
    mobileNum: '+84 91****678',
    email: 'de***@playfront.example',
    expiresInSeconds: 600,
  },
};

function OpenLogin() {
  const { openLogin } = useAuthModals();
  return (
    <button type="button" onClick={() => openLogin()}>
      open login
    </button>
  );
}

async function loginFromNewDevice() {
  server.use(http.post('*/wps/session/login', () => ok(challenge)));
  const rendered = await renderAuth(<OpenLogin />);
  await rendered.user.click(screen.getByRole('button', { name: 'open login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await rendered.user.type(within(dialog).getByLabelText('Username'), 'demo_member');
  await rendered.user.type(within(dialog).getByLabelText('Password'), 'Demo@2026');
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await within(dialog).findByRole('heading', { name: 'Confirm it is you' });
  return { ...rendered, dialog };
}

describe('login from a new device', () => {
  it('offers the bound factors, sends the SMS code and logs in with it', async () => {
    const sent: unknown[] = [];
    const verified: DeviceVerifyRequest[] = [];
    server.use(
      http.post('*/wps/session/device/code', async ({ request }) => {
        sent.push(await request.json());
        return ok({ expiredMinutes: 5 });
      }),
      http.post('*/wps/session/device/verify', async ({ request }) => {
        verified.push((await request.json()) as DeviceVerifyRequest);
        return ok(loginResult());
      }),
    );
    const { user, dialog, store } = await loginFromNewDevice();
    expect(within(dialog).getByRole('radio', { name: 'SMS code to +84 91****678' })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'E-mail code to de***@playfront.example' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('radio', { name: 'Authenticator app code' })).toBeNull();
    expect(store.getState().credentials.token).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Code sent. It expires in 5 minutes.')).toBeVisible();
    expect(sent).toEqual([{ challengeId: 'challenge-1', factor: 'sms' }]);
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(verified).toEqual([{ challengeId: 'challenge-1', factor: 'sms', answer: '123456' }]);
    expect(store.getState().credentials).toMatchObject({ token: loginResult().token });
  });

  it('says a wrong bank account name under the field, and a void challenge leads back to the login', async () => {
    let calls = 0;
    server.use(
      http.post('*/wps/session/device/verify', () => {
        calls += 1;
        return calls === 1
          ? fail(400, 'device_answer_wrong', 'The answer is not correct')
          : fail(400, 'device_challenge_invalid', 'expired');
      }),
    );
    const { user, dialog } = await loginFromNewDevice();
    await user.click(within(dialog).getByRole('radio', { name: 'Name on your bank account' }));
    await user.type(within(dialog).getByLabelText('Bank account name'), 'Someone');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('The answer is not correct. Please try again.')).toBeVisible();
    expect(within(dialog).getByLabelText('Bank account name')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(
      await within(dialog).findByText(
        'This verification has expired or was already used. Please log in again.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Verify and log in' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(await within(dialog).findByLabelText('Password')).toBeVisible();
  });

  it('hides the Username / Mobile tabs and the forgot-password link while the second step is open', async () => {
    const { user, dialog } = await loginFromNewDevice();
    expect(within(dialog).queryByRole('tablist', { name: 'Login method' })).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: 'Mobile' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Forgot password?' })).toBeNull();

    // Back to the login form: the methods are offered again.
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(await within(dialog).findByRole('tab', { name: 'Mobile' })).toBeVisible();
    expect(within(dialog).getByRole('tablist', { name: 'Login method' })).toBeVisible();
  });

  it('does not ask again for the password just typed when a forced change follows the step', async () => {
    const logins: LoginRequest[] = [];
    const changes: ChangePasswordRequest[] = [];
    server.use(
      http.post('*/wps/session/device/verify', () =>
        ok(loginResult({ token: 'tok_restricted_00000000000000', forceChangeReason: 'expired' })),
      ),
      http.post('*/wps/member/password', async ({ request }) => {
        changes.push(await key.open<ChangePasswordRequest>((await request.json()) as EncryptedPayload));
        return ok(null);
      }),
    );
    const { user, dialog, store } = await loginFromNewDevice();
    // The re-login after the change comes from a device that is now known: no second step.
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        logins.push(await key.open<LoginRequest>((await request.json()) as EncryptedPayload));
        return ok(loginResult({ token: 'tok_after_change_000000000000' }));
      }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Name on your bank account' }));
    await user.type(within(dialog).getByLabelText('Bank account name'), 'Demo Member');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText(/expired/)).toBeInTheDocument();
    // As after a login without the step: the current password was just typed, it is not asked again.
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(change).getByLabelText('New password'), 'Fresh2026x');
    await user.type(within(change).getByLabelText('Confirm new password'), 'Fresh2026x');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
    expect(changes).toEqual([
      { oldPassword: 'Demo@2026', newPassword: 'Fresh2026x', confirmNewPassword: 'Fresh2026x' },
    ]);
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]).toEqual({ username: 'demo_member', password: 'Fresh2026x', type: 'username' });
    expect(store.getState().credentials.token).toBe('tok_after_change_000000000000');
  });
});
