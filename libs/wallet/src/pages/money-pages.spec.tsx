import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { EncryptedPayload, Withdrawal } from '@playfront/api-contract';
import { createTestServerKey, errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import {
  BalanceDisplay,
  DepositPage,
  PaymentPasswordForm,
  TransactionHistoryPage,
  TransferFundPage,
  WithdrawPage,
} from '../index';
import { balanceHandler, fundsHandler, merchantWalletHandler } from '../testing';

const member = { credentials: { token: 't', accountType: 0 } };
let balanceCalls = 0;
let main = 100000n;
const balance = balanceHandler({ main: () => String(main) }, () => {
  balanceCalls += 1;
});
const server = setupServer(balance);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(balance);
  balanceCalls = 0;
  main = 100000n;
});
afterAll(() => server.close());

const funds = () => fundsHandler({ main: () => String(main) });
const vendors = merchantWalletHandler();

describe('TransferFundPage', () => {
  it('moves main -> game wallet with an Idempotency-Key, refreshes the balance, and reuses the key on a retry', async () => {
    const keys: string[] = [];
    const bodies: unknown[] = [];
    let fail = true;
    server.use(
      funds(),
      vendors,
      http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        bodies.push(await request.json());
        if (fail) {
          fail = false;
          return HttpResponse.error();
        }
        main -= 5050n;
        return okReply({ reference: 'TR1', moved: '5050', mainBalance: String(main), sumBalance: '100000' });
      }),
    );
    await renderWithProviders(
      <>
        <BalanceDisplay />
        <TransferFundPage />
      </>,
      member,
    );
    expect(await screen.findByRole('button', { name: /P1,000\.00/ })).toBeInTheDocument();
    const amount = await screen.findByLabelText('Amount');
    // Bad input never reaches the server.
    await userEvent.type(amount, '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Use at most 2 decimals.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('You only have P1,000.00 available.')).toBeInTheDocument();
    expect(keys).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '50.5');
    expect(screen.getByLabelText('To')).toHaveValue('PG');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(amount).toHaveValue('50.5');
    const before = balanceCalls;
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transferred P50.50.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { from: 'MAIN', to: 'PG', amount: '5050' },
      { from: 'MAIN', to: 'PG', amount: '5050' },
    ]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: /P949\.50/ })).toBeInTheDocument();
  });

  it('moves everything back to the main wallet with its own key', async () => {
    const keys: string[] = [];
    server.use(
      funds(),
      vendors,
      http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        expect(await request.json()).toEqual({ all: true });
        return okReply({ reference: 'TR2', moved: '5000', mainBalance: '100000', sumBalance: '100000' });
      }),
    );
    await renderWithProviders(<TransferFundPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'All back to main wallet' }));
    expect(await screen.findByText('P50.00 moved back to the main wallet.')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });
});

describe('DepositPage', () => {
  it('shows the channel limits and tutorial and requests a deposit, then shows it pending', async () => {
    let sent: unknown;
    let key: string | null = null;
    const deposits: unknown[] = [];
    server.use(
      http.get('*/wps/payment/channels', () =>
        okReply({
          list: [
            {
              code: 'BANK',
              name: 'Bank transfer',
              minAmount: '10000',
              maxAmount: '5000000',
              tutorial: 'Pay to X.',
              tutorialSteps: [],
            },
          ],
        }),
      ),
      http.get('*/wps/payment/deposits', () => okReply({ list: deposits })),
      http.post('*/wps/payment/deposits', async ({ request }) => {
        sent = await request.json();
        key = request.headers.get('idempotency-key');
        const deposit = {
          reference: 'DP123456',
          channelCode: 'BANK',
          amount: '20000',
          status: 'PENDING',
          createdAt: 0,
          decidedAt: null,
        };
        deposits.push(deposit);
        return okReply(deposit);
      }),
    );
    await renderWithProviders(<DepositPage />, member);
    expect(await screen.findByText('Pay to X.')).toBeInTheDocument();
    expect(screen.getAllByText('Limits: P100.00 to P50,000.00').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('Amount'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(await screen.findByText('The minimum is P100.00.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    expect(
      await screen.findByText(/Deposit DP123456 of P200\.00 is pending\. The operator approves it/),
    ).toBeInTheDocument();
    expect(sent).toEqual({ channelCode: 'BANK', amount: '20000' });
    expect(key).toBeTruthy();
  });
});

describe('DepositPage payee', () => {
  const bankChannel = {
    code: 'BANK',
    name: 'Bank transfer',
    minAmount: '10000',
    maxAmount: '5000000',
    tutorial: 'Transfer to the account shown after you submit.',
    tutorialSteps: [],
  };
  const instructions = (reference: string, over: Record<string, unknown> = {}) => ({
    type: 'bank',
    bankName: 'Demo Bank',
    accountName: 'Playfront Demo Cashier',
    accountNumber: '001234567890',
    ewalletId: null,
    qrImageUrl: null,
    reference,
    amount: '20000',
    expiresAt: Date.UTC(2026, 0, 1, 10, 30),
    ...over,
  });
  const deposit = (reference: string, over: Record<string, unknown> = {}) => ({
    reference,
    channelCode: 'BANK',
    amount: '20000',
    status: 'PENDING',
    createdAt: 0,
    decidedAt: null,
    instructions: instructions(reference),
    ...over,
  });

  it('shows where to pay after the request, and copies each detail', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const deposits: unknown[] = [];
    server.use(
      http.get('*/wps/payment/channels', () => okReply({ list: [bankChannel] })),
      http.get('*/wps/payment/deposits', () => okReply({ list: deposits })),
      http.post('*/wps/payment/deposits', () => {
        deposits.push(deposit('DP777'));
        return okReply(deposit('DP777'));
      }),
    );
    await renderWithProviders(<DepositPage />, member);
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Request deposit' }));
    const payee = await screen.findByRole('region', { name: 'Where to pay' });
    expect(within(payee).getByText('Demo Bank')).toBeInTheDocument();
    expect(within(payee).getByText('Playfront Demo Cashier')).toBeInTheDocument();
    expect(within(payee).getByText('001234567890')).toBeInTheDocument();
    expect(within(payee).getByText('DP777')).toBeInTheDocument();
    expect(within(payee).getByText('P200.00')).toBeInTheDocument();
    expect(within(payee).getByText(/^Pay before /)).toBeInTheDocument();
    // Shown once: the record of the same request does not repeat it.
    expect(screen.getAllByRole('region', { name: 'Where to pay' })).toHaveLength(1);
    await userEvent.click(within(payee).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenLastCalledWith('001234567890');
    expect(await within(payee).findByRole('button', { name: 'Copy Account number' })).toHaveTextContent(
      'Copied',
    );
    await userEvent.click(within(payee).getByRole('button', { name: 'Copy Exact amount' }));
    expect(writeText).toHaveBeenLastCalledWith('200.00');
    await userEvent.click(within(payee).getByRole('button', { name: 'Copy Reference to quote' }));
    expect(writeText).toHaveBeenLastCalledWith('DP777');
  });

  it('shows the payee of a pending deposit in the records, a QR image for QR channels, none once expired', async () => {
    server.use(
      http.get('*/wps/payment/channels', () => okReply({ list: [bankChannel] })),
      http.get('*/wps/payment/deposits', () =>
        okReply({
          list: [
            deposit('DPQR1', {
              channelCode: 'QR',
              instructions: instructions('DPQR1', {
                type: 'qr',
                bankName: null,
                accountNumber: null,
                qrImageUrl: '/wps/payment/channels/QR/qr.svg?v=abc',
              }),
            }),
            deposit('DPOLD', { instructions: null }),
          ],
        }),
      ),
    );
    await renderWithProviders(<DepositPage />, member);
    const payees = await screen.findAllByRole('region', { name: 'Where to pay' });
    expect(payees).toHaveLength(1);
    expect(within(payees[0]!).getByText('DPQR1')).toBeInTheDocument();
    expect(within(payees[0]!).getByRole('img', { name: 'QR code to scan and pay' })).toHaveAttribute(
      'src',
      '/wps/payment/channels/QR/qr.svg?v=abc',
    );
    expect(within(payees[0]!).queryByText('Account number')).not.toBeInTheDocument();
  });
});

const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  reference: 'WD123456',
  amount: '10000',
  status: 'PAID',
  bankAccount: { id: 1, bankName: 'Demo Bank', accountName: 'Demo', accountNumber: '******6789' },
  createdAt: 0,
  decidedAt: 0,
  confirmStatus: 'AWAITING',
  receivedAmount: null,
  remainingAmount: null,
  autoConfirmAt: null,
  proofCount: 0,
  disputeResolution: null,
  ...over,
});

const withdrawSetup = (list: Withdrawal[]) => [
  http.get('*/wps/payment/withdrawals/settings', () =>
    okReply({ minAmount: '10000', maxAmount: '5000000', autoConfirmMinutes: 60 }),
  ),
  http.get('*/wps/member/bank-accounts', () =>
    okReply({ list: [{ id: 1, bankName: 'Demo Bank', accountName: 'Demo', accountNumber: '******6789' }] }),
  ),
  http.get('*/wps/member/payment-password', () => okReply({ isSet: true })),
  http.get('*/wps/payment/withdrawals', () => okReply({ list })),
];

describe('WithdrawPage', () => {
  it('refuses a wrong payment password with its message, keeps the form, then withdraws with the same key', async () => {
    const keys: string[] = [];
    server.use(
      ...withdrawSetup([]),
      http.post('*/wps/payment/withdrawals', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        const body = (await request.json()) as {
          paymentPassword: string;
          amount: string;
          bankAccountId: number;
        };
        if (body.paymentPassword !== 'Pay@2026') return errorReply(400, 'payment_password_invalid');
        expect(body).toMatchObject({ amount: '10000', bankAccountId: 1 });
        return okReply(withdrawal({ status: 'PENDING', confirmStatus: null }));
      }),
    );
    await renderWithProviders(<WithdrawPage />, member);
    await userEvent.type(await screen.findByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('Payment password'), 'Wrong@1');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    await userEvent.clear(screen.getByLabelText('Payment password'));
    await userEvent.type(screen.getByLabelText('Payment password'), 'Pay@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Withdrawal WD123456 of P100.00 is pending approval.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('confirms a paid withdrawal as received with an amount', async () => {
    let body: unknown;
    server.use(
      ...withdrawSetup([withdrawal()]),
      http.post('*/wps/payment/withdrawals/WD123456/confirm', async ({ request }) => {
        body = await request.json();
        return okReply(
          withdrawal({ confirmStatus: 'RECEIVED', receivedAmount: '6000', remainingAmount: '4000' }),
        );
      }),
    );
    await renderWithProviders(<WithdrawPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Received' }));
    await userEvent.type(screen.getByLabelText('Received amount'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm received' }));
    await waitFor(() => expect(body).toEqual({ action: 'RECEIVED', receivedAmount: '6000' }));
  });

  it('checks proof images in the browser: a 6 MB file is refused, a png is sent as multipart', async () => {
    let proofs = -1;
    server.use(
      ...withdrawSetup([withdrawal()]),
      http.post('*/wps/payment/withdrawals/WD123456/not-received', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
        proofs = (await request.formData()).getAll('proof').length;
        return okReply(withdrawal({ confirmStatus: 'NOT_RECEIVED', proofCount: 1 }));
      }),
    );
    await renderWithProviders(<WithdrawPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    const input = screen.getByLabelText('Proof images');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Each image must be 5 MB or smaller.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report not received' })).toBeDisabled();
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }),
    );
    expect(screen.queryByText('Each image must be 5 MB or smaller.')).not.toBeInTheDocument();
    expect(screen.getByText('proof.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report not received' }));
    await waitFor(() => expect(proofs).toBe(1));
  });
});

describe('WithdrawPage after a dispute', () => {
  it('shows a refunded not-received report as Refunded with no Received or Not received actions', async () => {
    server.use(
      ...withdrawSetup([
        withdrawal({
          confirmStatus: 'NOT_RECEIVED',
          receivedAmount: '0',
          remainingAmount: '10000',
          proofCount: 1,
          disputeResolution: 'REFUNDED',
        }),
      ]),
    );
    await renderWithProviders(<WithdrawPage />, member);
    const item = (await screen.findByText(/WD123456/)).closest('li') as HTMLElement;
    expect(within(item).getByText('Refunded')).toBeInTheDocument();
    expect(within(item).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(item).queryByText(/Not received/)).not.toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('still offers the actions on an open not-received report', async () => {
    server.use(...withdrawSetup([withdrawal({ confirmStatus: 'NOT_RECEIVED', receivedAmount: '0' })]));
    await renderWithProviders(<WithdrawPage />, member);
    const item = (await screen.findByText(/WD123456/)).closest('li') as HTMLElement;
    expect(within(item).getByText('Paid')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Received' })).toBeInTheDocument();
  });
});

describe('TransactionHistoryPage', () => {
  it('filters by type and dates and pages through the record', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/wps/member/transactions', ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const page = Number(params.get('page'));
        return okReply({
          list: [
            {
              reference: `TX${page}`,
              time: 0,
              type: params.get('type') ?? 'DEPOSIT',
              wallet: 'MAIN',
              amount: page === 2 ? '-5000' : '20000',
              balanceAfter: '120000',
              status: 'SUCCESS',
              remark: '',
            },
          ],
          total: 45,
          page,
          size: 20,
        });
      }),
    );
    await renderWithProviders(<TransactionHistoryPage today={new Date(2026, 10, 22)} />, member);
    const list = await screen.findByRole('list', { name: 'Account record' });
    expect(within(list).getByText('+P200.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('-P50.00')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'WITHDRAWAL');
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('WITHDRAWAL'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe('2026-11-22'));
    expect(queries.at(-1)?.get('from')).toMatch(/^2026-11-1\d$/);
    await userEvent.clear(screen.getByLabelText('From date'));
    await userEvent.type(screen.getByLabelText('From date'), '2026-11-01');
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-11-01'));
  });
});

describe('PaymentPasswordForm', () => {
  it('sets the payment password encrypted, then changes it', async () => {
    const key = await createTestServerKey();
    let isSet = false;
    const seen: unknown[] = [];
    server.use(
      key.handler,
      http.get('*/wps/member/payment-password', () => okReply({ isSet })),
      http.put('*/wps/member/payment-password', async ({ request }) => {
        seen.push(await key.open((await request.json()) as EncryptedPayload));
        isSet = true;
        return okReply(null);
      }),
      http.post('*/wps/member/payment-password', async ({ request }) => {
        seen.push(await key.open((await request.json()) as EncryptedPayload));
        return okReply(null);
      }),
    );
    await renderWithProviders(<PaymentPasswordForm />, member);
    await userEvent.type(await screen.findByLabelText('New payment password'), 'Pay@2026');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), 'Pay@2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText(/inconsistent|match|twice/i)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm payment password'));
    await userEvent.type(screen.getByLabelText('Confirm payment password'), 'Pay@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Your payment password is set.')).toBeInTheDocument();
    expect(seen[0]).toEqual({ paymentPassword: 'Pay@2026', confirmPaymentPassword: 'Pay@2026' });

    await userEvent.type(await screen.findByLabelText('Current payment password'), 'Pay@2026');
    await userEvent.type(screen.getByLabelText('New payment password'), 'Pay@2099');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), 'Pay@2099');
    await userEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText('Your payment password is changed.')).toBeInTheDocument();
    expect(seen[1]).toEqual({
      oldPaymentPassword: 'Pay@2026',
      newPaymentPassword: 'Pay@2099',
      confirmPaymentPassword: 'Pay@2099',
    });
  });
});
