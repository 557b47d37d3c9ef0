import { useMatches } from 'react-router';

/** Which parts of the layout a route shows (spec §2). */
export interface Chrome {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
}

/** Data each route declares in its `handle`. */
export interface RouteHandle {
  /** Layout parts; the full layout when absent. */
  chrome?: Chrome;
  /** i18n key naming the page (coming-soon pages, document title). */
  titleKey?: string;
  /** The lazy page group the route belongs to (spec §2). */
  group?: string;
}

export const FULL: Chrome = { header: true, footer: true, sideMenu: true };
export const HEADER_FOOTER: Chrome = { header: true, footer: true, sideMenu: false };
export const HEADER_ONLY: Chrome = { header: true, footer: false, sideMenu: false };
export const CONTENT_ONLY: Chrome = { header: false, footer: false, sideMenu: false };

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle && (handle.chrome || handle.titleKey)) return handle;
  }
  return {};
}
