import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { SettlementPage } from './index';
import {
  agentBaseHandlers,
  agentToday,
  allKinds,
  contractsHandlers,
  emptyListHandler,
  failingHandler,
  pendingHandler,
  settlementsHandler,
  undercutContracts,
} from './testing';

const handlers = [...agentBaseHandlers(), settlementsHandler(), ...contractsHandlers()];

const meta = {
  title: 'agent-centre/SettlementPage',
  component: SettlementPage,
  decorators: [withStore({ credentials: { token: 'demo', accountType: 1 } })],
  args: { today: agentToday, policy: allKinds },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof SettlementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyIncome: Story = {};
export const DailyWagesWithContracts: Story = { args: { kind: 'DAILY_WAGE' } };
/** An offer below what the agent gives two downlines: Accept first names the contracts it ends. */
export const DailyWagesAcceptWarning: Story = {
  args: { kind: 'DAILY_WAGE' },
  parameters: { msw: { handlers: [...contractsHandlers(undercutContracts), ...handlers] } },
};
export const DividendRecord: Story = { args: { kind: 'DIVIDEND' } };
export const RealTimeSalary: Story = { args: { kind: 'REALTIME' } };
export const HourlySalaryEmpty: Story = {
  args: { kind: 'HOURLY_WAGE' },
  parameters: {
    msw: { handlers: [emptyListHandler('/wps/agent/settlements', { paidTotal: '0' }), ...handlers] },
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('/wps/agent/settlements'), ...handlers] } },
};
export const Error: Story = {
  parameters: { msw: { handlers: [failingHandler('/wps/agent/settlements'), ...handlers] } },
};
