import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply as reply, renderWithProviders } from '@playfront/api-client/testing';
import { AuthenticatorSection } from './authenticator-section';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('AuthenticatorSection', () => {
  it('shows the QR code and key while setting up, turns on with a code, then hides the key', async () => {
    let enabled = false;
    const codes: unknown[] = [];
    server.use(
      http.get('*/wps/member/security/totp', () => reply({ enabled })),
      http.post('*/wps/member/security/totp/setup', () =>
        reply({
          secret: SECRET,
          otpauthUri: `otpauth://totp/Playfront%3Ademo_member?secret=${SECRET}&issuer=Playfront`,
          qrSvg: '<svg/>',
        }),
      ),
      http.post('*/wps/member/security/totp/enable', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        codes.push(body);
        if (body.code !== '123456') return errorReply(400, 'totp_code_invalid', 'wrong');
        enabled = true;
        return reply({ enabled: true });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AuthenticatorSection />, member);
    const section = await screen.findByRole('region', { name: /Authenticator app/ });
    expect(await within(section).findByText('Off')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Set up' }));
    expect(await within(section).findByRole('img', { name: 'Authenticator app' })).toBeVisible();
    expect(within(section).getByText(SECRET)).toBeVisible();

    await user.type(within(section).getByLabelText('6-digit code'), '12');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('Please enter the 6-digit code.')).toBeVisible();
    expect(codes).toEqual([]);

    await user.clear(within(section).getByLabelText('6-digit code'));
    await user.type(within(section).getByLabelText('6-digit code'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('The authenticator code is not correct.')).toBeVisible();

    await user.clear(within(section).getByLabelText('6-digit code'));
    await user.type(within(section).getByLabelText('6-digit code'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('The authenticator app is on.');
    expect(await within(section).findByText('On')).toBeVisible();
    expect(within(section).queryByText(SECRET)).toBeNull();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeVisible();
    expect(codes).toEqual([{ code: '654321' }, { code: '123456' }]);
  });
});
