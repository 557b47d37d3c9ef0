import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { originsOf } from './cors-section';

const api = mockBackOfficePerTest();

describe('brand: apps on other addresses (CORS)', () => {
  it('reads one origin per line and names the first that is not one', () => {
    expect(originsOf(' https://lucky.example \n\nhttp://localhost:5173\nhttps://lucky.example')).toEqual({
      origins: ['https://lucky.example', 'http://localhost:5173'],
    });
    expect(originsOf('https://lucky.example\nhttp://lucky.example')).toEqual({
      invalid: 'http://lucky.example',
    });
    expect(originsOf('https://lucky.example/app')).toEqual({ invalid: 'https://lucky.example/app' });
  });

  it('an admin allows a brand app, is stopped before sending a path, and sees the list saved', async () => {
    const { user } = await renderBackOffice('/brand/security', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: en.bo_cors_title });
    const field = within(form).getByLabelText(en.bo_cors_origins);
    await user.type(field, 'https://lucky.example/app');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    expect(field).toHaveAccessibleDescription(
      en.bo_cors_origin_invalid_line.replace('{{origin}}', 'https://lucky.example/app'),
    );
    expect(api.current().state.received.filter((entry) => entry.call === 'cors')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'https://lucky.example{enter}http://localhost:5173');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    expect(await screen.findByText(en.bo_cors_saved.replace('{{count}}', '2'))).toBeInTheDocument();
    await waitFor(() =>
      expect(api.current().state.received.filter((entry) => entry.call === 'cors')).toEqual([
        { call: 'cors', body: { origins: ['https://lucky.example', 'http://localhost:5173'] } },
      ]),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('a read-only operator sees the list and cannot change it', async () => {
    api.current().state.operators.find((operator) => operator.username === 'ravi')!.disabled = false;
    api.current().state.brandSecurity.cors = { origins: ['https://lucky.example'] };
    await renderBackOffice('/brand/security', { token: api.current().signIn('ravi') });
    const form = await screen.findByRole('form', { name: en.bo_cors_title });
    expect(within(form).getByLabelText(en.bo_cors_origins)).toHaveValue('https://lucky.example');
    expect(within(form).getByLabelText(en.bo_cors_origins)).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: en.bo_save })).not.toBeInTheDocument();
  });
});
