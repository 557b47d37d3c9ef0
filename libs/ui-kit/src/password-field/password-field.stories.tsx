import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'Secret123' } };
export const WithError: Story = { args: { error: 'At least 6 characters', defaultValue: 'abc' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField label="Password" hint="6 to 20 characters" />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        defaultVisible
        defaultValue="Secret123"
      />
      <PasswordField label="Confirm password" error="The passwords do not match" defaultValue="x" />
    </div>
  ),
};
