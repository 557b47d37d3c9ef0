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

/** The rows of one page of a list held whole in the browser (1-based page, kept in range). */
export function pageOf<Row>(rows: readonly Row[], page: number, size: number): { list: Row[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), last);
  return { list: rows.slice((current - 1) * size, current * size), page: current };
}

/** Whether any of a row's texts contains the typed words (case and accents of Latin letters ignored). */
export function matchesText(texts: readonly (string | number | null | undefined)[], query: string): boolean {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  const haystack = fold(texts.filter((text) => text !== null && text !== undefined).join(' '));
  return words.every((word) => haystack.includes(word));
}
