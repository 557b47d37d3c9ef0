/** Which parts of the layout a route shows (spec §2). */
export interface Chrome {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
}

/** What the portal knows of a route, from the route table. */
export interface RouteHandle {
  /** Layout parts; the full layout when absent. */
  chrome?: Chrome;
  /** i18n key naming the page (document title). */
  titleKey?: string;
  /** The lazy page group the route belongs to (spec §2). */
  group?: string;
}

export const FULL: Chrome = { header: true, footer: true, sideMenu: true };
export const HEADER_FOOTER: Chrome = { header: true, footer: true, sideMenu: false };
export const HEADER_ONLY: Chrome = { header: true, footer: false, sideMenu: false };
export const CONTENT_ONLY: Chrome = { header: false, footer: false, sideMenu: false };
