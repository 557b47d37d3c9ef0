import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { AgentCentre } from './index';
import { agentHandlers, agentToday, failingHandler, pendingHandler } from './testing';

/** A fresh store for a logged-in account of `accountType` (1 an agent, 0 a member, 4 a trial account). */
const withAccount = (accountType: number) => withStore({ credentials: { token: 'demo', accountType } });

const meta = {
  title: 'agent-centre/AgentCentre',
  component: AgentCentre,
  decorators: [withAccount(1)],
  args: { open: true, onClose: () => undefined, today: agentToday },
  parameters: { msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof AgentCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TeamManagement: Story = { args: { page: 'team' } };
export const WithoutDividendAndHourly: Story = {
  parameters: {
    msw: {
      handlers: agentHandlers({ dividend: false, dailyWage: true, hourlyWage: false, realtimeSalary: true }),
    },
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('/wps/system/permission'), ...agentHandlers()] } },
};
export const Error: Story = {
  parameters: { msw: { handlers: [failingHandler('/wps/system/permission'), ...agentHandlers()] } },
};
export const MemberRefused: Story = { decorators: [withAccount(0)] };
export const TrialRefused: Story = { decorators: [withAccount(4)] };
