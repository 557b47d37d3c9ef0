import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/Loader',
  tags: ['autodocs'],
  component: Loader,
  args: { visible: true },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 240, border: '1px solid var(--pf-color-border-subtle)' }}>
        <p style={{ margin: 16 }}>Content under the loader</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Hidden: Story = { args: { visible: false } };
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = { args: { label: 'Loading wallet' } };
