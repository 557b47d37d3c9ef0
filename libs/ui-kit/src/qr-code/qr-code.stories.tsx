import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/QrCode',
  tags: ['autodocs'],
  component: QrCode,
  args: { value: 'https://playfront.example/download/android', label: 'Download the Android app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SideBar: Story = { args: { size: 125, margin: 10 } };
export const LongValue: Story = {
  args: { value: `https://playfront.example/register?ref=${'A'.repeat(120)}`, ecc: 'L' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <QrCode {...args} label="iOS app" value="https://playfront.example/ios" />
      <QrCode {...args} label="Android app" size={125} margin={10} />
      <QrCode {...args} label="Customer service" value="https://playfront.example/cs" ecc="H" />
    </div>
  ),
};
