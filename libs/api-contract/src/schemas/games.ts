import { Type } from 'typebox';
import type { Static } from 'typebox';

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
