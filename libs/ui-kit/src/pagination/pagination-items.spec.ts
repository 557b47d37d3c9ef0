import { paginationItems } from './pagination-items';
import type { PaginationItem } from './pagination-items';

/** Renders items as text: pages 1-based, the current one in brackets, gaps as "…". */
const show = (items: PaginationItem[]) =>
  items
    .map((item) =>
      item.type === 'ellipsis' ? '…' : item.current ? `[${item.page + 1}]` : `${item.page + 1}`,
    )
    .join(' ');

describe('paginationItems', () => {
  it('is empty with no pages', () => {
    expect(paginationItems({ pageCount: 0, page: 0 })).toEqual([]);
    expect(paginationItems({ pageCount: -3, page: 0 })).toEqual([]);
  });

  it('shows a single page', () => {
    expect(show(paginationItems({ pageCount: 1, page: 0 }))).toBe('[1]');
  });

  it('shows every page when they fit', () => {
    expect(show(paginationItems({ pageCount: 5, page: 2 }))).toBe('1 2 [3] 4 5');
  });

  it('uses defaults page range 3 and margin 1', () => {
    expect(show(paginationItems({ pageCount: 10, page: 5 }))).toBe('1 … 5 [6] 7 … 10');
  });

  it('keeps the window inside the list at the start and the end', () => {
    expect(show(paginationItems({ pageCount: 10, page: 0 }))).toBe('[1] 2 3 … 10');
    expect(show(paginationItems({ pageCount: 10, page: 9 }))).toBe('1 … 8 9 [10]');
    expect(show(paginationItems({ pageCount: 10, page: 1 }))).toBe('1 [2] 3 … 10');
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(show(paginationItems({ pageCount: 10, page: 3 }))).toBe('1 2 3 [4] 5 … 10');
    expect(show(paginationItems({ pageCount: 10, page: 6 }))).toBe('1 … 6 [7] 8 9 10');
  });

  it('honours pageRange and marginPages', () => {
    expect(show(paginationItems({ pageCount: 20, page: 10, pageRange: 5, marginPages: 2 }))).toBe(
      '1 2 … 9 10 [11] 12 13 … 19 20',
    );
    expect(show(paginationItems({ pageCount: 20, page: 10, pageRange: 1, marginPages: 0 }))).toBe('… [11] …');
    expect(show(paginationItems({ pageCount: 5, page: 2, pageRange: 3, marginPages: 0 }))).toBe(
      '1 2 [3] 4 5',
    );
    expect(show(paginationItems({ pageCount: 6, page: 1, pageRange: 3, marginPages: 0 }))).toBe('1 [2] 3 …');
  });

  it('centres an even range slightly to the right of the current page', () => {
    expect(show(paginationItems({ pageCount: 20, page: 10, pageRange: 4, marginPages: 1 }))).toBe(
      '1 … 10 [11] 12 13 … 20',
    );
  });

  it('clamps an out-of-range page', () => {
    expect(show(paginationItems({ pageCount: 4, page: 99 }))).toBe('1 2 3 [4]');
    expect(show(paginationItems({ pageCount: 4, page: -2 }))).toBe('[1] 2 3 4');
  });

  it('always has exactly one current page, in order and without duplicates', () => {
    for (let pageCount = 1; pageCount <= 30; pageCount++) {
      for (let page = 0; page < pageCount; page++) {
        const items = paginationItems({ pageCount, page });
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(items.filter((item) => item.type === 'page' && item.current)).toEqual([
          { type: 'page', page, current: true },
        ]);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(0);
        expect(pages[pages.length - 1]).toBe(pageCount - 1);
        // No two ellipses in a row, and an ellipsis always hides at least two pages.
        items.forEach((item, i) => {
          if (item.type !== 'ellipsis') return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(before?.type).toBe('page');
          expect(after?.type).toBe('page');
          if (before?.type === 'page' && after?.type === 'page')
            expect(after.page - before.page).toBeGreaterThan(2);
        });
      }
    }
  });
});
