import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { RegisterPage } from './index';
import { agentBaseHandlers, registerHandler } from './testing';

const meta = {
  title: 'agent-centre/RegisterPage',
  component: RegisterPage,
  decorators: [withStore({ credentials: { token: 'demo', accountType: 1 } })],
  parameters: { msw: { handlers: [...agentBaseHandlers(), registerHandler()] } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Register an account to see its one-time password. */
export const Default: Story = {};
export const UsernameTaken: Story = {
  parameters: { msw: { handlers: [...agentBaseHandlers(), registerHandler({ code: 'username_taken' })] } },
};
