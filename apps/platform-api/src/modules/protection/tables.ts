import type { Generated } from 'kysely';
import type { Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A member's limit of one kind and period. `amount` is the limit in force (null while only a change adding
 * one waits); a raise or a removal waits in `pending_*` until its cooling-off is over and the member
 * confirms it (`pending_requested_at` set: a change waits; `pending_amount` null: it removes the limit).
 */
export interface ProtectionLimitsTable {
  id: Generated<number>;
  merchant_code: string;
  user_id: number;
  kind: string;
  period: string;
  amount: string | null;
  pending_amount: string | null;
  pending_requested_at: Timestamp | null;
  pending_effective_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A member's reality-check interval (absent: the brand's default). */
export interface ProtectionPreferencesTable {
  user_id: number;
  reality_check_minutes: number;
  updated_at: Timestamp;
}

/**
 * A time-out or self-exclusion. The person's mobile, e-mail and ID number are kept as they were when it
 * started, so it holds on every brand of the deployment for an account of the same person. `ends_at` null:
 * permanent. Rows are never updated or deleted: nobody lifts one early.
 */
export interface ProtectionExclusionsTable {
  id: Generated<number>;
  merchant_code: string;
  user_id: number;
  kind: string;
  started_at: Timestamp;
  ends_at: Timestamp | null;
  mobile_key: string | null;
  email_key: string | null;
  id_number_key: string | null;
}

/** What an operator changed or a member did, for the back office's protection view (append only). */
export interface ProtectionEventsTable {
  id: Generated<number>;
  merchant_code: string;
  user_id: number;
  action: string;
  detail: string;
  created_at: Timestamp;
}

/**
 * A member's declaration that they can afford their deposits, asked for when net deposits of 30 days reach
 * the brand's threshold; it holds for 30 days. Append only.
 */
export interface AffordabilityDeclarationsTable {
  id: Generated<number>;
  merchant_code: string;
  user_id: number;
  net_deposits: string;
  threshold: string;
  income_band: string | null;
  declared_at: Timestamp;
}

/** The operator task a declaration opens (one open per member at a time); closed with an outcome and note. */
export interface AffordabilityReviewsTable {
  id: Generated<number>;
  merchant_code: string;
  user_id: number;
  declaration_id: number;
  net_deposits: string;
  threshold: string;
  declared_at: Timestamp;
  status: string;
  outcome: string | null;
  note: string | null;
  closed_by: string | null;
  closed_at: Timestamp | null;
}

declare module '../../core/db' {
  interface Database {
    affordability_declarations: AffordabilityDeclarationsTable;
    affordability_reviews: AffordabilityReviewsTable;
    protection_limits: ProtectionLimitsTable;
    protection_preferences: ProtectionPreferencesTable;
    protection_exclusions: ProtectionExclusionsTable;
    protection_events: ProtectionEventsTable;
  }
}

/** Migrations of the protection module (append only; `seq` places each among every module's). */
export const protectionMigrations: Migration[] = [
  {
    id: 'protection_0001_limits_and_exclusions',
    seq: 390,
    statements: [
      `CREATE TABLE protection_limits (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        kind text NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
        period text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH', 'SESSION')),
        amount bigint CHECK (amount > 0),
        pending_amount bigint CHECK (pending_amount > 0),
        pending_requested_at timestamptz,
        pending_effective_at timestamptz,
        updated_at timestamptz NOT NULL,
        UNIQUE (user_id, kind, period),
        CHECK (amount IS NOT NULL OR pending_requested_at IS NOT NULL)
      )`,
      `CREATE TABLE protection_preferences (
        user_id integer PRIMARY KEY REFERENCES users(id),
        reality_check_minutes integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE protection_exclusions (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        kind text NOT NULL CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
        started_at timestamptz NOT NULL,
        ends_at timestamptz,
        mobile_key text,
        email_key text,
        id_number_key text
      )`,
      `CREATE INDEX protection_exclusions_user ON protection_exclusions (user_id)`,
      `CREATE INDEX protection_exclusions_mobile ON protection_exclusions (mobile_key) WHERE mobile_key IS NOT NULL`,
      `CREATE INDEX protection_exclusions_email ON protection_exclusions (email_key) WHERE email_key IS NOT NULL`,
      `CREATE INDEX protection_exclusions_id_number ON protection_exclusions (id_number_key)
        WHERE id_number_key IS NOT NULL`,
      `CREATE TABLE protection_events (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        action text NOT NULL,
        detail text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX protection_events_user ON protection_events (user_id, id DESC)`,
      `CREATE INDEX protection_events_brand ON protection_events (merchant_code, id DESC)`,
    ],
  },
  {
    id: 'protection_0002_affordability',
    seq: 393,
    statements: [
      `CREATE TABLE affordability_declarations (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        net_deposits bigint NOT NULL,
        threshold bigint NOT NULL CHECK (threshold > 0),
        income_band text,
        declared_at timestamptz NOT NULL
      )`,
      `CREATE INDEX affordability_declarations_user ON affordability_declarations (user_id, declared_at DESC)`,
      `CREATE TABLE affordability_reviews (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        declaration_id integer NOT NULL REFERENCES affordability_declarations(id),
        net_deposits bigint NOT NULL,
        threshold bigint NOT NULL,
        declared_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('OPEN', 'CLOSED')),
        outcome text CHECK (outcome IN ('CLEARED', 'FOLLOW_UP')),
        note text,
        closed_by text,
        closed_at timestamptz,
        CHECK ((status = 'CLOSED') = (outcome IS NOT NULL AND closed_at IS NOT NULL))
      )`,
      // One open task per member: a second declaration while one is open adds none.
      `CREATE UNIQUE INDEX affordability_reviews_open ON affordability_reviews (user_id) WHERE status = 'OPEN'`,
      `CREATE INDEX affordability_reviews_brand ON affordability_reviews (merchant_code, status, id)`,
    ],
  },
];
