import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '@playfront/api-client';
import { BalanceDisplay } from '../index';

const withStore: Decorator = (Story, context) => {
  const i18n = (context.loaded as { i18n: I18n }).i18n;
  const [store] = useState(() =>
    makeStore({
      i18n,
      baseUrl: '',
      credentials: { merchantCode: 'PLAYFRONT', token: 'demo', accountType: 0 },
    }),
  );
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};

const reply = (sumBalance: string) =>
  HttpResponse.json({
    success: true,
    value: { sumBalance, mainBalance: sumBalance, currency: 'PHP', currencySymbol: 'P' },
    message: null,
    code: null,
  });

const meta = {
  title: 'wallet/BalanceDisplay',
  component: BalanceDisplay,
  decorators: [withStore],
  parameters: { msw: { handlers: [http.get('*/wps/v2/wallets/balance', () => reply('123456'))] } },
} satisfies Meta<typeof BalanceDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SlowRefresh: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/v2/wallets/balance', async () => {
          await delay(1500);
          return reply('98765432');
        }),
      ],
    },
  },
};
