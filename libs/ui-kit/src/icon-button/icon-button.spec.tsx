import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not its icon, and works from the keyboard', async () => {
    const onClick = jest.fn();
    const { user } = await renderWithI18n(
      <IconButton label="Open menu" icon={<svg data-testid="icon" />} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('forwards the ref prop', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    await renderWithI18n(<IconButton ref={ref} label="Search" icon="?" />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Search' }));
  });
});
