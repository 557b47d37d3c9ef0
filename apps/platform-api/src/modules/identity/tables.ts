import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Defaulted, DefaultedJson, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * Identity: the users table every module refers to, and the first migration (it also created the tables of
 * session, verification, system and core, before modules owned their migrations; it never changes).
 */
export const identityMigrations: Migration[] = [
  {
    id: '0001_identity',
    seq: 10,
    statements: [
      `CREATE TABLE brand_settings (
        merchant_code text NOT NULL,
        key text NOT NULL,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_code, key)
      )`,
      `CREATE TABLE users (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        username text NOT NULL,
        username_key text NOT NULL,
        mobile_key text,
        mobile_num text,
        country_dialing_code text,
        email text,
        password_hash text NOT NULL,
        account_type integer NOT NULL DEFAULT 0,
        nickname text NOT NULL DEFAULT '',
        avatar text NOT NULL DEFAULT 'avatar-1',
        avatar_type text NOT NULL DEFAULT 'STATIC',
        upline_id integer REFERENCES users(id),
        referral_code text NOT NULL,
        referred_by integer REFERENCES users(id),
        affiliate_code text,
        register_method text,
        register_ip text,
        register_domain text,
        profile jsonb NOT NULL DEFAULT '{}',
        club_label text NOT NULL DEFAULT 'Regular',
        rank_level integer NOT NULL DEFAULT 1,
        member_labels jsonb NOT NULL DEFAULT '[]',
        must_change_password boolean NOT NULL DEFAULT false,
        password_changed_at timestamptz NOT NULL,
        first_login_at timestamptz,
        last_login_at timestamptz,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        UNIQUE (merchant_code, username_key),
        UNIQUE (merchant_code, referral_code)
      )`,
      `CREATE UNIQUE INDEX users_mobile_key ON users (merchant_code, mobile_key) WHERE mobile_key IS NOT NULL`,
      `CREATE TABLE sessions (
        id serial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        restricted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip text,
        user_agent text
      )`,
      `CREATE INDEX sessions_user ON sessions (user_id)`,
      `CREATE TABLE login_failures (
        id serial PRIMARY KEY,
        account_key text NOT NULL,
        ip text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX login_failures_account ON login_failures (account_key, created_at)`,
      `CREATE TABLE rate_limits (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, window_start)
      )`,
      `CREATE TABLE captchas (
        id text PRIMARY KEY,
        answer_hash text NOT NULL,
        client_key text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE TABLE sms_codes (
        id serial PRIMARY KEY,
        purpose text NOT NULL,
        mobile_key text NOT NULL,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE INDEX sms_codes_mobile ON sms_codes (mobile_key, purpose, created_at)`,
      `CREATE TABLE outbox (
        id serial PRIMARY KEY,
        channel text NOT NULL,
        recipient text NOT NULL,
        subject text,
        body text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX outbox_recipient ON outbox (recipient, id)`,
      `CREATE TABLE password_resets (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE TABLE server_keys (
        kid text PRIMARY KEY,
        private_pem text NOT NULL,
        public_pem text NOT NULL,
        created_at timestamptz NOT NULL,
        active boolean NOT NULL
      )`,
    ],
  },
];

export interface UsersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  username_key: string;
  mobile_key: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  password_hash: string;
  account_type: Defaulted<number>;
  nickname: Defaulted<string>;
  avatar: Defaulted<string>;
  avatar_type: Defaulted<string>;
  upline_id: number | null;
  referral_code: string;
  referred_by: number | null;
  affiliate_code: string | null;
  register_method: string | null;
  register_ip: string | null;
  register_domain: string | null;
  profile: DefaultedJson<Record<string, string>>;
  club_label: Defaulted<string>;
  rank_level: Defaulted<number>;
  member_labels: DefaultedJson<string[]>;
  must_change_password: Defaulted<boolean>;
  password_changed_at: Timestamp;
  first_login_at: Timestamp | null;
  last_login_at: Timestamp | null;
  /** Address of the last login (added by the session module's migration session_0003). */
  last_login_ip: Defaulted<string | null>;
  disabled: Defaulted<boolean>;
  created_at: Timestamp;
  /**
   * Date of birth given at registration (the age check; member module's migration 0404), null when the brand
   * did not ask it. A driver may read a `date` as a Date at local midnight: select it with
   * `to_char(birth_date, 'YYYY-MM-DD')`.
   */
  birth_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

declare module '../../core/db' {
  interface Database {
    users: UsersTable;
  }
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
