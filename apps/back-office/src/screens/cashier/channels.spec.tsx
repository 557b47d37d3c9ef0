import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { payeeRequest } from './channels';

const api = mockBackOfficePerTest();

describe('payment channels', () => {
  it('finance sets where members pay into a channel, after a confirmation', async () => {
    const { user } = await renderBackOffice('/cashier/channels', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: en.bo_cashier_channels });
    expect(within(table).getByRole('row', { name: /Bank transfer/ })).toHaveTextContent(
      'Metro Bank 1234 5678 90',
    );
    const ewallet = within(table).getByRole('row', { name: /E-wallet \(EWALLET\)/ });
    expect(ewallet).toHaveTextContent(en.bo_channel_no_payee);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(ewallet).getByRole('button', { name: /Details/ }));
    const pane = await screen.findByRole('complementary', { name: 'E-wallet' });
    await user.selectOptions(
      within(pane).getByLabelText(en.bo_channel_payee_type),
      en.bo_channel_type_ewallet,
    );
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    expect(within(pane).getByLabelText(en.bo_channel_ewallet_id)).toHaveAccessibleDescription(
      expect.stringContaining(en.bo_field_required),
    );
    expect(api.current().state.received).toEqual([]);
    await user.type(within(pane).getByLabelText(en.bo_channel_ewallet_id), ' 09171234567 ');
    await user.type(within(pane).getByLabelText(en.bo_channel_account_name), 'Cashier One');
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: en.bo_channel_confirm_title });
    expect(dialog).toHaveTextContent(
      'Members depositing through E-wallet will be shown the new details at once',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'payee',
        body: {
          type: 'ewallet',
          bankName: null,
          accountName: 'Cashier One',
          accountNumber: null,
          ewalletId: '09171234567',
          qrPayload: null,
          expiryMinutes: 30,
        },
      }),
    );
    expect(await within(table).findByText('E-wallet: 09171234567')).toBeInTheDocument();
  });

  it('shows support the channels without a way to change them', async () => {
    await renderBackOffice('/cashier/channels', { token: api.current().signIn('sam') });
    // Support reads deposits and withdrawals but not payment channels: the tab is not offered.
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.bo_cashier_channels })).not.toBeInTheDocument();
  });

  it('payeeRequest keeps the fields of the kind and checks the expiry', () => {
    const form = {
      type: 'bank' as const,
      bankName: ' Metro ',
      accountName: 'Ltd',
      accountNumber: '1234',
      ewalletId: 'stale',
      qrPayload: '',
      expiryMinutes: '45',
    };
    expect(payeeRequest(form).body).toEqual({
      type: 'bank',
      bankName: 'Metro',
      accountName: 'Ltd',
      accountNumber: '1234',
      ewalletId: null,
      qrPayload: null,
      expiryMinutes: 45,
    });
    expect(payeeRequest({ ...form, expiryMinutes: '0', bankName: '' }).missing).toEqual([
      'bankName',
      'expiryMinutes',
    ]);
  });
});
