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

declare module '../../core/db' {
  interface Database {
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
    login_days: LoginDaysTable;
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
];
