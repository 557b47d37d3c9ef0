import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { AnnouncementPage } from './index';
import { agentBaseHandlers, agentNoticesHandler, failingHandler, pendingHandler } from './testing';

const meta = {
  title: 'agent-centre/AnnouncementPage',
  component: AnnouncementPage,
  decorators: [withStore({ credentials: { token: 'demo', accountType: 1 } })],
  parameters: { msw: { handlers: agentBaseHandlers() } },
} satisfies Meta<typeof AnnouncementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = {
  parameters: { msw: { handlers: [agentNoticesHandler([]), ...agentBaseHandlers()] } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('/wps/agent/notices'), ...agentBaseHandlers()] } },
};
export const Error: Story = {
  parameters: { msw: { handlers: [failingHandler('/wps/agent/notices'), ...agentBaseHandlers()] } },
};
