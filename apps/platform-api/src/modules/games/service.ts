import {
  ErrorCode,
  MAIN_WALLET,
  gameCategories,
  isGameOffered,
  isTrialType,
  lotteryPrizeMode,
} from '@playfront/api-contract';
import type {
  BetRound,
  BettingRecord,
  BettingRecordQuery,
  Game,
  GameCategory,
  GameEngine,
  GameList,
  GameListQuery,
  GameMenus,
  HotGamesQuery,
  LaunchGameReply,
  LaunchGameRequest,
  LotteryArea,
  LotteryMenu,
  PvpRoomList,
  VendorCard,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db';
import type { AppContext } from '../../core/context';
import { randomToken, sha256 } from '../../core/crypto';
import { AppError, validationError } from '../../core/errors';
import { textIn } from '../../core/language';
import { memberAccounts } from '../wallet';
import { brandRuntime, getSettings } from '../system';
import type { Trx } from '../wallet';
import { recallVendorWallets, walletTransfer } from '../wallet';
import { topUpPlayMoney } from './game-wallet-service';
import { checkLaunchRules } from './play-rules';
import { gameArtworkSvg } from './artwork';
import { roomLevelNames } from './names';

const categoryOrder = new Map<string, number>(gameCategories.map((category, index) => [category, index]));

/** Enabled vendors as lanes: one per category that has a vendor, in category order, cards by sort order. */
export async function gameMenus(ctx: AppContext, language = 'en'): Promise<GameMenus> {
  const rows = await ctx.readDb
    .selectFrom('vendors')
    .select([
      'code',
      'vassalage',
      'display_name',
      'names',
      'game_category',
      'type',
      'is_hot',
      'icon',
      'wallet_mode',
    ])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // The brand's esports list (spec §1, empty by default): /esports shows only the vendors it names.
  const { esports } = brandRuntime(await getSettings(ctx));
  const lanes = new Map<GameCategory, VendorCard[]>();
  for (const row of rows) {
    const category = row.game_category as GameCategory;
    if (category === 'ESPORTS' && !esports.includes(row.code)) continue;
    const cards = lanes.get(category) ?? [];
    cards.push({
      vassalage: row.vassalage,
      merchantCode: row.code,
      displayName: textIn({ en: row.display_name, ...row.names }, language)!,
      isHot: row.is_hot,
      gameCategory: category,
      type: row.type,
      icon: row.icon,
      walletMode: row.wallet_mode === 'SEAMLESS' ? 'SEAMLESS' : 'TRANSFER',
    });
    lanes.set(category, cards);
  }
  return {
    data: {
      lanes: [...lanes.entries()]
        .sort(([a], [b]) => (categoryOrder.get(a) ?? 99) - (categoryOrder.get(b) ?? 99))
        .map(([title, cards]) => ({ title, cards })),
    },
  };
}

// ---- Catalogue ----

/** How launch tokens live: 60 s, single use. */
export const LAUNCH_TOKEN_SECONDS = 60;
/** Recent plays listed. */
const RECENT_LIMIT = 20;
/** Deepest page a list serves (keeps offsets sane). */
const MAX_PAGE = 10_000;

/** Enabled games of enabled vendors of the brand, with the columns a Game needs. */
const playable = (db: Db | Trx, merchant: string) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', (join) =>
      join.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.code', '=', 'g.vendor_code'),
    )
    .where('g.merchant_code', '=', merchant)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true);

const gameColumns = [
  'g.id',
  'g.code',
  'g.name',
  'g.names',
  'v.vassalage',
  'g.vendor_code',
  'g.category',
  'g.game_type',
  'g.is_game',
  'g.default_play_type',
  'g.account_type_name',
  'g.engine',
  'g.image',
  'g.is_hot',
  'g.trial',
] as const;

interface GameRow {
  id: number;
  code: string;
  name: string;
  /** The name per language (migration games_0004); `name` is the fallback. */
  names: Record<string, string>;
  vassalage: string;
  vendor_code: string;
  category: string;
  game_type: string;
  is_game: string;
  default_play_type: string | null;
  account_type_name: string;
  engine: string;
  image: string;
  is_hot: boolean;
  trial: boolean;
}

const toGame = (row: GameRow, language: string): Game => ({
  id: row.id,
  code: row.code,
  name: textIn({ en: row.name, ...row.names }, language)!,
  vassalage: row.vassalage,
  vendorCode: row.vendor_code,
  gameCategory: row.category as GameCategory,
  gameType: row.game_type,
  isGame: row.is_game === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
  defaultPlayType: row.default_play_type,
  accountTypeName: row.account_type_name,
  engine: row.engine as GameEngine,
  image: row.image,
  isHot: row.is_hot,
  trial: row.trial,
});

const pageTooDeep = () =>
  validationError([{ field: 'page', key: 'maximum', message: `page is at most ${MAX_PAGE}` }]);

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Hot games (spec §3 hot-game request), optionally of one vendor (vassalage or vendor code). */
export async function hotGames(ctx: AppContext, query: HotGamesQuery, language = 'en'): Promise<GameList> {
  let base = playable(ctx.readDb, ctx.config.merchantCode).where('g.is_hot', '=', true);
  if (query.vassalage) {
    const vendor = query.vassalage;
    base = base.where((eb) => eb.or([eb('v.vassalage', '=', vendor), eb('v.code', '=', vendor)]));
  }
  const rows = await base.select(gameColumns).orderBy('g.sort').orderBy('g.id').execute();
  return { list: rows.map((row) => toGame(row, language)), total: rows.length };
}

/**
 * The game list: filters combine (category, vendor by vassalage or code, name search), pages of `size`.
 * With a vendor filter the vendor's own vassalage card is left out: the list is its sub-games.
 */
export async function gameList(ctx: AppContext, query: GameListQuery, language = 'en'): Promise<GameList> {
  const page = query.page ?? 1;
  const size = query.size ?? 60;
  if (page > MAX_PAGE) throw pageTooDeep();
  let base = playable(ctx.readDb, ctx.config.merchantCode);
  if (query.category) base = base.where('g.category', '=', query.category);
  if (query.vassalage) {
    const vendor = query.vassalage;
    base = base
      .where((eb) => eb.or([eb('v.vassalage', '=', vendor), eb('v.code', '=', vendor)]))
      .where('g.is_game', '=', 'GAME');
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    base = base.where(
      sql<boolean>`(g.name ILIKE ${pattern} ESCAPE '\\' OR g.names->>${language} ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(gameColumns)
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: rows.map((row) => toGame(row, language)), total: Number(count.total) };
}

const unknownGame = () => new AppError(404, ErrorCode.notFound, 'Unknown game');

/**
 * The generated artwork of a game of the brand (any state: a card of a switched-off game may still be on
 * screen) with its ETag; an unknown code -> 404.
 */
export async function gameArtwork(ctx: AppContext, code: string): Promise<{ svg: string; etag: string }> {
  const game = await ctx.readDb
    .selectFrom('games')
    .select(['code', 'name', 'category', 'engine'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!game) throw unknownGame();
  const svg = gameArtworkSvg({
    code: game.code,
    name: game.name,
    category: game.category as GameCategory,
    engine: game.engine,
  });
  return { svg, etag: `"${sha256(svg).slice(0, 32)}"` };
}

/** The member's favourites, newest first. */
export async function favourites(ctx: AppContext, userId: number, language = 'en'): Promise<GameList> {
  const rows = await playable(ctx.db, ctx.config.merchantCode)
    .innerJoin('game_favourites as f', 'f.game_id', 'g.id')
    .where('f.user_id', '=', userId)
    .select(gameColumns)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return { list: rows.map((row) => toGame(row, language)), total: rows.length };
}

const gameExists = async (ctx: AppContext, gameId: number): Promise<void> => {
  const row = await ctx.db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
  if (!row) throw unknownGame();
};

/** Adds a favourite (adding it again changes nothing); unknown game -> 404. */
export async function addFavourite(
  ctx: AppContext,
  userId: number,
  gameId: number,
  language = 'en',
): Promise<GameList> {
  await gameExists(ctx, gameId);
  await ctx.db
    .insertInto('game_favourites')
    .values({ user_id: userId, game_id: gameId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
    .execute();
  return favourites(ctx, userId, language);
}

/** Removes a favourite (removing it again changes nothing); unknown game -> 404. */
export async function removeFavourite(
  ctx: AppContext,
  userId: number,
  gameId: number,
  language = 'en',
): Promise<GameList> {
  await gameExists(ctx, gameId);
  await ctx.db
    .deleteFrom('game_favourites')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .execute();
  return favourites(ctx, userId, language);
}

/** The member's last 20 launched games, most recent first. */
export async function recentGames(ctx: AppContext, userId: number, language = 'en'): Promise<GameList> {
  const rows = await playable(ctx.db, ctx.config.merchantCode)
    .innerJoin('game_recent as r', 'r.game_id', 'g.id')
    .where('r.user_id', '=', userId)
    .select(gameColumns)
    .orderBy('r.played_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  return { list: rows.map((row) => toGame(row, language)), total: rows.length };
}

/**
 * A seeded room's name (`<game> · <level> room`) in the reader's language; a room the operator renamed keeps
 * its name.
 */
function roomName(
  row: {
    name: string;
    code: string;
    game_code: string;
    game_name: string;
    game_names: Record<string, string>;
  },
  language: string,
): string {
  const level = row.code.startsWith(`${row.game_code}_`) ? row.code.slice(row.game_code.length + 1) : '';
  const names = roomLevelNames[level];
  if (!names || row.name !== `${row.game_name} · ${names['en']}`) return row.name;
  return `${textIn({ en: row.game_name, ...row.game_names }, language)!} · ${textIn(names, language)!}`;
}

/** PVP rooms of enabled PVP games; players = members with an open game session in the room. */
export async function pvpRooms(ctx: AppContext, language = 'en'): Promise<PvpRoomList> {
  const now = ctx.now();
  const rows = await playable(ctx.readDb, ctx.config.merchantCode)
    .innerJoin('pvp_rooms as r', 'r.game_id', 'g.id')
    .select([
      'r.id',
      'r.game_id',
      'r.name',
      'r.code',
      'g.code as game_code',
      'g.name as game_name',
      'g.names as game_names',
      sql<string>`r.min_bet::text`.as('min_bet'),
      'r.seats',
      sql<number>`(SELECT count(DISTINCT s.user_id)::integer FROM game_sessions s
        WHERE s.room_id = r.id AND s.expires_at > ${now})`.as('players'),
    ])
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
  return {
    list: rows.map((row) => ({
      roomId: row.id,
      gameId: row.game_id,
      name: roomName(row, language),
      minBet: row.min_bet,
      seats: row.seats,
      players: Math.min(Number(row.players), row.seats),
    })),
  };
}

interface LotteryRow {
  id: number;
  code: string;
  name: string;
  names: Record<string, string>;
  region: string | null;
  play_types: unknown;
  game_type: string;
  account_type_name: string;
  default_play_type: string | null;
}

const lotteryColumns = [
  'g.id',
  'g.code',
  'g.name',
  'g.names',
  'g.region',
  'g.play_types',
  'g.default_play_type',
  'g.game_type',
  'g.account_type_name',
] as const;

const playTypesOf = (value: unknown): string[] => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
};

const toLotteryGame = (row: LotteryRow, language: string) => {
  const playTypes = playTypesOf(row.play_types);
  return {
    gameId: row.id,
    gameCode: row.code,
    name: textIn({ en: row.name, ...row.names }, language)!,
    region: row.region,
    playTypes,
    defaultPlayType: row.default_play_type ?? playTypes[0] ?? '',
    prizeMode: lotteryPrizeMode({ accountTypeName: row.account_type_name, gameType: row.game_type }),
  };
};

/** The lottery games of `rows` in the prize modes the brand offers (brand prizeModes), in order. */
async function offeredLotteries(ctx: AppContext, rows: LotteryRow[], language: string) {
  const { prizeModes } = brandRuntime(await getSettings(ctx));
  return rows
    .map((row) => toLotteryGame(row, language))
    .filter((game) => game.prizeMode === null || prizeModes.includes(game.prizeMode));
}

/** The lottery games of an area (LOTT /lottery, VN /vnlottery, SEA /seaLottery), in menu order. */
export async function lotteryMenu(ctx: AppContext, area: LotteryArea, language = 'en'): Promise<LotteryMenu> {
  const rows = await playable(ctx.readDb, ctx.config.merchantCode)
    .where('g.lottery_area', '=', area)
    .select(lotteryColumns)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
  return { area, list: await offeredLotteries(ctx, rows, language) };
}

/** The lottery games of an area the member launched, most recent first. */
export async function recentLotteryMenu(
  ctx: AppContext,
  userId: number,
  area: LotteryArea,
  language = 'en',
): Promise<LotteryMenu> {
  const rows = await playable(ctx.db, ctx.config.merchantCode)
    .innerJoin('game_recent as r', 'r.game_id', 'g.id')
    .where('r.user_id', '=', userId)
    .where('g.lottery_area', '=', area)
    .select(lotteryColumns)
    .orderBy('r.played_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  return { area, list: await offeredLotteries(ctx, rows, language) };
}

// ---- Launch ----

const languages = new Set(['en', 'cn', 'ja', 'th', 'vi', 'ko']);
const languageAliases: Record<string, string> = { zh: 'cn', 'zh-cn': 'cn', jp: 'ja', kr: 'ko' };

/** The game page's language: one of the six portal languages, English otherwise. */
export const gameLanguage = (...candidates: Array<string | undefined>): string => {
  for (const candidate of candidates) {
    const code = candidate?.trim().toLowerCase();
    if (!code) continue;
    const language = languageAliases[code] ?? code.split(/[-_]/)[0];
    if (languages.has(language)) return language;
  }
  return 'en';
};

interface LaunchTarget extends GameRow {
  wallet_mode: string;
  lottery_area: string | null;
  play_types: unknown;
  room_id: number | null;
}

const launchColumns = [...gameColumns, 'v.wallet_mode', 'g.lottery_area', 'g.play_types'] as const;

/** The game of a launch request: gameId, roomId, lottery gameCode, or the lobby game of lottoArea. */
async function launchTarget(ctx: AppContext, db: Db | Trx, body: LaunchGameRequest): Promise<LaunchTarget> {
  const base = playable(db, ctx.config.merchantCode).where('g.is_game', '=', 'GAME');
  let row: (Omit<LaunchTarget, 'room_id'> & { room_id?: number | null }) | undefined;
  let roomId: number | null = null;
  if (body.gameId !== undefined) {
    row = await base.select(launchColumns).where('g.id', '=', body.gameId).executeTakeFirst();
  } else if (body.roomId !== undefined) {
    const found = await base
      .innerJoin('pvp_rooms as r', 'r.game_id', 'g.id')
      .select([...launchColumns, 'r.id as room_id'])
      .where('r.id', '=', body.roomId)
      .executeTakeFirst();
    row = found;
    roomId = found?.room_id ?? null;
  } else if (body.gameCode) {
    row = await base.select(launchColumns).where('g.code', '=', body.gameCode).executeTakeFirst();
  } else if (body.lottoArea) {
    row = await base
      .select(launchColumns)
      .where('g.lottery_area', '=', body.lottoArea)
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(1)
      .executeTakeFirst();
  } else {
    throw validationError([
      { field: 'gameId', key: 'required', message: 'Give gameId, roomId, or gameCode / lottoArea' },
    ]);
  }
  if (!row) throw unknownGame();
  return { ...row, room_id: roomId };
}

/**
 * Launches a game: a single-use launch token valid LAUNCH_TOKEN_SECONDS (only its SHA-256 stored) in the
 * game page URL, never the session token. Trial accounts play TRIAL (play money topped up, trial games
 * only); others REAL. A REAL launch first brings the other vendors' wallets back to main and, for a
 * TRANSFER vendor, then moves the whole main wallet into that vendor's wallet (ledger transactions committed
 * together with the launch token), so the player's money is always where they play. Records a recent
 * play. `db` is either the database (the launch opens a transaction only when money moves) or the
 * caller's transaction (`inTransaction`, e.g. an idempotent launch).
 */
export async function launchGame(
  ctx: AppContext,
  db: Db | Trx,
  session: { sessionId: number; userId: number; accountType: number },
  body: LaunchGameRequest,
  headerLanguage: string | undefined,
  inTransaction: boolean,
): Promise<LaunchGameReply> {
  const game = await launchTarget(ctx, db, body);
  // A lottery of a prize mode the brand does not offer (brand prizeModes) is not launched, as it is not listed.
  // Read through `db`: a launch inside the caller's transaction must not wait for another connection.
  const { prizeModes } = brandRuntime(await getSettings({ db, config: ctx.config }));
  if (!isGameOffered({ accountTypeName: game.account_type_name, gameType: game.game_type }, prizeModes)) {
    throw unknownGame();
  }
  const trial = isTrialType(session.accountType);
  if (trial && !game.trial) {
    throw new AppError(403, ErrorCode.trialNotAllowed, 'This game needs a real account');
  }
  if (!trial) {
    await checkLaunchRules(db, {
      merchant: ctx.config.merchantCode,
      userId: session.userId,
      authSessionId: session.sessionId,
      now: ctx.now(),
    });
  }
  const playTypes = playTypesOf(game.play_types);
  if (body.playType !== undefined && !playTypes.includes(body.playType)) {
    throw validationError([
      {
        field: 'playType',
        key: 'enum',
        message: `Play types of this game: ${playTypes.join(', ') || 'none'}`,
      },
    ]);
  }
  const lottery = game.engine === 'lottery';
  const params = {
    gameCode: lottery ? game.code : null,
    playType: lottery ? (body.playType ?? game.default_play_type) : null,
  };
  const mode = trial ? 'TRIAL' : 'REAL';
  const language = gameLanguage(body.language, headerLanguage);
  const now = ctx.now();
  const merchant = ctx.config.merchantCode;
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_SECONDS * 1000);

  const moveFunds = async (trx: Trx) => {
    if (trial) {
      await topUpPlayMoney(trx, merchant, session.userId, now);
      return;
    }
    // The player's money follows them: what other vendors' wallets hold comes back to main first, through
    // the one wallet function (it locks every account of the member in the one lock order of every posting).
    // The wallets are opened on first use.
    await memberAccounts(trx, merchant, session.userId, ctx.config.currency, now);
    const recalled = await recallVendorWallets(ctx, trx, session.userId, {
      remark: `Back to main to play ${game.vendor_code}`,
      except: game.vendor_code,
    });
    const balance = recalled.mainBalance;
    if (game.wallet_mode === 'TRANSFER' && balance > 0n) {
      await walletTransfer(ctx, trx, session.userId, {
        from: MAIN_WALLET,
        to: game.vendor_code,
        amount: String(balance),
      });
    }
  };
  // The launch token and the recent play in one statement.
  const record = (q: Db | Trx) =>
    sql`WITH launch AS (
        INSERT INTO launch_tokens (token_hash, user_id, game_id, room_id, mode, language, params, created_at,
          expires_at, auth_session_id)
        VALUES (${sha256(token)}, ${session.userId}, ${game.id}, ${game.room_id}, ${mode}, ${language},
          ${JSON.stringify(params)}::jsonb, ${now}, ${expiresAt}, ${session.sessionId})
        RETURNING id)
      INSERT INTO game_recent (user_id, game_id, played_at) VALUES (${session.userId}, ${game.id}, ${now})
      ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`.execute(q);

  // Every launch may move money (play money for trial; other vendors' wallets back; main into a TRANSFER
  // vendor): in one transaction with the launch token.
  if (inTransaction) {
    await moveFunds(db);
    await record(db);
  } else {
    await db.transaction().execute(async (trx) => {
      await moveFunds(trx);
      await record(trx);
    });
  }

  const search = new URLSearchParams({ launch: token, lang: language });
  if (params.gameCode) search.set('gameCode', params.gameCode);
  if (params.playType) search.set('playType', params.playType);
  // The sports page holds every book: sports.html, sports.html?book=esports and sports.html?book=sabong.
  const book = game.engine === 'esports' || game.engine === 'sabong';
  if (book) search.set('book', game.engine);
  return {
    game_url: `/demo-games/${book ? 'sports' : game.engine}.html?${search.toString()}`,
    game_url2: null,
    mode,
    expiresAt: expiresAt.getTime(),
  };
}

// ---- Betting record ----

/** Latest date a query may name (JS Date range). */
const MAX_TIME = 8_640_000_000_000_000;

/** The member's rounds, newest first, with stake and payout totals over the whole filter (void rounds add 0). */
export async function bettingRecord(
  ctx: AppContext,
  userId: number,
  query: BettingRecordQuery,
  language = 'en',
): Promise<BettingRecord> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  if (page > MAX_PAGE) throw pageTooDeep();
  for (const field of ['startDate', 'endDate'] as const) {
    const value = query[field];
    if (value !== undefined && (value < 0 || value > MAX_TIME)) {
      throw validationError([{ field, key: 'range', message: 'A date is Unix milliseconds' }]);
    }
  }
  if (query.startDate !== undefined && query.endDate !== undefined && query.startDate > query.endDate) {
    throw validationError([
      { field: 'endDate', key: 'wallet_date_range_invalid', message: 'The start date is after the end date' },
    ]);
  }
  let base = ctx.readDb
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .where('r.user_id', '=', userId);
  if (query.startDate !== undefined) base = base.where('r.created_at', '>=', new Date(query.startDate));
  if (query.endDate !== undefined) base = base.where('r.created_at', '<=', new Date(query.endDate));
  if (query.category) base = base.where('r.category', '=', query.category);
  if (query.status) base = base.where('r.status', '=', query.status);
  const [totals, rows] = await Promise.all([
    base
      .select([
        sql<string>`count(*)::text`.as('total'),
        sql<string>`COALESCE(SUM(r.stake) FILTER (WHERE r.status <> 'VOID'), 0)::text`.as('stake'),
        sql<string>`COALESCE(SUM(r.payout), 0)::text`.as('payout'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .select([
        'r.round_id',
        'r.game_id',
        'g.name',
        'g.names',
        'r.vendor_code',
        'r.category',
        'r.mode',
        sql<string>`r.stake::text`.as('stake'),
        sql<string | null>`r.payout::text`.as('payout'),
        'r.status',
        'r.detail',
        'r.created_at',
        'r.settled_at',
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const list: BetRound[] = rows.map((row) => ({
    roundId: row.round_id,
    gameId: row.game_id,
    gameName: textIn({ en: row.name, ...row.names }, language)!,
    vendorCode: row.vendor_code,
    gameCategory: row.category as GameCategory,
    mode: row.mode === 'TRIAL' ? 'TRIAL' : 'REAL',
    stake: row.stake,
    payout: row.payout,
    status: row.status as BetRound['status'],
    detail: row.detail,
    createdAt: row.created_at.getTime(),
    settledAt: row.settled_at ? row.settled_at.getTime() : null,
  }));
  return { list, total: Number(totals.total), totalStake: totals.stake, totalPayout: totals.payout };
}

/**
 * Deletes launch tokens and game sessions that expired more than a day ago (rounds keep their data; their
 * session reference becomes null). Idempotent plain deletes: safe on every replica. Returns rows removed.
 */
export async function purgeGameTokens(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const results = await Promise.all([
    db.deleteFrom('launch_tokens').where('expires_at', '<', dayAgo).executeTakeFirst(),
    db.deleteFrom('game_sessions').where('expires_at', '<', dayAgo).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
