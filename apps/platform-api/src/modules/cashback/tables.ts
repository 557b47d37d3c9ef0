import type { BigId, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A brand's cashback rate for a game category, in hundredths of a percent of valid bets (70 = 0.70 %).
 * `rank_level` 0 is the brand's default; a row for a VIP rank level replaces the default for that rank.
 */
export interface CashbackRatesTable {
  merchant_code: string;
  rank_level: number;
  category: string;
  rate_bp: number;
  updated_at: Timestamp;
}

/** One category of a computed day, as stored (amounts as decimal strings). */
export interface CashbackLineRow {
  category: string;
  validBet: string;
  rateBp: number;
  amount: string;
}

/**
 * A member's cashback of one closed UTC day (unique per member and day: computed once, paid once): the
 * breakdown by category, the total, and its state. CLAIMABLE until claimed (CLAIMED, with the ledger posting
 * that paid it) or until `expires_at` (EXPIRED); NIL when the day earned nothing.
 */
export interface CashbacksTable {
  id: BigId;
  merchant_code: string;
  user_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  rank_level: number;
  lines: Json<CashbackLineRow[]>;
  valid_bet: Money;
  amount: Money;
  status: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  claimed_at: Timestamp | null;
  transaction_id: string | null;
  reference: string | null;
}

declare module '../../core/db' {
  interface Database {
    cashback_rates: CashbackRatesTable;
    cashbacks: CashbacksTable;
  }
}

export const cashbackMigrations: Migration[] = [
  {
    id: 'cashback_0001_rates',
    seq: 260,
    statements: [
      `CREATE TABLE cashback_rates (
        merchant_code text NOT NULL,
        rank_level integer NOT NULL CHECK (rank_level BETWEEN 0 AND 100),
        category text NOT NULL,
        rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, rank_level, category)
      )`,
    ],
  },
  {
    id: 'cashback_0002_cashbacks',
    seq: 261,
    statements: [
      `CREATE TABLE cashbacks (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        rank_level integer NOT NULL,
        lines jsonb NOT NULL,
        valid_bet bigint NOT NULL CHECK (valid_bet >= 0),
        amount bigint NOT NULL CHECK (amount >= 0),
        status text NOT NULL CHECK (status IN ('CLAIMABLE', 'CLAIMED', 'EXPIRED', 'NIL')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        claimed_at timestamptz,
        transaction_id bigint REFERENCES ledger_transactions(id),
        reference text UNIQUE,
        UNIQUE (user_id, period_start),
        CHECK ((status = 'NIL') = (amount = 0)),
        CHECK ((status = 'CLAIMED') = (transaction_id IS NOT NULL))
      )`,
      `CREATE INDEX cashbacks_claimable ON cashbacks (status, expires_at) WHERE status = 'CLAIMABLE'`,
      `CREATE INDEX cashbacks_merchant_day ON cashbacks (merchant_code, period_start, user_id)`,
      // The job looks for the members with settled real-money rounds on the last closed days.
      `CREATE INDEX game_rounds_settled_real ON game_rounds (settled_at) WHERE status = 'SETTLED' AND mode = 'REAL'`,
    ],
  },
];
