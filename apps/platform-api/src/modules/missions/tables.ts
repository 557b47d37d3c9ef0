import type { BigId, Defaulted, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/** One task of a mission: its kind, the game category it is narrowed to (or null) and its target. */
export interface MissionTaskRow {
  kind: string;
  category: string | null;
  /** Minor units (amounts), rounds (counts) or days, as a decimal string. */
  target: string;
}

/**
 * A daily or weekly mission of a brand: tasks measured from the member's real activity in the current period
 * (UTC days; weeks from Monday UTC) and the bonus its claim pays once per member and period.
 */
export interface MissionsTable {
  id: BigId;
  merchant_code: string;
  /** {en: {title, description}, th: …}. */
  texts: Json<Record<string, { title: string; description: string }>>;
  period: string;
  tasks: Json<MissionTaskRow[]>;
  reward: Money;
  turnover_multiplier: number;
  weights: Json<Record<string, number>>;
  bonus_days: number;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  paused: Defaulted<boolean>;
  sort: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member's claim of a mission in one period (unique: a period pays once), with the bonus it paid. */
export interface MissionClaimsTable {
  id: BigId;
  mission_id: BigId;
  user_id: number;
  period: string;
  period_start: Timestamp;
  reward: Money;
  bonus_id: BigId;
  claimed_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    missions: MissionsTable;
    mission_claims: MissionClaimsTable;
  }
}

export const missionsMigrations: Migration[] = [
  {
    id: 'missions_0001_missions',
    seq: 250,
    statements: [
      `CREATE TABLE missions (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        texts jsonb NOT NULL,
        period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
        tasks jsonb NOT NULL,
        reward bigint NOT NULL CHECK (reward > 0),
        turnover_multiplier integer NOT NULL CHECK (turnover_multiplier BETWEEN 0 AND 100),
        weights jsonb NOT NULL,
        bonus_days integer NOT NULL CHECK (bonus_days BETWEEN 1 AND 365),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        paused boolean NOT NULL DEFAULT false,
        sort integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (ends_at IS NULL OR ends_at >= starts_at)
      )`,
      `CREATE INDEX missions_merchant ON missions (merchant_code, sort, id)`,
      `CREATE TABLE mission_claims (
        id bigserial PRIMARY KEY,
        mission_id bigint NOT NULL REFERENCES missions(id),
        user_id integer NOT NULL REFERENCES users(id),
        period text NOT NULL,
        period_start timestamptz NOT NULL,
        reward bigint NOT NULL CHECK (reward > 0),
        bonus_id bigint NOT NULL REFERENCES bonuses(id),
        claimed_at timestamptz NOT NULL,
        UNIQUE (mission_id, user_id, period_start)
      )`,
      `CREATE INDEX mission_claims_board ON mission_claims (period, period_start, user_id)`,
      `CREATE INDEX mission_claims_user ON mission_claims (user_id, period_start)`,
    ],
  },
];
