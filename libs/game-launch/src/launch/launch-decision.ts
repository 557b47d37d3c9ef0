import type { Game } from '@playfront/api-contract';

/** Session storage key of the vendor whose sub-games the player opened last (spec §3). */
export const CURRENT_VASSALAGE_KEY = 'current_vassalage';

/** The game fields the launch decision reads (spec §3 game launch logic). */
export type LaunchableGame = Pick<
  Game,
  'id' | 'gameType' | 'isGame' | 'code' | 'defaultPlayType' | 'accountTypeName' | 'vassalage' | 'vendorCode'
> &
  Partial<Pick<Game, 'trial'>>;

/** Who is launching. */
export interface LaunchViewer {
  isLoggedIn: boolean;
  /** Trial (free play) account, type 4. */
  isTrial: boolean;
}

/** What launching a game does (spec §4). */
export type LaunchDecision =
  /** A visitor: ask for login, launch nothing. */
  | { kind: 'login' }
  /** A trial account on a game without a demo mode: the need-real-account warning. */
  | { kind: 'needRealAccount' }
  /** Go to a route of the portal: a lottery page or the /game iframe view. */
  | { kind: 'navigate'; to: string }
  /** A vendor whose sub-games open in a popup: remember the vendor, list its games, show its lobby. */
  | { kind: 'vassalage'; vassalage: string; provider: string; to: string };

/** The /rng lobby with a provider's tab selected. */
export const providerLobbyPath = (provider: string) => `/rng?page=${encodeURIComponent(provider)}`;

/**
 * The launch decision of spec §4, in order: not logged in -> login; trial account on a game without trial
 * -> need a real account; TCG_LOTTO_VN -> /vnlottery; TCG_SEA -> /seaLottery; other LOTT/ELOTT -> /lottery
 * (each with gameCode and playType when the game has a code and a default play type); VASSALAGE -> popup of the
 * vendor's games and /rng?page={provider}; any other game -> the /game iframe view.
 */
export function decideLaunch(game: LaunchableGame, viewer: LaunchViewer): LaunchDecision {
  if (!viewer.isLoggedIn) return { kind: 'login' };
  if (viewer.isTrial && game.trial === false) return { kind: 'needRealAccount' };
  const lotteryRoute =
    game.accountTypeName === 'TCG_LOTTO_VN'
      ? '/vnlottery'
      : game.accountTypeName === 'TCG_SEA'
        ? '/seaLottery'
        : game.gameType === 'LOTT' || game.gameType === 'ELOTT'
          ? '/lottery'
          : null;
  if (lotteryRoute) {
    // The lottery page opens on the game and its default play type when the game has both.
    if (game.code && game.defaultPlayType) {
      const query = new URLSearchParams({ gameCode: game.code, playType: game.defaultPlayType });
      return { kind: 'navigate', to: `${lotteryRoute}?${query.toString()}` };
    }
    return { kind: 'navigate', to: lotteryRoute };
  }
  if (game.isGame === 'VASSALAGE') {
    return {
      kind: 'vassalage',
      vassalage: game.vassalage,
      provider: game.vendorCode,
      to: providerLobbyPath(game.vendorCode),
    };
  }
  return { kind: 'navigate', to: `/game?gameId=${game.id}` };
}

/** A PVP room to join. */
export type LaunchableRoom = { roomId: number; gameId: number };

/**
 * Joining a PVP room: a visitor is asked to log in; anyone else opens the /game view launching the room
 * (the server plays a trial account in demo mode or refuses the room).
 */
export function decideRoomLaunch(room: LaunchableRoom, viewer: LaunchViewer): LaunchDecision {
  if (!viewer.isLoggedIn) return { kind: 'login' };
  return { kind: 'navigate', to: `/game?gameId=${room.gameId}&roomId=${room.roomId}` };
}
