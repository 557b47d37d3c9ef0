import { sql } from 'kysely';
import type { Db } from '../../core/db';

/** A member's settled real-money round, as turnover counting sees it. */
export interface SettledRound {
  id: string;
  category: string;
  stake: bigint;
  payout: bigint;
  settledAt: Date;
}

/**
 * A member's settled real-money rounds settled at or after `since`, in settlement order (at most `limit`):
 * what bonus turnover and missions count. Voided and play-money rounds never count.
 */
export async function settledRoundsSince(
  db: Db,
  userId: number,
  since: Date,
  limit = 5_000,
): Promise<SettledRound[]> {
  const rows = await db
    .selectFrom('game_rounds')
    .select([
      sql<string>`id::text`.as('id'),
      'category',
      sql<string>`stake::text`.as('stake'),
      sql<string>`COALESCE(payout, 0)::text`.as('payout'),
      'settled_at',
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'SETTLED')
    .where('mode', '=', 'REAL')
    .where('settled_at', '>=', since)
    .orderBy('settled_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    settledAt: row.settled_at as Date,
  }));
}

/** A member's settled real-money rounds of one category in a period: how many, their stake, how many won. */
export interface CategoryRoundStats {
  category: string;
  count: number;
  stake: bigint;
  /** Rounds that paid back more than their stake. */
  wins: number;
}

/**
 * A member's settled real-money rounds settled in [from, to), per category (what missions count). Voided
 * and play-money rounds never count.
 */
export async function memberRoundStats(
  db: Db,
  userId: number,
  from: Date,
  to: Date,
): Promise<CategoryRoundStats[]> {
  const rows = await db
    .selectFrom('game_rounds')
    .select([
      'category',
      sql<string>`count(*)::text`.as('count'),
      sql<string>`COALESCE(sum(stake), 0)::text`.as('stake'),
      sql<string>`count(*) FILTER (WHERE COALESCE(payout, 0) > stake)::text`.as('wins'),
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'SETTLED')
    .where('mode', '=', 'REAL')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .groupBy('category')
    .execute();
  return rows.map((row) => ({
    category: row.category,
    count: Number(row.count),
    stake: BigInt(row.stake),
    wins: Number(row.wins),
  }));
}

/** A member's real-money rounds of one category over a period, as the profit and loss counts them. */
export interface CategoryRoundTotals {
  category: string;
  /** Rounds settled in the period. */
  rounds: number;
  /** Stakes of settled rounds placed in the period (their GAME_BET postings). */
  bets: bigint;
  /** Payouts of rounds settled in the period (their GAME_PAYOUT postings). */
  payouts: bigint;
  /** Stakes of rounds placed in the period and still open. */
  open: bigint;
}

/**
 * A member's real-money rounds over [start, end) per category: a settled round's stake counts when it was
 * placed and its payout when it was settled, as the ledger posts them, so the sums match the account record
 * of the same days. Play-money and voided rounds never count (a voided round's stake comes back).
 */
export async function roundTotalsByCategory(
  db: Db,
  userId: number,
  start: Date,
  end: Date,
): Promise<CategoryRoundTotals[]> {
  const placed = sql<boolean>`created_at >= ${start} AND created_at < ${end}`;
  const settled = sql<boolean>`status = 'SETTLED' AND settled_at >= ${start} AND settled_at < ${end}`;
  const rows = await db
    .selectFrom('game_rounds')
    .select([
      'category',
      sql<string>`count(*) FILTER (WHERE ${settled})::text`.as('rounds'),
      sql<string>`COALESCE(sum(stake) FILTER (WHERE status = 'SETTLED' AND ${placed}), 0)::text`.as('bets'),
      sql<string>`COALESCE(sum(payout) FILTER (WHERE ${settled}), 0)::text`.as('payouts'),
      sql<string>`COALESCE(sum(stake) FILTER (WHERE status = 'OPEN' AND ${placed}), 0)::text`.as('open'),
    ])
    .where('user_id', '=', userId)
    .where('mode', '=', 'REAL')
    .where(sql<boolean>`((${placed}) OR (${settled}))`)
    .groupBy('category')
    .execute();
  return rows.map((row) => ({
    category: row.category,
    rounds: Number(row.rounds),
    bets: BigInt(row.bets),
    payouts: BigInt(row.payouts),
    open: BigInt(row.open),
  }));
}
/** A settled real-money round of any member, for work that sweeps every round of a window. */
export interface BrandRound {
  /** The round's row id (unique). */
  id: string;
  roundId: string;
  userId: number;
  category: string;
  stake: bigint;
  settledAt: Date;
}

/** Keyset position in settlement order: (settled at, row id). */
export interface RoundCursor {
  at: Date;
  id: string;
}

/**
 * A brand's settled real-money rounds settled in [from, to), in settlement order after `after`, at most
 * `limit`: what points earning sweeps. Voided and play-money rounds never count.
 */
export async function settledRoundsWindow(
  db: Db,
  merchant: string,
  from: Date,
  to: Date,
  after: RoundCursor | null,
  limit: number,
): Promise<BrandRound[]> {
  let query = db
    .selectFrom('game_rounds')
    .select([
      sql<string>`id::text`.as('id'),
      'round_id',
      'user_id',
      'category',
      sql<string>`stake::text`.as('stake'),
      'settled_at',
    ])
    .where('merchant_code', '=', merchant)
    .where('status', '=', 'SETTLED')
    .where('mode', '=', 'REAL')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to);
  if (after) query = query.where(sql<boolean>`(settled_at, id) > (${after.at}, ${after.id}::bigint)`);
  const rows = await query.orderBy('settled_at').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    roundId: row.round_id,
    userId: row.user_id,
    category: row.category,
    stake: BigInt(row.stake),
    settledAt: row.settled_at as Date,
  }));
}

/** A member's valid bets (stake of settled real-money rounds) settled in [from, to). */
export async function validBetsBetween(db: Db, userId: number, from: Date, to: Date): Promise<bigint> {
  const row = await db
    .selectFrom('game_rounds')
    .select(sql<string>`COALESCE(sum(stake), 0)::text`.as('stake'))
    .where('user_id', '=', userId)
    .where('status', '=', 'SETTLED')
    .where('mode', '=', 'REAL')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .executeTakeFirstOrThrow();
  return BigInt(row.stake);
}
