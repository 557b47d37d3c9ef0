import type { BigId, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A brand's referral rule (one row per brand, the operator edits it): a friend qualifies once their approved
 * deposits reach `min_deposit` and their valid bets `min_turnover`; the referrer is paid `reward`.
 */
export interface ReferralRulesTable {
  merchant_code: string;
  min_deposit: Money;
  min_turnover: Money;
  reward: Money;
  updated_at: Timestamp;
}

/**
 * The reward paid for one friend (unique per friend: a friend pays once), with the ledger posting that paid
 * it and what the friend had reached when it was paid.
 */
export interface ReferralRewardsTable {
  id: BigId;
  merchant_code: string;
  referrer_id: number;
  friend_id: number;
  amount: Money;
  deposits: Money;
  turnover: Money;
  /** The REFERRAL_REWARD ledger transaction's reference. */
  reference: string;
  paid_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    referral_rules: ReferralRulesTable;
    referral_rewards: ReferralRewardsTable;
  }
}

export const referralMigrations: Migration[] = [
  {
    id: 'referral_0001_rules_rewards',
    seq: 280,
    statements: [
      `CREATE TABLE referral_rules (
        merchant_code text PRIMARY KEY,
        min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
        min_turnover bigint NOT NULL CHECK (min_turnover >= 0),
        reward bigint NOT NULL CHECK (reward > 0),
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE referral_rewards (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        referrer_id integer NOT NULL REFERENCES users(id),
        friend_id integer NOT NULL REFERENCES users(id) UNIQUE,
        amount bigint NOT NULL CHECK (amount > 0),
        deposits bigint NOT NULL,
        turnover bigint NOT NULL,
        reference text NOT NULL UNIQUE,
        paid_at timestamptz NOT NULL,
        CHECK (referrer_id <> friend_id)
      )`,
      `CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id, paid_at)`,
      `CREATE INDEX users_referred_by ON users (referred_by) WHERE referred_by IS NOT NULL`,
    ],
  },
];
