import type { Generated } from 'kysely';
import type { Timestamp } from '../../core/db';

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

declare module '../../core/db' {
  interface Database {
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
  }
}
