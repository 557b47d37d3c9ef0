import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Money } from '@playfront/ui-kit';

const meta = {
  title: 'ui-kit/Money',
  tags: ['autodocs'],
  component: Money,
  args: { value: 123456789 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Negative: Story = { args: { value: -1234567 } };
export const Zero: Story = { args: { value: 0 } };
export const Hidden: Story = { args: { hidden: true } };
export const Toggleable: Story = {
  render: (args) => {
    const [hidden, setHidden] = useState(false);
    return <Money {...args} hidden={hidden} onToggleHidden={() => setHidden((h) => !h)} />;
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '8px 24px', margin: 0 }}>
      <dt>Zero</dt>
      <dd style={{ margin: 0 }}>
        <Money value={0} />
      </dd>
      <dt>Five cents</dt>
      <dd style={{ margin: 0 }}>
        <Money value={5} />
      </dd>
      <dt>Negative</dt>
      <dd style={{ margin: 0 }}>
        <Money value={-1234567} />
      </dd>
      <dt>Huge (bigint)</dt>
      <dd style={{ margin: 0 }}>
        <Money value={10n ** 15n + 1n} />
      </dd>
      <dt>Other symbol</dt>
      <dd style={{ margin: 0 }}>
        <Money value={250000} currencySymbol="₫" />
      </dd>
      <dt>Hidden</dt>
      <dd style={{ margin: 0 }}>
        <Money value={250000} hidden />
      </dd>
    </dl>
  ),
};
