import { createContext, useContext } from 'react';

/** Member-centre pages named by spec §2 (the member centre itself comes with a later issue). */
export type MemberCentrePage =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'personalHistoryCopy'
  | 'manualRebate'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'missionLeaderboard'
  | 'referral'
  | 'messageV2'
  /** Not a member-centre page: the agent centre, which loads through the member centre's chunk. */
  | 'agent';

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
