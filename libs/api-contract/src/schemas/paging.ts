import { Type } from 'typebox';
import type { TSchema } from 'typebox';

/** The page asked for in a list's query (from 1; default 1). */
export const PageNumberQuery = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
/** The rows a page holds in a list's query (1 to 100; default 20). */
export const PageSizeQuery = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));

/** One page of a list: its rows, the rows of every page, and the page and size it answers. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
  });
