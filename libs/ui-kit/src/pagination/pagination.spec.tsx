import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils';
import { Pagination } from './pagination';

function Harness({ pageCount = 10, initial = 0 }: { pageCount?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination pageCount={pageCount} page={page} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('is a translated nav landmark marking the current page', async () => {
    await renderWithI18n(<Harness initial={5} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    expect(nav).toHaveTextContent('1…567…10');
  });

  it('pages with previous/next and page buttons from the keyboard', async () => {
    const { user } = await renderWithI18n(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not report a click on the current page', async () => {
    const onPageChange = jest.fn();
    const { user } = await renderWithI18n(<Pagination pageCount={3} page={1} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('translates its names', async () => {
    await renderWithI18n(<Harness />, { language: 'vi' });
    expect(screen.getByRole('navigation', { name: 'Phân trang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trang 2' })).toBeInTheDocument();
  });

  it('renders nothing without pages', async () => {
    await renderWithI18n(<Harness pageCount={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
