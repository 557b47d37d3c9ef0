import type { GameCategory, PointSource } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db';
import { settledRoundsWindow } from '../games';
import { approvedDepositsWindow } from '../payments';
import { HouseAccount, houseAccountId, pointsAccountId, post } from '../wallet';

/** The point type a game category earns (spec §3 types: lottery covers both lotteries, slots is RNG). */
export const pointTypeOfCategory: Record<GameCategory, PointSource> = {
  LIVE: 'LIVE',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'PVP',
  RNG: 'SLOTS',
  SPORTS: 'SPORTS',
  FISH: 'FISH',
  ESPORTS: 'ESPORTS',
};

/** Points earned per 100.00 of valid bets (or of an approved deposit) of each source, by default. */
export const DEFAULT_POINT_RATES: Record<PointSource, number> = {
  LIVE: 70,
  LOTTERY: 50,
  PVP: 100,
  SLOTS: 120,
  SPORTS: 100,
  FISH: 120,
  ESPORTS: 100,
  DEPOSIT: 100,
};

/** Points of `basis` minor units at `pointsPer100` points per 100.00 (10 000 minor units), rounded down. */
export const pointsOf = (basis: bigint, pointsPer100: number): bigint =>
  (basis * BigInt(pointsPer100)) / 10_000n;

/** Earning re-reads this much before its cursor, so a round or deposit committed late is still seen. */
export const LOOKBACK_MS = 10 * 60_000;
/** A brand's first sweep reaches this far back. */
const FIRST_SWEEP_MS = 2 * 86_400_000;
const PAGE = 500;

/** One source's award: what it earned and for whom. */
interface Candidate {
  userId: number;
  sourceRef: string;
  type: PointSource;
  basis: bigint;
  points: bigint;
}

export async function pointRates(db: Db, merchant: string): Promise<Record<PointSource, number>> {
  const rows = await db
    .selectFrom('points_rates')
    .select(['source', 'points_per_100'])
    .where('merchant_code', '=', merchant)
    .execute();
  const rates = { ...DEFAULT_POINT_RATES };
  for (const row of rows) rates[row.source as PointSource] = row.points_per_100;
  return rates;
}

/**
 * Awards one page of candidates in one transaction: the members' points accounts are locked first (the
 * ledger's lock order: members' accounts, then the house), each source's award row is inserted once
 * (unique per source: a racing runner's insert finds it and does nothing) and each award of more than 0
 * points is one POINTS_EARN posting. Returns how many awards this call made.
 */
async function award(
  db: Db,
  merchant: string,
  kind: 'ROUND' | 'DEPOSIT',
  candidates: Candidate[],
  now: Date,
): Promise<number> {
  if (candidates.length === 0) return 0;
  const users = [...new Set(candidates.map((candidate) => candidate.userId))].sort((a, b) => a - b);
  const accounts = new Map<number, string>();
  for (const userId of users) accounts.set(userId, await pointsAccountId(db, merchant, userId, now));
  // The demo seed sweeps inside the brand's seeding transaction; the job opens one per page.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    await sql`SELECT id FROM ledger_accounts
      WHERE id IN (${sql.join([...accounts.values()].map((id) => sql`${id}::bigint`))}) ORDER BY id FOR UPDATE`.execute(
      trx,
    );
    const inserted = await trx
      .insertInto('points_awards')
      .values(
        candidates.map((candidate) => ({
          merchant_code: merchant,
          user_id: candidate.userId,
          source_kind: kind,
          source_ref: candidate.sourceRef,
          type: candidate.type,
          basis: String(candidate.basis),
          points: String(candidate.points),
          transaction_id: null,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['source_kind', 'source_ref']).doNothing())
      .returning([sql<string>`id::text`.as('id'), 'source_ref'])
      .execute();
    const fresh = new Map(inserted.map((row) => [row.source_ref, row.id]));
    const house = await houseAccountId(trx, merchant, HouseAccount.POINTS_ISSUED);
    for (const candidate of candidates) {
      const awardId = fresh.get(candidate.sourceRef);
      const account = accounts.get(candidate.userId);
      if (awardId === undefined || candidate.points === 0n || account === undefined) continue;
      const posted = await post(trx, {
        merchant,
        kind: 'POINTS_EARN',
        userId: candidate.userId,
        remark: candidate.sourceRef,
        now,
        legs: [
          { accountId: house, amount: -candidate.points },
          { accountId: account, amount: candidate.points },
        ],
      });
      await trx
        .updateTable('points_awards')
        .set({ transaction_id: posted.transactionId })
        .where('id', '=', awardId)
        .execute();
    }
    return inserted.length;
  });
}

/** Where a source's sweep starts: its cursor less the lookback (a brand's first sweep: two days back). */
async function sweepStart(db: Db, merchant: string, kind: 'ROUND' | 'DEPOSIT', now: Date): Promise<Date> {
  const cursor = await db
    .selectFrom('points_cursors')
    .select('through')
    .where('merchant_code', '=', merchant)
    .where('source_kind', '=', kind)
    .executeTakeFirst();
  return cursor
    ? new Date((cursor.through as Date).getTime() - LOOKBACK_MS)
    : new Date(now.getTime() - FIRST_SWEEP_MS);
}

async function advance(db: Db, merchant: string, kind: 'ROUND' | 'DEPOSIT', through: Date): Promise<void> {
  await db
    .insertInto('points_cursors')
    .values({ merchant_code: merchant, source_kind: kind, through })
    .onConflict((oc) =>
      oc
        .columns(['merchant_code', 'source_kind'])
        .doUpdateSet({ through: sql`GREATEST(points_cursors.through, excluded.through)` }),
    )
    .execute();
}

/**
 * Points earning, one sweep: every settled real-money round and every approved deposit since the cursor
 * (less the lookback) earns its points once, each its own posting with the round or deposit as remark.
 * Safe to race: awards are unique per source. `since` overrides the start (the demo seed sweeps all).
 * Returns how many awards this sweep made.
 */
export async function earnPoints(db: Db, merchant: string, now: Date, since?: Date): Promise<number> {
  const rates = await pointRates(db, merchant);
  let made = 0;

  const roundsFrom = since ?? (await sweepStart(db, merchant, 'ROUND', now));
  for (let after: { at: Date; id: string } | null = null; ;) {
    const rounds = await settledRoundsWindow(db, merchant, roundsFrom, now, after, PAGE);
    made += await award(
      db,
      merchant,
      'ROUND',
      rounds.map((round) => {
        const type = pointTypeOfCategory[round.category as GameCategory] ?? 'SLOTS';
        return {
          userId: round.userId,
          sourceRef: round.roundId,
          type,
          basis: round.stake,
          points: pointsOf(round.stake, rates[type]),
        };
      }),
      now,
    );
    if (rounds.length < PAGE) break;
    const last = rounds[rounds.length - 1]!;
    after = { at: last.settledAt, id: last.id };
  }
  await advance(db, merchant, 'ROUND', now);

  const depositsFrom = since ?? (await sweepStart(db, merchant, 'DEPOSIT', now));
  for (let after: { at: Date; id: string } | null = null; ;) {
    const deposits = await approvedDepositsWindow(db, merchant, depositsFrom, now, after, PAGE);
    made += await award(
      db,
      merchant,
      'DEPOSIT',
      deposits.map((deposit) => ({
        userId: deposit.userId,
        sourceRef: deposit.reference,
        type: 'DEPOSIT' as const,
        basis: deposit.amount,
        points: pointsOf(deposit.amount, rates.DEPOSIT),
      })),
      now,
    );
    if (deposits.length < PAGE) break;
    const last = deposits[deposits.length - 1]!;
    after = { at: last.decidedAt, id: last.id };
  }
  await advance(db, merchant, 'DEPOSIT', now);
  return made;
}
