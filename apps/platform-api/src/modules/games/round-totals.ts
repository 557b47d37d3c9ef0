import type { Expression } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../core/db';

/** What a set of players did in a window: their settled real-money rounds (voided rounds do not count). */
export interface RoundTotals {
  /** Sum of stakes (valid bet) and of payouts. */
  validBet: bigint;
  payout: bigint;
  /** Stakes of rounds the player lost (payout below the stake), and of the others. */
  lostStake: bigint;
  wonStake: bigint;
  /** Players with at least one such round. */
  activeMembers: number;
}

/**
 * Totals of the settled real-money rounds of `players` (a subquery of user ids, such as a team) settled in
 * [from, to), counting only rounds staking at least `minStake`.
 */
export async function roundTotals(
  db: Db,
  players: Expression<{ id: number }>,
  window: { from: Date; to: Date },
  minStake = 0n,
): Promise<RoundTotals> {
  const row = await db
    .selectFrom('game_rounds')
    .select([
      sql<string>`COALESCE(SUM(stake), 0)::text`.as('valid_bet'),
      sql<string>`COALESCE(SUM(payout), 0)::text`.as('payout'),
      sql<string>`COALESCE(SUM(stake) FILTER (WHERE payout < stake), 0)::text`.as('lost_stake'),
      sql<string>`COALESCE(SUM(stake) FILTER (WHERE payout >= stake), 0)::text`.as('won_stake'),
      sql<string>`COUNT(DISTINCT user_id)::text`.as('players'),
    ])
    .where(sql<boolean>`user_id IN (${players})`)
    .where('mode', '=', 'REAL')
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>=', window.from)
    .where('settled_at', '<', window.to)
    .where('stake', '>=', minStake.toString())
    .executeTakeFirstOrThrow();
  return {
    validBet: BigInt(row.valid_bet),
    payout: BigInt(row.payout),
    lostStake: BigInt(row.lost_stake),
    wonStake: BigInt(row.won_stake),
    activeMembers: Number(row.players),
  };
}
