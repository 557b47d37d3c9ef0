import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a translated default title', async () => {
    const { container } = await renderWithI18n(<EmptyState />, { language: 'ja' });
    expect(container).toHaveTextContent('まだ何もありません');
  });

  it('shows title, description and an action the keyboard can reach', async () => {
    const onClick = jest.fn();
    const { user } = await renderWithI18n(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No records"
        description="Try another date range."
        action={
          <button type="button" onClick={onClick}>
            Reset filters
          </button>
        }
      />,
    );
    expect(screen.getByText('No records')).toBeInTheDocument();
    expect(screen.getByText('Try another date range.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
