import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with the translated loading label', async () => {
    await renderWithI18n(<Spinner />, { language: 'cn' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('takes a custom label', async () => {
    await renderWithI18n(<Spinner label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('is hidden from assistive technology when decorative', async () => {
    await renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
