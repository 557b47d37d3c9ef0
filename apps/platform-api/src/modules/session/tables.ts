import type { Generated } from 'kysely';
import type { Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  restricted: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** The login before this one (58 Pa. Code 814a: shown to the member after login). */
  previous_login_at: Timestamp | null;
  previous_login_ip: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account_key: string;
  ip: string;
  created_at: Timestamp;
}

/** The UTC days on which a member signed in (kept after their sessions are gone: login missions count them). */
export interface LoginDaysTable {
  user_id: number;
  /** yyyy-MM-dd (UTC). */
  day: string;
}

/** Where a member has logged in: a device (the hash of its pf_device cookie) together with an address. */
export interface KnownDevicesTable {
  user_id: number;
  device_hash: string;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

/** A login held back for a second factor because it came from a new device or address. */
export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  device_hash: string;
  ip: string;
  force_change_reason: string | null;
  attempts: number;
  code_factor: string | null;
  code_hash: string | null;
  code_expires_at: Timestamp | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A member's authenticator app: the secret sealed with a server key, live once enabled. */
export interface MemberTotpTable {
  user_id: number;
  secret_sealed: string;
  enabled: boolean;
  /** The last time step accepted: a code of that step or an earlier one is refused (no replay). */
  last_step: number | null;
  created_at: Timestamp;
  enabled_at: Timestamp | null;
}

declare module '../../core/db' {
  interface Database {
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
    login_days: LoginDaysTable;
    known_devices: KnownDevicesTable;
    login_challenges: LoginChallengesTable;
    member_totp: MemberTotpTable;
  }
}

export const sessionMigrations: Migration[] = [
  {
    id: 'session_0001_login_days',
    seq: 251,
    statements: [
      `CREATE TABLE login_days (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        PRIMARY KEY (user_id, day)
      )`,
      `INSERT INTO login_days (user_id, day)
        SELECT DISTINCT user_id, (created_at AT TIME ZONE 'UTC')::date FROM sessions
        ON CONFLICT DO NOTHING`,
    ],
  },
  {
    id: 'session_0002_devices',
    seq: 347,
    statements: [
      `CREATE TABLE known_devices (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        ip text NOT NULL,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, device_hash, ip)
      )`,
      `CREATE TABLE login_challenges (
        id serial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        device_hash text NOT NULL,
        ip text NOT NULL,
        force_change_reason text,
        attempts integer NOT NULL DEFAULT 0,
        code_factor text,
        code_hash text,
        code_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE TABLE member_totp (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret_sealed text NOT NULL,
        enabled boolean NOT NULL DEFAULT false,
        last_step integer,
        created_at timestamptz NOT NULL,
        enabled_at timestamptz
      )`,
    ],
  },
  {
    id: 'session_0003_previous_login',
    seq: 391,
    statements: [
      `ALTER TABLE users ADD COLUMN last_login_ip text`,
      `ALTER TABLE sessions ADD COLUMN previous_login_at timestamptz, ADD COLUMN previous_login_ip text`,
    ],
  },
];
