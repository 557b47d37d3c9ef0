import type { ScheduledBet } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { GameCtx, GameSession } from '../platform';
import { formatOdds } from './odds';

/** The bets of the scheduled games as the member sees them (a lottery issue's number joined in). */

function baseBetQuery(ctx: GameCtx) {
  return ctx.db
    .selectFrom('scheduled_bets as b')
    .leftJoin('draw_issues as i', 'i.id', 'b.issue_id')
    .select([
      'b.round_id',
      'b.kind',
      'b.game_code',
      'i.issue_number',
      'b.fixture_id',
      'b.market',
      'b.selection',
      'b.odds',
      sql<string>`b.stake::text`.as('stake'),
      sql<string | null>`b.payout::text`.as('payout'),
      'b.status',
      'b.result',
      'b.created_at',
      'b.settled_at',
    ]);
}
type BetQuery = ReturnType<typeof baseBetQuery>;

export async function betRows(ctx: GameCtx, filter: (query: BetQuery) => BetQuery): Promise<ScheduledBet[]> {
  const rows = await filter(baseBetQuery(ctx)).orderBy('b.id', 'desc').limit(50).execute();
  return rows.map((row) => ({
    roundId: row.round_id,
    kind: row.kind,
    gameCode: row.game_code,
    issueNumber: row.issue_number,
    fixtureId: row.fixture_id,
    market: row.market,
    selection: row.selection,
    odds: formatOdds(row.odds),
    stake: row.stake,
    payout: row.payout,
    status: row.status,
    result: row.result,
    createdAt: row.created_at.getTime(),
    settledAt: row.settled_at?.getTime() ?? null,
  }));
}

/** The member's latest 50 bets of one kind in the session's mode (real or play money). */
export async function myBets(
  ctx: GameCtx,
  session: GameSession,
  kind: 'LOTTERY' | 'SPORTS' | 'ESPORTS' | 'SABONG',
): Promise<{ list: ScheduledBet[] }> {
  return {
    list: await betRows(ctx, (query) =>
      query
        .where('b.user_id', '=', session.userId)
        .where('b.kind', '=', kind)
        .where('b.mode', '=', session.mode),
    ),
  };
}
