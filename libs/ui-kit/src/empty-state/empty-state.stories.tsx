import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, EmptyState } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {},
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { title: 'No records', description: 'There are no transactions in this date range.' },
};
export const WithAction: Story = {
  args: {
    title: 'No favourites yet',
    description: 'Tap the heart on a game to add it here.',
    action: <Button onClick={fn()}>Browse games</Button>,
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      <EmptyState />
      <EmptyState title="No records" description="Try another date range." />
      <EmptyState title="No favourites yet" action={<Button variant="secondary">Browse games</Button>} />
    </div>
  ),
};
