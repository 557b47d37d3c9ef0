import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs } from '@playfront/ui-kit';
import type { TabsProps } from '@playfront/ui-kit';

const items = [
  { id: 'username', label: 'Username', content: <p>Log in with your username and password.</p> },
  { id: 'mobile', label: 'Mobile', content: <p>Log in with a code sent by SMS.</p> },
  { id: 'email', label: 'E-mail', content: <p>Log in with your e-mail address.</p> },
];

function Controlled(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: { items, value: 'username', onChange: fn(), label: 'Login method' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FullWidth: Story = { args: { fullWidth: true } };
export const WithDisabledTab: Story = {
  args: { items: [items[0], { ...items[1], disabled: true }, items[2]] },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled {...args} />
      <Controlled {...args} label="Login method (full width)" fullWidth value="mobile" />
    </div>
  ),
};
