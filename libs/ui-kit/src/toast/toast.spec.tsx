import { act, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { ToastProvider, useToast } from './toast';
import type { ToastOptions } from './toast';

function Trigger(props: ToastOptions) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(props)}>
      Notify
    </button>
  );
}

async function setup(options: ToastOptions) {
  return renderWithI18n(
    <ToastProvider>
      <Trigger {...options} />
    </ToastProvider>,
    { advanceTimers: jest.advanceTimersByTime },
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces info politely and closes by itself after the duration', async () => {
    const { user } = await setup({ kind: 'info', message: 'Saved', duration: 3000 });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces errors assertively', async () => {
    const { user } = await setup({ kind: 'error', message: 'Transfer failed' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(within(screen.getByRole('alert')).getByText('Transfer failed')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText('Transfer failed')).not.toBeInTheDocument();
  });

  it('closes with its translated dismiss button from the keyboard', async () => {
    const { user } = await setup({ kind: 'success', message: 'Deposit received', duration: 0 });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
  });

  it('keeps a toast while it has focus (pause), then closes after focus leaves', async () => {
    const { user } = await setup({ kind: 'info', message: 'Hello', duration: 1000 });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Notify' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('useToast outside the provider throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderWithI18n(<Trigger kind="info" message="x" />)).rejects.toThrow(/ToastProvider/);
  });
});
