import type { Generated } from 'kysely';
import type { BigId, Defaulted, Json, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/** A back-office account: argon2id password, an authenticator app (mandatory, enrolled at first login), roles. */
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  password_hash: string;
  roles: Json<string[]>;
  totp_sealed: string | null;
  totp_last_step: number | null;
  disabled: Defaulted<boolean>;
  created_at: Timestamp;
  created_by: string | null;
  last_login_at: Timestamp | null;
}

/** An operator's session (apart from members' sessions: a member token is never an operator's). */
export interface OperatorSessionsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

/** A login between the password and the authenticator code (with the secret offered when enrolling). */
export interface OperatorLoginTicketsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  enrol_sealed: string | null;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** The audit trail: one row per operator action, never updated or deleted (a trigger refuses both). */
export interface OperatorAuditTable {
  id: BigId;
  at: Timestamp;
  actor: string;
  actor_kind: string;
  roles: Json<string[]>;
  action: string;
  summary: string;
  target: string | null;
  before: Json<unknown>;
  after: Json<unknown>;
  status: number;
  ip: string | null;
  /** The brand the call worked on (null: entries older than brands, and deployment-wide commands). */
  merchant_code: Defaulted<string | null>;
}

/** A money action proposed by one operator that a different one must approve (two-person rule). */
export interface OperatorProposalsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  summary: string;
  target: string;
  amount: string | null;
  payload: Json<Record<string, unknown>>;
  status: string;
  proposed_by: string;
  proposed_at: Timestamp;
  decided_by: string | null;
  decided_at: Timestamp | null;
  reason: string | null;
  result: Json<unknown>;
}

/** Why an operator locked a member (users.disabled is the lock itself; this row says who, when and why). */
export interface MemberLocksTable {
  user_id: number;
  reason: string;
  locked_at: Timestamp;
  locked_by: string;
}

declare module '../../core/db' {
  interface Database {
    member_locks: MemberLocksTable;
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    operator_login_tickets: OperatorLoginTicketsTable;
    operator_audit: OperatorAuditTable;
    operator_proposals: OperatorProposalsTable;
  }
}

/** Migrations of the operators module (append only; `seq` places each among every module's). */
export const operatorMigrations: Migration[] = [
  {
    id: 'operators_0001_accounts_audit_proposals',
    seq: 370,
    statements: [
      `CREATE TABLE operators (
        id serial PRIMARY KEY,
        username text NOT NULL UNIQUE,
        display_name text NOT NULL,
        password_hash text NOT NULL,
        roles jsonb NOT NULL,
        totp_sealed text,
        totp_last_step integer,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        created_by text,
        last_login_at timestamptz
      )`,
      `CREATE TABLE operator_sessions (
        id serial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        operator_id integer NOT NULL REFERENCES operators(id),
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip text,
        user_agent text
      )`,
      `CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id)`,
      `CREATE TABLE operator_login_tickets (
        id serial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        operator_id integer NOT NULL REFERENCES operators(id),
        enrol_sealed text,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE TABLE operator_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        actor text NOT NULL,
        actor_kind text NOT NULL,
        roles jsonb NOT NULL,
        action text NOT NULL,
        summary text NOT NULL,
        target text,
        before jsonb,
        after jsonb,
        status integer NOT NULL,
        ip text
      )`,
      `CREATE INDEX operator_audit_at ON operator_audit (at DESC, id DESC)`,
      `CREATE INDEX operator_audit_actor ON operator_audit (actor, id DESC)`,
      // Append only, also for SQL run by the application: UPDATE, DELETE and TRUNCATE raise.
      `CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'operator_audit is append only';
        END $$`,
      `CREATE TRIGGER operator_audit_no_update BEFORE UPDATE OR DELETE ON operator_audit
        FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only()`,
      `CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
        FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only()`,
      `CREATE TABLE operator_proposals (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('balance_adjustment', 'bonus_grant', 'withdrawal_release')),
        summary text NOT NULL,
        target text NOT NULL,
        amount bigint,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'failed')),
        proposed_by text NOT NULL,
        proposed_at timestamptz NOT NULL,
        decided_by text,
        decided_at timestamptz,
        reason text,
        result jsonb,
        CHECK (decided_by IS NULL OR decided_by <> proposed_by)
      )`,
      `CREATE INDEX operator_proposals_status ON operator_proposals (merchant_code, status, id DESC)`,
      // At most one pending release per withdrawal.
      `CREATE UNIQUE INDEX operator_proposals_one_pending ON operator_proposals (merchant_code, kind, target)
        WHERE status = 'pending' AND kind = 'withdrawal_release'`,
      `ALTER TABLE bonuses DROP CONSTRAINT IF EXISTS bonuses_source_kind_check`,
      `ALTER TABLE bonuses ADD CONSTRAINT bonuses_source_kind_check
        CHECK (source_kind IN ('PROMOTION', 'MISSION', 'RAFFLE', 'VIP', 'OPERATOR'))`,
    ],
  },
  {
    id: 'operators_0002_member_locks',
    seq: 371,
    statements: [
      `CREATE TABLE member_locks (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        reason text NOT NULL,
        locked_at timestamptz NOT NULL,
        locked_by text NOT NULL
      )`,
    ],
  },
  {
    // A deployment serves several brands: each entry says which one the change was made to.
    id: 'operators_0003_audit_brand',
    seq: 382,
    statements: [`ALTER TABLE operator_audit ADD COLUMN merchant_code text`],
  },
];
