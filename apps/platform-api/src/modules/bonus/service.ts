import { ErrorCode } from '@playfront/api-contract';
import type { Bonus, BonusPage, BonusQuery, BonusStatus } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import { inTransaction } from '../../core/db';
import type { Db } from '../../core/db';
import { AppError } from '../../core/errors';
import { settledRoundsSince } from '../games';
import { sendSystemMessage } from '../messages';
import { HouseAccount, houseAccountId, memberAccounts, newReference, post } from '../wallet';
import type { BonusesTable } from './tables';
import { allocateTurnover } from './turnover';

type BonusRow = Selectable<BonusesTable>;
const DAY_MS = 86_400_000;
/** Rounds settled this long before the newest counted one are read again: a slow commit is never missed. */
const RECOUNT_WINDOW_MS = 10 * 60_000;
const ROUNDS_PER_READ = 5_000;

export interface GrantInput {
  merchant: string;
  currency: string;
  userId: number;
  sourceKind: 'PROMOTION' | 'MISSION' | 'RAFFLE' | 'VIP' | 'OPERATOR';
  sourceId: number;
  /** Unique per brand: the grant happens once for it (e.g. `P12:U5`, `M3:U5:2026-11-25`). */
  sourceKey: string;
  /** The source's title per language ({en: …}). */
  titles: Record<string, string>;
  amount: bigint;
  turnoverRequired: bigint;
  weights: Record<string, number>;
  /** Days to meet the turnover before the bonus expires. */
  days: number;
  now: Date;
}

/**
 * Pays a bonus from the house bonus account into the member's main wallet, once per `sourceKey`, inside the
 * caller's transaction (so the promotion's own state and the money move together). A repeated grant returns
 * the first one. A bonus without turnover is complete at once.
 */
export async function grantBonus(trx: Db, input: GrantInput): Promise<{ bonus: BonusRow; created: boolean }> {
  if (input.amount <= 0n) throw new Error('a bonus pays a positive amount');
  const reference = newReference('BN', input.now);
  const complete = input.turnoverRequired === 0n;
  const inserted = await trx
    .insertInto('bonuses')
    .values({
      merchant_code: input.merchant,
      user_id: input.userId,
      source_kind: input.sourceKind,
      source_id: input.sourceId,
      source_key: input.sourceKey,
      titles: JSON.stringify(input.titles),
      amount: input.amount.toString(),
      turnover_required: input.turnoverRequired.toString(),
      weights: JSON.stringify(input.weights),
      status: complete ? 'COMPLETED' : 'ACTIVE',
      reference,
      granted_at: input.now,
      expires_at: new Date(input.now.getTime() + input.days * DAY_MS),
      completed_at: complete ? input.now : null,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'source_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom('bonuses')
      .selectAll()
      .where('merchant_code', '=', input.merchant)
      .where('source_key', '=', input.sourceKey)
      .executeTakeFirstOrThrow();
    return { bonus: existing, created: false };
  }
  const main = await mainAccount(trx, input.merchant, input.userId, input.currency, input.now);
  await post(trx, {
    merchant: input.merchant,
    kind: 'BONUS',
    userId: input.userId,
    remark: `Bonus ${reference}`,
    now: input.now,
    reference,
    legs: [
      { accountId: await houseAccountId(trx, input.merchant, HouseAccount.BONUS), amount: -input.amount },
      { accountId: main.id, amount: input.amount },
    ],
  });
  await sendSystemMessage(
    trx,
    input.userId,
    'bonus_credited',
    { amount: input.amount.toString(), name: input.titles },
    input.now,
  );
  return { bonus: inserted, created: true };
}

async function mainAccount(trx: Db, merchant: string, userId: number, currency: string, now: Date) {
  const main = (await memberAccounts(trx, merchant, userId, currency, now)).find(
    (account) => account.kind === 'MAIN',
  );
  if (!main) throw new Error('main wallet missing');
  return main;
}

/**
 * Brings the member's ACTIVE bonuses' turnover up to date with the real-money rounds settled since they
 * were granted (rows locked, so one refresh runs at a time per member); completes those that are met.
 * Returns the ACTIVE bonuses left, oldest first.
 */
export async function refreshTurnover(trx: Db, userId: number): Promise<BonusRow[]> {
  let active = await trx
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .orderBy('granted_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  for (;;) {
    if (active.length === 0) return active;
    const newest = await trx
      .selectFrom('bonus_turnover_rounds')
      .select('settled_at')
      .where('user_id', '=', userId)
      .orderBy('settled_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const earliest = active[0].granted_at.getTime();
    const last = newest ? newest.settled_at.getTime() - RECOUNT_WINDOW_MS : 0;
    const read = await settledRoundsSince(trx, userId, new Date(Math.max(earliest, last)), ROUNDS_PER_READ);
    const known = read.length
      ? new Set(
          (
            await trx
              .selectFrom('bonus_turnover_rounds')
              .select(sql<string>`round_id::text`.as('id'))
              .where(
                'round_id',
                'in',
                read.map((round) => round.id),
              )
              .execute()
          ).map((row) => row.id),
        )
      : new Set<string>();
    const fresh = read.filter((round) => !known.has(round.id));
    if (fresh.length === 0) return active;
    const allocation = allocateTurnover(
      active.map((row) => ({
        id: row.id,
        grantedAt: row.granted_at.getTime(),
        required: BigInt(row.turnover_required),
        done: BigInt(row.turnover_done),
        weights: row.weights,
      })),
      fresh.map((round) => ({ ...round, settledAt: round.settledAt.getTime() })),
    );
    for (const row of active) {
      const done = allocation.done.get(row.id) ?? BigInt(row.turnover_done);
      const completedAt = allocation.completedAt.get(row.id);
      if (done === BigInt(row.turnover_done) && completedAt === undefined) continue;
      await trx
        .updateTable('bonuses')
        .set({
          turnover_done: done.toString(),
          ...(completedAt === undefined ? {} : { status: 'COMPLETED', completed_at: new Date(completedAt) }),
        })
        .where('id', '=', row.id)
        .execute();
    }
    await trx
      .insertInto('bonus_turnover_rounds')
      .values(fresh.map((round) => ({ round_id: round.id, user_id: userId, settled_at: round.settledAt })))
      .onConflict((oc) => oc.column('round_id').doNothing())
      .execute();
    active = active
      .filter((row) => !allocation.completedAt.has(row.id))
      .map((row) => ({ ...row, turnover_done: String(allocation.done.get(row.id) ?? row.turnover_done) }));
    if (read.length < ROUNDS_PER_READ) return active;
  }
}

/**
 * Refuses a withdrawal while bonus money is not played through (409 bonus_turnover_pending): the rule of
 * docs/promotions.md. Called inside the withdrawal's transaction, before the money moves.
 */
export async function assertNoPendingTurnover(trx: Db, userId: number): Promise<void> {
  const active = await refreshTurnover(trx, userId);
  const outstanding = active.reduce(
    (sum, row) => sum + BigInt(row.turnover_required) - BigInt(row.turnover_done),
    0n,
  );
  if (outstanding > 0n) {
    throw new AppError(
      409,
      ErrorCode.bonusTurnoverPending,
      `Bonus money must be played through first: ${outstanding} (minor units) of turnover to go`,
    );
  }
}

/**
 * Ends an ACTIVE bonus (forfeited by the member, or expired): what is left of it in the main wallet (at most
 * its amount) goes back to the house bonus account, so the rest of the balance is free to withdraw.
 */
async function endBonus(
  trx: Db,
  row: BonusRow,
  status: 'FORFEITED' | 'EXPIRED',
  currency: string,
  now: Date,
): Promise<void> {
  const main = await mainAccount(trx, row.merchant_code, row.user_id, currency, now);
  const take =
    main.balance < BigInt(row.amount) ? (main.balance > 0n ? main.balance : 0n) : BigInt(row.amount);
  let reference: string | null = null;
  if (take > 0n) {
    reference = newReference('BF', now);
    await post(trx, {
      merchant: row.merchant_code,
      kind: 'BONUS_FORFEIT',
      userId: row.user_id,
      remark: `Bonus ${row.reference} ${status === 'EXPIRED' ? 'expired' : 'forfeited'}`,
      now,
      reference,
      legs: [
        { accountId: main.id, amount: -take },
        { accountId: await houseAccountId(trx, row.merchant_code, HouseAccount.BONUS), amount: take },
      ],
    });
  }
  await trx
    .updateTable('bonuses')
    .set({ status, ended_at: now, forfeited_amount: take.toString(), forfeit_reference: reference })
    .where('id', '=', row.id)
    .execute();
}

/** The member gives up an ACTIVE bonus (409 bonus_not_active otherwise; 404 for anyone else's). */
export async function forfeitBonus(
  ctx: AppContext,
  userId: number,
  id: number,
  language: string,
): Promise<Bonus> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    await refreshTurnover(trx, userId);
    const row = await trx
      .selectFrom('bonuses')
      .selectAll()
      .where('id', '=', String(id))
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError(404, ErrorCode.notFound, 'No such bonus');
    if (row.status !== 'ACTIVE') {
      throw new AppError(409, ErrorCode.bonusNotActive, `The bonus is ${row.status.toLowerCase()}`);
    }
    await endBonus(trx, row, 'FORFEITED', ctx.config.currency, now);
    const after = await trx
      .selectFrom('bonuses')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return toBonus(after, language);
  });
}

/** Expires ACTIVE bonuses past their time, a batch at a time, once across replicas (SKIP LOCKED). */
export async function expireBonuses(db: Db, currency: string, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('bonuses')
      .selectAll()
      .where('status', '=', 'ACTIVE')
      .where('expires_at', '<=', now)
      .orderBy('id')
      .limit(50)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of due) await endBonus(trx, row, 'EXPIRED', currency, now);
    return due.length;
  });
}

const titleIn = (titles: Record<string, string>, language: string): string =>
  titles[language] ?? titles['en'] ?? Object.values(titles)[0] ?? '';

export const toBonus = (row: BonusRow, language: string): Bonus => ({
  id: Number(row.id),
  source: {
    kind: row.source_kind as Bonus['source']['kind'],
    id: Number(row.source_id),
    title: titleIn(row.titles, language),
  },
  amount: String(row.amount),
  status: row.status as BonusStatus,
  turnoverRequired: String(row.turnover_required),
  turnoverDone: String(row.turnover_done),
  weights: row.weights,
  reference: row.reference,
  forfeitReference: row.forfeit_reference,
  forfeitedAmount: String(row.forfeited_amount),
  grantedAt: row.granted_at.getTime(),
  expiresAt: row.expires_at.getTime(),
  completedAt: row.completed_at?.getTime() ?? null,
  endedAt: row.ended_at?.getTime() ?? null,
});

/** Bonus details: the member's bonuses, newest first, with turnover brought up to date first. */
export async function memberBonuses(
  ctx: AppContext,
  userId: number,
  query: BonusQuery,
  language: string,
): Promise<BonusPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const active = await inTransaction(ctx.db, (trx) => refreshTurnover(trx, userId));
  let base = ctx.db.selectFrom('bonuses').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('granted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => toBonus(row, language)),
    total: Number(count.total),
    turnoverOutstanding: active
      .reduce((sum, row) => sum + BigInt(row.turnover_required) - BigInt(row.turnover_done), 0n)
      .toString(),
    page,
    size,
  };
}

/**
 * Bonuses whose money does not match them (empty when all is well): each has exactly one BONUS posting under
 * its reference that credited the member's main wallet its amount from the house, and a forfeit or expiry
 * that took money back has exactly one BONUS_FORFEIT posting of that amount. For the ledger reconciliation.
 */
export async function bonusViolations(db: Db): Promise<Array<{ id: string; problem: string }>> {
  const { rows } = await sql<{ id: string; problem: string }>`SELECT b.id::text AS id,
      CASE WHEN credit.total IS DISTINCT FROM b.amount THEN 'credit'
           ELSE 'forfeit' END AS problem
    FROM bonuses b
    LEFT JOIN LATERAL (SELECT SUM(e.amount) AS total, count(DISTINCT t.id) AS postings
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'MAIN' AND a.user_id = b.user_id
      WHERE t.reference = b.reference AND t.kind = 'BONUS') credit ON true
    LEFT JOIN LATERAL (SELECT SUM(e.amount) AS total
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'MAIN' AND a.user_id = b.user_id
      WHERE t.reference = b.forfeit_reference AND t.kind = 'BONUS_FORFEIT') taken ON true
    WHERE credit.total IS DISTINCT FROM b.amount OR credit.postings <> 1
      OR (b.forfeit_reference IS NULL AND b.forfeited_amount <> 0)
      OR (b.forfeit_reference IS NOT NULL AND taken.total IS DISTINCT FROM -b.forfeited_amount)
    ORDER BY b.id LIMIT 100`.execute(db);
  return rows;
}
