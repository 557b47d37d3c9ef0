import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { TeamPage } from './index';
import {
  agentBaseHandlers,
  emptyListHandler,
  failingHandler,
  pendingHandler,
  teamHandler,
  transferHandler,
} from './testing';

const meta = {
  title: 'agent-centre/TeamPage',
  component: TeamPage,
  decorators: [withStore({ credentials: { token: 'demo', accountType: 1 } })],
  parameters: { msw: { handlers: [...agentBaseHandlers(), teamHandler(), transferHandler()] } },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('/wps/agent/team'), ...agentBaseHandlers()] } },
};
export const Empty: Story = {
  parameters: { msw: { handlers: [emptyListHandler('/wps/agent/team'), ...agentBaseHandlers()] } },
};
export const Error: Story = {
  parameters: { msw: { handlers: [failingHandler('/wps/agent/team'), ...agentBaseHandlers()] } },
};
export const TransferRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        ...agentBaseHandlers(),
        teamHandler(),
        transferHandler({ code: 'insufficient_funds', status: 409 }),
      ],
    },
  },
};
