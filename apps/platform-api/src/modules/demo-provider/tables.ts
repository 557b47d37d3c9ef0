import type { Generated } from 'kysely';
import type { Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/** A provably fair seed pair: one active (revealed_at null) per member and mode. */
export interface DemoFairSeedsTable {
  id: Generated<number>;
  user_id: number;
  mode: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce of the next round. */
  nonce: number;
  created_at: Timestamp;
  revealed_at: Timestamp | null;
}

/**
 * One instant round as the provider played it: the fair inputs and outcome are fixed before any money moves,
 * so a retry with the same key replays the same outcome. `reply` is stored once the game wallet settled it.
 */
export interface DemoRoundsTable {
  round_id: string;
  session_id: string;
  user_id: number;
  engine: string;
  request_hash: string;
  seed_id: number;
  nonce: number;
  request: Json<unknown>;
  outcome: Json<unknown>;
  reply: Json<unknown> | null;
  created_at: Timestamp;
}

/** Tables of the instant games: fairness seeds and instant rounds (Kysely types). */
export interface ProviderTables {
  demo_fair_seeds: DemoFairSeedsTable;
  demo_rounds: DemoRoundsTable;
}

/** Migrations of the instant games, applied after the games migrations (append only). */
export const providerMigrations: Migration[] = [
  {
    id: 'provider_0001_fair_seeds_rounds',
    seq: 80,
    statements: [
      `CREATE TABLE demo_fair_seeds (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mode text NOT NULL CHECK (mode IN ('REAL', 'TRIAL')),
        server_seed text NOT NULL,
        server_seed_hash text NOT NULL,
        client_seed text NOT NULL,
        nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
        created_at timestamptz NOT NULL,
        revealed_at timestamptz
      )`,
      `CREATE UNIQUE INDEX demo_fair_seeds_active ON demo_fair_seeds (user_id, mode) WHERE revealed_at IS NULL`,
      `CREATE TABLE demo_rounds (
        round_id text PRIMARY KEY,
        session_id text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        engine text NOT NULL,
        request_hash text NOT NULL,
        seed_id integer NOT NULL REFERENCES demo_fair_seeds(id),
        nonce integer NOT NULL,
        request jsonb NOT NULL,
        outcome jsonb NOT NULL,
        reply jsonb,
        created_at timestamptz NOT NULL,
        UNIQUE (seed_id, nonce)
      )`,
      `CREATE INDEX demo_rounds_user ON demo_rounds (user_id, created_at)`,
    ],
  },
];

/** One issue of a lottery game (one per game and slot of the schedule). */
export interface DrawIssuesTable {
  id: Generated<number>;
  merchant_code: string;
  game_id: number;
  game_code: string;
  issue_number: string;
  status: 'OPEN' | 'CLOSED' | 'DRAWN';
  open_at: Timestamp;
  close_at: Timestamp;
  draw_at: Timestamp;
  /** Secret until the draw; only its hash is shown before. */
  server_seed: string;
  seed_hash: string;
  numbers: Json<number[]> | null;
  drawn_at: Timestamp | null;
}

/** One sports or esports match (one per kind and kick-off slot). */
export interface FixturesTable {
  id: Generated<number>;
  merchant_code: string;
  kind: 'SPORTS' | 'ESPORTS' | 'SABONG';
  slot: number;
  league: string;
  home: string;
  away: string;
  home_strength: number;
  away_strength: number;
  kickoff_at: Timestamp;
  end_at: Timestamp;
  status: 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'CANCELLED';
  /** Decimal odds in hundredths (1.95 -> 195). */
  odds_home: number;
  odds_draw: number | null;
  odds_away: number;
  server_seed: string;
  seed_hash: string;
  score: string | null;
  outcome: string | null;
  finished_at: Timestamp | null;
}

/** One bet of a scheduled game; its money lives in the game round of the same round id. */
export interface ScheduledBetsTable {
  id: Generated<number>;
  round_id: string;
  merchant_code: string;
  user_id: number;
  game_id: number;
  game_code: string;
  mode: string;
  kind: 'LOTTERY' | 'SPORTS' | 'ESPORTS' | 'SABONG';
  issue_id: number | null;
  fixture_id: number | null;
  market: string;
  selection: string;
  odds: number;
  stake: Money;
  payout: Money | null;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  result: string | null;
  /** SHA-256 of the request that placed it: a replay with another body is refused. */
  request_hash: string;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  /** Lease of the settling job: another replica takes the bet over only after it lapses. */
  claimed_at: Timestamp | null;
}

/** Tables of the scheduled games: lottery issues, sports and esports fixtures, their bets (Kysely types). */
export interface DrawsTables {
  draw_issues: DrawIssuesTable;
  fixtures: FixturesTable;
  scheduled_bets: ScheduledBetsTable;
}

/** Migrations of the scheduled games, applied after the instant-game migrations (append only). */
export const drawsMigrations: Migration[] = [
  {
    id: '0300_scheduled_games',
    seq: 90,
    statements: [
      `CREATE TABLE draw_issues (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        game_id integer NOT NULL REFERENCES games(id),
        game_code text NOT NULL,
        issue_number text NOT NULL,
        status text NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'DRAWN')),
        open_at timestamptz NOT NULL,
        close_at timestamptz NOT NULL,
        draw_at timestamptz NOT NULL,
        server_seed text NOT NULL,
        seed_hash text NOT NULL,
        numbers jsonb,
        drawn_at timestamptz,
        UNIQUE (game_id, issue_number),
        CHECK ((status = 'DRAWN') = (numbers IS NOT NULL))
      )`,
      `CREATE INDEX draw_issues_due ON draw_issues (draw_at) WHERE status <> 'DRAWN'`,
      `CREATE INDEX draw_issues_game ON draw_issues (game_id, draw_at DESC)`,
      `CREATE TABLE fixtures (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('SPORTS', 'ESPORTS')),
        slot bigint NOT NULL,
        league text NOT NULL,
        home text NOT NULL,
        away text NOT NULL,
        home_strength integer NOT NULL,
        away_strength integer NOT NULL,
        kickoff_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('SCHEDULED', 'LIVE', 'FINISHED', 'CANCELLED')),
        odds_home integer NOT NULL CHECK (odds_home > 100),
        odds_draw integer CHECK (odds_draw > 100),
        odds_away integer NOT NULL CHECK (odds_away > 100),
        server_seed text NOT NULL,
        seed_hash text NOT NULL,
        score text,
        outcome text CHECK (outcome IN ('HOME', 'DRAW', 'AWAY')),
        finished_at timestamptz,
        UNIQUE (merchant_code, kind, slot)
      )`,
      `CREATE INDEX fixtures_list ON fixtures (merchant_code, kind, kickoff_at)`,
      `CREATE INDEX fixtures_due ON fixtures (end_at) WHERE status IN ('SCHEDULED', 'LIVE')`,
      `CREATE TABLE scheduled_bets (
        id serial PRIMARY KEY,
        round_id text NOT NULL UNIQUE,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        game_id integer NOT NULL REFERENCES games(id),
        game_code text NOT NULL,
        mode text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('LOTTERY', 'SPORTS', 'ESPORTS')),
        issue_id integer REFERENCES draw_issues(id),
        fixture_id integer REFERENCES fixtures(id),
        market text NOT NULL,
        selection text NOT NULL,
        odds integer NOT NULL CHECK (odds > 100),
        stake bigint NOT NULL CHECK (stake > 0),
        payout bigint CHECK (payout >= 0),
        status text NOT NULL CHECK (status IN ('OPEN', 'SETTLED', 'VOID')),
        result text,
        request_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        settled_at timestamptz,
        claimed_at timestamptz,
        CHECK ((issue_id IS NULL) <> (fixture_id IS NULL)),
        CHECK ((status = 'OPEN') = (payout IS NULL))
      )`,
      `CREATE INDEX scheduled_bets_open_issue ON scheduled_bets (issue_id) WHERE status = 'OPEN'`,
      `CREATE INDEX scheduled_bets_open_fixture ON scheduled_bets (fixture_id) WHERE status = 'OPEN'`,
      `CREATE INDEX scheduled_bets_user ON scheduled_bets (user_id, kind, id DESC)`,
      `CREATE INDEX scheduled_bets_issue_market ON scheduled_bets (issue_id, market)`,
      `CREATE INDEX scheduled_bets_wins ON scheduled_bets (merchant_code, kind, settled_at) WHERE payout > 0`,
    ],
  },
  {
    // Sabong fights are fixtures of their own kind, and their bets scheduled bets.
    id: '0317_sabong_fights',
    seq: 317,
    statements: [
      `ALTER TABLE fixtures DROP CONSTRAINT IF EXISTS fixtures_kind_check`,
      `ALTER TABLE fixtures ADD CONSTRAINT fixtures_kind_check CHECK (kind IN ('SPORTS', 'ESPORTS', 'SABONG'))`,
      `ALTER TABLE scheduled_bets DROP CONSTRAINT IF EXISTS scheduled_bets_kind_check`,
      `ALTER TABLE scheduled_bets ADD CONSTRAINT scheduled_bets_kind_check
        CHECK (kind IN ('LOTTERY', 'SPORTS', 'ESPORTS', 'SABONG'))`,
    ],
  },
];

/**
 * Every migration of the demo provider: its instant-game tables, then the scheduled-game tables (lottery
 * issues, fixtures and their bets). Ids and seqs are those already applied to existing databases.
 */
export const demoProviderMigrations: Migration[] = [...providerMigrations, ...drawsMigrations];

declare module '../../core/db' {
  interface Database extends ProviderTables, DrawsTables {}
}
