import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../core/db';
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

/** Tables of the built-in demo provider: fairness seeds and instant-game state (Kysely types). */
export interface ProviderTables {
  demo_fair_seeds: DemoFairSeedsTable;
  demo_rounds: DemoRoundsTable;
}

/** Migrations of the demo provider, applied after the games migrations (append only). */
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

declare module '../../core/db' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ProviderTables {}
}
