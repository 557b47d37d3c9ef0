import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { parseCountries, statusOf } from './brand-page';

const api = mockBackOfficePerTest();

describe('brand', () => {
  it('puts the portal in maintenance with a message, after a confirmation', async () => {
    const { user } = await renderBackOffice('/brand', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: 'System status' });
    expect(within(form).getByRole('radio', { name: 'Open (normal)' })).toBeChecked();
    expect(within(form).getByLabelText('Restricted countries')).toHaveValue('US');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(form).getByRole('radio', { name: /In maintenance/ }));
    await user.type(within(form).getByLabelText('Maintenance message'), 'Back at 03:00.');
    await user.clear(within(form).getByLabelText('Restricted countries'));
    await user.type(within(form).getByLabelText('Restricted countries'), 'us, sg x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Restricted countries')).toHaveAccessibleDescription(
      expect.stringContaining(en.bo_brand_countries_invalid),
    );
    await user.clear(within(form).getByLabelText('Restricted countries'));
    await user.type(within(form).getByLabelText('Restricted countries'), 'us, sg');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the system status?' });
    expect(dialog).toHaveTextContent(en.bo_brand_status_confirm_1);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current().state.status).toBe(1));
    expect(api.current().state.received.at(-1)?.body).toEqual({
      status: 1,
      message: 'Back at 03:00.',
      restrictedCountries: ['US', 'SG'],
    });
    // Read back from the server.
    await waitFor(() => expect(screen.getByRole('radio', { name: /In maintenance/ })).toBeChecked());
  });

  it('changes the brand setting: languages, default language, chat colour, login guard', async () => {
    const { user } = await renderBackOffice('/brand', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: 'Brand setting' });
    await user.click(within(form).getByRole('checkbox', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Default language')).toHaveAccessibleDescription(
      en.bo_brand_default_not_offered,
    );
    await user.selectOptions(within(form).getByLabelText('Default language'), '简体中文');
    await user.clear(within(form).getByLabelText('Chat header colour'));
    await user.type(within(form).getByLabelText('Chat header colour'), '#c2185b');
    await user.click(within(form).getByRole('checkbox', { name: 'Visitors must log in to see the portal' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.bo_brand_saved)).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'brand',
      body: {
        languages: ['cn', 'ja', 'th', 'vi', 'ko'],
        defaultLanguage: 'cn',
        chatHeaderColor: '#c2185b',
        loginedToHomePage: true,
      },
    });
  });

  it('shows an operator who may only read it the values, without Save', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/brand', { token: mock.signIn('reader') });
    const status = await screen.findByRole('form', { name: 'System status' });
    expect(within(status).getByRole('radio', { name: 'Open (normal)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('reads the status from the permission reply, and country lists as typed', () => {
    const info = {
      maintenance: { enabled: false, message: null },
      regionRestriction: { restricted: true, countries: [] },
    };
    expect(statusOf(info)).toBe(2);
    expect(parseCountries(' ph;SG  us,ph ')).toEqual(['PH', 'SG', 'US']);
    expect(parseCountries('PHL')).toBeNull();
    expect(parseCountries('')).toEqual([]);
  });
});
