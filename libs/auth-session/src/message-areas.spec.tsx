import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { setupServer } from 'msw/node';
import { createTestServerKey } from '@playfront/api-client/testing';
import { createI18n } from '@playfront/i18n';
import { watchMessageKeys } from '@playfront/i18n/testing';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { baseHandlers, renderAuth } from './testing';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.use((await createTestServerKey()).handler, ...baseHandlers());
});
afterAll(() => server.close());

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/**
 * Renders `page` at `path` with `i18n`, awaited in act: the page waits for its areas (Suspense), and shows
 * once they are in.
 */
const renderPage = (page: ReactElement, path: string, i18n: I18n) =>
  act(async () => {
    await renderAuth(<Suspense fallback={<p>Loading texts</p>}>{page}</Suspense>, { path, i18n });
  });

describe('RegisterPage in an app that knows nothing of message areas', () => {
  it("shows the form's field labels, which load with the form (not in the first download), never a key", async () => {
    const i18n = await createI18n({ language: 'en' });
    // The labels are the forms area's: not in the instance before a form is opened (this spec runs first).
    expect(i18n.exists('reg_field_username')).toBe(false);
    const keys = watchMessageKeys();

    await renderPage(<RegisterPage />, '/register', i18n);

    // The brand registers by mobile number first: its lead, and its dialling code and number fields.
    expect(await screen.findByText('Sign up now and start playing from just 1000VND')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});

describe('ResetPasswordPage in an app that knows nothing of message areas', () => {
  it('loads the areas it renders: the player sees its English texts and its form, never a key', async () => {
    // An app's instance: English without the deferred areas, as createI18n gives it.
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('auth_reset_page_hint')).toBe(false);
    const keys = watchMessageKeys();

    await renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`, i18n);

    // The recovery area (the page's hint) and the forms area, which the form loads with its code.
    expect(
      screen.getByText('Choose a new password for your account. The link works once, for 30 minutes.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    expect(keys.seen()).toEqual([]);
    keys.stop();
  });
});
