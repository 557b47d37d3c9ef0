import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Loader } from './loader';

describe('Loader', () => {
  it('covers the area with a spinner status', async () => {
    await renderWithI18n(<Loader label="Loading wallet" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading wallet');
    expect(status.closest('.pf-loader')).not.toBeNull();
  });

  it('can cover the whole screen', async () => {
    await renderWithI18n(<Loader fullScreen />);
    expect(screen.getByRole('status').closest('.pf-loader')).toHaveClass('pf-loader--fullscreen');
  });

  it('renders nothing when not visible', async () => {
    await renderWithI18n(<Loader visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
