import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button, ToastProvider, useToast } from '@playfront/ui-kit';
import type { ToastOptions } from '@playfront/ui-kit';

function Demo({ initial }: { initial: ToastOptions[] }) {
  const { show } = useToast();
  useEffect(() => {
    initial.forEach((toast) => show(toast));
  }, [initial, show]);
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="secondary" onClick={() => show({ kind: 'info', message: 'New notice available' })}>
        Info
      </Button>
      <Button variant="secondary" onClick={() => show({ kind: 'success', message: 'Deposit received' })}>
        Success
      </Button>
      <Button variant="secondary" onClick={() => show({ kind: 'error', message: 'Transfer failed' })}>
        Error
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  tags: ['autodocs'],
  // Toasts sit fixed at the screen's edge: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: ToastProvider,
  args: { limit: 3 },
  render: (args, { parameters }) => (
    <ToastProvider {...args}>
      <Demo initial={(parameters['toasts'] as ToastOptions[] | undefined) ?? []} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const sticky = (kind: ToastOptions['kind'], message: string): ToastOptions => ({
  kind,
  message,
  duration: 0,
});

export const Default: Story = { parameters: { toasts: [sticky('info', 'New notice available')] } };
export const Success: Story = { parameters: { toasts: [sticky('success', 'Deposit received')] } };
export const WithError: Story = {
  parameters: { toasts: [sticky('error', 'Transfer failed. Please try again.')] },
};
export const Empty: Story = {};
export const Dark: Story = { parameters: { theme: 'dark', toasts: [sticky('success', 'Saved')] } };
export const Light: Story = { parameters: { theme: 'light', toasts: [sticky('success', 'Saved')] } };
export const Catalogue: Story = {
  parameters: {
    toasts: [
      sticky('info', 'New notice available'),
      sticky('success', 'Deposit received'),
      sticky('error', 'Transfer failed'),
    ],
  },
};
