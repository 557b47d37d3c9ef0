import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateRangePresets } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/DateRangePresets',
  tags: ['autodocs'],
  component: DateRangePresets,
  args: { onChange: fn(), today: new Date(2024, 2, 5) },
} satisfies Meta<typeof DateRangePresets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { value: 'last7' } };
export const PastOnly: Story = { args: { presets: ['last7', 'last30'] } };
export const Dark: Story = { args: { value: 'last30' }, parameters: { theme: 'dark' } };
export const Light: Story = { args: { value: 'last30' }, parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateRangePresets {...args} label="Nothing selected" value={null} />
      <DateRangePresets {...args} label="Previous 7 days selected" value="last7" />
      <DateRangePresets {...args} label="Next 30 days selected" value="next30" />
    </div>
  ),
};
