import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the count with accessible text', async () => {
    const { container } = await renderWithI18n(<Badge count={5} />);
    expect(container).toHaveTextContent('5');
    expect(screen.getByText('5 new')).toHaveClass('pf-visually-hidden');
  });

  it('caps the count at max', async () => {
    await renderWithI18n(<Badge count={250} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('99+ new')).toBeInTheDocument();
  });

  it('uses a custom max', async () => {
    await renderWithI18n(<Badge count={12} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('renders a dot with translated text', async () => {
    const { container } = await renderWithI18n(<Badge dot />, { language: 'vi' });
    expect(container.querySelector('.pf-badge--dot')).toHaveTextContent('Mới');
  });

  it('hides at zero unless showZero', async () => {
    const { container, rerender } = await renderWithI18n(<Badge count={0} />);
    expect(container.querySelector('.pf-badge')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(container.querySelector('.pf-badge')).toHaveTextContent('0');
  });

  it('anchors to its child', async () => {
    await renderWithI18n(
      <Badge count={3} label="3 unread messages">
        <button type="button">Inbox</button>
      </Badge>,
    );
    const button = screen.getByRole('button', { name: 'Inbox' });
    expect(button.parentElement).toHaveClass('pf-badge-anchor');
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
  });
});
