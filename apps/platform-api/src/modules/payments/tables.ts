import type { ColumnType } from 'kysely';
import type { Migration } from '../../db/migrations';

type Timestamp = ColumnType<Date, Date, Date>;

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
    // The balance read (the hottest call) in one statement whose plan the database keeps: the session check
    // and the member's balances, called by modules/wallet/service.ts balanceForBearer.
    id: 'payments_0002_balance_read_function',
    statements: [
      `CREATE FUNCTION session_balance(p_hash text, p_now timestamptz, p_idle_cutoff timestamptz)
      RETURNS TABLE (o_session integer, o_user integer, o_restricted boolean, o_disabled boolean,
        o_last_seen timestamptz, o_total text, o_main text, o_vendors integer, o_points integer)
      LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN QUERY SELECT s.id, s.user_id, s.restricted, u.disabled, s.last_seen_at, b.total, b.main, b.vendors, b.points
          FROM sessions s JOIN users u ON u.id = s.user_id
          CROSS JOIN LATERAL (SELECT COALESCE(SUM(a.balance) FILTER (WHERE a.kind IN ('MAIN', 'VENDOR')), 0)::text AS total,
              MAX(a.balance) FILTER (WHERE a.kind = 'MAIN')::text AS main,
              (COUNT(*) FILTER (WHERE a.kind = 'VENDOR'))::integer AS vendors,
              (COUNT(*) FILTER (WHERE a.kind = 'POINTS'))::integer AS points
            FROM ledger_accounts a WHERE a.user_id = s.user_id) b
          WHERE s.token_hash = p_hash AND s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at > p_idle_cutoff;
      END $$`,
    ],
  },
  {
    // Where to pay for each deposit channel (seeded by ensureCatalogue, edited by the operator) and until
    // when a deposit request is payable.
    id: '0501_deposit_payee',
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
];
