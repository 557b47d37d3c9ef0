import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { OverviewPage } from './index';
import { agentBaseHandlers, agentToday, failingHandler, overviewHandler, pendingHandler } from './testing';

const meta = {
  title: 'agent-centre/OverviewPage',
  component: OverviewPage,
  decorators: [withStore({ credentials: { token: 'demo', accountType: 1 } })],
  args: { today: agentToday },
  parameters: { msw: { handlers: [...agentBaseHandlers(), overviewHandler()] } },
} satisfies Meta<typeof OverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('/wps/agent/overview'), ...agentBaseHandlers()] } },
};
export const Error: Story = {
  parameters: { msw: { handlers: [failingHandler('/wps/agent/overview'), ...agentBaseHandlers()] } },
};
