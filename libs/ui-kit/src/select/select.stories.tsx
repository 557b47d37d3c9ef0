import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from '@playfront/ui-kit';

const banks = [
  { value: 'bdo', label: 'BDO' },
  { value: 'bpi', label: 'BPI' },
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya', disabled: true },
];

const meta = {
  title: 'ui-kit/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Bank', options: banks, placeholder: 'Choose a bank', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Please choose a bank' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} />
      <Select {...args} label="Bank (with hint)" hint="Withdrawals go to this bank" defaultValue="bpi" />
      <Select {...args} label="Bank (error)" error="Please choose a bank" />
    </div>
  ),
};
