import { useMemo } from 'react';
import { dataAndLoadingOf } from '@playfront/api-client';
import type { GameCategory, VendorLane } from '@playfront/api-contract';
import { useGetGameMenusQuery } from './game-menus-api';

/** One entry of the top navigation built from the vendor lanes. */
export interface GameNavEntry {
  /** Stable id: the category, or `DS88` for the cock-fighting sports vendor. */
  id: string;
  /** Route of the lobby. */
  path: string;
  /** i18n key of the label. */
  labelKey: string;
  /** The category (for icons); DS88 keeps SPORTS. */
  category: GameCategory;
  /** Whether any vendor of the entry is marked hot. */
  hot: boolean;
}

/** Lobby route of each category (spec §2): lottery and e-lottery share /elott. */
export const categoryPaths: Record<GameCategory, string> = {
  LOTT: '/elott',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** i18n key of each entry's label. */
export const categoryLabelKeys: Record<GameCategory | 'DS88', string> = {
  LOTT: 'shell_nav_lottery',
  ELOTT: 'shell_nav_lottery',
  LIVE: 'shell_nav_live',
  SPORTS: 'shell_nav_sports',
  FISH: 'shell_nav_fish',
  RNG: 'shell_nav_rng',
  PVP: 'shell_nav_pvp',
  ESPORTS: 'shell_nav_esports',
  DS88: 'shell_nav_ds88',
};

/** The vendor code that gets its own entry after live casino (spec §2). */
export const DS88 = 'DS88';

/**
 * One entry per category that has at least one vendor, in lane order, LOTT and ELOTT merged into one
 * /elott entry; a SPORTS vendor coded DS88 gets its own entry right after live casino.
 */
export function buildGameNav(lanes: readonly VendorLane[]): GameNavEntry[] {
  const entries: GameNavEntry[] = [];
  let ds88: GameNavEntry | null = null;
  for (const lane of lanes) {
    if (lane.cards.length === 0) continue;
    const path = categoryPaths[lane.title];
    if (!path) continue;
    const hot = lane.cards.some((card) => card.isHot);
    const existing = entries.find((entry) => entry.path === path);
    if (existing) existing.hot ||= hot;
    else
      entries.push({
        id: lane.title,
        path,
        labelKey: categoryLabelKeys[lane.title],
        category: lane.title,
        hot,
      });
    const cockfight = lane.cards.find((card) => card.merchantCode === DS88);
    if (cockfight && !ds88) {
      ds88 = {
        id: DS88,
        path: `/sports?page=${DS88}`,
        labelKey: categoryLabelKeys.DS88,
        category: cockfight.gameCategory,
        hot: cockfight.isHot,
      };
    }
  }
  if (ds88) {
    const live = entries.findIndex((entry) => entry.id === 'LIVE');
    // Without a live-casino entry, DS88 sits where sports would be.
    const sports = entries.findIndex((entry) => entry.id === 'SPORTS');
    entries.splice(live >= 0 ? live + 1 : sports >= 0 ? sports : entries.length, 0, ds88);
  }
  return entries;
}

/** The game entries of the top navigation, from the game menus (empty while they load or fail). */
export function useGameNav(): { entries: GameNavEntry[]; isLoading: boolean } {
  const { data, isLoading } = useGetGameMenusQuery(undefined, { selectFromResult: dataAndLoadingOf });
  const entries = useMemo(() => buildGameNav(data?.data.lanes ?? []), [data]);
  return { entries, isLoading };
}
