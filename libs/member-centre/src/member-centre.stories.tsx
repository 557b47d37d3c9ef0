import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '@playfront/api-client';
import { MemberCentre } from './index';

const withStore =
  (accountType: number): Decorator =>
  (Story, context) => {
    const i18n = (context.loaded as { i18n: I18n }).i18n;
    const [store] = useState(() =>
      makeStore({
        i18n,
        baseUrl: '',
        credentials: { merchantCode: 'PLAYFRONT', token: 'demo', accountType },
      }),
    );
    return (
      <Provider store={store}>
        <Story />
      </Provider>
    );
  };

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
  http.get('*/wps/v2/wallets/balance', () =>
    ok({ sumBalance: '100000', mainBalance: '100000', currency: 'PHP', currencySymbol: 'P' }),
  ),
  http.get('*/wps/member/payment-password', () => ok({ isSet: false })),
];

const meta = {
  title: 'member-centre/MemberCentre',
  component: MemberCentre,
  decorators: [withStore(0)],
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
export const TrialRefused: Story = { decorators: [withStore(4)] };
