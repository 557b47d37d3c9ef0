import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CountdownButton } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/CountdownButton',
  tags: ['autodocs'],
  component: CountdownButton,
  args: { seconds: 60, onClick: fn(), variant: 'secondary' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Running: Story = { args: { running: true } };
export const Pending: Story = { args: { onClick: fn(() => new Promise<boolean>(() => undefined)) } };
export const Refused: Story = { args: { onClick: fn(() => false), children: 'Send code (always refused)' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <CountdownButton {...args} />
      <CountdownButton {...args} running />
      <CountdownButton {...args} seconds={5} variant="primary">
        Short (5 s)
      </CountdownButton>
      <CountdownButton {...args} disabled />
    </div>
  ),
};
