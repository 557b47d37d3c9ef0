import { sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';

/** What a paged list asks for: the page (from 1) and its size; the route's schema bounds both. */
export interface PageQuery {
  page?: number;
  size?: number;
}

/** One page of rows, with the number of rows of every page and the page it is. */
export interface Paged<Row> {
  list: Row[];
  total: number;
  page: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** A user's search text as a LIKE pattern that matches it literally (`%`, `_` and `\` escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** LIKE pattern: contains the text. */
export const likeContaining = (text: string) => `%${literal(text)}%`;
/** LIKE pattern: starts with the text. */
export const likeStartingWith = (text: string) => `${literal(text)}%`;

/**
 * One page of a filtered query, newest or however `rows` orders it: `filtered` holds the tables, joins and
 * filters, `rows` adds the columns and the order (a stable one: end it with a unique column). The count and
 * the page are read together, from the same filters.
 */
export async function pageOf<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  rows: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<Paged<Row>> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const [count, list] = await Promise.all([
    filtered.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    rows(filtered)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: list as Row[], total: Number((count as { total: string }).total), page, size };
}
