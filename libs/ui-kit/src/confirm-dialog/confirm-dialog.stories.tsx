import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/ConfirmDialog',
  tags: ['autodocs'],
  // A dialog covers the page and holds the focus: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: ConfirmDialog,
  args: { open: true, textKey: 'in_sure_logout', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Danger: Story = { args: { danger: true } };
export const PlainText: Story = {
  args: { textKey: undefined, text: 'Transfer P1,000.00 to the live casino wallet?' },
};
export const Closed: Story = { args: { open: false } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = { args: { titleKey: 'notification', textKey: 'in_need_true_account' } };
