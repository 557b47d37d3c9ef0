import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text that activates with click, Enter and Space', async () => {
    const onClick = jest.fn();
    const { user } = await renderWithI18n(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('applies variant, size and full width classes', async () => {
    await renderWithI18n(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'pf-button--danger',
      'pf-button--lg',
      'pf-button--full',
    );
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const onClick = jest.fn();
    const { user } = await renderWithI18n(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('.pf-spinner')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can submit a form when asked', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = await renderWithI18n(
      <form onSubmit={onSubmit} aria-label="Login">
        <Button type="submit">Log in</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
