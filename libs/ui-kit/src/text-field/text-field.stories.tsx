import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Username', onChange: fn(), placeholder: 'Enter your username' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '6 to 16 letters or digits' } };
export const WithError: Story = { args: { error: 'This username is taken', defaultValue: 'player1' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'player1' } };
export const PrefixSuffix: Story = {
  args: {
    label: 'Mobile number',
    prefix: '+63',
    suffix: 'SMS',
    inputMode: 'tel',
    placeholder: '9xx xxx xxxx',
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Username" placeholder="Enter your username" />
      <TextField label="E-mail" type="email" hint="We send the reset link here" />
      <TextField
        label="Amount"
        prefix="P"
        inputMode="decimal"
        error="Minimum deposit is P100"
        defaultValue="50"
      />
      <TextField label="Referral code" disabled defaultValue="ABC123" />
    </div>
  ),
};
