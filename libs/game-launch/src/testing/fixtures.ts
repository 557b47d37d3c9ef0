import { http, HttpResponse } from 'msw';
import type { Game, GameCategory, GameMenus, PvpRoomList, VendorCard } from '@playfront/api-contract';
import { bannerHandlers } from '@playfront/content/testing';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

/** A small inline picture, so stories and tests need no image server. */
export const fixtureImage = (hue: number) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="hsl(${hue} 60% 45%)"/></svg>`,
  );

const vendor = (
  merchantCode: string,
  vassalage: string,
  displayName: string,
  gameCategory: GameCategory,
  type = 'lobby',
  isHot = false,
): VendorCard => ({
  merchantCode,
  vassalage,
  displayName,
  gameCategory,
  type,
  isHot,
  icon: merchantCode,
  // The lottery vendors play on the seamless wallet (the main balance), as in the demo catalogue.
  walletMode: ['SEA', 'VN', 'ELOTT'].includes(merchantCode) ? 'SEAMLESS' : 'TRANSFER',
});

export const vendorsFixture: VendorCard[] = [
  vendor('SEA', 'TCG_SEA', 'SEA Lottery', 'LOTT', 'lobby', true),
  vendor('VN', 'TCG_LOTTO_VN', 'VN Lottery', 'LOTT'),
  vendor('ELOTT', 'ELOTT', 'E-Lottery', 'ELOTT'),
  vendor('DG', 'DG_LIVE', 'DG Live Casino', 'LIVE', 'game', true),
  vendor('SBO', 'SBO_SPORTS', 'SBO Sports', 'SPORTS', 'game'),
  vendor('JDB', 'JDB_FISH', 'JDB Fishing', 'FISH'),
  vendor('PP', 'PP_RNG', 'Pragmatic Play', 'RNG', 'lobby', true),
  vendor('PG', 'PG_RNG', 'PG Soft', 'RNG', 'lobby', true),
  vendor('JL', 'JL_RNG', 'JILI', 'RNG'),
  vendor('KM', 'KM_PVP', 'Kingmaker Cards', 'PVP'),
];

export const menusFixture: GameMenus = {
  data: {
    lanes: (['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const).map((title) => ({
      title,
      cards: vendorsFixture.filter((card) => card.gameCategory === title),
    })),
  },
};

let nextId = 1;
const game = (
  name: string,
  vendorCode: string,
  vassalage: string,
  gameCategory: GameCategory,
  engine: Game['engine'],
  extra: Partial<Game> = {},
): Game => {
  const id = nextId++;
  return {
    id,
    code: `${vendorCode}_${name.toUpperCase().replace(/\W+/g, '_')}`,
    name,
    vassalage,
    vendorCode,
    gameCategory,
    gameType: gameCategory,
    isGame: 'GAME',
    defaultPlayType: null,
    accountTypeName: vassalage,
    engine,
    image: fixtureImage((id * 47) % 360),
    isHot: false,
    trial: true,
    ...extra,
  };
};

export const gamesFixture: Game[] = [
  game('Gates of Fortune', 'PP', 'PP_RNG', 'RNG', 'slot', { isHot: true }),
  game('Sweet Reels', 'PP', 'PP_RNG', 'RNG', 'slot'),
  game('Wild Buffalo', 'PP', 'PP_RNG', 'RNG', 'slot', { trial: false }),
  game('Mahjong Ways', 'PG', 'PG_RNG', 'RNG', 'slot', { isHot: true }),
  game('Fortune Tiger', 'PG', 'PG_RNG', 'RNG', 'slot'),
  game('Super Ace', 'JL', 'JL_RNG', 'RNG', 'slot'),
  game('Baccarat Table 1', 'DG', 'DG_LIVE', 'LIVE', 'baccarat', { isHot: true }),
  game('Match Book', 'SBO', 'SBO_SPORTS', 'SPORTS', 'sports'),
  game('Ocean King', 'JDB', 'JDB_FISH', 'FISH', 'fish'),
  game('Teen Patti', 'KM', 'KM_PVP', 'PVP', 'cards'),
  game('SEA 5D', 'SEA', 'TCG_SEA', 'LOTT', 'lottery', {
    gameType: 'LOTT',
    code: 'SEA5D',
    defaultPlayType: 'BIG_SMALL',
  }),
  game('North Lottery', 'VN', 'TCG_LOTTO_VN', 'LOTT', 'lottery', {
    gameType: 'LOTT',
    code: 'VN_NORTH',
    defaultPlayType: 'LO2',
  }),
  game('Quick 3D', 'ELOTT', 'ELOTT', 'ELOTT', 'lottery', {
    gameType: 'ELOTT',
    code: 'Q3D',
    defaultPlayType: 'DIRECT',
  }),
  game('JILI Hall', 'JL', 'JL_RNG', 'RNG', 'slot', { isGame: 'VASSALAGE' }),
];

export const roomsFixture: PvpRoomList = {
  list: [
    { roomId: 11, gameId: 10, name: 'Teen Patti 1', minBet: '1000', seats: 6, players: 2 },
    { roomId: 12, gameId: 10, name: 'Teen Patti VIP', minBet: '50000', seats: 6, players: 6 },
  ],
};

/** Games matching a game-list query, a page of them and the total. */
export function queryGames(url: URL, games: readonly Game[] = gamesFixture) {
  const p = url.searchParams;
  const q = (p.get('q') ?? '').toLowerCase();
  const matching = games.filter(
    (g) =>
      (!p.get('category') || g.gameCategory === p.get('category')) &&
      (!p.get('vassalage') || g.vassalage === p.get('vassalage')) &&
      (!q || g.name.toLowerCase().includes(q)),
  );
  const page = Number(p.get('page') ?? 1);
  const size = Number(p.get('size') ?? 60);
  return { list: matching.slice((page - 1) * size, page * size), total: matching.length };
}

/**
 * MSW handlers of the game calls over an in-memory catalogue and favourite list (stories and tests).
 * `favourites` is shared state: PUT/DELETE change it and reply with the new list, like the server.
 */
export function gameHandlers({
  games = gamesFixture,
  favourites = new Set<number>(),
  menus = menusFixture,
  rooms = roomsFixture,
}: {
  games?: Game[];
  favourites?: Set<number>;
  menus?: GameMenus;
  rooms?: PvpRoomList;
} = {}) {
  const favouriteList = () => {
    const list = games.filter((g) => favourites.has(g.id));
    return { list, total: list.length };
  };
  return [
    http.get('*/lgw/games/game_menus', () => ok(menus)),
    http.get('*/wps/game/hot', () => {
      const list = games.filter((g) => g.isHot);
      return ok({ list, total: list.length });
    }),
    http.get('*/wps/game/list', ({ request }) => ok(queryGames(new URL(request.url), games))),
    http.get('*/wps/game/favourites', () => ok(favouriteList())),
    http.put('*/wps/game/favourites', async ({ request }) => {
      const { gameId } = (await request.json()) as { gameId: number };
      favourites.add(gameId);
      return ok(favouriteList());
    }),
    http.delete('*/wps/game/favourites', async ({ request }) => {
      const { gameId } = (await request.json()) as { gameId: number };
      favourites.delete(gameId);
      return ok(favouriteList());
    }),
    http.get('*/wps/game/recent', () => ok({ list: [], total: 0 })),
    http.get('*/wps/relay/GLS2_roomList', () => ok(rooms)),
    http.get('*/wps/v2/wallets/balance', () => ok({ sumBalance: '0', currencySymbol: 'P' })),
    ...bannerHandlers(),
  ];
}
