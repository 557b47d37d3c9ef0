import { matchPath, useLocation } from 'react-router';
import { FULL } from './chrome';
import type { Chrome, RouteHandle } from './chrome';
import type { PageGroup } from './page-groups';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-table';

export { FULL, HEADER_FOOTER, HEADER_ONLY, CONTENT_ONLY } from './chrome';
export type { Chrome, RouteHandle } from './chrome';

/** The page of the 404 route. */
const notFound: RouteHandle = { chrome: FULL, titleKey: 'shell_page_not_found', group: 'notFound' };

/**
 * The entries of the paths looked up lately: the layout, the header and the page all ask on each render,
 * and matching a path against the whole table compiles each route's pattern again.
 */
const lookedUp = new Map<string, RouteEntry | undefined>();
function entryOf(pathname: string): RouteEntry | undefined {
  if (lookedUp.has(pathname)) return lookedUp.get(pathname);
  const entry = routeTable.find(({ path }) => matchPath({ path, caseSensitive: true, end: true }, pathname));
  if (lookedUp.size >= 64) lookedUp.delete(lookedUp.keys().next().value as string);
  lookedUp.set(pathname, entry);
  return entry;
}

/** The metadata of the route table entry matching the current path (the 404 page when none does). */
export function useRouteHandle(): RouteHandle {
  const entry = entryOf(useLocation().pathname);
  return entry ? { chrome: entry.chrome, titleKey: entry.titleKey, group: entry.group } : notFound;
}

/** The layout parts of the route `pathname` names (the full layout of the 404 page when none does). */
export const chromeOf = (pathname: string): Chrome => entryOf(pathname)?.chrome ?? FULL;

/** The page group of the route `pathname` names; none for an old path or a 404. */
export const pageGroupOf = (pathname: string): PageGroup | undefined => entryOf(pathname)?.group;
