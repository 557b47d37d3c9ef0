import { CODE_ALPHABET, randomCode } from '../../core/crypto';
import { ErrorCode } from '@playfront/api-contract';
import type { TransactionType } from '@playfront/api-contract';
import { sql } from 'kysely';
import { afterCommit } from '../../core/db';
import type { Db } from '../../core/db';
import { countPosting } from '../../core/metrics';
import { AppError } from '../../core/errors';

/** House accounts: the cashier (real money in and out), bonuses and withdrawals on hold. */
export const HouseAccount = {
  CASHIER: 'CASHIER',
  BONUS: 'BONUS',
  WITHDRAWAL_HOLD: 'WITHDRAWAL_HOLD',
  /** The house side of a vendor's real-money game rounds: stakes in, payouts out (may go negative). */
  vendor: (code: string) => `VENDOR_${code}`,
  /** The platform's side of what it pays top-level agents under their contracts (salaries, dividends). */
  AGENT_PAYROLL: 'AGENT_PAYROLL',
  /** Source of trial accounts' play money and the house side of their rounds (currency PLAY_CURRENCY). */
  PLAY_MONEY: 'PLAY_MONEY',
  /** The house side of members' points (currency POINTS_CURRENCY): points earned come from it, spent return. */
  POINTS_ISSUED: 'POINTS_ISSUED',
  /** Money paid out for points: chips goods and conversions at the exchange ratio. */
  POINTS_EXCHANGE: 'POINTS_EXCHANGE',
  /** The house side of operators' manual balance corrections (approved by a second operator). */
  ADJUSTMENT: 'ADJUSTMENT',
} as const;

/** Play money is a currency of its own: it never mixes with real money and reconciles on its own. */
export const PLAY_CURRENCY = 'PLAY';

/** Points are a currency of their own too (whole points, never expiring); they reconcile on their own. */
export const POINTS_CURRENCY = 'PTS';

/**
 * Postings that move only points (no main or vendor wallet), so the account record never shows them: points
 * earned by play or deposits, spent on goods, given back on a rejection, corrected by an operator.
 */
export const pointsOnlyKinds = ['POINTS_EARN', 'POINTS_REDEEM', 'POINTS_REFUND', 'POINTS_ADJUST'] as const;
export type PointsOnlyKind = (typeof pointsOnlyKinds)[number];

/** A database handle inside a transaction (a Kysely Transaction is a Kysely). */
export type Trx = Db;

export interface LedgerAccount {
  id: string;
  kind: 'MAIN' | 'VENDOR' | 'POINTS' | 'HOUSE';
  code: string;
  balance: bigint;
}

export interface Leg {
  accountId: string;
  amount: bigint;
}

export interface Posting {
  merchant: string;
  kind: TransactionType | PointsOnlyKind;
  userId: number | null;
  remark?: string;
  legs: Leg[];
  now: Date;
  reference?: string;
}

export interface Posted {
  transactionId: string;
  reference: string;
  /** Balance of every touched account after the posting. */
  balances: Map<string, bigint>;
}

/** A reference like TR20260314K7MX2Q9PLA: prefix, UTC date, 10 random characters. */
export const newReference = (prefix: string, now: Date): string =>
  `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomCode(CODE_ALPHABET, 10)}`;

export const insufficientFunds = (): AppError =>
  new AppError(409, ErrorCode.insufficientFunds, 'The balance is not enough for this amount');

/**
 * The one lock order of every movement of money, so concurrent postings never deadlock: first a member's own
 * accounts, in id order, then the house accounts, in id order. A transaction that must read a member's
 * balances before it knows its legs locks them first (`lockMemberWallets`, or one account by id), and
 * `post` then takes the rest in the same order.
 */
const LOCK_ORDER = sql`ORDER BY (user_id IS NULL), id`;

/**
 * Posts one balanced transaction: locks the touched accounts in the one lock order (`LOCK_ORDER`),
 * refuses to take a member account below zero, writes the journal and moves the cached balances. Call it
 * inside the caller's database transaction.
 */
export async function post(trx: Trx, posting: Posting): Promise<Posted> {
  const deltas = new Map<string, bigint>();
  for (const leg of posting.legs) {
    if (leg.amount === 0n) continue;
    deltas.set(leg.accountId, (deltas.get(leg.accountId) ?? 0n) + leg.amount);
  }
  for (const [id, delta] of deltas) if (delta === 0n) deltas.delete(id);
  let total = 0n;
  for (const delta of deltas.values()) total += delta;
  if (total !== 0n || deltas.size < 2) throw new Error('unbalanced or empty posting');

  const ids = [...deltas.keys()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const locked = await sql<{ id: string; balance: string; allow_negative: boolean }>`
    SELECT id::text AS id, balance::text AS balance, allow_negative FROM ledger_accounts
    WHERE id IN (${sql.join(ids.map((id) => sql`${id}::bigint`))}) ${LOCK_ORDER} FOR UPDATE`.execute(trx);
  if (locked.rows.length !== ids.length) throw new Error('posting to an unknown account');

  const balances = new Map<string, bigint>();
  for (const row of locked.rows) {
    const after = BigInt(row.balance) + (deltas.get(row.id) ?? 0n);
    if (after < 0n && !row.allow_negative) throw insufficientFunds();
    balances.set(row.id, after);
  }

  const reference = posting.reference ?? newReference('TX', posting.now);
  const transaction = await trx
    .insertInto('ledger_transactions')
    .values({
      merchant_code: posting.merchant,
      reference,
      kind: posting.kind,
      user_id: posting.userId,
      remark: posting.remark ?? '',
      created_at: posting.now,
    })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      ids.map((id) => ({
        transaction_id: transaction.id,
        account_id: id,
        amount: String(deltas.get(id)),
        balance_after: String(balances.get(id)),
        created_at: posting.now,
      })),
    )
    .execute();
  await sql`UPDATE ledger_accounts AS a SET balance = a.balance + v.delta
    FROM (VALUES ${sql.join(ids.map((id) => sql`(${id}::bigint, ${String(deltas.get(id))}::bigint)`))}) AS v(id, delta)
    WHERE a.id = v.id`.execute(trx);
  let moved = 0n;
  for (const delta of deltas.values()) if (delta > 0n) moved += delta;
  afterCommit(trx, () => countPosting(posting.kind, posting.merchant, moved));
  return { transactionId: transaction.id, reference, balances };
}

/** The vendors with a wallet of their own (TRANSFER mode), in menu order. */
export async function transferVendors(db: Db | Trx, merchant: string) {
  return db
    .selectFrom('vendors')
    .select(['code', 'vassalage', 'display_name', 'game_category', 'enabled'])
    .where('merchant_code', '=', merchant)
    .where('wallet_mode', '=', 'TRANSFER')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

const memberAccountsQuery = (db: Db | Trx, userId: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['kind', 'code', sql<string>`id::text`.as('id'), sql<string>`balance::text`.as('balance')])
    .where('user_id', '=', userId)
    .orderBy('id');

const toAccount = (row: { id: string; kind: string; code: string; balance: string }): LedgerAccount => ({
  id: row.id,
  kind: row.kind as LedgerAccount['kind'],
  code: row.code,
  balance: BigInt(row.balance),
});

/**
 * Locks every account of a member (main, vendor wallets, points, play money) together, in the one lock
 * order, and returns them. Call it before reading balances that a posting in the same transaction will move.
 */
export async function lockMemberWallets(trx: Trx, userId: number): Promise<LedgerAccount[]> {
  const rows = await sql<{ id: string; kind: string; code: string; balance: string }>`
    SELECT id::text AS id, kind, code, balance::text AS balance FROM ledger_accounts
    WHERE user_id = ${userId} ${LOCK_ORDER} FOR UPDATE`.execute(trx);
  return rows.rows.map(toAccount);
}

/**
 * The member's accounts (main, points, one per transfer vendor), creating the missing ones first. Reads
 * without locking; postings lock what they touch.
 */
export async function memberAccounts(
  db: Db | Trx,
  merchant: string,
  userId: number,
  currency: string,
  now: Date,
): Promise<LedgerAccount[]> {
  const vendors = await transferVendors(db, merchant);
  let rows = await memberAccountsQuery(db, userId).execute();
  const has = new Set(rows.map((row) => `${row.kind}:${row.code}`));
  const wanted = [
    { kind: 'MAIN', code: 'MAIN', currency },
    { kind: 'POINTS', code: 'POINTS', currency: POINTS_CURRENCY },
    ...vendors.map((vendor) => ({ kind: 'VENDOR', code: vendor.code, currency })),
  ].filter((account) => !has.has(`${account.kind}:${account.code}`));
  if (wanted.length > 0) {
    await db
      .insertInto('ledger_accounts')
      .values(
        wanted.map((account) => ({
          merchant_code: merchant,
          user_id: userId,
          kind: account.kind,
          code: account.code,
          currency: account.currency,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind', 'code']).where('user_id', 'is not', null).doNothing(),
      )
      .execute();
    rows = await memberAccountsQuery(db, userId).execute();
  }
  return rows.map(toAccount);
}

export async function houseAccountId(db: Db | Trx, merchant: string, code: string): Promise<string> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(sql<string>`id::text`.as('id'))
    .where('merchant_code', '=', merchant)
    .where('user_id', 'is', null)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new Error(`house account ${code} is missing`);
  return row.id;
}

/** The main-wallet balances of `userIds` (a member without a main wallet yet has 0). */
export async function mainBalances(db: Db, userIds: number[]): Promise<Map<number, bigint>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', sql<string>`balance::text`.as('balance')])
    .where('user_id', 'in', userIds)
    .where('kind', '=', 'MAIN')
    .execute();
  return new Map(rows.map((row) => [row.user_id as number, BigInt(row.balance)]));
}

/** The id of a member's points account (currency POINTS_CURRENCY), creating it first if missing. */
export async function pointsAccountId(
  db: Db | Trx,
  merchant: string,
  userId: number,
  now: Date,
): Promise<string> {
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_code: merchant,
      user_id: userId,
      kind: 'POINTS',
      code: 'POINTS',
      currency: POINTS_CURRENCY,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'code']).where('user_id', 'is not', null).doNothing())
    .execute();
  const row = await db
    .selectFrom('ledger_accounts')
    .select(sql<string>`id::text`.as('id'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'POINTS')
    .executeTakeFirstOrThrow();
  return row.id;
}
