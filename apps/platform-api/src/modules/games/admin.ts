import { ErrorCode, gameCategories } from '@playfront/api-contract';
import type {
  AdminGame,
  AdminGamePage,
  AdminGameQuery,
  AdminVendor,
  CatalogueEntryUpdate,
  DailyReport,
  DailyReportQuery,
  GameCategory,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { likeContaining, pageOf } from '../../core/paging';
import { reportPeriod } from '../../core/report-period';

/*
 * The operator's side of the catalogue: which vendors and games the portal shows, which are marked hot, and
 * their order. The portal reads the same columns (service.ts `playable`, the menus), so a change shows at
 * the next read. The demo catalogue's seed never writes over them (ON CONFLICT DO NOTHING).
 */

const categoryOrder = (category: string) => gameCategories.indexOf(category as GameCategory);

/** Every vendor of the brand, in category then menu order, with how many of its games are enabled. */
export async function adminVendors(ctx: AppContext): Promise<AdminVendor[]> {
  const rows = await ctx.db
    .selectFrom('vendors as v')
    .leftJoin('games as g', (join) =>
      join.onRef('g.merchant_code', '=', 'v.merchant_code').onRef('g.vendor_code', '=', 'v.code'),
    )
    .where('v.merchant_code', '=', ctx.config.merchantCode)
    .groupBy('v.id')
    .select([
      'v.code',
      'v.display_name',
      'v.game_category',
      'v.wallet_mode',
      'v.enabled',
      'v.is_hot',
      'v.sort',
      sql<string>`count(g.id)::text`.as('games'),
      sql<string>`count(g.id) FILTER (WHERE g.enabled)::text`.as('enabled_games'),
    ])
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
  return rows
    .map((row) => ({
      code: row.code,
      name: row.display_name,
      category: row.game_category as GameCategory,
      walletMode: row.wallet_mode as AdminVendor['walletMode'],
      enabled: row.enabled,
      hot: row.is_hot,
      sort: row.sort,
      games: Number(row.games),
      enabledGames: Number(row.enabled_games),
    }))
    .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category));
}

/** The columns of a vendor or game row that a change sets (those it names). */
const entryColumns = (change: CatalogueEntryUpdate) => ({
  ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
  ...(change.hot === undefined ? {} : { is_hot: change.hot }),
  ...(change.sort === undefined ? {} : { sort: change.sort }),
});

const unknown = (what: string) => new AppError(404, ErrorCode.notFound, `Unknown ${what}`);

/** Sets a vendor's enabled, hot or order; answers the vendor as it is now. `before` receives it as it was. */
export async function updateVendor(
  ctx: AppContext,
  code: string,
  change: CatalogueEntryUpdate,
  before: (vendor: AdminVendor) => void,
): Promise<AdminVendor> {
  const vendors = await adminVendors(ctx);
  const current = vendors.find((vendor) => vendor.code === code);
  if (!current) throw unknown('vendor');
  before(current);
  await ctx.db
    .updateTable('vendors')
    .set(entryColumns(change))
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', code)
    .execute();
  return { ...current, ...change };
}

const gameColumns = [
  'g.code',
  'g.name',
  'g.vendor_code',
  'v.enabled as vendor_enabled',
  'g.category',
  'g.enabled',
  'g.is_hot',
  'g.sort',
  'g.trial',
] as const;

const gamesOf = (ctx: AppContext) =>
  ctx.db
    .selectFrom('games as g')
    .innerJoin('vendors as v', (join) =>
      join.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.code', '=', 'g.vendor_code'),
    )
    .where('g.merchant_code', '=', ctx.config.merchantCode);

interface GameRow {
  code: string;
  name: string;
  vendor_code: string;
  vendor_enabled: boolean;
  category: string;
  enabled: boolean;
  is_hot: boolean;
  sort: number;
  trial: boolean;
}

const toGame = (row: GameRow): AdminGame => ({
  code: row.code,
  name: row.name,
  vendor: row.vendor_code,
  vendorEnabled: row.vendor_enabled,
  category: row.category as GameCategory,
  enabled: row.enabled,
  hot: row.is_hot,
  sort: row.sort,
  trial: row.trial,
});

/** The brand's games by vendor, category, part of the code or name, and state; in menu order. */
export async function adminGames(ctx: AppContext, query: AdminGameQuery): Promise<AdminGamePage> {
  let base = gamesOf(ctx);
  if (query.vendor) base = base.where('g.vendor_code', '=', query.vendor);
  if (query.category) base = base.where('g.category', '=', query.category);
  if (query.enabled !== undefined) base = base.where('g.enabled', '=', query.enabled);
  if (query.q) {
    const like = likeContaining(query.q.trim());
    base = base.where((eb) => eb.or([eb('g.code', 'ilike', like), eb('g.name', 'ilike', like)]));
  }
  const found = await pageOf(base, query, (filtered) =>
    filtered.select(gameColumns).orderBy('g.vendor_code').orderBy('g.sort').orderBy('g.id'),
  );
  return { ...found, list: (found.list as GameRow[]).map(toGame) };
}

/** Sets a game's enabled, hot or order; answers the game as it is now. `before` receives it as it was. */
export async function updateGame(
  ctx: AppContext,
  code: string,
  change: CatalogueEntryUpdate,
  before: (game: AdminGame) => void,
): Promise<AdminGame> {
  const row = await gamesOf(ctx).where('g.code', '=', code).select(gameColumns).executeTakeFirst();
  if (!row) throw unknown('game');
  const current = toGame(row as GameRow);
  before(current);
  await ctx.db
    .updateTable('games')
    .set(entryColumns(change))
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', code)
    .execute();
  return { ...current, ...change };
}

interface FigureRow {
  rounds: string;
  players: string;
  stake: string;
  payout: string;
}

const figures = (row: FigureRow) => ({
  rounds: Number(row.rounds),
  players: Number(row.players),
  stake: row.stake,
  payout: row.payout,
  grossGamingRevenue: (BigInt(row.stake) - BigInt(row.payout)).toString(),
});

/**
 * Settled real-money rounds of the brand per UTC day of settlement and game category, with the period's
 * totals per category and overall (players counted once each). Trial and voided rounds do not count.
 */
export async function dailyReport(ctx: AppContext, query: DailyReportQuery): Promise<DailyReport> {
  const period = reportPeriod(ctx.now(), query);
  const base = ctx.readDb
    .selectFrom('game_rounds as r')
    .where('r.merchant_code', '=', ctx.config.merchantCode)
    .where('r.status', '=', 'SETTLED')
    .where('r.mode', '=', 'REAL')
    .where('r.settled_at', '>=', period.start)
    .where('r.settled_at', '<', period.end);
  const sums = [
    sql<string>`count(*)::text`.as('rounds'),
    sql<string>`count(DISTINCT r.user_id)::text`.as('players'),
    sql<string>`COALESCE(sum(r.stake), 0)::text`.as('stake'),
    sql<string>`COALESCE(sum(r.payout), 0)::text`.as('payout'),
  ] as const;
  const day = sql<string>`to_char(r.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [daily, byCategory, total] = await Promise.all([
    base
      .select([day.as('day'), 'r.category', ...sums])
      .groupBy([day, 'r.category'])
      .execute(),
    base
      .select(['r.category', ...sums])
      .groupBy('r.category')
      .execute(),
    base.select(sums).executeTakeFirstOrThrow(),
  ]);
  const inMenuOrder = (a: { category: string }, b: { category: string }) =>
    categoryOrder(a.category) - categoryOrder(b.category);
  return {
    from: period.from,
    to: period.to,
    rows: daily
      .sort((a, b) => (a.day === b.day ? inMenuOrder(a, b) : a.day < b.day ? 1 : -1))
      .map((row) => ({ day: row.day, category: row.category as GameCategory, ...figures(row) })),
    categories: byCategory
      .sort(inMenuOrder)
      .map((row) => ({ category: row.category as GameCategory, ...figures(row) })),
    total: figures(total),
  };
}
