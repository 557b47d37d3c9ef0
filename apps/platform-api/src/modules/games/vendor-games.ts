import type { GameEngine } from '@playfront/api-contract';
import { usernamesById } from '../identity';
import type { GameCtx, VendorGame, VendorGameKey } from './game-wallet';

const vendorGameColumns = [
  'id',
  'merchant_code',
  'code',
  'name',
  'lottery_area',
  'region',
  'play_types',
] as const;

interface VendorGameRow {
  id: number;
  merchant_code: string;
  code: string;
  name: string;
  lottery_area: string | null;
  region: string | null;
  play_types: string[];
}

const toVendorGame = (row: VendorGameRow): VendorGame => ({
  id: row.id,
  merchantCode: row.merchant_code,
  code: row.code,
  name: row.name,
  lotteryArea: row.lottery_area,
  region: row.region,
  playTypes: row.play_types,
});

/** The games of a merchant that one engine plays (enabled ones unless asked), in menu order (see game-wallet.ts). */
export async function vendorGames(
  ctx: GameCtx,
  merchant: string,
  engine: GameEngine,
  options: { includeDisabled?: boolean } = {},
): Promise<VendorGame[]> {
  let query = ctx.db
    .selectFrom('games')
    .select(vendorGameColumns)
    .where('merchant_code', '=', merchant)
    .where('engine', '=', engine);
  if (!options.includeDisabled) query = query.where('enabled', '=', true);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map(toVendorGame);
}

/** Players' usernames by id (see game-wallet.ts). */
export const playerNames = (ctx: GameCtx, userIds: number[]): Promise<Map<number, string>> =>
  usernamesById(ctx.db, userIds);

/** One game of an engine: by merchant and code (enabled only) or by id (any state); null when none. */
export async function vendorGame(
  ctx: GameCtx,
  engine: GameEngine,
  key: VendorGameKey,
): Promise<VendorGame | null> {
  let query = ctx.db.selectFrom('games').select(vendorGameColumns).where('engine', '=', engine);
  query =
    'id' in key
      ? query.where('id', '=', key.id)
      : query
          .where('merchant_code', '=', key.merchant)
          .where('code', '=', key.code)
          .where('enabled', '=', true);
  const row = await query.executeTakeFirst();
  return row ? toVendorGame(row) : null;
}
