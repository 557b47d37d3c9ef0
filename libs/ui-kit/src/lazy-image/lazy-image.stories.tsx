import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyImage } from '@playfront/ui-kit';

// Inline images keep the stories working offline.
const banner =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><defs><linearGradient id="g" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#f5b82e"/><stop offset="1" stop-color="#1d5fd6"/></linearGradient></defs>' +
      '<rect width="320" height="160" fill="url(#g)"/><text x="24" y="92" font-family="sans-serif" font-size="32" ' +
      'font-weight="700" fill="#111">Summer bonus</text></svg>',
  );

const meta = {
  title: 'ui-kit/LazyImage',
  tags: ['autodocs'],
  component: LazyImage,
  args: { src: banner, alt: 'Summer bonus promotion', width: 320, height: 160 },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Broken: Story = { args: { src: '/does-not-exist.png', attempts: 2, retryDelay: 200 } };
export const BelowTheFold: Story = {
  render: (args) => (
    <div>
      <p style={{ height: '150vh', margin: 0 }}>Scroll down: the image loads when it nears the viewport.</p>
      <LazyImage {...args} />
    </div>
  ),
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <LazyImage {...args} />
      <LazyImage {...args} src="/missing.png" alt="Missing game tile" width={160} height={160} attempts={1} />
      <LazyImage {...args} width={160} height={80} alt="Small banner" />
    </div>
  ),
};
