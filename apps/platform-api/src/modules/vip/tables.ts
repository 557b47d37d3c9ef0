import type { BigId, Json, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A VIP rank of a brand. Level 1 is the entry rank every member has; a member reaches a higher level when
 * the approved deposits AND the valid bets of the last `VIP_WINDOW_DAYS` days reach its thresholds.
 */
export interface VipRanksTable {
  merchant_code: string;
  level: number;
  /** {en: 'Gold', cn: '黄金', …}; a missing language falls back to English. */
  names: Json<Record<string, string>>;
  min_deposit: Money;
  min_valid_bet: Money;
  /** Minor units a member of this rank may withdraw per UTC day; null: no limit of the rank. */
  daily_withdrawal_limit: Money | null;
  /** Bonus paid once per member the first time the rank is reached (0: none). */
  upgrade_bonus: Money;
  updated_at: Timestamp;
}

/** One change of a member's rank: by the evaluation job (UPGRADE, DOWNGRADE) or by the operator (MANUAL). */
export interface VipRankChangesTable {
  id: BigId;
  merchant_code: string;
  user_id: number;
  from_level: number;
  to_level: number;
  kind: string;
  reason: string | null;
  /**
   * What makes a job's change happen once: `D:2026-11` (the one downgrade of a calendar month) or
   * `U:<run>:<level>` (an upgrade in one run); null for manual changes.
   */
  change_key: string | null;
  bonus_paid: Money;
  created_at: Timestamp;
}

/** One run of the evaluation job per brand and hour: the replica that inserts the row does the run. */
export interface VipRunsTable {
  merchant_code: string;
  run_key: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  changes: number;
}

/** A member label's texts per language, by the label as stored on members (club label or member label). */
export interface VipLabelsTable {
  merchant_code: string;
  label: string;
  /** {en: 'Verified', th: 'ยืนยันแล้ว', …}; a missing language falls back to English. */
  names: Json<Record<string, string>>;
  updated_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    vip_labels: VipLabelsTable;
    vip_ranks: VipRanksTable;
    vip_rank_changes: VipRankChangesTable;
    vip_runs: VipRunsTable;
  }
}

export const vipMigrations: Migration[] = [
  {
    id: 'vip_0001_ranks',
    seq: 270,
    statements: [
      `CREATE TABLE vip_ranks (
        merchant_code text NOT NULL,
        level integer NOT NULL CHECK (level BETWEEN 1 AND 100),
        names jsonb NOT NULL,
        min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
        min_valid_bet bigint NOT NULL CHECK (min_valid_bet >= 0),
        daily_withdrawal_limit bigint CHECK (daily_withdrawal_limit IS NULL OR daily_withdrawal_limit >= 0),
        upgrade_bonus bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, level)
      )`,
      `CREATE TABLE vip_rank_changes (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        from_level integer NOT NULL,
        to_level integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('UPGRADE', 'DOWNGRADE', 'MANUAL')),
        reason text,
        change_key text,
        bonus_paid bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        UNIQUE (user_id, change_key)
      )`,
      `CREATE INDEX vip_rank_changes_user ON vip_rank_changes (user_id, created_at)`,
      `CREATE TABLE vip_runs (
        merchant_code text NOT NULL,
        run_key text NOT NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        changes integer NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant_code, run_key)
      )`,
      // Upgrade bonuses are bonuses of kind VIP (source key `VIP<level>:U<user>`: once per member and rank).
      `ALTER TABLE bonuses DROP CONSTRAINT bonuses_source_kind_check`,
      `ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_kind_check
        CHECK (source_kind IN ('PROMOTION', 'MISSION', 'RAFFLE', 'VIP'))`,
    ],
  },
  {
    // Member labels (the club label of a member without a rank, labels given by the operator) per language.
    id: 'vip_0002_labels',
    seq: 345,
    statements: [
      `CREATE TABLE vip_labels (
        merchant_code text NOT NULL,
        label text NOT NULL,
        names jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, label)
      )`,
    ],
  },
];
