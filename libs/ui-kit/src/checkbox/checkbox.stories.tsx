import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: 'I am over 18 and agree to the terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: 'You must agree to continue' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox label="Remember me" />
      <Checkbox label="Receive promotions" defaultChecked />
      <Checkbox label="I agree to the terms" error="You must agree to continue" />
      <Checkbox label="Disabled option" disabled />
    </div>
  ),
};
