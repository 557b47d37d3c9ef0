import type { Meta, StoryObj } from '@storybook/react-vite';
import { MiniLogin } from '@playfront/auth-session';
import { storyHandlers, withAuthStore } from './testing';

const meta = {
  title: 'auth-session/MiniLogin',
  component: MiniLogin,
  decorators: [withAuthStore()],
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof MiniLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a wide screen: the inline form. */
export const Default: Story = { args: { compact: false } };

/** A visitor on a phone: 'Log in' and 'Register' buttons that open the modals. */
export const Compact: Story = { args: { compact: true } };

export const WithoutRegisterAndDemo: Story = {
  args: { compact: false },
  parameters: {
    msw: { handlers: storyHandlers({ flags: { DIRECTREG3: 0, FREEPLAY3: 0, MOBILEVERCODELOGIN3: 0 } }) },
  },
};
