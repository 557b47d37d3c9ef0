import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { channelTextsRequest, payeeRequest } from './channels';

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

  it("finance writes a channel's texts in another language, step by step, and renames it in English", async () => {
    const { user } = await renderBackOffice('/cashier/channels', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: en.bo_cashier_channels });
    await user.click(
      within(within(table).getByRole('row', { name: /Bank transfer/ })).getByRole('button', {
        name: /Details/,
      }),
    );
    const pane = await screen.findByRole('complementary', { name: 'Bank transfer' });
    const texts = await within(pane).findByRole('region', { name: en.bo_channel_texts });
    // English is written, with its two steps; Japanese is missing.
    const english = within(texts).getByRole('form', { name: 'Texts in English' });
    expect(within(english).getByLabelText('Name (English)')).toHaveValue('Bank transfer');
    expect(within(english).getByLabelText('Step 2: what to do')).toHaveValue('Pay from your banking app.');
    expect(within(english).getByLabelText('Step 2: picture')).toHaveValue('bank-app');
    expect(within(texts).getByRole('tab', { name: /日本語.*missing/ })).toBeInTheDocument();

    await user.click(within(texts).getByRole('tab', { name: /日本語/ }));
    const japanese = within(texts).getByRole('form', { name: 'Texts in 日本語' });
    expect(within(japanese).getByText(en.bo_channel_texts_no_steps)).toBeInTheDocument();
    await user.type(within(japanese).getByLabelText('Name (日本語)'), '銀行振込');
    await user.type(
      within(japanese).getByLabelText('Instructions (日本語)'),
      '表示された口座にお支払いください。',
    );
    await user.click(within(japanese).getByRole('button', { name: 'Add a step (up to 8)' }));
    await user.click(within(japanese).getByRole('button', { name: 'Save the texts in 日本語' }));
    // A blank step is named under its field and nothing is sent.
    expect(within(japanese).getByLabelText('Step 1: what to do')).toHaveAccessibleDescription(
      en.bo_field_required,
    );
    expect(api.current().state.received).toEqual([]);
    await user.type(within(japanese).getByLabelText('Step 1: what to do'), ' 金額を入力します。 ');
    await user.selectOptions(within(japanese).getByLabelText('Step 1: picture'), en['bo_channel_art_scan']);
    await user.click(within(japanese).getByRole('button', { name: 'Save the texts in 日本語' }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'texts ja',
        body: {
          name: '銀行振込',
          tutorial: '表示された口座にお支払いください。',
          steps: [{ text: '金額を入力します。', image: 'scan' }],
        },
      }),
    );
    expect(await screen.findByText('The texts in 日本語 are live.')).toBeInTheDocument();
    expect(await within(texts).findByRole('tab', { name: /日本語.*written/ })).toBeInTheDocument();

    // English is the channel's own name: the list follows.
    await user.click(within(texts).getByRole('tab', { name: /English/ }));
    const renamed = within(texts).getByRole('form', { name: 'Texts in English' });
    await user.clear(within(renamed).getByLabelText('Name (English)'));
    await user.type(within(renamed).getByLabelText('Name (English)'), 'Instant bank transfer');
    await user.click(within(renamed).getByRole('button', { name: 'Remove step 1' }));
    await user.click(within(renamed).getByRole('button', { name: 'Save the texts in English' }));
    expect(await within(table).findByText('Instant bank transfer')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toMatchObject({
      call: 'texts en',
      body: { steps: [{ text: 'Pay from your banking app.', image: 'bank-app' }] },
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows support the channels without a way to change them', async () => {
    await renderBackOffice('/cashier/channels', { token: api.current().signIn('sam') });
    // Support reads deposits and withdrawals but not payment channels: the tab is not offered.
    expect(await screen.findByRole('heading', { level: 1, name: 'Cashier' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.bo_cashier_channels })).not.toBeInTheDocument();
  });

  it('channelTextsRequest trims the texts and names the blank ones', () => {
    expect(
      channelTextsRequest({
        name: ' Bank ',
        tutorial: ' Pay. ',
        steps: [{ text: ' Submit ', image: 'submit' }],
      }).body,
    ).toEqual({ name: 'Bank', tutorial: 'Pay.', steps: [{ text: 'Submit', image: 'submit' }] });
    expect(
      channelTextsRequest({
        name: ' ',
        tutorial: 'Pay.',
        steps: [
          { text: 'ok', image: 'scan' },
          { text: '', image: 'scan' },
        ],
      }).missing,
    ).toEqual(['name', 'steps.1.text']);
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
