/** Most rows a CSV export gathers (pages of 100 fetched one after another). */
export const EXPORT_MAX_ROWS = 5_000;

/**
 * Every row of a filter, page by page (the server's largest page is 100 rows), up to `maxRows`: what a CSV
 * export of "the current filter" holds.
 */
export async function collectPages<Row>(
  fetchPage: (page: number, size: number) => Promise<{ list: Row[]; total: number }>,
  maxRows = EXPORT_MAX_ROWS,
): Promise<Row[]> {
  const size = 100;
  const rows: Row[] = [];
  for (let page = 1; rows.length < maxRows; page += 1) {
    const { list, total } = await fetchPage(page, size);
    rows.push(...list);
    if (list.length < size || rows.length >= total) break;
  }
  return rows.slice(0, maxRows);
}

/** The Unix-ms bounds of whole local days (yyyy-MM-dd, '' for an open end): from 00:00 to 23:59:59.999. */
export function dayBounds(range: { from: string; to: string }): { from?: number; to?: number } {
  const start = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(y, m - 1, d).getTime();
  };
  return {
    from: range.from ? start(range.from) : undefined,
    to: range.to ? start(range.to) + 24 * 60 * 60 * 1000 - 1 : undefined,
  };
}
