import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

type JsonArray<T> = ColumnType<T[], string, string>;

/**
 * An affiliate application from /join: the applicant's contact and traffic, its status and, once approved,
 * the agent account it opened. `user_id` is the member who applied while logged in (null for a visitor).
 */
export interface AffiliateApplicationsTable {
  id: Generated<number>;
  merchant_code: string;
  reference: string;
  name: string;
  email: string | null;
  mobile: string | null;
  messengers: JsonArray<{ channel: string; handle: string }>;
  traffic_channels: JsonArray<string>;
  players_per_month: number;
  message: string | null;
  user_id: number | null;
  ip: string | null;
  /** The applicant's language: the login message is written in it. */
  language: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
  agent_user_id: number | null;
  sent_to: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

declare module '../../core/db' {
  interface Database {
    affiliate_applications: AffiliateApplicationsTable;
  }
}

/** Migrations of the affiliate-applications module (append only; `seq` places each among every module's). */
export const affiliateApplicationMigrations: Migration[] = [
  {
    id: 'affiliate_applications_0001',
    seq: 310,
    statements: [
      `CREATE TABLE affiliate_applications (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        reference text NOT NULL UNIQUE,
        name text NOT NULL,
        email text,
        mobile text,
        messengers jsonb NOT NULL,
        traffic_channels jsonb NOT NULL,
        players_per_month integer NOT NULL,
        message text,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        ip text,
        language text NOT NULL,
        status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        reason text,
        agent_user_id integer REFERENCES users(id) ON DELETE SET NULL,
        sent_to text,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        CHECK (email IS NOT NULL OR mobile IS NOT NULL)
      )`,
      `CREATE INDEX affiliate_applications_merchant ON affiliate_applications (merchant_code, status, created_at DESC)`,
      `CREATE INDEX affiliate_applications_user ON affiliate_applications (user_id) WHERE user_id IS NOT NULL`,
    ],
  },
];
