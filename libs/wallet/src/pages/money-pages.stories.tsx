import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withStore } from '@playfront/api-client/testing';
import { DepositPage, TransactionHistoryPage, TransferFundPage, WithdrawPage } from '../index';
import { balanceHandler, fundsHandler, merchantWalletHandler } from '../testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });
const fail = () =>
  HttpResponse.json({ success: false, value: null, message: 'x', code: 'internal_error' }, { status: 500 });
const base = [
  balanceHandler({ main: '100000', sum: '123456' }),
  fundsHandler({ main: '100000', game: '23456' }),
  merchantWalletHandler(),
  http.get('*/wps/payment/channels', () =>
    ok({
      list: [
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
      ],
    }),
  ),
  http.get('*/wps/payment/deposits', () =>
    ok({
      list: [
        {
          reference: 'DP2026A',
          channelCode: 'BANK',
          amount: '20000',
          status: 'PENDING',
          createdAt: 0,
          decidedAt: null,
        },
      ],
    }),
  ),
  http.get('*/wps/payment/withdrawals/settings', () =>
    ok({ minAmount: '10000', maxAmount: '5000000', autoConfirmMinutes: 60 }),
  ),
  http.get('*/wps/member/bank-accounts', () =>
    ok({ list: [{ id: 1, bankName: 'Demo Bank', accountName: 'Demo Member', accountNumber: '******6789' }] }),
  ),
  http.get('*/wps/member/payment-password', () => ok({ isSet: true })),
  http.get('*/wps/payment/withdrawals', () =>
    ok({
      list: [
        {
          reference: 'WD2026A',
          amount: '10000',
          status: 'PAID',
          bankAccount: {
            id: 1,
            bankName: 'Demo Bank',
            accountName: 'Demo Member',
            accountNumber: '******6789',
          },
          createdAt: 0,
          decidedAt: 0,
          confirmStatus: 'AWAITING',
          receivedAmount: null,
          remainingAmount: null,
          autoConfirmAt: 3_600_000,
          proofCount: 0,
          disputeResolution: null,
        },
      ],
    }),
  ),
  http.get('*/wps/member/transactions', () =>
    ok({
      list: [
        {
          reference: 'DP2026A',
          time: 0,
          type: 'DEPOSIT',
          wallet: 'MAIN',
          amount: '20000',
          balanceAfter: '120000',
          status: 'SUCCESS',
          remark: '',
        },
        {
          reference: 'TR2026A',
          time: 0,
          type: 'TRANSFER_TO_VENDOR',
          wallet: 'MAIN',
          amount: '-5000',
          balanceAfter: '115000',
          status: 'SUCCESS',
          remark: '',
        },
      ],
      total: 42,
      page: 1,
      size: 20,
    }),
  ),
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
    msw: {
      handlers: [
        http.get('*/wps/member/info/funds/consolidated', async () => {
          await delay('infinite');
          return ok(null);
        }),
        ...base,
      ],
    },
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
