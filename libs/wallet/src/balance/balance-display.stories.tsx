import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withStore } from '@playfront/api-client/testing';
import { BalanceDisplay } from '../index';
import { balanceHandler } from '../testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

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
  decorators: [withMember],
  parameters: { msw: { handlers: [balanceHandler({ main: '123456' })] } },
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
