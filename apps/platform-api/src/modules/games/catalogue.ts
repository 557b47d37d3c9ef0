import type { GameCategory } from '@playfront/api-contract';
import type { Db } from '../../core/db';
import type { SeedContext } from '../../core/module';
import { HouseAccount, ensureHouseAccounts } from '../wallet';
import { artworkPath } from './artwork';
import { ensureCatalogueNames } from './names';

interface VendorSeed {
  code: string;
  vassalage: string;
  displayName: string;
  category: GameCategory;
  type: 'game' | 'lobby';
  isHot?: boolean;
  enabled?: boolean;
  /** SEAMLESS vendors play from the main wallet; TRANSFER vendors have a wallet of their own. */
  walletMode?: 'TRANSFER' | 'SEAMLESS';
}

/** Demo vendors of a new brand: every category of spec §2; esports is seeded disabled (brand config). */
const demoVendors: VendorSeed[] = [
  {
    code: 'SEA',
    vassalage: 'TCG_SEA',
    displayName: 'SEA Lottery',
    category: 'LOTT',
    type: 'lobby',
    isHot: true,
    walletMode: 'SEAMLESS',
  },
  {
    code: 'VN',
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'VN Lottery',
    category: 'LOTT',
    type: 'lobby',
    walletMode: 'SEAMLESS',
  },
  {
    code: 'ELOTT',
    vassalage: 'ELOTT',
    displayName: 'E-Lottery',
    category: 'ELOTT',
    type: 'lobby',
    walletMode: 'SEAMLESS',
  },
  {
    code: 'DG',
    vassalage: 'DG_LIVE',
    displayName: 'DG Live Casino',
    category: 'LIVE',
    type: 'game',
    isHot: true,
  },
  {
    code: 'DS88',
    vassalage: 'DS88',
    displayName: 'DS88 Sabong',
    category: 'SPORTS',
    type: 'game',
    isHot: true,
  },
  { code: 'SBO', vassalage: 'SBO_SPORTS', displayName: 'SBO Sports', category: 'SPORTS', type: 'game' },
  { code: 'JDB', vassalage: 'JDB_FISH', displayName: 'JDB Fishing', category: 'FISH', type: 'lobby' },
  {
    code: 'PP',
    vassalage: 'PP_RNG',
    displayName: 'Pragmatic Play',
    category: 'RNG',
    type: 'lobby',
    isHot: true,
  },
  { code: 'PG', vassalage: 'PG_RNG', displayName: 'PG Soft', category: 'RNG', type: 'lobby', isHot: true },
  { code: 'JL', vassalage: 'JL_RNG', displayName: 'JILI', category: 'RNG', type: 'lobby' },
  { code: 'FC', vassalage: 'FC_RNG', displayName: 'Fa Chai', category: 'RNG', type: 'lobby' },
  { code: 'BNG', vassalage: 'BNG_RNG', displayName: 'Booongo', category: 'RNG', type: 'lobby' },
  { code: 'CQ9', vassalage: 'CQ9_RNG', displayName: 'CQ9 Gaming', category: 'RNG', type: 'lobby' },
  { code: 'BGS', vassalage: 'BGS_RNG', displayName: 'BGaming', category: 'RNG', type: 'lobby' },
  { code: 'KM', vassalage: 'KM_PVP', displayName: 'Kingmaker Cards', category: 'PVP', type: 'lobby' },
  {
    code: 'IA',
    vassalage: 'IA_ESPORTS',
    displayName: 'IA Esports',
    category: 'ESPORTS',
    type: 'game',
    enabled: false,
  },
];

/**
 * The game catalogue of a brand: the demo vendors, their games and PVP rooms, and each vendor's house
 * account. Idempotent (ON CONFLICT DO NOTHING), so it runs on every start and fills in what an older
 * database lacks.
 */
export async function ensureCatalogue({ db, merchant, config, now }: SeedContext): Promise<void> {
  await db
    .insertInto('vendors')
    .values(
      demoVendors.map((vendor, index) => ({
        merchant_code: merchant,
        code: vendor.code,
        vassalage: vendor.vassalage,
        display_name: vendor.displayName,
        game_category: vendor.category,
        type: vendor.type,
        is_hot: vendor.isHot ?? false,
        sort: (index + 1) * 10,
        enabled: vendor.enabled ?? true,
        icon: vendor.code.toLowerCase(),
        wallet_mode: vendor.walletMode ?? 'TRANSFER',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const vendors = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_code', '=', merchant)
    .execute();
  const codes = vendors.map((vendor) => HouseAccount.vendor(vendor.code));
  await ensureHouseAccounts(db, merchant, codes, config.currency, now);
  await ensureGames(db, merchant);
  await ensureCatalogueNames(db, merchant);
}

// ---- Games: the demo catalogue of every vendor (spec §1 categories, §2 lobby routes) ----

type Engine = 'slot' | 'fish' | 'cards' | 'baccarat' | 'sports' | 'esports' | 'lottery' | 'sabong';

interface GameSeed {
  vendor: string;
  code: string;
  name: string;
  engine: Engine;
  /** Defaults to the vendor's category. */
  category?: GameCategory;
  /** Defaults to the category. */
  gameType?: string;
  /** Defaults to the vendor's vassalage. */
  accountTypeName?: string;
  isGame?: 'GAME' | 'VASSALAGE';
  isHot?: boolean;
  /** Playable by trial accounts (default true). */
  trial?: boolean;
  lottery?: { area: 'LOTT' | 'VN' | 'SEA'; region?: 'NORTH' | 'CENTRAL' | 'SOUTH'; playTypes: string[] };
}

const slots: Record<string, string[]> = {
  PP: ['Temple of Fortune', 'Candy Cascade', 'Buffalo Ridge', 'Aurora Gems'],
  PG: ['Dragon Pearl', 'Lucky Koi', 'Jade Empress', 'Neon Racer'],
  JL: ['Golden Empire Reels', 'Fortune Monkey', 'Crazy Sevens'],
  FC: ['Night Market', 'Lucky Lanterns', 'Treasure Junk'],
  BNG: ['Sun of Thebes', 'Wolf Moon', 'Olympian Coins'],
  CQ9: ['Jump High', 'Zodiac Fortune', 'Pirate Gold'],
  BGS: ['Elvis Frog Reels', 'Book of Cats', 'Aloha Fruits'],
};

const code = (vendor: string, name: string) =>
  `${vendor}_${name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/** Numbers lottery play types: last two / three digits, big/small and odd/even (see the draws contract). */
const numbersPlayTypes = ['2D', '3D', 'BIG_SMALL', 'ODD_EVEN'];

const demoGames: GameSeed[] = [
  // Lottery (LOTT and ELOTT games of the E-Lottery vendor; all at /lottery).
  {
    vendor: 'ELOTT',
    code: 'LOTT_DAILY',
    name: 'Daily Lotto 5D',
    engine: 'lottery',
    category: 'LOTT',
    gameType: 'LOTT',
    accountTypeName: 'LOTT',
    isHot: true,
    lottery: { area: 'LOTT', playTypes: numbersPlayTypes },
  },
  {
    vendor: 'ELOTT',
    code: 'LOTT_FAST',
    name: 'Fast Lotto 5D',
    engine: 'lottery',
    category: 'LOTT',
    gameType: 'LOTT',
    accountTypeName: 'LOTT',
    lottery: { area: 'LOTT', playTypes: numbersPlayTypes },
  },
  {
    vendor: 'ELOTT',
    code: 'ELOTT_1MIN',
    name: 'E-Lotto 1 Minute',
    engine: 'lottery',
    gameType: 'ELOTT',
    accountTypeName: 'ELOTT',
    isHot: true,
    lottery: { area: 'LOTT', playTypes: ['BIG_SMALL', 'ODD_EVEN', '2D', '3D'] },
  },
  {
    vendor: 'ELOTT',
    code: 'ELOTT_5MIN',
    name: 'E-Lotto 5 Minutes',
    engine: 'lottery',
    gameType: 'ELOTT',
    accountTypeName: 'ELOTT',
    lottery: { area: 'LOTT', playTypes: ['BIG_SMALL', 'ODD_EVEN', '2D', '3D'] },
  },
  // VN lottery (/vnlottery): one game per region; the special prize's last two digits decide 2D bets.
  ...(['NORTH', 'CENTRAL', 'SOUTH'] as const).map((region): GameSeed => ({
    vendor: 'VN',
    code: `VN_${region}`,
    name: `VN Lottery ${region[0]}${region.slice(1).toLowerCase()}`,
    engine: 'lottery',
    gameType: 'VNLOTT',
    lottery: { area: 'VN', region, playTypes: ['2D', '3D'] },
  })),
  // SEA lottery (/seaLottery).
  {
    vendor: 'SEA',
    code: 'SEA_QUICK',
    name: 'SEA Quick Lotto',
    engine: 'lottery',
    gameType: 'SEALOTT',
    isHot: true,
    lottery: { area: 'SEA', playTypes: numbersPlayTypes },
  },
  {
    vendor: 'SEA',
    code: 'SEA_DAILY',
    name: 'SEA Daily Lotto',
    engine: 'lottery',
    gameType: 'SEALOTT',
    lottery: { area: 'SEA', playTypes: numbersPlayTypes },
  },
  // Live casino.
  { vendor: 'DG', code: 'DG_BACCARAT_A', name: 'Baccarat Table A', engine: 'baccarat', isHot: true },
  { vendor: 'DG', code: 'DG_BACCARAT_B', name: 'Baccarat Table B', engine: 'baccarat' },
  { vendor: 'DG', code: 'DG_SPEED_BACCARAT', name: 'Speed Baccarat', engine: 'baccarat' },
  { vendor: 'DG', code: 'DG_VIP_BACCARAT', name: 'VIP Baccarat', engine: 'baccarat', trial: false },
  // Sports.
  { vendor: 'DS88', code: 'DS88_ARENA', name: 'DS88 Sabong Arena', engine: 'sabong', isHot: true },
  { vendor: 'SBO', code: 'SBO_FOOTBALL', name: 'SBO Football', engine: 'sports', isHot: true },
  { vendor: 'SBO', code: 'SBO_WORLD', name: 'SBO World Matches', engine: 'sports' },
  // Fishing.
  { vendor: 'JDB', code: 'JDB_OCEAN_KING', name: 'Ocean King', engine: 'fish', isHot: true },
  { vendor: 'JDB', code: 'JDB_DRAGON_FISHING', name: 'Dragon Fishing', engine: 'fish' },
  { vendor: 'JDB', code: 'JDB_MERMAID_HUNT', name: 'Mermaid Hunt', engine: 'fish' },
  // Slots: a vassalage card per vendor (the popup of its games), then its titles.
  ...Object.entries(slots).flatMap(([vendor, names], vendorIndex): GameSeed[] => [
    {
      vendor,
      code: `${vendor}_LOBBY`,
      name: `${vendor} Slots`,
      engine: 'slot',
      isGame: 'VASSALAGE',
      isHot: vendorIndex < 2,
    },
    ...names.map((name, index): GameSeed => ({
      vendor,
      code: code(vendor, name),
      name,
      engine: 'slot',
      isHot: index === 0 && vendorIndex < 4,
      // One title is for real accounts only, so the trial rule has something to refuse.
      trial: !(vendor === 'PP' && index === 3),
    })),
  ]),
  // PVP cards: the demo provider's one card game (rules in docs/games.md), in three rooms.
  { vendor: 'KM', code: 'KM_TEEN_PATTI', name: 'Teen Patti Duel', engine: 'cards', isHot: true },
  // Esports (the vendor is disabled by the brand default; its games stay seeded).
  { vendor: 'IA', code: 'IA_MATCH_BOOK', name: 'IA Esports Match Book', engine: 'esports' },
  { vendor: 'IA', code: 'IA_BATTLE_ARENA', name: 'IA Battle Arena', engine: 'esports' },
];

/** PVP rooms: three stakes levels per PVP game; minimum bets in minor units. */
const demoRoomLevels = [
  { suffix: 'NOVICE', name: 'Novice room', minBet: '100', seats: 6 },
  { suffix: 'REGULAR', name: 'Regular room', minBet: '1000', seats: 6 },
  { suffix: 'VIP', name: 'VIP room', minBet: '10000', seats: 4 },
];

/**
 * Inserts the demo games and PVP rooms of a brand. Idempotent (ON CONFLICT DO NOTHING): existing rows,
 * including an operator's edits, are left alone.
 */
async function ensureGames(db: Db, merchant: string): Promise<void> {
  const vendors = new Map(
    (
      await db
        .selectFrom('vendors')
        .select(['code', 'vassalage', 'game_category'])
        .where('merchant_code', '=', merchant)
        .execute()
    ).map((vendor) => [vendor.code, vendor]),
  );
  const rows = demoGames
    .filter((game) => vendors.has(game.vendor))
    .map((game, index) => {
      const vendor = vendors.get(game.vendor)!;
      const category = game.category ?? (vendor.game_category as GameCategory);
      return {
        merchant_code: merchant,
        vendor_code: game.vendor,
        code: game.code,
        name: game.name,
        category,
        game_type: game.gameType ?? category,
        is_game: game.isGame ?? 'GAME',
        default_play_type: game.lottery?.playTypes[0] ?? null,
        account_type_name: game.accountTypeName ?? vendor.vassalage,
        engine: game.engine,
        image: artworkPath(game.code),
        is_hot: game.isHot ?? false,
        trial: game.trial ?? true,
        sort: (index + 1) * 10,
        enabled: true,
        lottery_area: game.lottery?.area ?? null,
        region: game.lottery?.region ?? null,
        play_types: JSON.stringify(game.lottery?.playTypes ?? []),
      };
    });
  if (rows.length > 0) {
    await db
      .insertInto('games')
      .values(rows)
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();
  }
  const pvp = await db
    .selectFrom('games')
    .select(['id', 'code', 'name', 'sort'])
    .where('merchant_code', '=', merchant)
    .where('engine', '=', 'cards')
    .where('is_game', '=', 'GAME')
    .orderBy('sort')
    .execute();
  const rooms = pvp.flatMap((game) =>
    demoRoomLevels.map((level, index) => ({
      merchant_code: merchant,
      code: `${game.code}_${level.suffix}`,
      game_id: game.id,
      name: `${game.name} · ${level.name}`,
      min_bet: level.minBet,
      seats: level.seats,
      sort: game.sort * 10 + index,
    })),
  );
  if (rooms.length > 0) {
    await db
      .insertInto('pvp_rooms')
      .values(rooms)
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();
  }
}
