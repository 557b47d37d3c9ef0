import type { Generated } from 'kysely';
import type { Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

export const memberMigrations: Migration[] = [
  {
    // Registration used to keep the payment password in the profile, where money calls never looked.
    id: '0401_payment_password_from_profile',
    seq: 140,
    statements: [
      `INSERT INTO payment_passwords (user_id, password_hash, updated_at)
        SELECT id, profile->>'paymentPasswordHash', created_at FROM users
        WHERE profile ? 'paymentPasswordHash'
        ON CONFLICT (user_id) DO NOTHING`,
      `UPDATE users SET profile = profile - 'paymentPasswordHash' WHERE profile ? 'paymentPasswordHash'`,
    ],
  },
  {
    // A brand still on the former default password rule (letters and digits, no spaces, 8-64) moves to
    // the NIST one; a brand that chose its own rule keeps it.
    id: '0402_password_rule_nist',
    seq: 150,
    statements: [
      `UPDATE brand_settings SET value = value || jsonb_build_object(
          'password', (value->'password') || '{"patternId": 1, "acceptedPattern": "*", "maxLength": 128}'::jsonb,
          'confirmPassword', (value->'confirmPassword') || '{"maxLength": 128}'::jsonb)
        WHERE key = 'registerRules'
          AND value->'password'->>'patternId' = '6'
          AND value->'password'->>'minLength' = '8'
          AND value->'password'->>'maxLength' = '64'`,
    ],
  },
  {
    // Custom avatars: the re-encoded square PNG, one a member (a new upload replaces the former one).
    id: '0403_member_avatars',
    seq: 360,
    statements: [
      `CREATE TABLE member_avatars (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX member_avatars_user ON member_avatars (user_id)`,
    ],
  },
  {
    // The age check at registration (docs/player-protection.md): the date of birth a member gave, and the
    // `birthday` rule, asked and required, for a brand whose stored rules predate it (existing members
    // keep null: they gave no date).
    id: '0404_member_birth_date',
    seq: 392,
    statements: [
      `ALTER TABLE users ADD COLUMN birth_date date`,
      `UPDATE brand_settings SET value = value || jsonb_build_object('birthday', jsonb_build_object(
          'enabled', true, 'required', true, 'minLength', 10, 'maxLength', 10,
          'acceptedPattern', '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', 'patternId', 12))
        WHERE key = 'registerRules' AND NOT value ? 'birthday'`,
    ],
  },
];

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AffiliatesTable {
  merchant_code: string;
  code: string;
  agent_id: number;
  domain: string | null;
  enabled: boolean;
}

export interface PaymentPasswordsTable {
  user_id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface MemberAvatarsTable {
  id: string;
  user_id: number;
  bytes: Buffer;
  created_at: Generated<Timestamp>;
}

declare module '../../core/db' {
  interface Database {
    member_avatars: MemberAvatarsTable;
    password_resets: PasswordResetsTable;
    affiliates: AffiliatesTable;
    payment_passwords: PaymentPasswordsTable;
  }
}
