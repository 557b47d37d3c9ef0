import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStore } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type {
  BankAccount,
  Deposit as DepositRecord,
  PaymentChannel,
  TransactionRow,
  WalletTransferResult,
  Withdrawal,
} from '@playfront/api-contract';
import { DepositPage, TransactionHistoryPage, TransferFundPage, WithdrawPage } from '../index';
import { balanceHandler, fundsHandler, merchantWalletHandler } from '../testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

/** Every date of the fixtures is a fixed time on 20 November 2026 (UTC), minus a few minutes or days. */
const DAY = Date.UTC(2026, 10, 20, 9, 30);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });
/** A refusal as the platform API sends it: the status, a stable code and English text for logs. */
const refuse = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, value: null, message, code }, { status });
const fail = () => refuse(500, ErrorCode.internalError, 'Internal error');
/** A request the server never answers: the form stays in its submitting state. */
const never = async () => {
  await delay('infinite');
  return ok(null);
};

const bankAccount: BankAccount = {
  id: 1,
  bankName: 'BDO Unibank',
  accountName: 'Maria Santos',
  accountNumber: '******6789',
};

const channels: PaymentChannel[] = [
  {
    code: 'BANK',
    name: 'Bank transfer',
    minAmount: '10000',
    maxAmount: '5000000',
    tutorial: 'Pay with your reference.',
    tutorialSteps: [
      {
        text: 'Choose Bank transfer, enter the amount and submit.',
        image: '/wps/payment/tutorial/art/submit.svg',
      },
      {
        text: 'Transfer with your reference in the note.',
        image: '/wps/payment/tutorial/art/reference.svg',
      },
    ],
  },
  {
    code: 'EWALLET',
    name: 'E-wallet',
    minAmount: '5000',
    maxAmount: '2000000',
    tutorial: 'Scan and pay.',
    tutorialSteps: [],
  },
];

const deposits: DepositRecord[] = [
  {
    reference: 'DP20261120A7K2',
    channelCode: 'BANK',
    amount: '20000',
    status: 'PENDING',
    createdAt: DAY - 12 * MINUTE,
    decidedAt: null,
    instructions: null,
  },
  {
    reference: 'DP20261118Q3M9',
    channelCode: 'EWALLET',
    amount: '50000',
    status: 'APPROVED',
    createdAt: DAY - 2 * 24 * HOUR,
    decidedAt: DAY - 2 * 24 * HOUR + 9 * MINUTE,
    instructions: null,
  },
];

const withdrawals: Withdrawal[] = [
  {
    reference: 'WD20261119B4T1',
    amount: '10000',
    status: 'PAID',
    bankAccount,
    createdAt: DAY - 26 * HOUR,
    decidedAt: DAY - 25 * HOUR,
    confirmStatus: 'AWAITING',
    receivedAmount: null,
    remainingAmount: null,
    autoConfirmAt: DAY - 24 * HOUR,
    proofCount: 0,
    disputeResolution: null,
  },
];

const transactions: TransactionRow[] = [
  {
    reference: 'DP20261118Q3M9',
    time: DAY - 2 * 24 * HOUR + 9 * MINUTE,
    type: 'DEPOSIT',
    wallet: 'MAIN',
    amount: '50000',
    balanceAfter: '120000',
    status: 'SUCCESS',
    remark: '',
  },
  {
    reference: 'TR20261119C8P5',
    time: DAY - 20 * HOUR,
    type: 'TRANSFER_TO_VENDOR',
    wallet: 'MAIN',
    amount: '-5000',
    balanceAfter: '115000',
    status: 'SUCCESS',
    remark: '',
  },
];

const base = [
  balanceHandler({ main: '100000', sum: '123456' }),
  fundsHandler({ main: '100000', game: '23456' }),
  merchantWalletHandler(),
  http.get('*/wps/payment/channels', () => ok({ list: channels })),
  http.get('*/wps/payment/deposits', () => ok({ list: deposits })),
  http.get('*/wps/payment/withdrawals/settings', () =>
    ok({ minAmount: '10000', maxAmount: '5000000', autoConfirmMinutes: 60 }),
  ),
  http.get('*/wps/member/bank-accounts', () => ok({ list: [bankAccount] })),
  http.get('*/wps/member/payment-password', () => ok({ isSet: true })),
  http.get('*/wps/payment/withdrawals', () => ok({ list: withdrawals })),
  http.get('*/wps/member/transactions', () => ok({ list: transactions, total: 42, page: 1, size: 20 })),
];

const meta = {
  title: 'wallet/Money pages',
  component: TransferFundPage,
  decorators: [withMember],
  parameters: { msw: { handlers: base } },
} satisfies Meta<typeof TransferFundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deposit: Story = { render: () => <DepositPage /> };
export const Withdraw: Story = { render: () => <WithdrawPage /> };
export const AccountRecord: Story = { render: () => <TransactionHistoryPage /> };
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/wps/member/info/funds/consolidated', never), ...base] },
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/member/info/funds/consolidated', fail), ...base] } },
};
export const EmptyRecord: Story = {
  render: () => <TransactionHistoryPage />,
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/transactions', () => ok({ list: [], total: 0, page: 1, size: 20 })),
        ...base,
      ],
    },
  },
};

/** Deposit: an amount under the channel's minimum (P100.00), refused under the field before anything is sent. */
export const DepositAmountBelowMinimum: Story = {
  render: () => <DepositPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Request deposit' }));
    await expect(await canvas.findByText('The minimum is P100.00.')).toBeVisible();
  },
};

/** Deposit: the request is on its way (the server never answers), the button shows it is busy. */
export const DepositSubmitting: Story = {
  render: () => <DepositPage />,
  parameters: { msw: { handlers: [http.post('*/wps/payment/deposits', never), ...base] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Request deposit' }));
  },
};

/** Deposit: the player has never deposited; the recent deposits say so. */
export const DepositNoHistory: Story = {
  render: () => <DepositPage />,
  parameters: { msw: { handlers: [http.get('*/wps/payment/deposits', () => ok({ list: [] })), ...base] } },
};

/** Deposit: the operator offers no payment channel. */
export const DepositNoChannels: Story = {
  render: () => <DepositPage />,
  parameters: { msw: { handlers: [http.get('*/wps/payment/channels', () => ok({ list: [] })), ...base] } },
};

/** Withdraw: the balance changed since the page opened and the server refuses (409 insufficient_funds). */
export const WithdrawInsufficientFunds: Story = {
  render: () => <WithdrawPage />,
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/payment/withdrawals', () =>
          refuse(409, ErrorCode.insufficientFunds, 'The balance is not enough for this amount'),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '500');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Not enough balance. Nothing was moved.')).toBeVisible();
  },
};

/** Withdraw: more than the main balance, refused under the field before anything is sent. */
export const WithdrawAboveBalance: Story = {
  render: () => <WithdrawPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
  },
};

/** Withdraw: the request was accepted and waits for the operator. */
export const WithdrawRequested: Story = {
  render: () => <WithdrawPage />,
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/payment/withdrawals', () =>
          ok({
            ...withdrawals[0],
            reference: 'WD20261120D2H6',
            amount: '50000',
            status: 'PENDING',
            createdAt: DAY,
            decidedAt: null,
            confirmStatus: null,
            autoConfirmAt: null,
          } satisfies Withdrawal),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '500');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
  },
};

/** Withdraw: no bank account saved yet, so the page asks for one first. */
export const WithdrawNoBankAccount: Story = {
  render: () => <WithdrawPage />,
  parameters: {
    msw: { handlers: [http.get('*/wps/member/bank-accounts', () => ok({ list: [] })), ...base] },
  },
};

/** Withdraw: no payment password set yet; the button leads to the page that sets it. */
export const WithdrawPaymentPasswordNotSet: Story = {
  render: () => <WithdrawPage onSetPaymentPassword={fn()} />,
  parameters: {
    msw: { handlers: [http.get('*/wps/member/payment-password', () => ok({ isSet: false })), ...base] },
  },
};

const transferred: WalletTransferResult = {
  reference: 'TR20261120F5N3',
  moved: '10000',
  mainBalance: '90000',
  sumBalance: '123456',
};

/** My wallet: P100.00 moved from the main wallet to the PG Soft wallet. */
export const TransferBetweenWallets: Story = {
  parameters: {
    msw: { handlers: [http.post('*/wps/relay/GCS_walletTransfer', () => ok(transferred)), ...base] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('Transferred P100.00.')).toBeVisible();
  },
};

/** My wallet: the transfer is refused by the server (the game wallet moved meanwhile). */
export const TransferInsufficientFunds: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/relay/GCS_walletTransfer', () =>
          refuse(409, ErrorCode.insufficientFunds, 'The balance is not enough for this amount'),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
  },
};
