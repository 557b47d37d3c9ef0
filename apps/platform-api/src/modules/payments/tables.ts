import type { ColumnType, Generated } from 'kysely';
import type { BigId, Defaulted, DefaultedJson, Money, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/** An operator's decision on a not-received dispute: once per withdrawal (the primary key). */
export interface WithdrawalDisputesTable {
  withdrawal_id: string;
  /** CONFIRMED_PAID: the payout stands; REFUNDED: the amount went back to the main wallet. */
  resolution: string;
  /** The refund posting (REFUNDED only). */
  transaction_id: string | null;
  resolved_at: Timestamp;
}

/** Tables of the payments module (Kysely types). */
export interface PaymentsTables {
  withdrawal_disputes: WithdrawalDisputesTable;
}

/** Migrations of the payments module, applied after the module migrations before it (append only). */
export const paymentsMigrations: Migration[] = [
  {
    id: 'payments_0001_disputes_and_key_expiry',
    seq: 100,
    statements: [
      `CREATE TABLE withdrawal_disputes (
        withdrawal_id bigint PRIMARY KEY REFERENCES withdrawals(id),
        resolution text NOT NULL CHECK (resolution IN ('CONFIRMED_PAID', 'REFUNDED')),
        transaction_id bigint UNIQUE REFERENCES ledger_transactions(id),
        resolved_at timestamptz NOT NULL,
        CHECK ((resolution = 'REFUNDED') = (transaction_id IS NOT NULL))
      )`,
      `CREATE INDEX withdrawals_disputed ON withdrawals (merchant_code, id) WHERE confirm_status = 'NOT_RECEIVED'`,
      // purgeExpired deletes keys past their retention by age.
      `CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`,
    ],
  },
  {
    // Where to pay for each deposit channel (seeded by ensureCatalogue, edited by the operator) and until
    // when a deposit request is payable.
    id: '0501_deposit_payee',
    seq: 120,
    statements: [
      `ALTER TABLE payment_channels
        ADD COLUMN payee_type text CHECK (payee_type IN ('bank', 'ewallet', 'qr')),
        ADD COLUMN bank_name text,
        ADD COLUMN account_name text,
        ADD COLUMN account_number text,
        ADD COLUMN ewallet_id text,
        ADD COLUMN qr_payload text,
        ADD COLUMN expiry_minutes integer NOT NULL DEFAULT 30 CHECK (expiry_minutes BETWEEN 1 AND 1440)`,
      `ALTER TABLE deposits ADD COLUMN expires_at timestamptz`,
    ],
  },
  {
    // A channel's name, instructions and deposit tutorial per language (the operator edits each language).
    id: 'payments_0002_channel_texts',
    seq: 343,
    statements: [`ALTER TABLE payment_channels ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'`],
  },
];

/** One step of a channel's deposit tutorial: its text and the picture (a name of the tutorial artwork). */
export interface TutorialStepText {
  text: string;
  image: string;
}

/** A channel's texts in one language. */
export interface ChannelTexts {
  name: string;
  tutorial: string;
  steps: TutorialStepText[];
}

export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  min_amount: Money;
  max_amount: Money;
  tutorial: string;
  sort: number;
  enabled: Defaulted<boolean>;
  /** Where the member pays (migration 0501): bank | ewallet | qr; null until the operator sets it. */
  payee_type: Defaulted<string | null>;
  bank_name: Defaulted<string | null>;
  account_name: Defaulted<string | null>;
  account_number: Defaulted<string | null>;
  ewallet_id: Defaulted<string | null>;
  /** Text the QR image encodes (rendered by the server). */
  qr_payload: Defaulted<string | null>;
  /** Minutes a deposit request stays payable. */
  expiry_minutes: Defaulted<number>;
  /** {en: {name, tutorial, steps}, th: …} (migration payments_0002); `name`/`tutorial` above are the fallback. */
  texts: DefaultedJson<Record<string, ChannelTexts>>;
}

export interface DepositsTable {
  id: BigId;
  reference: string;
  merchant_code: string;
  user_id: number;
  channel_id: number;
  amount: Money;
  status: string;
  transaction_id: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** Until when the payee details are shown (migration 0501; null for older requests). */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: BigId;
  reference: string;
  merchant_code: string;
  user_id: number;
  bank_account_id: number;
  amount: Money;
  status: string;
  hold_transaction_id: string;
  decision_transaction_id: string | null;
  confirm_status: string | null;
  received_amount: Money | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  confirmed_at: Timestamp | null;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  withdrawal_id: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}

declare module '../../core/db' {
  interface Database extends PaymentsTables {
    payment_channels: PaymentChannelsTable;
    deposits: DepositsTable;
    bank_accounts: BankAccountsTable;
    withdrawals: WithdrawalsTable;
    withdrawal_proofs: WithdrawalProofsTable;
  }
}
