import { Type } from 'typebox';
import type { Static } from 'typebox';
import { GameCategorySchema } from './games';
import { PageNumberQuery, PageOf, PageSizeQuery } from './paging';

const Sort = Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'menu order, lower first' });

/** What an operator may change of a vendor or a game: shown or not, marked hot, its place in the menu. */
export const CatalogueEntryUpdate = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    hot: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Sort),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CatalogueEntryUpdate = Static<typeof CatalogueEntryUpdate>;

/** GET /wps/admin/vendors: every vendor of the brand, enabled or not, in menu order within its category. */
export const AdminVendor = Type.Object({
  code: Type.String({ description: 'e.g. PP' }),
  name: Type.String({ description: 'the English display name' }),
  category: GameCategorySchema,
  walletMode: Type.Union([Type.Literal('TRANSFER'), Type.Literal('SEAMLESS')]),
  enabled: Type.Boolean(),
  hot: Type.Boolean(),
  sort: Sort,
  games: Type.Integer({ minimum: 0, description: 'games of the vendor' }),
  enabledGames: Type.Integer({ minimum: 0 }),
});
export type AdminVendor = Static<typeof AdminVendor>;
export const AdminVendorList = Type.Array(AdminVendor);
export type AdminVendorList = Static<typeof AdminVendorList>;

/** GET /wps/admin/games: the brand's games, filtered, in menu order. */
export const AdminGameQuery = Type.Object(
  {
    vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    category: Type.Optional(GameCategorySchema),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'part of the code or name' })),
    enabled: Type.Optional(Type.Boolean()),
    page: PageNumberQuery,
    size: PageSizeQuery,
  },
  { additionalProperties: false },
);
export type AdminGameQuery = Static<typeof AdminGameQuery>;

export const AdminGame = Type.Object({
  code: Type.String(),
  name: Type.String({ description: 'the English name' }),
  vendor: Type.String(),
  vendorEnabled: Type.Boolean({ description: 'a game of a disabled vendor is not shown either' }),
  category: GameCategorySchema,
  enabled: Type.Boolean(),
  hot: Type.Boolean(),
  sort: Sort,
  trial: Type.Boolean({ description: 'playable by trial accounts' }),
});
export type AdminGame = Static<typeof AdminGame>;
export const AdminGamePage = PageOf(AdminGame);
export type AdminGamePage = Static<typeof AdminGamePage>;

/** GET /wps/admin/reports/daily: real-money play per UTC day and game category. */
export const DailyReportQuery = Type.Object(
  {
    from: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        format: 'date',
        description: 'yyyy-MM-dd, included',
      }),
    ),
    to: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        format: 'date',
        description: 'yyyy-MM-dd, included',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DailyReportQuery = Static<typeof DailyReportQuery>;

const Figures = {
  rounds: Type.Integer({ minimum: 0, description: 'settled real-money rounds' }),
  players: Type.Integer({ minimum: 0, description: 'members with at least one such round' }),
  stake: Type.String({ description: 'minor units' }),
  payout: Type.String({ description: 'minor units' }),
  grossGamingRevenue: Type.String({ description: 'stake minus payout, minor units, signed' }),
};

export const DailyReportRow = Type.Object({
  day: Type.String({ description: 'yyyy-MM-dd (UTC)' }),
  category: GameCategorySchema,
  ...Figures,
});
export type DailyReportRow = Static<typeof DailyReportRow>;

export const DailyReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Days and categories with play, newest day first, categories in menu order. */
  rows: Type.Array(DailyReportRow),
  /** The whole period per category (players counted once per category). */
  categories: Type.Array(Type.Object({ category: GameCategorySchema, ...Figures })),
  /** The whole period (players counted once). */
  total: Type.Object(Figures),
});
export type DailyReport = Static<typeof DailyReport>;
