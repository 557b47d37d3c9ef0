import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { en } from '../../i18n/en';
import { MOCK_PASSWORD, MOCK_TOTP_CODE, createMockBackOffice } from '../../testing/mock-backend';
import type { MockBackOffice } from '../../testing/mock-backend';
import { renderBackOffice } from '../../testing/app-harness';
import { groupSecret } from './login-page';

let mock: MockBackOffice;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mock = createMockBackOffice();
  server.resetHandlers(...mock.handlers);
  sessionStorage.clear();
});
afterAll(() => server.close());

async function enterPassword(
  user: Awaited<ReturnType<typeof renderBackOffice>>['user'],
  username: string,
  password = MOCK_PASSWORD,
) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('signing in', () => {
  it('asks the password, then the authenticator code, and opens the dashboard', async () => {
    const { user, store } = await renderBackOffice('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await enterPassword(user, 'fiona');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authenticator code' })).toBeInTheDocument();
    // The password went sealed: the mock opened what the client encrypted.
    expect(mock.state.received.find((entry) => entry.call === 'login')?.body).toEqual({
      username: 'fiona',
      password: MOCK_PASSWORD,
    });
    await user.type(screen.getByLabelText('6-digit code'), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Fiona Finance')).toBeInTheDocument();
    expect(within(banner).getByText('Finance')).toBeInTheDocument();
    expect(store.getState().credentials.token).toMatch(/^op-fiona-/);
    // Finance sees its screens and not the others.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Cashier' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Content' })).not.toBeInTheDocument();
  });

  it('enrols the authenticator app the first time: QR code and key', async () => {
    const { user } = await renderBackOffice('/');
    await enterPassword(user, 'newbie');
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: en.bo_enrol_qr })).toBeInTheDocument();
    expect(screen.getByText(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(mock.state.operators.find((account) => account.username === 'newbie')?.totpEnrolled).toBe(true);
  });

  it('says what went wrong: a wrong password, a wrong code, a ticket that expired', async () => {
    const { user } = await renderBackOffice('/');
    await enterPassword(user, 'fiona', 'not the password');
    expect(await screen.findByText(en.err_invalid_credentials)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(en.err_totp_code_invalid)).toBeInTheDocument();

    mock.state.tickets.clear();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Back to the password, with the reason.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(en.err_operator_ticket_invalid)).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const { user } = await renderBackOffice('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(en.bo_login_username_required);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(en.bo_login_password_required);
    expect(mock.state.received).toEqual([]);
  });

  it('translates everything into Chinese', async () => {
    const { user } = await renderBackOffice('/', { language: 'cn' });
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('用户名'), 'fiona');
    await user.type(screen.getByLabelText('密码'), 'wrong password');
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(await screen.findByText('用户名或密码不正确。')).toBeInTheDocument();
  });
});

describe('the session', () => {
  it('returns to the login page, saying why, when the server ends it (401)', async () => {
    const token = mock.signIn('root');
    const { user } = await renderBackOffice('/audit', { token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    mock.state.sessions.clear();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(en.bo_session_expired)).toBeInTheDocument();
  });

  it('ends with sign-out, and the next sign-in returns where the operator was sent from', async () => {
    const token = mock.signIn('root');
    const { user, store } = await renderBackOffice('/operators', { token });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operators' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().credentials.token).toBeNull();
    expect(mock.state.sessions.has(token)).toBe(false);
    expect(screen.queryByText(en.bo_session_expired)).not.toBeInTheDocument();
    await enterPassword(user, 'root');
    await user.type(await screen.findByLabelText('6-digit code'), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operators' })).toBeInTheDocument();
  });
});
