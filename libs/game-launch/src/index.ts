export {
  gamesApi,
  GAME_PAGE_SIZE,
  useGetHotGamesQuery,
  useGetGamesQuery,
  useGetGamePagesInfiniteQuery,
  useGetFavouritesQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetRecentGamesQuery,
  useGetPvpRoomsQuery,
  useGetLotteryMenuQuery,
  useLaunchGameMutation,
} from './api/games-api';
export type { GameListFilter, LaunchCall } from './api/games-api';
export { buildLaunchRequest, useLaunchRequest } from './launch/launch-request';
export type { LaunchTarget, LaunchIdentity } from './launch/launch-request';
export {
  decideLaunch,
  decideRoomLaunch,
  providerLobbyPath,
  CURRENT_VASSALAGE_KEY,
} from './launch/launch-decision';
export type { LaunchDecision, LaunchableGame, LaunchableRoom, LaunchViewer } from './launch/launch-decision';
export { useLaunch, useLaunchRoom } from './launch/use-launch';
export { openVassalage, closeVassalage, storedVassalage, useOpenVassalage } from './launch/vassalage-store';
export type { OpenVassalage } from './launch/vassalage-store';
export { useFavourites } from './hooks/use-favourites';
export type { FavouritesApi } from './hooks/use-favourites';
export { GameCard, GameHeadingLevel, IMAGE_ATTEMPTS, IMAGE_PRELOAD_FACTOR } from './components/game-card';
export type { GameCardProps } from './components/game-card';
export { GameList } from './components/game-list';
export type { GameListProps } from './components/game-list';
export { GameGrid, INFINITE_SCROLL_THROTTLE_MS } from './components/game-grid';
export type { GameGridProps } from './components/game-grid';
export { GameGridSkeleton, LoadError, NoGames } from './components/states';
export { ProviderTabStrip, VendorMark } from './components/provider-tab-strip';
export type { ProviderTabStripProps } from './components/provider-tab-strip';
export { VassalagePopup, VassalagePopupHost } from './components/vassalage-popup';
export type { VassalagePopupProps } from './components/vassalage-popup';
export { GameSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './components/game-search';
export type { GameSearchProps } from './components/game-search';
export { gameImageFallback } from './components/icons';
export { CategoryLobby, RebateBadge, prefetchCategoryLobby } from './lobbies/category-lobby';
export type { CategoryLobbyProps } from './lobbies/category-lobby';
export { HotGames } from './lobbies/hot-games';
export type { HotGamesProps } from './lobbies/hot-games';
export { Favourites } from './lobbies/favourites';
export { PvpRooms } from './lobbies/pvp-rooms';
export { LotteryLanes } from './lobbies/lottery-lanes';
export { SeamlessLobby, SEAMLESS_BALANCE_POLL_MS, seamlessVendors } from './lobbies/seamless-lobby';
export type { SeamlessLobbyProps } from './lobbies/seamless-lobby';
export { LazyHomeLobby, HOME_LOBBY_RESERVED_PX } from './home/lazy-home-lobby';
export { GameStyles } from './styles';
export {
  GameFrame,
  GameFrameStyles,
  GAME_SANDBOX,
  isGameBalanceMessage,
  roundSettledTags,
} from './frame/game-frame';
export type { GameBalanceMessage, GameFrameProps } from './frame/game-frame';
export { GamePage } from './frame/game-page';
export type { GamePageProps, GameRouteState } from './frame/game-page';
export { RealityCheckDialog } from './frame/reality-check-dialog';
export type { RealityCheckDialogProps } from './frame/reality-check-dialog';
export { useRealityCheck } from './frame/use-reality-check';
export type { GameFrameCommand, RealityCheckState } from './frame/use-reality-check';
export {
  playSessionApi,
  useGetPlaySessionQuery,
  usePlaySession,
  useElapsed,
  MINUTE_MS,
} from './protection/play-session-api';
export type { PlaySessionOptions } from './protection/play-session-api';
export { SessionClock } from './protection/session-clock';
export type { SessionClockProps } from './protection/session-clock';
export { clockText, durationText, isoDuration } from './protection/session-time';
export { gameMenusApi, useGetGameMenusQuery } from './navigation/game-menus-api';
export { buildGameNav, useGameNav, categoryPaths, categoryLabelKeys, DS88 } from './navigation/game-nav';
export type { GameNavEntry } from './navigation/game-nav';
export { offeredLotteryVendors, vendorPrizeModes } from './navigation/prize-modes';
