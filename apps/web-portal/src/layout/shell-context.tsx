import { createContext, useContext } from 'react';
import type { MemberCentrePage as MemberCentreEntry } from '@playfront/member-centre';

/**
 * The member-centre pages (spec §2, all 14 entries, and responsible gaming), and the agent centre, which
 * loads through the member centre's chunk. A type only: the member centre itself stays out of the first
 * download.
 */
export type MemberCentrePage = MemberCentreEntry | 'agent';

/** Portal-wide UI the layout parts open: the notice modal, the member centre and the phone drawer. */
export interface ShellApi {
  openNotices: () => void;
  /**
   * Opens the member centre (guarded: visitors get the login, trial accounts the real-account warning), or
   * with 'agent' the agent centre, which itself refuses a member (spec §5).
   */
  openMemberCentre: (page?: MemberCentrePage) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The i18n key of the current route's title (from the route table), for pages that name themselves. */
  titleKey?: string;
}

const noop = () => undefined;
export const ShellContext = createContext<ShellApi>({
  openNotices: noop,
  openMemberCentre: noop,
  drawerOpen: false,
  setDrawerOpen: noop,
});

export function useShell(): ShellApi {
  return useContext(ShellContext);
}
