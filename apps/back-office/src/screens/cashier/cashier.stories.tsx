import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Cashier',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposits: Story = mockStory('/cashier/deposits', 'fiona');
export const Withdrawals: Story = mockStory('/cashier/withdrawals', 'fiona');
export const Disputes: Story = mockStory('/cashier/disputes', 'fiona');
export const PaymentChannels: Story = mockStory('/cashier/channels', 'fiona');
/** An operator whose roles do not open the cashier. */
export const NotAllowed: Story = mockStory('/cashier', 'mia');
