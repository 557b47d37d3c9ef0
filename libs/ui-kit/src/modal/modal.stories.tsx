import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button, Modal, TextField } from '@playfront/ui-kit';
import type { ModalProps } from '@playfront/ui-kit';

function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  tags: ['autodocs'],
  // A dialog covers the page and holds the focus: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: Modal,
  args: {
    open: true,
    title: 'Transfer funds',
    onClose: fn(),
    onEnter: fn(),
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Move money between your main wallet and a game wallet.</p>
        <TextField label="Amount" prefix="P" inputMode="decimal" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Transfer</Button>
      </>
    ),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { open: false } };
export const Wide: Story = { args: { width: 900, height: 500, title: 'Notices' } };
export const WithoutFooter: Story = { args: { footer: undefined, children: <p>Only content here.</p> } };
export const Nested: Story = {
  render: (args) => {
    const [inner, setInner] = useState(false);
    return (
      <WithTrigger
        {...args}
        footer={<Button onClick={() => setInner(true)}>Open nested confirm</Button>}
        children={
          <Modal open={inner} title="Are you sure?" width={400} height={0} onClose={() => setInner(false)}>
            <p style={{ margin: 0 }}>Only this modal reacts to Escape now.</p>
          </Modal>
        }
      />
    );
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const Light: Story = { parameters: { theme: 'light' } };
export const Catalogue: Story = {
  args: { open: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <WithTrigger {...args} title="Default 600 by 300" />
      <WithTrigger {...args} title="Customer service (440 by 500)" width={440} height={500} />
      <WithTrigger {...args} title="Wide 900" width={900} />
    </div>
  ),
};
