import { api, newIdempotencyKey } from '@playfront/api-client';
import type {
  FavouriteRequest,
  GameList,
  GameListQuery,
  HotGamesQuery,
  LaunchGameReply,
  LaunchGameRequest,
  LotteryArea,
  LotteryMenu,
  PvpRoomList,
} from '@playfront/api-contract';

/** Games per page of a lobby grid and of search results. */
export const GAME_PAGE_SIZE = 60;

/** A page-less game-list query: the filters of one grid (pages are fetched by the infinite query). */
export type GameListFilter = Omit<GameListQuery, 'page' | 'size'>;

/** One launch: the request of spec §3 and the Idempotency-Key of this launch intent (fresh if omitted). */
export interface LaunchCall {
  body: LaunchGameRequest;
  idempotencyKey?: string;
}

const clean = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** The game catalogue, favourites, recent games, PVP rooms, lottery menus and the launch call. */
export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotGames: build.query<GameList, HotGamesQuery | void>({
      query: (query) => ({
        url: '/wps/game/hot',
        params: clean({ isPlatform: '2', platform: 'flash,html5-desktop', ...(query ?? {}) }),
      }),
      providesTags: ['Games'],
    }),
    getGames: build.query<GameList, GameListQuery>({
      query: (query) => ({ url: '/wps/game/list', params: clean({ size: GAME_PAGE_SIZE, ...query }) }),
      providesTags: ['Games'],
    }),
    /** Pages of GAME_PAGE_SIZE games for infinite scroll / 'load more'. */
    getGamePages: build.infiniteQuery<GameList, GameListFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, all, lastParam) =>
          all.reduce((sum, page) => sum + page.list.length, 0) < last.total && last.list.length > 0
            ? lastParam + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/game/list',
        params: clean({ ...queryArg, page: pageParam, size: GAME_PAGE_SIZE }),
      }),
      providesTags: ['Games'],
    }),
    getFavourites: build.query<GameList, void>({
      query: () => '/wps/game/favourites',
      providesTags: ['Favourites'],
    }),
    addFavourite: build.mutation<GameList, FavouriteRequest>({
      query: (body) => ({ url: '/wps/game/favourites', method: 'PUT', body }),
      // The reply is the new favourite list: put it in the cache at once.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(gamesApi.util.upsertQueryData('getFavourites', undefined, data));
        } catch {
          // The error reaches the caller through the mutation result.
        }
      },
    }),
    removeFavourite: build.mutation<GameList, FavouriteRequest>({
      query: (body) => ({ url: '/wps/game/favourites', method: 'DELETE', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(gamesApi.util.upsertQueryData('getFavourites', undefined, data));
        } catch {
          // The error reaches the caller through the mutation result.
        }
      },
    }),
    getRecentGames: build.query<GameList, void>({
      query: () => '/wps/game/recent',
      providesTags: ['Recent'],
    }),
    getPvpRooms: build.query<PvpRoomList, void>({
      query: () => '/wps/relay/GLS2_roomList',
      providesTags: ['Games'],
    }),
    getLotteryMenu: build.query<LotteryMenu, LotteryArea>({
      query: (area) => ({ url: '/lgw/vn/games/game_menu', params: { area } }),
      providesTags: ['Games'],
    }),
    /** POST /wps/game/launchGame: may move money into the vendor wallet, so it carries an Idempotency-Key. */
    launchGame: build.mutation<LaunchGameReply, LaunchCall>({
      query: ({ body, idempotencyKey }) => ({
        url: '/wps/game/launchGame',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey ?? newIdempotencyKey() },
      }),
      invalidatesTags: ['Recent', 'Balance', 'Funds'],
    }),
  }),
});

export const {
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
} = gamesApi;
