import { act, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { CountdownButton } from './countdown-button';

const setup = (ui: Parameters<typeof renderWithI18n>[0], language?: 'en' | 'th') =>
  renderWithI18n(ui, { advanceTimers: jest.advanceTimersByTime, language });

describe('CountdownButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the action, then counts down disabled, then can be used again', async () => {
    const onClick = jest.fn();
    const { user } = await setup(<CountdownButton seconds={3} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Resend in 3 s');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 2 s');
    act(() => jest.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('Send code');
    expect(button).toBeEnabled();
    button.focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('waits for a promise and starts no countdown when it resolves false', async () => {
    let resolve: (value: boolean) => void = () => undefined;
    const onClick = jest.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const { user } = await setup(
      <CountdownButton seconds={60} onClick={onClick}>
        Get code
      </CountdownButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => resolve(false));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-busy');
  });

  it('starts no countdown when the action rejects', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onClick = () => new Promise<boolean>((_, r) => (reject = r));
    const { user } = await setup(<CountdownButton seconds={60} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => reject(new Error('Too many requests')));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('throttles clicks to one per second', async () => {
    const onClick = jest.fn(() => false);
    const { user } = await setup(<CountdownButton seconds={60} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    await user.click(button);
    await user.click(button);
    act(() => jest.advanceTimersByTime(500));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(600));
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner while the action is pending', async () => {
    let resolve: (value: boolean) => void = () => undefined;
    const onClick = () => new Promise<boolean>((r) => (resolve = r));
    const { user } = await setup(<CountdownButton seconds={5} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(true));
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 5 s');
  });

  it('is controlled by `running`', async () => {
    const { rerender } = await setup(<CountdownButton seconds={10} onClick={jest.fn()} running={false} />);
    expect(screen.getByRole('button')).toHaveTextContent('Send code');
    rerender(<CountdownButton seconds={10} onClick={jest.fn()} running />);
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 10 s');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('button')).toHaveTextContent('Resend in 6 s');
    rerender(<CountdownButton seconds={10} onClick={jest.fn()} running={false} />);
    expect(screen.getByRole('button')).toHaveTextContent('Send code');
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('translates the countdown', async () => {
    const { user } = await setup(<CountdownButton seconds={60} onClick={jest.fn()} />, 'th');
    await user.click(screen.getByRole('button', { name: 'ส่งรหัส' }));
    expect(screen.getByRole('button')).toHaveTextContent('ส่งอีกครั้งได้ใน 60 วินาที');
  });
});
