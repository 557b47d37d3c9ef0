import { AccountType, ErrorCode, MAIN_WALLET } from '@playfront/api-contract';
import type {
  ChangePaymentPasswordRequest,
  ConsolidatedFunds,
  MerchantWallet,
  SetPaymentPasswordRequest,
  TransactionPage,
  TransactionQuery,
  TransactionRow,
  TransactionType,
  UplineTransferRequest,
  UplineTransferResult,
  WalletBalance,
  WalletTransferRequest,
  WalletTransferResult,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import { hotStatement } from '../../core/db';
import type { Db, UserIdSet } from '../../core/db';
import type { AppContext } from '../../core/context';
import type { IdempotentOutcome } from '../../core/idempotency';
import {
  bearerToken,
  passwordChangeRequired,
  sessionOfToken,
  sessionWindow,
  trialNotAllowed,
} from '../../core/auth';
import { sha256 } from '../../core/crypto';
import { AppError, rateLimited, unauthorized } from '../../core/errors';
import { hit } from '../../core/rate-limit';
import { pageOf } from '../../core/paging';
import type { Paged } from '../../core/paging';
import {
  insufficientFunds,
  lockMemberWallets,
  memberAccounts,
  newReference,
  post,
  transferVendors,
} from './ledger';
import type { LedgerAccount, Trx } from './ledger';

const spendable = (account: LedgerAccount) => account.kind === 'MAIN' || account.kind === 'VENDOR';

const accounts = (ctx: AppContext, db: Db | Trx, userId: number) =>
  memberAccounts(db, ctx.config.merchantCode, userId, ctx.config.currency, ctx.now());

const sum = (list: LedgerAccount[]) =>
  list.filter(spendable).reduce((total, account) => total + account.balance, 0n);

const mainOf = (list: LedgerAccount[]): LedgerAccount => {
  const main = list.find((account) => account.kind === 'MAIN');
  if (!main) throw new Error('main wallet missing');
  return main;
};

/** How long the count of transfer vendors is trusted; it only decides whether wallets may be missing. */
const VENDOR_COUNT_TTL_MS = 10_000;
const vendorCounts = new WeakMap<Db, Map<string, { count: Promise<number>; at: number }>>();

/** Number of transfer vendors of the brand; concurrent callers share one query. */
function transferVendorCount(db: Db, merchant: string): Promise<number> {
  let byMerchant = vendorCounts.get(db);
  if (!byMerchant) vendorCounts.set(db, (byMerchant = new Map()));
  const cached = byMerchant.get(merchant);
  if (cached && Date.now() - cached.at < VENDOR_COUNT_TTL_MS) return cached.count;
  const count = transferVendors(db, merchant).then((rows) => rows.length);
  const entry = { count, at: Date.now() };
  byMerchant.set(merchant, entry);
  // A failed query is not remembered.
  count.catch(() => byMerchant.get(merchant) === entry && byMerchant.delete(merchant));
  return count;
}

/**
 * Sum of the spendable wallets and the main wallet in one query and one row, when every wallet of the member
 * is open (the usual case); otherwise opens the missing ones first. Balances are always read from the
 * database, never cached.
 */
export async function walletBalance(ctx: AppContext, userId: number): Promise<WalletBalance> {
  const [vendorCount, result] = await Promise.all([
    transferVendorCount(ctx.db, ctx.config.merchantCode),
    sql<{ total: string; main: string | null; vendors: number; points: number }>`
      SELECT COALESCE(SUM(balance) FILTER (WHERE kind IN ('MAIN', 'VENDOR')), 0)::text AS total,
        MAX(balance) FILTER (WHERE kind = 'MAIN')::text AS main,
        (COUNT(*) FILTER (WHERE kind = 'VENDOR'))::integer AS vendors,
        (COUNT(*) FILTER (WHERE kind = 'POINTS'))::integer AS points
      FROM ledger_accounts WHERE user_id = ${userId}`.execute(ctx.db),
  ]);
  const row = result.rows[0];
  let total = row?.total;
  let main = row?.main;
  if (!row || main === null || row.points === 0 || row.vendors < vendorCount) {
    const list = await accounts(ctx, ctx.db, userId);
    total = String(sum(list));
    main = String(mainOf(list).balance);
  }
  return {
    sumBalance: String(total),
    mainBalance: String(main),
    currency: ctx.config.currency,
    currencySymbol: ctx.config.currencySymbol,
  };
}

/**
 * The balance read of `balanceForBearer`: on PostgreSQL with prepared statements, the SQL function the planner
 * inlines, planned once per connection; elsewhere (PGlite, or behind a pooler in transaction mode), the
 * PL/pgSQL function with the same rules, which keeps its own inner plan where the inlined one would be planned
 * at every call (see hotStatement).
 */
const balanceRead = (fn: string) =>
  `SELECT * FROM ${fn}($1, $2::timestamptz, $3::timestamptz, $4::timestamptz, $5, $6::integer)`;
const BALANCE_READ = balanceRead('session_balance_inlined');
const BALANCE_READ_ELSEWHERE = balanceRead('session_balance');

/** The transfer of `walletTransferForBearer` (one prepared statement). */
const WALLET_TRANSFER = `SELECT o_replayed, o_hash, o_status, o_reply FROM session_wallet_transfer($1::text,
  $2::timestamptz, $3::timestamptz, $4::integer, $5::text, $6::text, $7::timestamptz, $8::text, $9::text,
  $10::text, $11::bigint, $12::text)`;

/**
 * The balance of the session's member in one statement: the session check of `requireSession` (token hash,
 * not revoked, not expired, not idle, account enabled, no forced password change) and the balances in one
 * round trip, through the `session_balance` database function as a statement each connection prepares once
 * (`hotStatement`).
 * The hot read of the portal (every header and every page after a movement).
 */
export async function balanceForBearer(
  ctx: AppContext,
  authorization: string | undefined,
): Promise<WalletBalance> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  const now = ctx.now();
  const { idleCutoff, touchBefore } = sessionWindow(ctx, now);
  const vendorCount = await transferVendorCount(ctx.db, ctx.config.merchantCode);
  // Times as ISO strings: the driver's own Date formatting is a visible part of this call's CPU.
  const [row] = await hotStatement<{
    o_session: number;
    o_user: number;
    o_restricted: boolean;
    o_touch: boolean;
    o_total: string;
    o_main: string | null;
  }>(
    ctx.db,
    'session_balance_inlined',
    BALANCE_READ,
    [
      sha256(token),
      now.toISOString(),
      idleCutoff.toISOString(),
      touchBefore.toISOString(),
      ctx.config.merchantCode,
      vendorCount,
    ],
    BALANCE_READ_ELSEWHERE,
  );
  if (!row) throw unauthorized();
  if (row.o_restricted) throw passwordChangeRequired();
  if (row.o_touch) {
    await ctx.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.o_session).execute();
  }
  if (row.o_main === null) {
    // Some wallets are not opened yet (first visit): open them, then read the usual way.
    return walletBalance(ctx, row.o_user);
  }
  return {
    sumBalance: row.o_total,
    mainBalance: row.o_main,
    currency: ctx.config.currency,
    currencySymbol: ctx.config.currencySymbol,
  };
}

export async function consolidatedFunds(ctx: AppContext, userId: number): Promise<ConsolidatedFunds> {
  const list = await accounts(ctx, ctx.db, userId);
  const vendors = await transferVendors(ctx.db, ctx.config.merchantCode);
  const byCode = new Map(list.filter((a) => a.kind === 'VENDOR').map((a) => [a.code, a]));
  return {
    currency: ctx.config.currency,
    currencySymbol: ctx.config.currencySymbol,
    sumBalance: String(sum(list)),
    wallets: [
      {
        wallet: MAIN_WALLET,
        vassalage: null,
        displayName: 'Main wallet',
        gameCategory: null,
        balance: String(mainOf(list).balance),
      },
      // A disabled vendor is listed only while the member still holds money there (to move it back).
      ...vendors
        .filter((vendor) => vendor.enabled || (byCode.get(vendor.code)?.balance ?? 0n) !== 0n)
        .map((vendor) => ({
          wallet: vendor.code,
          vassalage: vendor.vassalage,
          displayName: vendor.display_name,
          gameCategory: vendor.game_category,
          balance: String(byCode.get(vendor.code)?.balance ?? 0n),
        })),
    ],
  };
}

export async function merchantWallet(ctx: AppContext, isSingle: boolean): Promise<MerchantWallet> {
  let query = ctx.db
    .selectFrom('vendors')
    .select(['code', 'vassalage', 'display_name', 'game_category', 'wallet_mode'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('enabled', '=', true);
  if (isSingle) query = query.where('wallet_mode', '=', 'TRANSFER');
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return {
    isSingle,
    transferMode: 'MANUAL',
    currency: ctx.config.currency,
    wallets: rows.map((row) => ({
      wallet: row.code,
      vassalage: row.vassalage,
      displayName: row.display_name,
      gameCategory: row.game_category,
      walletMode: row.wallet_mode === 'SEAMLESS' ? 'SEAMLESS' : 'TRANSFER',
    })),
  };
}

const unknownWallet = () =>
  new AppError(400, ErrorCode.walletUnknown, 'Transfers go between the main wallet and one vendor wallet');

/** Sum of the member's spendable balances as this transaction sees them. */
async function spendableTotal(trx: Trx, userId: number): Promise<bigint> {
  const row = await sql<{
    total: string;
  }>`SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_accounts
    WHERE user_id = ${userId} AND kind IN ('MAIN', 'VENDOR')`.execute(trx);
  return BigInt(row.rows[0]?.total ?? '0');
}

/**
 * Brings what the member's vendor wallets hold (all of them, or all but `except`) back to main in one
 * posting. It locks every account of the member first, in the one lock order, so the amounts read are the
 * amounts moved. The member's accounts must exist. Used by "all back to main" and by every game launch.
 */
export async function recallVendorWallets(
  ctx: Pick<AppContext, 'config' | 'now'>,
  trx: Trx,
  userId: number,
  options: { remark: string; except?: string },
): Promise<{ reference: string | null; moved: bigint; mainBalance: bigint }> {
  const locked = await lockMemberWallets(trx, userId);
  const main = mainOf(locked);
  const from = locked.filter(
    (account) => account.kind === 'VENDOR' && account.balance > 0n && account.code !== options.except,
  );
  const moved = from.reduce((total, account) => total + account.balance, 0n);
  if (moved === 0n) return { reference: null, moved, mainBalance: main.balance };
  const now = ctx.now();
  const posted = await post(trx, {
    merchant: ctx.config.merchantCode,
    kind: 'TRANSFER_FROM_VENDOR',
    userId,
    remark: options.remark,
    now,
    reference: newReference('TF', now),
    legs: [
      ...from.map((account) => ({ accountId: account.id, amount: -account.balance })),
      { accountId: main.id, amount: moved },
    ],
  });
  return { reference: posted.reference, moved, mainBalance: posted.balances.get(main.id) ?? main.balance };
}

/** Main <-> vendor wallet, or every vendor wallet back to main (`all`). One ledger transaction. */
export async function walletTransfer(
  ctx: AppContext,
  trx: Trx,
  userId: number,
  body: WalletTransferRequest,
): Promise<WalletTransferResult> {
  const merchant = ctx.config.merchantCode;
  const now = ctx.now();
  const list = await accounts(ctx, trx, userId);
  const main = mainOf(list);
  if ('all' in body) {
    const recalled = await recallVendorWallets(ctx, trx, userId, { remark: 'All wallets back to main' });
    return {
      reference: recalled.reference,
      moved: String(recalled.moved),
      mainBalance: String(recalled.mainBalance),
      sumBalance: recalled.reference ? String(await spendableTotal(trx, userId)) : String(sum(list)),
    };
  }
  const amount = BigInt(body.amount);
  const toVendor = body.from === MAIN_WALLET;
  const vendorCode = toVendor ? body.to : body.from;
  if (body.from === body.to || (body.to !== MAIN_WALLET && !toVendor)) throw unknownWallet();
  const vendor = list.find((account) => account.kind === 'VENDOR' && account.code === vendorCode);
  if (!vendor) throw unknownWallet();
  if (toVendor) {
    const enabled = await trx
      .selectFrom('vendors')
      .select('enabled')
      .where('merchant_code', '=', merchant)
      .where('code', '=', vendorCode)
      .executeTakeFirst();
    if (!enabled?.enabled) throw unknownWallet();
  }
  const kind: TransactionType = toVendor ? 'TRANSFER_TO_VENDOR' : 'TRANSFER_FROM_VENDOR';
  const posted = await post(trx, {
    merchant,
    kind,
    userId,
    remark: toVendor ? `Main wallet to ${vendorCode}` : `${vendorCode} to main wallet`,
    now,
    reference: newReference('TF', now),
    legs: [
      { accountId: toVendor ? main.id : vendor.id, amount: -amount },
      { accountId: toVendor ? vendor.id : main.id, amount },
    ],
  });
  return {
    reference: posted.reference,
    moved: String(amount),
    mainBalance: String(posted.balances.get(main.id)),
    sumBalance: String(await spendableTotal(trx, userId)),
  };
}

const databaseCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * Main <-> one vendor wallet as one database statement (`session_wallet_transfer`, migration
 * wallet_0004): the session check of requireSession ({ realAccount: true }), then `wallet_transfer`
 * (migration 0005): idempotency key, account locks in id order, balance check, journal, balances and stored
 * reply, in one transaction and one round trip. Same rules and reply as `walletTransfer` inside
 * `runIdempotent`.
 */
export async function walletTransferForBearer(
  ctx: AppContext,
  token: string,
  key: string,
  hash: string,
  body: { from: string; to: string; amount: string },
): Promise<IdempotentOutcome> {
  const now = ctx.now();
  const { idleCutoff, touchBefore } = sessionWindow(ctx, now);
  const call = () =>
    hotStatement<{ o_replayed: boolean; o_hash: string; o_status: number; o_reply: string }>(
      ctx.db,
      'session_wallet_transfer',
      WALLET_TRANSFER,
      [
        sha256(token),
        idleCutoff.toISOString(),
        touchBefore.toISOString(),
        AccountType.TRIAL,
        key,
        hash,
        now.toISOString(),
        ctx.config.merchantCode,
        body.from,
        body.to,
        body.amount,
        newReference('TF', now),
      ],
    );
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await call();
      if (!row) throw new Error('session_wallet_transfer returned nothing');
      return {
        replay: row.o_replayed,
        request_hash: row.o_hash,
        status_code: row.o_status,
        reply: row.o_reply,
      };
    } catch (error) {
      const code = databaseCode(error);
      if (code === 'PFA01') throw unauthorized();
      if (code === 'PFA02') throw passwordChangeRequired();
      if (code === 'PFA03') throw trialNotAllowed();
      if (code === 'PF400') throw unknownWallet();
      if (code === 'PF409') throw insufficientFunds();
      // Wallets are opened lazily (no money moves): open them outside the transaction and try once more.
      const session = code === 'PF001' && attempt === 0 ? await sessionOfToken(ctx, token) : null;
      if (session) {
        await accounts(ctx, ctx.db, session.userId);
        continue;
      }
      throw error;
    }
  }
}

/** Resolves the member's upline for a transfer; refuses members without one. */
export async function uplineOf(ctx: AppContext, userId: number): Promise<{ id: number; username: string }> {
  const row = await ctx.db
    .selectFrom('users as u')
    .innerJoin('users as up', 'up.id', 'u.upline_id')
    .select(['up.id', 'up.username', 'up.disabled'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.disabled) throw new AppError(409, ErrorCode.noUpline, 'You have no upline to transfer to');
  return { id: row.id, username: row.username };
}

export async function transferToUpline(
  ctx: AppContext,
  trx: Trx,
  userId: number,
  upline: { id: number; username: string },
  body: UplineTransferRequest,
): Promise<UplineTransferResult> {
  const moved = await moveMainToMain(ctx, trx, {
    from: userId,
    to: upline.id,
    amount: body.amount,
    kind: 'TRANSFER_TO_UPLINE',
    prefix: 'TU',
    remark: body.remark?.trim() || `Transfer to upline ${upline.username}`,
  });
  return { ...moved, upline: upline.username };
}

/** From an agent's main wallet to a team member's (the caller checked the member is in the agent's team). */
export async function transferToDownline(
  ctx: AppContext,
  trx: Trx,
  agentId: number,
  downline: { id: number; username: string },
  body: { amount: string; remark?: string },
): Promise<{ reference: string; amount: string; mainBalance: string; downline: string }> {
  const moved = await moveMainToMain(ctx, trx, {
    from: agentId,
    to: downline.id,
    amount: body.amount,
    kind: 'TRANSFER_TO_DOWNLINE',
    prefix: 'TD',
    remark: body.remark?.trim() || `Transfer to downline ${downline.username}`,
  });
  return { ...moved, downline: downline.username };
}

/** One posting from one member's main wallet to another's; the sender's balance after it. */
async function moveMainToMain(
  ctx: AppContext,
  trx: Trx,
  move: { from: number; to: number; amount: string; kind: TransactionType; prefix: string; remark: string },
): Promise<{ reference: string; amount: string; mainBalance: string }> {
  const now = ctx.now();
  const main = mainOf(await accounts(ctx, trx, move.from));
  const target = mainOf(await accounts(ctx, trx, move.to));
  const amount = BigInt(move.amount);
  const posted = await post(trx, {
    merchant: ctx.config.merchantCode,
    kind: move.kind,
    userId: move.from,
    remark: move.remark,
    now,
    reference: newReference(move.prefix, now),
    legs: [
      { accountId: main.id, amount: -amount },
      { accountId: target.id, amount },
    ],
  });
  return {
    reference: posted.reference,
    amount: move.amount,
    mainBalance: String(posted.balances.get(main.id)),
  };
}

const DAY_MS = 86_400_000;
/** Ledger kinds of transfers between members, and how the receiving side names them. */
const transferPairs: Array<[sent: TransactionType, received: TransactionType]> = [
  ['TRANSFER_TO_UPLINE', 'TRANSFER_FROM_DOWNLINE'],
  ['TRANSFER_TO_DOWNLINE', 'TRANSFER_FROM_UPLINE'],
];
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The instants [start, end) of the UTC days `from` to `to`, both included, as the account record reads them. */
export const dayRange = (from: string, to: string): { start: Date; end: Date } => ({
  start: startOfDay(from),
  end: new Date(startOfDay(to).getTime() + DAY_MS),
});

/**
 * How the account record names a ledger transaction of `kind` seen from one entry of it: a transfer between
 * two members is one posting, sent by one side (a debit) and received by the other (a credit).
 */
export function transactionTypeOf(kind: string, amount: string): TransactionType {
  const credit = !amount.startsWith('-');
  return ((credit && transferPairs.find(([sent]) => sent === kind)?.[1]) || kind) as TransactionType;
}

/** The entries (e) of ledger transactions (t) the account record shows as `type`. */
function whereTransactionType(query: EntryQuery, type: TransactionType): EntryQuery {
  const pair = transferPairs.find(([sent, received]) => type === sent || type === received);
  if (!pair) return query.where('t.kind', '=', type);
  const sign = type === pair[1] ? sql`e.amount > 0` : sql`e.amount < 0`;
  return query.where('t.kind', '=', pair[0]).where(sql<boolean>`${sign}`);
}

const entriesOf = (db: Db) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id');
type EntryQuery = ReturnType<typeof entriesOf>;

export async function transactionHistory(
  ctx: AppContext,
  userId: number,
  query: TransactionQuery,
): Promise<TransactionPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = entriesOf(ctx.db).where('a.user_id', '=', userId).where('a.kind', 'in', ['MAIN', 'VENDOR']);
  if (query.from) base = base.where('e.created_at', '>=', dayRange(query.from, query.from).start);
  if (query.to) base = base.where('e.created_at', '<', dayRange(query.to, query.to).end);
  if (query.type) base = whereTransactionType(base, query.type);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('withdrawals as w', 'w.hold_transaction_id', 't.id')
      .select([
        't.reference',
        't.kind',
        't.remark',
        'a.kind as account_kind',
        'a.code',
        'e.created_at',
        'w.status as withdrawal_status',
        sql<string>`e.amount::text`.as('amount'),
        sql<string>`e.balance_after::text`.as('balance_after'),
      ])
      .orderBy('e.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const list: TransactionRow[] = rows.map((row) => ({
    reference: row.reference,
    time: row.created_at.getTime(),
    type: transactionTypeOf(row.kind, row.amount),
    wallet: row.account_kind === 'MAIN' ? MAIN_WALLET : row.code,
    amount: row.amount,
    balanceAfter: row.balance_after,
    status: row.withdrawal_status ?? 'SUCCESS',
    remark: row.remark,
  }));
  return { list, total: Number(count.total), page, size };
}

/**
 * Every posting on a member's wallets (main, vendors and points), newest first, as the back office lists them:
 * typed like the account record, filtered by wallet code, type and UTC days.
 */
export async function memberLedger(
  db: Db,
  userId: number,
  query: {
    wallet?: string;
    /** A type of the account record or a points kind (those are the ledger's kind as stored). */
    type?: string;
    from?: string;
    to?: string;
    page?: number;
    size?: number;
  },
): Promise<Paged<Omit<TransactionRow, 'type'> & { type: string }>> {
  let base = entriesOf(db).where('a.user_id', '=', userId);
  if (query.wallet) base = base.where('a.code', '=', query.wallet);
  if (query.from) base = base.where('e.created_at', '>=', dayRange(query.from, query.from).start);
  if (query.to) base = base.where('e.created_at', '<', dayRange(query.to, query.to).end);
  if (query.type) base = whereTransactionType(base, query.type as TransactionType);
  const page = await pageOf(base, query, (filtered) =>
    filtered
      .leftJoin('withdrawals as w', 'w.hold_transaction_id', 't.id')
      .select([
        't.reference',
        't.kind',
        't.remark',
        'a.kind as account_kind',
        'a.code',
        'e.created_at',
        'e.id',
        'w.status as withdrawal_status',
        sql<string>`e.amount::text`.as('amount'),
        sql<string>`e.balance_after::text`.as('balance_after'),
      ])
      .orderBy('e.id', 'desc'),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      reference: row.reference,
      time: row.created_at.getTime(),
      type: transactionTypeOf(row.kind, row.amount),
      wallet: row.account_kind === 'MAIN' ? MAIN_WALLET : row.code,
      amount: row.amount,
      balanceAfter: row.balance_after,
      status: row.withdrawal_status ?? 'SUCCESS',
      remark: row.remark,
    })),
  };
}

/**
 * The sums of the entries on a member's main and vendor wallets in [start, end), per ledger kind: the totals
 * of the account record (GET /wps/v2/transactions) over the same days, as the profit and loss reads them.
 */
export async function ledgerTotalsByKind(
  db: Db,
  userId: number,
  range: { start: Date; end: Date },
): Promise<Map<string, bigint>> {
  const rows = await entriesOf(db)
    .where('a.user_id', '=', userId)
    .where('a.kind', 'in', ['MAIN', 'VENDOR'])
    .where('e.created_at', '>=', range.start)
    .where('e.created_at', '<', range.end)
    .select(['t.kind', sql<string>`sum(e.amount)::text`.as('amount')])
    .groupBy('t.kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, BigInt(row.amount)]));
}

/** One movement on a member's main wallet, as the agent centre lists a team's. */
export interface MainWalletEntry {
  userId: number;
  reference: string;
  type: TransactionType;
  amount: string;
  balanceAfter: string;
  time: Date;
}

/**
 * Movements on the main wallets of `users` in [start, end), newest first (by entry, as the member's own
 * account record orders them), typed like that record. Reads the (account_id, id) index of each member's main account and filters by time.
 */
export async function mainWalletEntries(
  db: Db,
  users: UserIdSet,
  filter: { start: Date; end: Date; type?: TransactionType; page: number; size: number },
): Promise<{ total: number; list: MainWalletEntry[] }> {
  let base = entriesOf(db)
    .where('a.user_id', 'in', users)
    .where('a.kind', '=', 'MAIN')
    .where('e.created_at', '>=', filter.start)
    .where('e.created_at', '<', filter.end);
  if (filter.type) base = whereTransactionType(base, filter.type);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'a.user_id',
        't.reference',
        't.kind',
        'e.created_at',
        sql<string>`e.amount::text`.as('amount'),
        sql<string>`e.balance_after::text`.as('balance_after'),
      ])
      .orderBy('e.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    list: rows.map((row) => ({
      userId: row.user_id!,
      reference: row.reference,
      type: transactionTypeOf(row.kind, row.amount),
      amount: row.amount,
      balanceAfter: row.balance_after,
      time: row.created_at,
    })),
  };
}

const mismatch = () => new AppError(400, ErrorCode.passwordMismatch, 'The two passwords are inconsistent');

export async function paymentPasswordIsSet(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('payment_passwords')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function setPaymentPassword(ctx: AppContext, userId: number, body: SetPaymentPasswordRequest) {
  if (body.paymentPassword !== body.confirmPaymentPassword) throw mismatch();
  const hash = await ctx.passwords.hash(body.paymentPassword);
  const inserted = await ctx.db
    .insertInto('payment_passwords')
    .values({ user_id: userId, password_hash: hash, updated_at: ctx.now() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) {
    throw new AppError(
      409,
      ErrorCode.paymentPasswordAlreadySet,
      'A payment password is already set; change it',
    );
  }
}

const bucket = (userId: number) => `paypw:${userId}`;

/**
 * Checks the payment password of a money call. Wrong answers count in a per-member window; once it is
 * full every attempt is refused (429) until the window ends, right or wrong.
 */
export async function verifyPaymentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
): Promise<void> {
  const limit = ctx.config.limits.paymentPasswordPerUser;
  const now = ctx.now();
  if (limit.max > 0 && limit.windowSeconds > 0) {
    const windowMs = limit.windowSeconds * 1000;
    const used = await ctx.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('bucket', '=', bucket(userId))
      .where('window_start', '=', new Date(Math.floor(now.getTime() / windowMs) * windowMs))
      .executeTakeFirst();
    if (used && used.hits >= limit.max) throw rateLimited();
  }
  const row = await ctx.db
    .selectFrom('payment_passwords')
    .select('password_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) {
    throw new AppError(403, ErrorCode.paymentPasswordRequired, 'Set a payment password first');
  }
  if (!(await ctx.passwords.verify(row.password_hash, password))) {
    await hit(ctx.db, bucket(userId), limit, now);
    throw new AppError(400, ErrorCode.paymentPasswordInvalid, 'The payment password is not correct');
  }
}

export async function changePaymentPassword(
  ctx: AppContext,
  userId: number,
  body: ChangePaymentPasswordRequest,
): Promise<void> {
  await verifyPaymentPassword(ctx, userId, body.oldPaymentPassword);
  if (body.newPaymentPassword !== body.confirmPaymentPassword) throw mismatch();
  await ctx.db
    .updateTable('payment_passwords')
    .set({ password_hash: await ctx.passwords.hash(body.newPaymentPassword), updated_at: ctx.now() })
    .where('user_id', '=', userId)
    .execute();
}
