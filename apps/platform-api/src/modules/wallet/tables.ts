import type { Migration } from '../../core/migrate';
import type { ColumnType } from 'kysely';
import type { BigId, Defaulted, Money, Timestamp } from '../../core/db';

export interface LedgerAccountsTable {
  id: BigId;
  merchant_code: string;
  user_id: number | null;
  kind: string;
  code: string;
  currency: string;
  balance: ColumnType<string, string | undefined, string>;
  allow_negative: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: BigId;
  merchant_code: string;
  reference: string;
  kind: string;
  user_id: number | null;
  remark: Defaulted<string>;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: BigId;
  transaction_id: string;
  account_id: string;
  amount: Money;
  balance_after: Money;
  created_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    ledger_accounts: LedgerAccountsTable;
    ledger_transactions: LedgerTransactionsTable;
    ledger_entries: LedgerEntriesTable;
  }
}

/** Migrations of the wallet and ledger (append only; `seq` places each among every module's). */
export const walletMigrations: Migration[] = [
  {
    id: '0004_ledger',
    seq: 40,
    statements: [
      // kind: MAIN, VENDOR, POINTS (member) or HOUSE; house accounts may go negative (cashier, bonus).
      `CREATE TABLE ledger_accounts (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        user_id integer REFERENCES users(id),
        kind text NOT NULL CHECK (kind IN ('MAIN', 'VENDOR', 'POINTS', 'HOUSE')),
        code text NOT NULL,
        currency text NOT NULL,
        balance bigint NOT NULL DEFAULT 0,
        allow_negative boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        CHECK (allow_negative OR balance >= 0),
        CHECK ((kind = 'HOUSE') = (user_id IS NULL)),
        CHECK (NOT allow_negative OR kind = 'HOUSE')
      )`,
      `CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (user_id, kind, code) WHERE user_id IS NOT NULL`,
      `CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (merchant_code, code) WHERE user_id IS NULL`,
      `CREATE TABLE ledger_transactions (
        id bigserial PRIMARY KEY,
        merchant_code text NOT NULL,
        reference text NOT NULL UNIQUE,
        kind text NOT NULL,
        user_id integer REFERENCES users(id),
        remark text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      )`,
      `CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
        account_id bigint NOT NULL REFERENCES ledger_accounts(id),
        amount bigint NOT NULL CHECK (amount <> 0),
        balance_after bigint NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id)`,
      `CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id)`,
      // Checked at commit, once every entry of the transaction is written.
      `CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE total numeric;
      BEGIN
        SELECT COALESCE(SUM(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % is not balanced (sum %)', NEW.transaction_id, total
            USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()`,
      `CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger rows are never changed; post a correcting transaction' USING ERRCODE = '42501';
      END $$`,
      `CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_immutable()`,
      `CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
        FOR EACH ROW EXECUTE FUNCTION ledger_immutable()`,
      `CREATE TABLE idempotency_keys (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL,
        request_hash text NOT NULL,
        status_code integer NOT NULL,
        reply text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, key)
      )`,
      `CREATE TABLE payment_passwords (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        password_hash text NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE payment_channels (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        code text NOT NULL,
        name text NOT NULL,
        min_amount bigint NOT NULL CHECK (min_amount > 0),
        max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
        tutorial text NOT NULL,
        sort integer NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        UNIQUE (merchant_code, code)
      )`,
      `CREATE TABLE deposits (
        id bigserial PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        channel_id integer NOT NULL REFERENCES payment_channels(id),
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        transaction_id bigint REFERENCES ledger_transactions(id),
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        CHECK ((status = 'APPROVED') = (transaction_id IS NOT NULL))
      )`,
      `CREATE INDEX deposits_user ON deposits (user_id, id DESC)`,
      `CREATE INDEX deposits_pending ON deposits (merchant_code, id) WHERE status = 'PENDING'`,
      `CREATE TABLE bank_accounts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        bank_name text NOT NULL,
        account_name text NOT NULL,
        account_number text NOT NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (user_id, account_number)
      )`,
      `CREATE TABLE withdrawals (
        id bigserial PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        merchant_code text NOT NULL,
        user_id integer NOT NULL REFERENCES users(id),
        bank_account_id integer NOT NULL REFERENCES bank_accounts(id),
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'REJECTED')),
        hold_transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
        decision_transaction_id bigint REFERENCES ledger_transactions(id),
        confirm_status text CHECK (confirm_status IN ('AWAITING', 'RECEIVED', 'ALL_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED')),
        received_amount bigint CHECK (received_amount >= 0 AND received_amount <= amount),
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        confirmed_at timestamptz,
        CHECK ((status = 'PENDING') = (decision_transaction_id IS NULL)),
        CHECK ((status = 'PAID') = (confirm_status IS NOT NULL))
      )`,
      `CREATE INDEX withdrawals_user ON withdrawals (user_id, id DESC)`,
      `CREATE INDEX withdrawals_pending ON withdrawals (merchant_code, id) WHERE status = 'PENDING'`,
      `CREATE INDEX withdrawals_awaiting ON withdrawals (decided_at) WHERE confirm_status = 'AWAITING'`,
      `CREATE TABLE withdrawal_proofs (
        id serial PRIMARY KEY,
        withdrawal_id bigint NOT NULL REFERENCES withdrawals(id),
        file_name text NOT NULL UNIQUE,
        content_type text NOT NULL,
        size integer NOT NULL,
        created_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    // The hot money path in one statement (one round trip, one database transaction): the idempotency key,
    // the account lock in id order, the balance check, the journal, the balances and the stored reply.
    // Failures raise (PF400 unknown wallet, PF409 insufficient funds, PF001 wallets not opened yet), so the
    // whole transaction, key included, rolls back. Same rules as walletTransfer + post + runIdempotent.
    id: '0005_wallet_transfer_function',
    seq: 50,
    statements: [
      `CREATE FUNCTION wallet_transfer(
        p_user integer, p_key text, p_hash text, p_now timestamptz, p_merchant text,
        p_from text, p_to text, p_amount bigint, p_reference text
      ) RETURNS TABLE (o_replayed boolean, o_hash text, o_status integer, o_reply text)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        v_to_vendor boolean := p_from = 'MAIN';
        v_code text := CASE WHEN p_from = 'MAIN' THEN p_to ELSE p_from END;
        v_main bigint;
        v_vendor bigint;
        v_debit bigint;
        v_credit bigint;
        v_debit_after bigint;
        v_credit_after bigint;
        v_tx bigint;
        v_sum bigint;
        v_reply text;
        r record;
      BEGIN
        INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, reply, created_at)
          VALUES (p_user, p_key, p_hash, 0, '', p_now)
          ON CONFLICT (user_id, key) DO NOTHING;
        IF NOT FOUND THEN
          RETURN QUERY SELECT true, k.request_hash, k.status_code, k.reply FROM idempotency_keys k
            WHERE k.user_id = p_user AND k.key = p_key;
          RETURN;
        END IF;
        IF p_amount <= 0 OR p_from = p_to OR (p_to <> 'MAIN' AND p_from <> 'MAIN') THEN
          RAISE EXCEPTION 'unknown wallet' USING ERRCODE = 'PF400';
        END IF;
        SELECT a.id INTO v_main FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'MAIN' AND a.code = 'MAIN';
        SELECT a.id INTO v_vendor FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'VENDOR' AND a.code = v_code;
        IF v_main IS NULL OR v_vendor IS NULL THEN
          IF v_main IS NULL OR EXISTS (SELECT 1 FROM vendors v WHERE v.merchant_code = p_merchant AND v.code = v_code
              AND v.wallet_mode = 'TRANSFER') THEN
            RAISE EXCEPTION 'wallets not opened' USING ERRCODE = 'PF001';
          END IF;
          RAISE EXCEPTION 'unknown wallet' USING ERRCODE = 'PF400';
        END IF;
        IF v_to_vendor AND NOT EXISTS (SELECT 1 FROM vendors v WHERE v.merchant_code = p_merchant AND v.code = v_code
            AND v.enabled) THEN
          RAISE EXCEPTION 'unknown wallet' USING ERRCODE = 'PF400';
        END IF;
        v_debit := CASE WHEN v_to_vendor THEN v_main ELSE v_vendor END;
        v_credit := CASE WHEN v_to_vendor THEN v_vendor ELSE v_main END;
        -- The one lock order of every posting: account id.
        FOR r IN SELECT a.id, a.balance, a.allow_negative FROM ledger_accounts a WHERE a.id IN (v_main, v_vendor)
            ORDER BY a.id FOR UPDATE LOOP
          IF r.id = v_debit THEN
            v_debit_after := r.balance - p_amount;
            IF v_debit_after < 0 AND NOT r.allow_negative THEN
              RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'PF409';
            END IF;
          ELSE
            v_credit_after := r.balance + p_amount;
          END IF;
        END LOOP;
        INSERT INTO ledger_transactions (merchant_code, reference, kind, user_id, remark, created_at)
          VALUES (p_merchant, p_reference,
            CASE WHEN v_to_vendor THEN 'TRANSFER_TO_VENDOR' ELSE 'TRANSFER_FROM_VENDOR' END, p_user,
            CASE WHEN v_to_vendor THEN 'Main wallet to ' || v_code ELSE v_code || ' to main wallet' END, p_now)
          RETURNING id INTO v_tx;
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
          SELECT v_tx, e.id, e.amount, e.bal, p_now
          FROM (VALUES (v_debit, -p_amount, v_debit_after), (v_credit, p_amount, v_credit_after)) AS e(id, amount, bal)
          ORDER BY e.id;
        UPDATE ledger_accounts a SET balance = a.balance + e.delta
          FROM (VALUES (v_debit, -p_amount), (v_credit, p_amount)) AS e(id, delta) WHERE a.id = e.id;
        SELECT COALESCE(SUM(a.balance), 0) INTO v_sum FROM ledger_accounts a
          WHERE a.user_id = p_user AND a.kind IN ('MAIN', 'VENDOR');
        -- Byte for byte what JSON.stringify(ok(result)) gives (reference and amounts need no escaping).
        v_reply := '{"success":true,"value":{"reference":' || to_json(p_reference)::text || ',"moved":"' || p_amount::text
          || '","mainBalance":"' || (CASE WHEN v_to_vendor THEN v_debit_after ELSE v_credit_after END)::text
          || '","sumBalance":"' || v_sum::text || '"},"message":null,"code":null}';
        UPDATE idempotency_keys k SET status_code = 200, reply = v_reply WHERE k.user_id = p_user AND k.key = p_key;
        RETURN QUERY SELECT false, p_hash, 200, v_reply;
      END $$`,
    ],
  },
  {
    // The balance read (the hottest call) in one statement whose plan the database keeps: the session check
    // and the member's balances, called by modules/wallet/service.ts balanceForBearer.
    id: 'payments_0002_balance_read_function',
    seq: 110,
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
    // The balance read answers only for a session of the request's brand (a deployment serves several).
    id: 'wallet_0003_balance_read_per_brand',
    seq: 381,
    statements: [
      `DROP FUNCTION session_balance(text, timestamptz, timestamptz)`,
      `CREATE FUNCTION session_balance(p_hash text, p_now timestamptz, p_idle_cutoff timestamptz, p_merchant text)
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
          WHERE s.token_hash = p_hash AND s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at > p_idle_cutoff
            AND u.merchant_code = p_merchant;
      END $$`,
    ],
  },
  {
    // A wallet transfer with its session check in the same statement, so the hottest money call is one round
    // trip instead of two (modules/wallet/service.ts walletTransferForBearer). The rules are requireSession's
    // ({ realAccount: true }): PFA01 no such live session of this brand (or a disabled account), PFA02 a
    // password change is pending, PFA03 a trial account; then wallet_transfer's. The session is touched as
    // resolveSession does (at most once a minute), inside the transfer's transaction.
    id: 'wallet_0004_transfer_with_session',
    seq: 394,
    statements: [
      `CREATE FUNCTION session_wallet_transfer(
        p_token_hash text, p_idle_cutoff timestamptz, p_touch_before timestamptz, p_trial_type integer,
        p_key text, p_hash text, p_now timestamptz, p_merchant text,
        p_from text, p_to text, p_amount bigint, p_reference text
      ) RETURNS TABLE (o_replayed boolean, o_hash text, o_status integer, o_reply text)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_session integer;
        v_user integer;
        v_restricted boolean;
        v_type integer;
        v_disabled boolean;
        v_last_seen timestamptz;
      BEGIN
        SELECT s.id, s.user_id, s.restricted, u.account_type, u.disabled, s.last_seen_at
          INTO v_session, v_user, v_restricted, v_type, v_disabled, v_last_seen
          FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now
            AND s.last_seen_at > p_idle_cutoff AND u.merchant_code = p_merchant;
        IF v_session IS NULL OR v_disabled THEN
          RAISE EXCEPTION 'unauthorised' USING ERRCODE = 'PFA01';
        END IF;
        IF v_restricted THEN
          RAISE EXCEPTION 'password change required' USING ERRCODE = 'PFA02';
        END IF;
        IF v_type = p_trial_type THEN
          RAISE EXCEPTION 'trial account' USING ERRCODE = 'PFA03';
        END IF;
        IF v_last_seen < p_touch_before THEN
          UPDATE sessions SET last_seen_at = p_now WHERE id = v_session;
        END IF;
        RETURN QUERY SELECT t.o_replayed, t.o_hash, t.o_status, t.o_reply
          FROM wallet_transfer(v_user, p_key, p_hash, p_now, p_merchant, p_from, p_to, p_amount, p_reference) t;
      END $$`,
    ],
  },
  {
    // The balance read with less to decode on every call: six columns instead of nine, whether the session
    // is due for its once-a-minute touch instead of when it was last seen, a disabled account as no row, and
    // the member's main balance only when every wallet is open (the caller gives the count of transfer
    // vendors). The four-argument session_balance stays for a replica still running the previous build.
    id: 'wallet_0005_balance_read_lean',
    seq: 395,
    statements: [
      `CREATE FUNCTION session_balance(p_hash text, p_now timestamptz, p_idle_cutoff timestamptz,
        p_touch_before timestamptz, p_merchant text, p_vendor_count integer)
      RETURNS TABLE (o_session integer, o_user integer, o_restricted boolean, o_touch boolean, o_total text,
        o_main text)
      LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN QUERY SELECT s.id, s.user_id, s.restricted, s.last_seen_at < p_touch_before, b.total,
            CASE WHEN b.vendors >= p_vendor_count AND b.points > 0 THEN b.main END
          FROM sessions s JOIN users u ON u.id = s.user_id
          CROSS JOIN LATERAL (SELECT COALESCE(SUM(a.balance) FILTER (WHERE a.kind IN ('MAIN', 'VENDOR')), 0)::text AS total,
              MAX(a.balance) FILTER (WHERE a.kind = 'MAIN')::text AS main,
              COUNT(*) FILTER (WHERE a.kind = 'VENDOR') AS vendors,
              COUNT(*) FILTER (WHERE a.kind = 'POINTS') AS points
            FROM ledger_accounts a WHERE a.user_id = s.user_id) b
          WHERE s.token_hash = p_hash AND s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at > p_idle_cutoff
            AND u.merchant_code = p_merchant AND NOT u.disabled;
      END $$`,
    ],
  },
  {
    // The same balance read as a SQL function, which the planner inlines into the calling statement: no
    // PL/pgSQL call, no result set copied through a tuplestore, and a prepared statement keeps one plan for
    // the whole query. pgbench of one member's read on PostgreSQL: 51,000 calls/s for session_balance,
    // 57,000 to 62,000 for this one. Unprepared (PGlite) it is planned whole at every call and is the slower
    // one (925 against 1,460 reads/s), so session_balance stays for that path (wallet/service.ts).
    id: 'wallet_0006_balance_read_inlined',
    seq: 396,
    statements: [
      `CREATE FUNCTION session_balance_inlined(p_hash text, p_now timestamptz, p_idle_cutoff timestamptz,
        p_touch_before timestamptz, p_merchant text, p_vendor_count integer)
      RETURNS TABLE (o_session integer, o_user integer, o_restricted boolean, o_touch boolean, o_total text,
        o_main text)
      LANGUAGE sql STABLE AS $$
        SELECT s.id, s.user_id, s.restricted, s.last_seen_at < p_touch_before, b.total,
            CASE WHEN b.vendors >= p_vendor_count AND b.points > 0 THEN b.main END
          FROM sessions s JOIN users u ON u.id = s.user_id
          CROSS JOIN LATERAL (SELECT COALESCE(SUM(a.balance) FILTER (WHERE a.kind IN ('MAIN', 'VENDOR')), 0)::text AS total,
              MAX(a.balance) FILTER (WHERE a.kind = 'MAIN')::text AS main,
              COUNT(*) FILTER (WHERE a.kind = 'VENDOR') AS vendors,
              COUNT(*) FILTER (WHERE a.kind = 'POINTS') AS points
            FROM ledger_accounts a WHERE a.user_id = s.user_id) b
          WHERE s.token_hash = p_hash AND s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at > p_idle_cutoff
            AND u.merchant_code = p_merchant AND NOT u.disabled
      $$`,
    ],
  },
];
