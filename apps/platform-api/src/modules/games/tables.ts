import type { ColumnType, Generated } from 'kysely';
import type { BigId, Defaulted, DefaultedJson, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

export interface GamesTable {
  id: Generated<number>;
  merchant_code: string;
  vendor_code: string;
  code: string;
  name: string;
  /** One of the categories of spec §1 (LOTT, ELOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS). */
  category: string;
  /** LOTT, ELOTT, VNLOTT, SEALOTT or the category of other games. */
  game_type: string;
  /** GAME, or VASSALAGE: a card standing for a vendor whose games open in a popup. */
  is_game: Defaulted<string>;
  default_play_type: string | null;
  account_type_name: string;
  engine: string;
  image: string;
  is_hot: Defaulted<boolean>;
  trial: Defaulted<boolean>;
  sort: number;
  enabled: Defaulted<boolean>;
  /** Lottery games only: LOTT (/lottery), VN (/vnlottery) or SEA (/seaLottery). */
  lottery_area: string | null;
  /** VN lottery games: NORTH, CENTRAL or SOUTH. */
  region: string | null;
  /** Lottery play types (e.g. ["2D", "BIG_SMALL", "ODD_EVEN"]); [] for other games. */
  play_types: DefaultedJson<string[]>;
  /** The name per language ({th: …}; migration games_0005); a language without one reads `name`. */
  names: DefaultedJson<Record<string, string>>;
  /** When an operator last edited its names (migration games_0006); the reference seed then leaves them. */
  names_edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface GameFavouritesTable {
  user_id: number;
  game_id: number;
  created_at: Timestamp;
}

export interface GameRecentTable {
  user_id: number;
  game_id: number;
  played_at: Timestamp;
}

export interface PvpRoomsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  game_id: number;
  name: string;
  min_bet: Money;
  seats: number;
  sort: number;
}

export interface LaunchTokensTable {
  id: BigId;
  token_hash: string;
  user_id: number;
  game_id: number;
  room_id: number | null;
  mode: string;
  language: string;
  params: Json<{ gameCode: string | null; playType: string | null }>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The sign-in session that launched the game; its end ends the game session too. */
  auth_session_id: number | null;
}

export interface GameSessionsTable {
  id: BigId;
  token_hash: string;
  user_id: number;
  game_id: number;
  room_id: number | null;
  mode: string;
  language: string;
  game_code_param: string | null;
  play_type: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The sign-in session the game was launched from: logout, expiry or revocation ends the game too. */
  auth_session_id: number | null;
}

export interface GameRoundsTable {
  id: BigId;
  round_id: string;
  merchant_code: string;
  user_id: number;
  game_id: number;
  vendor_code: string;
  category: string;
  mode: string;
  session_id: string | null;
  /** The member account the round plays from and the house account on the other side. */
  wallet_account_id: string;
  house_account_id: string;
  stake: Money;
  payout: Money | null;
  status: string;
  detail: string;
  data: Json<unknown>;
  result: Json<unknown> | null;
  bet_transaction_id: string | null;
  settle_transaction_id: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** Tables of the game catalogue, launch tokens, game sessions and rounds (Kysely types). */
export interface GamesTables {
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
  pvp_rooms: PvpRoomsTable;
  launch_tokens: LaunchTokensTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
}

/** Migrations of the games module, applied after the core migrations (append only). */
export const gamesMigrations: Migration[] = [
  {
    id: '0003_game_vendors',
    seq: 30,
    statements: [
      `CREATE TABLE vendors (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        code text NOT NULL,
        vassalage text NOT NULL,
        display_name text NOT NULL,
        game_category text NOT NULL CHECK (game_category IN ('LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS')),
        type text NOT NULL,
        is_hot boolean NOT NULL DEFAULT false,
        sort integer NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        icon text NOT NULL,
        wallet_mode text NOT NULL DEFAULT 'TRANSFER' CHECK (wallet_mode IN ('TRANSFER', 'SEAMLESS')),
        UNIQUE (merchant_code, code),
        UNIQUE (merchant_code, vassalage)
      )`,
    ],
  },
  {
    id: 'games_0001_catalogue_launch_rounds',
    seq: 60,
    statements: [
      `CREATE TABLE games (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        vendor_code text NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        category text NOT NULL CHECK (category IN ('LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS')),
        game_type text NOT NULL,
        is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
        default_play_type text,
        account_type_name text NOT NULL,
        engine text NOT NULL CHECK (engine IN ('slot', 'fish', 'cards', 'baccarat', 'sports', 'esports', 'lottery')),
        image text NOT NULL,
        is_hot boolean NOT NULL DEFAULT false,
        trial boolean NOT NULL DEFAULT true,
        sort integer NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        lottery_area text CHECK (lottery_area IN ('LOTT', 'VN', 'SEA')),
        region text CHECK (region IN ('NORTH', 'CENTRAL', 'SOUTH')),
        play_types jsonb NOT NULL DEFAULT '[]',
        UNIQUE (merchant_code, code),
        FOREIGN KEY (merchant_code, vendor_code) REFERENCES vendors (merchant_code, code),
        CHECK ((lottery_area IS NULL) = (engine <> 'lottery')),
        CHECK (engine <> 'lottery' OR default_play_type IS NOT NULL)
      )`,
      `CREATE INDEX games_category ON games (merchant_code, category, sort, id)`,
      `CREATE INDEX games_vendor ON games (merchant_code, vendor_code, sort, id)`,
      `CREATE INDEX games_hot ON games (merchant_code, sort, id) WHERE is_hot`,
      `CREATE INDEX games_lottery ON games (merchant_code, lottery_area, sort, id) WHERE lottery_area IS NOT NULL`,
      `CREATE TABLE game_favourites (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, game_id)
      )`,
      `CREATE TABLE game_recent (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        played_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, game_id)
      )`,
      `CREATE INDEX game_recent_user ON game_recent (user_id, played_at DESC)`,
      `CREATE TABLE pvp_rooms (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        code text NOT NULL,
        game_id integer NOT NULL REFERENCES games(id),
        name text NOT NULL,
        min_bet bigint NOT NULL CHECK (min_bet > 0),
        seats integer NOT NULL CHECK (seats > 0),
        sort integer NOT NULL,
        UNIQUE (merchant_code, code)
      )`,
      `CREATE TABLE launch_tokens (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id integer NOT NULL REFERENCES games(id),
        room_id integer REFERENCES pvp_rooms(id),
        mode text NOT NULL CHECK (mode IN ('REAL', 'TRIAL')),
        language text NOT NULL,
        params jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE INDEX launch_tokens_expires ON launch_tokens (expires_at)`,
      `CREATE TABLE game_sessions (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        game_id integer NOT NULL REFERENCES games(id),
        room_id integer REFERENCES pvp_rooms(id),
        mode text NOT NULL CHECK (mode IN ('REAL', 'TRIAL')),
        language text NOT NULL,
        game_code_param text,
        play_type text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX game_sessions_room ON game_sessions (room_id, expires_at) WHERE room_id IS NOT NULL`,
      `CREATE INDEX game_sessions_expires ON game_sessions (expires_at)`,
      // Play money of trial accounts: a member account kind of its own, in its own currency (PLAY), so it
      // can never be moved to or from real money and reconciles on its own.
      `ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`,
      `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
        CHECK (kind IN ('MAIN', 'VENDOR', 'POINTS', 'HOUSE', 'PLAY'))`,
      `CREATE TABLE game_rounds (
        id bigserial PRIMARY KEY,
        round_id text NOT NULL UNIQUE,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        game_id integer NOT NULL REFERENCES games(id),
        vendor_code text NOT NULL,
        category text NOT NULL,
        mode text NOT NULL CHECK (mode IN ('REAL', 'TRIAL')),
        session_id bigint REFERENCES game_sessions(id) ON DELETE SET NULL,
        wallet_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
        house_account_id bigint NOT NULL REFERENCES ledger_accounts(id),
        stake bigint NOT NULL CHECK (stake > 0),
        payout bigint CHECK (payout >= 0),
        status text NOT NULL CHECK (status IN ('OPEN', 'SETTLED', 'VOID')),
        detail text NOT NULL,
        data jsonb NOT NULL,
        result jsonb,
        bet_transaction_id bigint REFERENCES ledger_transactions(id),
        settle_transaction_id bigint REFERENCES ledger_transactions(id),
        created_at timestamptz NOT NULL,
        settled_at timestamptz,
        CHECK ((status = 'OPEN') = (settled_at IS NULL)),
        CHECK ((status = 'SETTLED') = (payout IS NOT NULL))
      )`,
      `CREATE INDEX game_rounds_user ON game_rounds (user_id, created_at DESC, id DESC)`,
      `CREATE INDEX game_rounds_open ON game_rounds (game_id, created_at) WHERE status = 'OPEN'`,
    ],
  },
  {
    // Game sessions follow the sign-in session that launched them (rows from before have none, so they end).
    id: '0201_game_sessions_follow_sign_in',
    seq: 70,
    statements: [
      `ALTER TABLE launch_tokens ADD COLUMN auth_session_id integer REFERENCES sessions(id) ON DELETE CASCADE`,
      `ALTER TABLE game_sessions ADD COLUMN auth_session_id integer REFERENCES sessions(id) ON DELETE CASCADE`,
      `CREATE INDEX game_sessions_auth_session ON game_sessions (auth_session_id)`,
    ],
  },
  {
    // The agent centre sums a team's settled rounds by settlement time; game_rounds_user is by placement
    // time, so without this every round a member ever played would be read for a week's report.
    id: 'games_0002_rounds_by_settlement',
    seq: 160,
    statements: [
      `CREATE INDEX game_rounds_user_settled ON game_rounds (user_id, settled_at) WHERE status = 'SETTLED'`,
    ],
  },
  {
    // Points earning sweeps a brand's settled real-money rounds by settlement time (settledRoundsWindow).
    id: 'games_0003_brand_rounds_by_settlement',
    seq: 300,
    statements: [
      `CREATE INDEX game_rounds_brand_settled ON game_rounds (merchant_code, settled_at, id)
        WHERE status = 'SETTLED' AND mode = 'REAL'`,
    ],
  },
  {
    // The DS88 arena plays sabong (its own engine and page, no longer the football book), and game cards
    // show the generated artwork of each game (GET /lgw/games/artwork/{code}.svg).
    id: 'games_0004_sabong_engine_artwork',
    seq: 316,
    statements: [
      `ALTER TABLE games DROP CONSTRAINT IF EXISTS games_engine_check`,
      `ALTER TABLE games ADD CONSTRAINT games_engine_check
        CHECK (engine IN ('slot', 'fish', 'cards', 'baccarat', 'sports', 'esports', 'lottery', 'sabong'))`,
      `UPDATE games SET engine = 'sabong' WHERE vendor_code = 'DS88' AND code = 'DS88_ARENA' AND engine = 'sports'`,
      `UPDATE games SET image = '/lgw/games/artwork/' || code || '.svg' WHERE image = '/demo-games/img/' || code || '.svg'`,
    ],
  },
  {
    // Vendor display names and game names per language (read by the Language header; fallback: the column).
    id: 'games_0005_names_per_language',
    seq: 344,
    statements: [
      `ALTER TABLE vendors ADD COLUMN names jsonb NOT NULL DEFAULT '{}'`,
      `ALTER TABLE games ADD COLUMN names jsonb NOT NULL DEFAULT '{}'`,
    ],
  },
  {
    // When an operator last edited a vendor's or game's names: the catalogue's names per language are then
    // never filled in again, even when the operator removed every one of them.
    id: 'games_0006_names_edited',
    seq: 364,
    statements: [
      `ALTER TABLE vendors ADD COLUMN names_edited_at timestamptz`,
      `ALTER TABLE games ADD COLUMN names_edited_at timestamptz`,
    ],
  },
];

export interface VendorsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  vassalage: string;
  display_name: string;
  game_category: string;
  type: string;
  is_hot: Defaulted<boolean>;
  sort: number;
  enabled: Defaulted<boolean>;
  icon: string;
  wallet_mode: Defaulted<string>;
  /** The display name per language ({th: …}; migration games_0005); a language without one reads `display_name`. */
  names: DefaultedJson<Record<string, string>>;
  /** When an operator last edited its names (migration games_0006); the reference seed then leaves them. */
  names_edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../../core/db' {
  interface Database extends GamesTables {
    vendors: VendorsTable;
  }
}
