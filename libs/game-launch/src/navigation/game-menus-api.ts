import { api } from '@playfront/api-client';
import type { GameMenus } from '@playfront/api-contract';

/** GET /lgw/games/game_menus: the vendor lanes of every game category. */
export const gameMenusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGameMenus: build.query<GameMenus, void>({
      query: () => '/lgw/games/game_menus',
      providesTags: ['Games'],
    }),
  }),
});

export const { useGetGameMenusQuery } = gameMenusApi;
