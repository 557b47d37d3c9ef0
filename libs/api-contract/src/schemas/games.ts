import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema, SafeIntegerSchema } from './numbers';

/** Game categories (spec §2 top navigation), in menu order. */
export const gameCategories = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof gameCategories)[number];

export const GameCategorySchema = Type.Union([
  Type.Literal('LOTT'),
  Type.Literal('ELOTT'),
  Type.Literal('LIVE'),
  Type.Literal('SPORTS'),
  Type.Literal('FISH'),
  Type.Literal('RNG'),
  Type.Literal('PVP'),
  Type.Literal('ESPORTS'),
]);

/** One vendor card of a lane (spec §3 game vendor lane). */
export const VendorCard = Type.Object({
  vassalage: Type.String({ description: 'vendor account type, e.g. TCG_SEA' }),
  merchantCode: Type.String({ description: 'short vendor code, e.g. PP, DS88' }),
  displayName: Type.String(),
  isHot: Type.Boolean(),
  gameCategory: GameCategorySchema,
  type: Type.String({ description: "'game' launches directly; anything else opens the vendor lobby" }),
  icon: Type.String({ description: 'icon slug' }),
  /** SEAMLESS: the vendor debits the main wallet per bet (the /seamless lobby); TRANSFER: a wallet of its own. */
  walletMode: Type.Optional(Type.Union([Type.Literal('TRANSFER'), Type.Literal('SEAMLESS')])),
});
export type VendorCard = Static<typeof VendorCard>;

/** One lane of the game menu: the vendors of one category. */
export const VendorLane = Type.Object({
  title: GameCategorySchema,
  cards: Type.Array(VendorCard),
});
export type VendorLane = Static<typeof VendorLane>;

/** `value` of GET /lgw/games/game_menus: lanes in category order, cards by sort order. */
export const GameMenus = Type.Object({
  data: Type.Object({ lanes: Type.Array(VendorLane) }),
});
export type GameMenus = Static<typeof GameMenus>;

/**
 * How a game starts (spec §3/§4): the engine of the built-in demo provider that plays it. Every vendor's
 * games are played by the demo provider's pages; the engine says which page.
 */
export const gameEngines = [
  'slot',
  'fish',
  'cards',
  'baccarat',
  'sports',
  'esports',
  'lottery',
  'sabong',
] as const;
export type GameEngine = (typeof gameEngines)[number];
export const GameEngineSchema = Type.Union([
  Type.Literal('slot'),
  Type.Literal('fish'),
  Type.Literal('cards'),
  Type.Literal('baccarat'),
  Type.Literal('sports'),
  Type.Literal('esports'),
  Type.Literal('lottery'),
  Type.Literal('sabong'),
]);

/** One game of the catalogue (spec §3 game launch logic). */
export const Game = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'game code, e.g. PP_GATES; lottery game codes are sent as gameCode' }),
  name: Type.String(),
  vassalage: Type.String({ description: 'the vendor account type, e.g. PP_RNG, TCG_SEA' }),
  vendorCode: Type.String({ description: 'short vendor code, e.g. PP' }),
  gameCategory: GameCategorySchema,
  gameType: Type.String({
    description:
      'LOTT, ELOTT (-> /lottery), VNLOTT (VN lottery), SEALOTT (SEA lottery) or the category of other games',
  }),
  isGame: Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')], {
    description: 'VASSALAGE: the card stands for a vendor whose sub-games open in a popup list',
  }),
  defaultPlayType: Type.Union([Type.String(), Type.Null()]),
  accountTypeName: Type.String({ description: 'TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT or the vendor vassalage' }),
  engine: GameEngineSchema,
  image: Type.String({ description: 'image URL (served by the API); the portal falls back to an icon' }),
  isHot: Type.Boolean(),
  trial: Type.Boolean({ description: 'can be played by a trial account in demo mode' }),
});
export type Game = Static<typeof Game>;

/** `value` of the hot-game, game-list, favourite-list and recent-list calls. */
export const GameList = Type.Object({
  list: Type.Array(Game),
  total: Type.Integer({ description: 'games matching the query (list holds one page of them)' }),
});
export type GameList = Static<typeof GameList>;

/** Query of GET /wps/game/hot (spec §3 hot-game request). */
export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Type.String()),
  isPlatform: Type.Optional(Type.String({ description: '2' })),
  vassalage: Type.Optional(Type.String()),
  platform: Type.Optional(Type.String({ description: "'flash,html5-desktop'" })),
  language: Type.Optional(Type.String()),
});
export type HotGamesQuery = Static<typeof HotGamesQuery>;

/** Query of GET /wps/game/list: filters combine; q searches names; pages of `size` (max 100). */
export const GameListQuery = Type.Object({
  category: Type.Optional(GameCategorySchema),
  vassalage: Type.Optional(Type.String()),
  q: Type.Optional(Type.String({ maxLength: 50 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 60 })),
});
export type GameListQuery = Static<typeof GameListQuery>;

/** Body of PUT/DELETE /wps/game/favourites. */
export const FavouriteRequest = Type.Object({ gameId: IdSchema() });
export type FavouriteRequest = Static<typeof FavouriteRequest>;

/** One PVP room (GET /wps/relay/GLS2_roomList). */
export const PvpRoom = Type.Object({
  roomId: Type.Integer(),
  gameId: Type.Integer(),
  name: Type.String(),
  minBet: Type.String({ description: 'minor units' }),
  seats: Type.Integer(),
  players: Type.Integer(),
});
export const PvpRoomList = Type.Object({ list: Type.Array(PvpRoom) });
export type PvpRoom = Static<typeof PvpRoom>;
export type PvpRoomList = Static<typeof PvpRoomList>;

/** Lottery areas of the lottery menus: LOTT (/lottery), VN (/vnlottery), SEA (/seaLottery). */
export const LotteryAreaSchema = Type.Union([Type.Literal('LOTT'), Type.Literal('VN'), Type.Literal('SEA')]);
export type LotteryArea = Static<typeof LotteryAreaSchema>;

/** The brand's prize modes (spec §1; their reading: prize-modes.ts, docs/games.md). */
export const PrizeModeSchema = Type.Union([
  Type.Literal('Lott'),
  Type.Literal('ZY'),
  Type.Literal('Elott'),
  Type.Literal('SEA'),
]);

/** One lottery game of a menu: its code, play types and region (VN: NORTH, CENTRAL, SOUTH). */
export const LotteryMenuGame = Type.Object({
  gameId: Type.Integer(),
  gameCode: Type.String(),
  name: Type.String(),
  region: Type.Union([Type.String(), Type.Null()]),
  playTypes: Type.Array(Type.String()),
  defaultPlayType: Type.String(),
  prizeMode: Type.Union([PrizeModeSchema, Type.Null()], {
    description: 'the prize mode the game plays in (the brand offers those of its prizeModes)',
  }),
});
/** `value` of GET /lgw/vn/games/game_menu?area= and /lgw/vn/games/game_menu/recent?area= (token). */
export const LotteryMenu = Type.Object({ area: LotteryAreaSchema, list: Type.Array(LotteryMenuGame) });
export type LotteryMenuGame = Static<typeof LotteryMenuGame>;
export type LotteryMenu = Static<typeof LotteryMenu>;

/** Body of POST /wps/game/launchGame (spec §3 game launch request). */
export const LaunchGameRequest = Type.Object({
  gameId: Type.Optional(IdSchema()),
  roomId: Type.Optional(IdSchema()),
  nodeId: Type.Optional(Type.Union([SafeIntegerSchema(), Type.String({ maxLength: 64 })])),
  accountType: Type.Optional(SafeIntegerSchema()),
  confirmTrans: Type.Optional(SafeIntegerSchema()),
  vassalage: Type.Optional(Type.String()),
  launchMode: Type.Optional(Type.String({ description: 'GLS, or LOTT for a lottery lobby' })),
  platform: Type.Optional(Type.String()),
  clientType: Type.Optional(SafeIntegerSchema()),
  username: Type.Optional(Type.String()),
  token: Type.Optional(
    Type.String({ description: 'ignored: the Authorization header identifies the player' }),
  ),
  merchantCode: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
  gameCode: Type.Optional(Type.String({ description: 'lottery game code (with launchMode LOTT)' })),
  playType: Type.Optional(Type.String()),
  lottoArea: Type.Optional(LotteryAreaSchema),
  backUrl: Type.Optional(Type.String()),
});
export type LaunchGameRequest = Static<typeof LaunchGameRequest>;

/** `value` of POST /wps/game/launchGame: URLs carry a single-use launch token, never the session token. */
export const LaunchGameReply = Type.Object({
  game_url: Type.String(),
  game_url2: Type.Union([Type.String(), Type.Null()]),
  mode: Type.Union([Type.Literal('REAL'), Type.Literal('TRIAL')]),
  expiresAt: Type.Integer({ description: 'Unix ms after which the launch token is refused' }),
});
export type LaunchGameReply = Static<typeof LaunchGameReply>;

/** Rebate points per category shown with the navigation (spec §9). */
export const rebatePoints: Partial<Record<GameCategory, string>> = {
  LIVE: '0.70',
  SPORTS: '1.00',
  FISH: '1.20',
  RNG: '1.20',
  PVP: '1.00',
};

/** One round of the betting record (GET /wps/game/bettingRecord). Amounts are minor units as strings. */
export const BetRound = Type.Object({
  roundId: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  vendorCode: Type.String(),
  gameCategory: GameCategorySchema,
  mode: Type.Union([Type.Literal('REAL'), Type.Literal('TRIAL')]),
  stake: Type.String(),
  payout: Type.Union([Type.String(), Type.Null()], { description: 'null while the round is open' }),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('SETTLED'), Type.Literal('VOID')]),
  detail: Type.String({ description: 'a short human summary of the bet, e.g. "Banker 10.00"' }),
  createdAt: Type.Integer(),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type BetRound = Static<typeof BetRound>;

/** Query of GET /wps/game/bettingRecord: date range (Unix ms), category, status, page. */
export const BettingRecordQuery = Type.Object({
  startDate: Type.Optional(SafeIntegerSchema()),
  endDate: Type.Optional(SafeIntegerSchema()),
  category: Type.Optional(GameCategorySchema),
  status: Type.Optional(Type.Union([Type.Literal('OPEN'), Type.Literal('SETTLED'), Type.Literal('VOID')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type BettingRecordQuery = Static<typeof BettingRecordQuery>;

export const BettingRecord = Type.Object({
  list: Type.Array(BetRound),
  total: Type.Integer(),
  totalStake: Type.String(),
  totalPayout: Type.String(),
});
export type BettingRecord = Static<typeof BettingRecord>;

// ---- Vendor and game names per language (operator) ----

/** The longest vendor or game name an operator may set in one language. */
export const CATALOGUE_NAME_MAX = 64;

/** PUT /wps/admin/vendors/:code/names/:language and /wps/admin/games/:code/names/:language. */
export const CatalogueNameRequest = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: CATALOGUE_NAME_MAX,
      pattern: '\\S',
      description: 'the name in that language (trimmed)',
    }),
  },
  { additionalProperties: false },
);
export type CatalogueNameRequest = Static<typeof CatalogueNameRequest>;

/** A vendor's or game's names as the operator sees them. */
export const CatalogueNames = Type.Object({
  code: Type.String({ description: 'vendor code (e.g. SBO) or game code (e.g. PP_CANDY_CASCADE)' }),
  names: Type.Record(Type.String(), Type.String(), {
    description:
      'by language: en is the catalogue name every other language falls back to, the others are the names stored per language',
  }),
});
export type CatalogueNames = Static<typeof CatalogueNames>;
