import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { ProfitLossPage, TeamBetsPage, TeamTransactionsPage } from './index';
import {
  agentBaseHandlers,
  agentToday,
  betsHandler,
  emptyListHandler,
  failingHandler,
  pendingHandler,
  profitLossHandler,
  transactionsHandler,
} from './testing';

const handlers = [...agentBaseHandlers(), betsHandler(), profitLossHandler(), transactionsHandler()];
const only = (...extra: ReturnType<typeof failingHandler>[]) => ({
  msw: { handlers: [...extra, ...handlers] },
});

const meta = {
  title: 'agent-centre/ReportPages',
  component: TeamBetsPage,
  decorators: [withStore({ credentials: { token: 'demo', accountType: 1 } })],
  args: { today: agentToday },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof TeamBetsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeamBets: Story = {};
export const TeamBetsLoading: Story = { parameters: only(pendingHandler('/wps/agent/bets')) };
export const TeamBetsEmpty: Story = { parameters: only(emptyListHandler('/wps/agent/bets')) };
export const TeamBetsError: Story = {
  parameters: only(failingHandler('/wps/agent/bets', 404, 'not_in_team')),
};

export const ProfitLoss: Story = { render: (args) => <ProfitLossPage {...args} /> };
export const ProfitLossEmpty: Story = {
  render: (args) => <ProfitLossPage {...args} />,
  parameters: only(
    emptyListHandler('/wps/agent/profit-loss', {
      totals: { validBet: '0', payout: '0', profitLoss: '0', deposits: '0', withdrawals: '0' },
    }),
  ),
};
export const ProfitLossError: Story = {
  render: (args) => <ProfitLossPage {...args} />,
  parameters: only(failingHandler('/wps/agent/profit-loss')),
};

export const Transactions: Story = { render: (args) => <TeamTransactionsPage {...args} /> };
export const TransactionsEmpty: Story = {
  render: (args) => <TeamTransactionsPage {...args} />,
  parameters: only(emptyListHandler('/wps/agent/transactions')),
};
export const TransactionsError: Story = {
  render: (args) => <TeamTransactionsPage {...args} />,
  parameters: only(failingHandler('/wps/agent/transactions')),
};
