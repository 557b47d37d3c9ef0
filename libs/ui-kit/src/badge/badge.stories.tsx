import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, IconButton } from '@playfront/ui-kit';

const BellIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10 21h4" />
  </svg>
);

const meta = {
  title: 'ui-kit/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { count: 5 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Overflow: Story = { args: { count: 250 } };
export const Dot: Story = { args: { dot: true } };
export const Empty: Story = { args: { count: 0 } };
export const OnIcon: Story = {
  args: { count: 3, label: '3 unread messages' },
  render: (args) => (
    <Badge {...args}>
      <IconButton label="Messages" icon={<BellIcon />} />
    </Badge>
  ),
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Badge count={1} />
      <Badge count={42} />
      <Badge count={1000} />
      <Badge dot />
      <Badge count={0} showZero />
      <Badge count={12} label="12 unread messages">
        <IconButton label="Messages" icon={<BellIcon />} />
      </Badge>
      <Badge dot>
        <IconButton label="Notices" icon={<BellIcon />} />
      </Badge>
    </div>
  ),
};
