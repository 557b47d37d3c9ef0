import { sql } from 'kysely';
import type { Db, UserIdSet } from '../../core/db';

/** A report period: [start, end), UTC day boundaries. */
export interface ReportPeriod {
  start: Date;
  end: Date;
}

/**
 * Stakes and payouts of settled real-money rounds (voided and trial rounds do not count), per member, per
 * UTC day of settlement, or all together.
 */
export interface RoundTotals {
  /** The user id, the day (yyyy-MM-dd), or '' for all together. */
  key: string;
  /** Sum of stakes (valid bet) and of payouts. */
  validBet: bigint;
  payout: bigint;
  /** Stakes of rounds the player lost (payout below the stake), and of the others. */
  lostStake: bigint;
  wonStake: bigint;
  /** Members with at least one such round. */
  activeMembers: number;
}

const utcDay = sql<string>`to_char(r.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Settled real-money rounds of `users` settled in the period, summed per member (key: the user id), per
 * UTC day (key: yyyy-MM-dd) or all together (one row, key ''), counting only rounds staking at least
 * `minStake`. Each member's rounds are read through game_rounds_user_settled.
 */
export async function settledRoundTotals(
  db: Db,
  users: UserIdSet,
  period: ReportPeriod,
  by: 'user' | 'day' | 'all',
  options: { minStake?: bigint } = {},
): Promise<RoundTotals[]> {
  let base = db
    .selectFrom('game_rounds as r')
    .where('r.user_id', 'in', users)
    .where('r.status', '=', 'SETTLED')
    .where('r.mode', '=', 'REAL')
    .where('r.settled_at', '>=', period.start)
    .where('r.settled_at', '<', period.end);
  if (options.minStake) base = base.where('r.stake', '>=', options.minStake.toString());
  const sums = [
    sql<string>`COALESCE(sum(r.stake), 0)::text`.as('valid_bet'),
    sql<string>`COALESCE(sum(r.payout), 0)::text`.as('payout'),
    sql<string>`COALESCE(sum(r.stake) FILTER (WHERE r.payout < r.stake), 0)::text`.as('lost_stake'),
    sql<string>`COALESCE(sum(r.stake) FILTER (WHERE r.payout >= r.stake), 0)::text`.as('won_stake'),
    sql<string>`count(DISTINCT r.user_id)::text`.as('players'),
  ] as const;
  const rows =
    by === 'user'
      ? await base
          .select([sql<string>`r.user_id::text`.as('key'), ...sums])
          .groupBy('r.user_id')
          .execute()
      : by === 'day'
        ? await base
            .select([utcDay.as('key'), ...sums])
            .groupBy(utcDay)
            .execute()
        : await base.select([sql<string>`''`.as('key'), ...sums]).execute();
  return rows.map((row) => ({
    key: row.key,
    validBet: BigInt(row.valid_bet),
    payout: BigInt(row.payout),
    lostStake: BigInt(row.lost_stake),
    wonStake: BigInt(row.won_stake),
    activeMembers: Number(row.players),
  }));
}

/** One real-money round of a member, for the agent centre's bet list. */
export interface TeamRound {
  userId: number;
  roundId: string;
  gameCode: string;
  gameName: string;
  category: string;
  stake: string;
  payout: string | null;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  createdAt: Date;
  settledAt: Date | null;
}

/** Real-money rounds of `users` placed in the period, newest first (game_rounds_user per member). */
export async function roundsOf(
  db: Db,
  users: UserIdSet,
  filter: ReportPeriod & { category?: string; status?: string; page: number; size: number },
): Promise<{ total: number; list: TeamRound[] }> {
  let base = db
    .selectFrom('game_rounds as r')
    .where('r.user_id', 'in', users)
    .where('r.mode', '=', 'REAL')
    .where('r.created_at', '>=', filter.start)
    .where('r.created_at', '<', filter.end);
  if (filter.category) base = base.where('r.category', '=', filter.category);
  if (filter.status) base = base.where('r.status', '=', filter.status);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .select([
        'r.user_id',
        'r.round_id',
        'g.code',
        'g.name',
        'r.category',
        'r.status',
        'r.created_at',
        'r.settled_at',
        sql<string>`r.stake::text`.as('stake'),
        sql<string | null>`r.payout::text`.as('payout'),
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    list: rows.map((row) => ({
      userId: row.user_id,
      roundId: row.round_id,
      gameCode: row.code,
      gameName: row.name,
      category: row.category,
      stake: row.stake,
      payout: row.payout,
      status: row.status as TeamRound['status'],
      createdAt: row.created_at,
      settledAt: row.settled_at,
    })),
  };
}
