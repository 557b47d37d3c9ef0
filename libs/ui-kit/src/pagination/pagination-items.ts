export interface PaginationItemsOptions {
  /** Number of pages (0 or more). */
  pageCount: number;
  /** Current page, 0-based; clamped into range. */
  page: number;
  /** How many pages to show around the current one. */
  pageRange?: number;
  /** How many pages to always show at each end. */
  marginPages?: number;
}

export type PaginationItem =
  { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string };

/**
 * The pages and gaps to draw: `marginPages` at each end, a window of `pageRange` pages around the current
 * one (shifted to stay inside the list), and an ellipsis for each gap. A gap of a single page shows that
 * page instead, since an ellipsis would take the same room and hide it.
 */
export function paginationItems({
  pageCount,
  page,
  pageRange = 3,
  marginPages = 1,
}: PaginationItemsOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(0, Math.floor(page)), count - 1);
  const range = Math.max(1, Math.floor(pageRange));
  const margin = Math.max(0, Math.floor(marginPages));

  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 0) {
    end -= start;
    start = 0;
  }
  if (end > count - 1) {
    start = Math.max(0, start - (end - (count - 1)));
    end = count - 1;
  }

  const shown = new Set<number>();
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = 0; p < Math.min(margin, count); p++) {
    shown.add(p);
    shown.add(count - 1 - p);
  }

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = -1;
  // `count` is a sentinel past the end, so a trailing gap (possible with no margin pages) is handled too.
  for (const p of [...pages, count]) {
    if (p - previous === 2) {
      items.push({ type: 'page', page: p - 1, current: p - 1 === current });
    } else if (p - previous > 2) {
      items.push({ type: 'ellipsis', key: `ellipsis-${previous}-${p}` });
    }
    if (p < count) items.push({ type: 'page', page: p, current: p === current });
    previous = p;
  }
  return items;
}
