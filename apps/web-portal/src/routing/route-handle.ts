import { matchPath, useLocation } from 'react-router';
import { FULL } from './chrome';
import type { Chrome, RouteHandle } from './chrome';
import type { PageGroup } from './page-groups';
import { routeTable } from './route-table';

export { FULL, HEADER_FOOTER, HEADER_ONLY, CONTENT_ONLY } from './chrome';
export type { Chrome, RouteHandle } from './chrome';

/** The page of the 404 route. */
const notFound: RouteHandle = { chrome: FULL, titleKey: 'shell_page_not_found', group: 'notFound' };

const entryOf = (pathname: string) =>
  routeTable.find(({ path }) => matchPath({ path, caseSensitive: true, end: true }, pathname));

/** The metadata of the route table entry matching the current path (the 404 page when none does). */
export function useRouteHandle(): RouteHandle {
  const entry = entryOf(useLocation().pathname);
  return entry ? { chrome: entry.chrome, titleKey: entry.titleKey, group: entry.group } : notFound;
}

/** The layout parts of the route `pathname` names (the full layout of the 404 page when none does). */
export const chromeOf = (pathname: string): Chrome => entryOf(pathname)?.chrome ?? FULL;

/** The page group of the route `pathname` names; none for an old path or a 404. */
export const pageGroupOf = (pathname: string): PageGroup | undefined => entryOf(pathname)?.group;
