import { AccountType, ErrorCode, WhitelabelFlag } from '@playfront/api-contract';
import type {
  AdminCashbackPage,
  AdminCashbackQuery,
  AdminCashbackRates,
  AdminCashbackRateSet,
  Cashback,
  CashbackClaimResult,
  CashbackEstimate,
  CashbackHistory,
  CashbackHistoryQuery,
  CashbackLine,
  CashbackOverview,
  CashbackStatus,
  GameCategory,
} from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { AppError, featureDisabled, validationError } from '../../core/errors';
import type { Job } from '../../core/jobs';
import { memberRoundStats } from '../games';
import type { CategoryRoundStats } from '../games';
import { getSettings, isFlagOn } from '../system';
import { houseAccountId, memberAccounts, post } from '../wallet';
import { cashbackRatesByRank, cashbackRatesFor } from './rates';
import type { CashbackRates } from './rates';
import type { CashbackLineRow, CashbacksTable } from './tables';

type CashbackRow = Selectable<CashbacksTable>;

const DAY_MS = 86_400_000;
/** A closed day's cashback may be claimed for 7 days after the day ends; then it expires. */
export const CASHBACK_CLAIM_DAYS = 7;
/** How often every replica computes the closed days and expires old rows. */
export const CASHBACK_TICK_MS = 5 * 60_000;
/** Members computed per step of the job. */
const BATCH = 200;

/** The house account cashback is paid from (may go negative: it is what the brand has given back). */
export const CASHBACK_HOUSE_ACCOUNT = 'CASHBACK';

/** The UTC day holding `at`: [start, end). */
export function dayOf(at: Date | number): { start: Date; end: Date } {
  const start = Math.floor(new Date(at).getTime() / DAY_MS) * DAY_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/**
 * The cashback of one period's rounds: per category with a rate and valid bets, floor(valid bet × rate /
 * 10 000). Categories without a rate (lotteries) earn nothing and are left out.
 */
export function cashbackLines(rounds: CategoryRoundStats[], rates: CashbackRates): CashbackLine[] {
  const lines: CashbackLine[] = [];
  for (const round of [...rounds].sort((a, b) => a.category.localeCompare(b.category))) {
    const rate = rates[round.category as GameCategory];
    if (rate === undefined || round.stake <= 0n) continue;
    lines.push({
      category: round.category as GameCategory,
      validBet: round.stake.toString(),
      rateBp: rate,
      amount: ((round.stake * BigInt(rate)) / 10_000n).toString(),
    });
  }
  return lines;
}

const sumOf = (lines: Array<{ validBet: string; amount: string }>, field: 'validBet' | 'amount') =>
  lines.reduce((sum, line) => sum + BigInt(line[field]), 0n);

export function toCashback(row: CashbackRow): Cashback {
  return {
    id: Number(row.id),
    periodStart: row.period_start.getTime(),
    periodEnd: row.period_end.getTime(),
    rankLevel: row.rank_level,
    lines: row.lines.map((line) => ({ ...line, category: line.category as GameCategory })),
    validBet: String(row.valid_bet),
    amount: String(row.amount),
    status: row.status as CashbackStatus,
    expiresAt: row.expires_at.getTime(),
    claimedAt: row.claimed_at?.getTime() ?? null,
    reference: row.reference,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Computing closed days (the job, and the demo seed)

export interface CashbackCtx {
  db: Db;
  config: Pick<Config, 'merchantCode' | 'currency'>;
}

/**
 * Computes one member's cashback of one closed day from the member's settled real-money rounds of that day,
 * at the rates of the member's rank now, and stores it once: the row is unique per member and day, so a
 * second runner's insert of the same day does nothing. Trial accounts earn nothing (and get no row).
 * Returns whether this call created the row.
 */
export async function computeCashbackDay(
  ctx: CashbackCtx,
  userId: number,
  day: Date,
  now: Date,
  ratesByRank?: Map<number, CashbackRates>,
): Promise<boolean> {
  const { start, end } = dayOf(day);
  if (end > now) throw new Error('only a closed day earns cashback');
  const merchant = ctx.config.merchantCode;
  const user = await ctx.db
    .selectFrom('users')
    .select(['rank_level', 'account_type'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.account_type === AccountType.TRIAL) return false;
  const byRank = ratesByRank ?? (await cashbackRatesByRank(ctx.db, merchant));
  const rates = { ...(byRank.get(0) ?? {}), ...(byRank.get(user.rank_level) ?? {}) };
  const lines = cashbackLines(await memberRoundStats(ctx.db, userId, start, end), rates);
  const amount = sumOf(lines, 'amount');
  const inserted = await ctx.db
    .insertInto('cashbacks')
    .values({
      merchant_code: merchant,
      user_id: userId,
      period_start: start,
      period_end: end,
      rank_level: user.rank_level,
      lines: JSON.stringify(lines satisfies CashbackLineRow[]),
      valid_bet: sumOf(lines, 'validBet').toString(),
      amount: amount.toString(),
      status: amount > 0n ? 'CLAIMABLE' : 'NIL',
      expires_at: new Date(end.getTime() + CASHBACK_CLAIM_DAYS * DAY_MS),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The (member, day) pairs of the last CASHBACK_CLAIM_DAYS closed days with settled real-money rounds and no
 * cashback row yet (older days would expire at once), trial accounts left out.
 */
async function pendingDays(ctx: CashbackCtx, now: Date, limit: number) {
  const today = dayOf(now).start;
  const from = new Date(today.getTime() - CASHBACK_CLAIM_DAYS * DAY_MS);
  const { rows } = await sql<{ user_id: number; day: Date }>`
    SELECT DISTINCT r.user_id, date_bin('1 day', r.settled_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day
    FROM game_rounds r
    JOIN users u ON u.id = r.user_id
    WHERE r.merchant_code = ${ctx.config.merchantCode} AND r.status = 'SETTLED' AND r.mode = 'REAL'
      AND r.settled_at >= ${from} AND r.settled_at < ${today}
      AND u.account_type <> ${AccountType.TRIAL}
      AND NOT EXISTS (SELECT 1 FROM cashbacks c WHERE c.user_id = r.user_id
        AND c.period_start = date_bin('1 day', r.settled_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'))
    ORDER BY day, r.user_id
    LIMIT ${limit}`.execute(ctx.db);
  return rows.map((row) => ({ userId: row.user_id, day: new Date(row.day) }));
}

/** Computes every closed day not computed yet (batch by batch); returns the rows this runner created. */
export async function computeClosedDays(ctx: CashbackCtx, now: Date): Promise<number> {
  const byRank = await cashbackRatesByRank(ctx.db, ctx.config.merchantCode);
  let created = 0;
  for (;;) {
    const pending = await pendingDays(ctx, now, BATCH);
    let progressed = 0;
    for (const { userId, day } of pending) {
      if (await computeCashbackDay(ctx, userId, day, now, byRank)) created += 1;
      progressed += 1;
    }
    if (pending.length < BATCH || progressed === 0) return created;
  }
}

/** Claimable rows past their time become EXPIRED (a conditional update: safe on every replica). */
export async function expireCashbacks(ctx: CashbackCtx, now: Date): Promise<number> {
  const result = await ctx.db
    .updateTable('cashbacks')
    .set({ status: 'EXPIRED' })
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('status', '=', 'CLAIMABLE')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One step of the job: compute the closed days, then expire what is past its time. */
export async function runCashback(
  ctx: CashbackCtx,
  now: Date,
): Promise<{ computed: number; expired: number }> {
  const computed = await computeClosedDays(ctx, now);
  const expired = await expireCashbacks(ctx, now);
  return { computed, expired };
}

/** The cashback job, on every replica: each (member, day) row is created once, whoever runs it. */
export function cashbackJob(db: Db, config: Config): Job {
  return { name: 'cashback', everyMs: CASHBACK_TICK_MS, run: (now) => runCashback({ db, config }, now) };
}

// ---------------------------------------------------------------------------------------------------------
// Member calls

/** Cashback is hidden unless the brand's MANPLAYREB3 flag is on. */
export async function requireCashbackOn(ctx: AppContext): Promise<void> {
  if (!isFlagOn(await getSettings(ctx), WhitelabelFlag.MANPLAYREB3)) throw featureDisabled();
}

const claimableRows = (db: Db, userId: number, now: Date) =>
  db
    .selectFrom('cashbacks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'CLAIMABLE')
    .where('expires_at', '>', now)
    .orderBy('period_start')
    .orderBy('id');

/** The member's claimable days (oldest first), without the flag check: for the reward centre. */
export async function claimableCashbacks(ctx: AppContext, userId: number): Promise<Cashback[]> {
  return (await claimableRows(ctx.db, userId, ctx.now()).execute()).map(toCashback);
}

/** The open day so far, at the member's rates: an estimate, not claimable until the day closes. */
async function todayEstimate(
  db: Db,
  userId: number,
  rates: CashbackRates,
  now: Date,
): Promise<CashbackEstimate> {
  const { start, end } = dayOf(now);
  const lines = cashbackLines(await memberRoundStats(db, userId, start, end), rates);
  return {
    periodStart: start.getTime(),
    periodEnd: end.getTime(),
    lines,
    validBet: sumOf(lines, 'validBet').toString(),
    amount: sumOf(lines, 'amount').toString(),
  };
}

export async function cashbackOverview(ctx: AppContext, userId: number): Promise<CashbackOverview> {
  await requireCashbackOn(ctx);
  const now = ctx.now();
  const user = await ctx.db
    .selectFrom('users')
    .select(['rank_level', 'account_type'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const trial = user.account_type === AccountType.TRIAL;
  const rates = trial ? {} : await cashbackRatesFor(ctx.db, ctx.config.merchantCode, user.rank_level);
  const [claimable, today] = await Promise.all([
    claimableCashbacks(ctx, userId),
    todayEstimate(ctx.db, userId, rates, now),
  ]);
  return {
    claimable,
    total: claimable.reduce((sum, row) => sum + BigInt(row.amount), 0n).toString(),
    today,
    rankLevel: user.rank_level,
    rates: Object.entries(rates).map(([category, rateBp]) => ({
      category: category as GameCategory,
      rateBp: rateBp ?? 0,
    })),
    claimDays: CASHBACK_CLAIM_DAYS,
  };
}

/** Claimed and expired days, newest first. */
export async function cashbackHistory(
  ctx: AppContext,
  userId: number,
  query: CashbackHistoryQuery,
): Promise<CashbackHistory> {
  await requireCashbackOn(ctx);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const base = ctx.db
    .selectFrom('cashbacks')
    .where('user_id', '=', userId)
    .where('status', 'in', ['CLAIMED', 'EXPIRED']);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('period_start', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toCashback), total: count.n, page, size };
}

export const nothingToClaim = (): AppError =>
  new AppError(409, ErrorCode.cashbackNothingToClaim, 'There is no cashback to claim');

/**
 * Claims the member's claimable days (all, or the one of `id`) inside the caller's transaction (the
 * Idempotency-Key's): the rows are locked, and each is paid by one CASHBACK posting from the brand's
 * cashback account to the main wallet (reference per row: the ledger refuses a second) and marked CLAIMED
 * in the same transaction. A concurrent claim waits for the lock, then finds the rows claimed: it pays
 * nothing and answers 409 cashback_nothing_to_claim.
 */
export async function claimCashback(
  ctx: AppContext,
  trx: Db,
  userId: number,
  id?: number,
): Promise<CashbackClaimResult> {
  const now = ctx.now();
  const merchant = ctx.config.merchantCode;
  let query = claimableRows(trx, userId, now);
  if (id !== undefined) query = query.where('id', '=', String(id));
  const rows = await query.forUpdate().execute();
  if (rows.length === 0) throw nothingToClaim();
  const main = (await memberAccounts(trx, merchant, userId, ctx.config.currency, now)).find(
    (account) => account.kind === 'MAIN',
  );
  if (!main) throw new Error('main wallet missing');
  const house = await houseAccountId(trx, merchant, CASHBACK_HOUSE_ACCOUNT);
  const claimed: Cashback[] = [];
  let total = 0n;
  let mainBalance = 0n;
  for (const row of rows) {
    const amount = BigInt(row.amount);
    const reference = `CB${String(row.id).padStart(14, '0')}`;
    const posted = await post(trx, {
      merchant,
      kind: 'CASHBACK',
      userId,
      remark: `Cashback for ${row.period_start.toISOString().slice(0, 10)} UTC`,
      now,
      reference,
      legs: [
        { accountId: house, amount: -amount },
        { accountId: main.id, amount },
      ],
    });
    const updated = await trx
      .updateTable('cashbacks')
      .set({ status: 'CLAIMED', claimed_at: now, transaction_id: posted.transactionId, reference })
      .where('id', '=', row.id)
      .where('status', '=', 'CLAIMABLE')
      .returningAll()
      .executeTakeFirstOrThrow();
    claimed.push(toCashback(updated));
    total += amount;
    mainBalance = posted.balances.get(main.id) ?? mainBalance;
  }
  return { claimed, amount: total.toString(), mainBalance: mainBalance.toString() };
}

// ---------------------------------------------------------------------------------------------------------
// Operator calls

export async function adminCashbackRates(ctx: AppContext): Promise<AdminCashbackRates> {
  const byRank = await cashbackRatesByRank(ctx.db, ctx.config.merchantCode);
  return {
    list: [...byRank.entries()].map(([rankLevel, rates]) => ({
      rankLevel,
      rates: Object.entries(rates).map(([category, rateBp]) => ({
        category: category as GameCategory,
        rateBp: rateBp ?? 0,
      })),
    })),
  };
}

/** Sets (or, with null, removes) one rate of a rank level; days already computed keep their rates. */
export async function setCashbackRate(
  ctx: AppContext,
  input: AdminCashbackRateSet,
): Promise<AdminCashbackRates> {
  const merchant = ctx.config.merchantCode;
  if (input.rateBp === null) {
    if (input.rankLevel === 0) {
      throw validationError([
        { field: 'rateBp', key: 'err_invalid_field', message: "The brand's default rate needs a number" },
      ]);
    }
    await ctx.db
      .deleteFrom('cashback_rates')
      .where('merchant_code', '=', merchant)
      .where('rank_level', '=', input.rankLevel)
      .where('category', '=', input.category)
      .execute();
  } else {
    await ctx.db
      .insertInto('cashback_rates')
      .values({
        merchant_code: merchant,
        rank_level: input.rankLevel,
        category: input.category,
        rate_bp: input.rateBp,
        updated_at: ctx.now(),
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'rank_level', 'category'])
          .doUpdateSet({ rate_bp: input.rateBp!, updated_at: ctx.now() }),
      )
      .execute();
  }
  return adminCashbackRates(ctx);
}

/** Cashback rows of the brand, newest day first, narrowed to a member, a day or a status. */
export async function adminCashbacks(ctx: AppContext, query: AdminCashbackQuery): Promise<AdminCashbackPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = ctx.db
    .selectFrom('cashbacks as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.merchant_code', '=', ctx.config.merchantCode);
  if (query.userId !== undefined) base = base.where('c.user_id', '=', query.userId);
  if (query.username !== undefined) base = base.where('u.username', '=', query.username);
  if (query.day !== undefined) {
    const start = new Date(`${query.day}T00:00:00Z`);
    if (Number.isNaN(start.getTime())) {
      throw validationError([{ field: 'day', key: 'err_invalid_field', message: 'Not a day' }]);
    }
    base = base.where('c.period_start', '=', start);
  }
  if (query.status !== undefined) base = base.where('c.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('c')
      .select('u.username')
      .orderBy('c.period_start', 'desc')
      .orderBy('c.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({ ...toCashback(row), userId: row.user_id, username: row.username })),
    total: count.n,
    page,
    size,
  };
}

/**
 * Cashback rows whose money does not match them (empty when all is well): every CLAIMED row has exactly one
 * CASHBACK posting, of its reference, crediting its member's main wallet its amount; no other row has a
 * posting; no CASHBACK posting exists without its row. For the ledger reconciliation.
 */
export async function cashbackViolations(db: Db): Promise<Array<{ id: string; problem: string }>> {
  const { rows } = await sql<{ id: string; problem: string }>`(SELECT c.id::text AS id,
        CASE WHEN c.status = 'CLAIMED' THEN 'payment' ELSE 'posting of an unclaimed row' END AS problem
      FROM cashbacks c
      LEFT JOIN LATERAL (SELECT SUM(e.amount) AS total, count(DISTINCT t.id) AS postings
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'MAIN' AND a.user_id = c.user_id
        WHERE t.kind = 'CASHBACK' AND (t.id = c.transaction_id OR t.reference = 'CB' || lpad(c.id::text, 14, '0'))) paid ON true
      WHERE (c.status = 'CLAIMED' AND (paid.postings <> 1 OR paid.total IS DISTINCT FROM c.amount))
        OR (c.status <> 'CLAIMED' AND paid.postings <> 0)
      ORDER BY c.id LIMIT 100)
    UNION ALL
    (SELECT t.reference AS id, 'posting without a claimed row' AS problem
      FROM ledger_transactions t
      WHERE t.kind = 'CASHBACK'
        AND NOT EXISTS (SELECT 1 FROM cashbacks c WHERE c.transaction_id = t.id AND c.status = 'CLAIMED')
      LIMIT 100)`.execute(db);
  return rows;
}
