import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { ProfitPage } from './profit-page';
import { profitBackend, profitReport } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/ProfitPage',
  component: ProfitPage,
  decorators: [withMember],
  args: { today: new Date(Date.UTC(2026, 10, 25, 12)) },
  parameters: { msw: { handlers: profitBackend().handlers } },
} satisfies Meta<typeof ProfitPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rounds in three categories, a bonus, cashback and a referral reward over the last 7 days. */
export const Default: Story = {};

/** An agent: dividends and wages count too; a bet still open is named apart. */
export const AgentWithOpenBets: Story = {
  parameters: {
    msw: {
      handlers: profitBackend(() =>
        profitReport({ agentIncome: '250000', unsettledBets: '5000', net: '241870' }),
      ).handlers,
    },
  },
};

/** A winning period. */
export const Winning: Story = {
  parameters: {
    msw: {
      handlers: profitBackend(() =>
        profitReport({
          categories: [{ category: 'SPORTS', rounds: 3, bets: '30000', payouts: '90000', winLoss: '60000' }],
          gamesWinLoss: '60000',
          bonuses: '0',
          cashback: '300',
          referral: '0',
          net: '60300',
        }),
      ).handlers,
    },
  },
};

/** No settled bets in the period. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: profitBackend(() =>
        profitReport({
          categories: [],
          gamesWinLoss: '0',
          bonuses: '0',
          cashback: '0',
          referral: '0',
          net: '0',
        }),
      ).handlers,
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/profit', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...profitBackend().handlers,
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/profit', () => errorReply(500, 'internal_error')),
        ...profitBackend().handlers,
      ],
    },
  },
};
