import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withStore } from '@playfront/api-client/testing';
import { MemberCentre } from './index';
import { balanceHandler } from '@playfront/wallet/testing';

/** A fresh store for a logged-in account of `accountType` (4 is a trial account). */
const withAccount = (accountType: number) => withStore({ credentials: { token: 'demo', accountType } });

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });
const handlers = [
  http.get('*/wps/member/info', () =>
    ok({
      id: 1,
      account: 'demo_member',
      userName: 'demo_member',
      nickname: 'Demo',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'Gold', rankLevel: 2 },
      memberLabel: [],
      mobileNum: '+84*****678',
      email: 'd***@example.com',
      referralCode: 'ABC',
      avatar: '',
      avatarType: 'STATIC',
      passwordChangeRequired: false,
    }),
  ),
  http.get('*/wps/member/info/funds/consolidated', () =>
    ok({ currency: 'PHP', currencySymbol: 'P', sumBalance: '100000', wallets: [] }),
  ),
  balanceHandler(),
  http.get('*/wps/member/payment-password', () => ok({ isSet: false })),
];

const meta = {
  title: 'member-centre/MemberCentre',
  component: MemberCentre,
  decorators: [withAccount(0)],
  args: { open: true, page: 'securityCenter', onClose: () => undefined },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/info/funds/consolidated', async () => {
          await delay('infinite');
          return ok(null);
        }),
        ...handlers,
      ],
    },
  },
};
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/info/funds/consolidated', () =>
          HttpResponse.json(
            { success: false, value: null, message: 'x', code: 'internal_error' },
            { status: 500 },
          ),
        ),
        ...handlers,
      ],
    },
  },
};
export const TrialRefused: Story = { decorators: [withAccount(4)] };
