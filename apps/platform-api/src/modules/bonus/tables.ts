import type { BigId, Defaulted, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A bonus paid to a member (by a promotion, a mission or a raffle): its credit on the ledger and the turnover
 * its money must be played through before it may be withdrawn. `source_key` makes a grant happen once.
 */
export interface BonusesTable {
  id: BigId;
  merchant_code: string;
  user_id: number;
  source_kind: string;
  source_id: number;
  source_key: string;
  /** The source's title in each language it has ({en: …, th: …}), for the bonus list. */
  titles: Json<Record<string, string>>;
  amount: Money;
  turnover_required: Money;
  turnover_done: Defaulted<string>;
  weights: Json<Record<string, number>>;
  status: string;
  reference: string;
  forfeit_reference: string | null;
  forfeited_amount: Defaulted<string>;
  granted_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
  ended_at: Timestamp | null;
}

/** Real-money rounds already counted towards a member's bonuses (each round counts once). */
export interface BonusTurnoverRoundsTable {
  round_id: string;
  user_id: number;
  settled_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    bonuses: BonusesTable;
    bonus_turnover_rounds: BonusTurnoverRoundsTable;
  }
}

export const bonusMigrations: Migration[] = [
  {
    id: 'bonus_0001_bonuses',
    seq: 230,
    statements: [
      `CREATE TABLE bonuses (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        source_kind text NOT NULL CHECK (source_kind IN ('PROMOTION', 'MISSION', 'RAFFLE')),
        source_id bigint NOT NULL,
        source_key text NOT NULL,
        titles jsonb NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
        turnover_done bigint NOT NULL DEFAULT 0 CHECK (turnover_done >= 0 AND turnover_done <= turnover_required),
        weights jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED')),
        reference text NOT NULL UNIQUE,
        forfeit_reference text UNIQUE,
        forfeited_amount bigint NOT NULL DEFAULT 0 CHECK (forfeited_amount >= 0 AND forfeited_amount <= amount),
        granted_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        completed_at timestamptz,
        ended_at timestamptz,
        UNIQUE (merchant_code, source_key),
        CHECK ((status = 'COMPLETED') = (completed_at IS NOT NULL)),
        CHECK ((status IN ('FORFEITED', 'EXPIRED')) = (ended_at IS NOT NULL))
      )`,
      `CREATE INDEX bonuses_user ON bonuses (user_id, status, granted_at)`,
      `CREATE INDEX bonuses_expiry ON bonuses (expires_at) WHERE status = 'ACTIVE'`,
      `CREATE TABLE bonus_turnover_rounds (
        round_id bigint PRIMARY KEY,
        user_id integer NOT NULL,
        settled_at timestamptz NOT NULL
      )`,
      `CREATE INDEX bonus_turnover_rounds_user ON bonus_turnover_rounds (user_id, settled_at)`,
    ],
  },
];
