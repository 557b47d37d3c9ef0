import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WarningDialog } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/WarningDialog',
  tags: ['autodocs'],
  // A dialog covers the page and holds the focus: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: WarningDialog,
  args: { open: true, textKey: 'in_need_true_account', onConfirm: fn() },
} satisfies Meta<typeof WarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PlainText: Story = {
  args: { textKey: undefined, text: 'Your session has expired. Please log in again.' },
};
export const Closed: Story = { args: { open: false } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = { args: { titleKey: 'notification', textKey: 'in_been_out' } };
