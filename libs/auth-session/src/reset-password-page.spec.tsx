import { screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { EncryptedPayload, ResetPasswordRequest } from '@playfront/api-contract';
import { createTestServerKey } from '@playfront/api-client/testing';
import { ResetPasswordPage } from './reset-password-page';
import { renderAuth, baseHandlers, fail, ok } from './testing';

const server = setupServer();
let key: Awaited<ReturnType<typeof createTestServerKey>>;
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
let sent: ResetPasswordRequest[];

beforeAll(async () => {
  key = await createTestServerKey();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  sent = [];
  server.use(key.handler, ...baseHandlers());
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answerWith = (reply: () => Response) =>
  server.use(
    http.post('*/wps/member/password/reset', async ({ request }) => {
      sent.push(await key.open<ResetPasswordRequest>((await request.json()) as EncryptedPayload));
      return reply();
    }),
  );

describe('ResetPasswordPage', () => {
  it('checks both fields before sending, then sets the password and offers login', async () => {
    answerWith(() => ok(null));
    const { user, router } = await renderAuth(<ResetPasswordPage />, {
      path: `/reset-password?token=${token}`,
    });
    const submit = await screen.findByRole('button', { name: 'Set new password' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(submit);
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/letters and digits/);
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Better1234');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Better1234');
    await user.click(submit);
    expect(
      await screen.findByText(
        'Your password has been set. Please log in with the new password; you have been logged out everywhere else.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ token, newPassword: 'Better1234', confirmNewPassword: 'Better1234' }]);
    // The token leaves the address once used.
    expect(router.state.location.search).toBe('?done=1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when the link is used or expired and opens the request for a new one', async () => {
    answerWith(() => fail(400, 'reset_token_invalid'));
    const { user } = await renderAuth(<ResetPasswordPage />, { path: `/reset-password?token=${token}` });
    await user.type(await screen.findByLabelText('New password'), 'Better1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better1234');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This reset link is not valid, has expired or was used.')).toHaveAttribute(
      'role',
      'alert',
    );
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('refuses a link without a token without calling the server', async () => {
    answerWith(() => ok(null));
    await renderAuth(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByText('This reset link is not valid, has expired or was used.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
