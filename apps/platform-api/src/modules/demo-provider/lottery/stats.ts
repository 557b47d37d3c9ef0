import type { LotteryNumbers, LotteryPopular, WinnerBoard } from '@playfront/api-contract';
import { sql } from 'kysely';
import { gameWallet } from '../platform';
import type { GameCtx } from '../platform';
import { lotteryGameByCode } from './games';
import { drawnIssues } from './issues';
import { maskUsername } from './model';

/** Public lottery statistics: popular numbers, number frequencies and the winner board. */
/** Issues the popular list looks back over. */
const POPULAR_ISSUES = 50;

/** The most bet 2D numbers of the last 50 issues (real-money bets), most bets first. */
export async function lotteryPopular(
  ctx: GameCtx,
  merchant: string,
  code: string,
  count: number,
): Promise<LotteryPopular> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  const rows = await sql<{ selection: string; bets: number }>`
    SELECT b.selection, COUNT(*)::int AS bets FROM scheduled_bets b
    WHERE b.market = '2D' AND b.mode = 'REAL' AND b.issue_id IN (
      SELECT i.id FROM draw_issues i WHERE i.game_id = ${game.id} ORDER BY i.draw_at DESC LIMIT ${POPULAR_ISSUES})
    GROUP BY b.selection ORDER BY bets DESC, b.selection ASC LIMIT ${Math.min(count, 20)}`.execute(ctx.db);
  return {
    issues: POPULAR_ISSUES,
    list: rows.rows.map((row) => ({ number: row.selection, count: Number(row.bets) })),
  };
}

/** How often each last-two-digit number 00-99 came in the last (up to) 100 draws. */
export async function lotteryNumbers(ctx: GameCtx, merchant: string, code: string): Promise<LotteryNumbers> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  const issues = await drawnIssues(ctx, game.id, 100);
  const counts = new Array<number>(100).fill(0);
  for (const issue of issues) {
    const numbers = issue.numbers ?? [];
    counts[numbers[3] * 10 + numbers[4]] += 1;
  }
  return {
    draws: issues.length,
    list: counts.map((count, number) => ({ number: String(number).padStart(2, '0'), count })),
  };
}

/** The biggest real-money lottery wins of the last 7 days in the game's area, usernames masked. */
export async function winnerBoard(
  ctx: GameCtx,
  merchant: string,
  code: string,
  count: number,
): Promise<WinnerBoard> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  const since = new Date(ctx.now().getTime() - 7 * 86_400_000);
  // Every lottery of the area, also one switched off since: its wins of the week still count.
  const area = (await gameWallet.vendorGames(ctx, merchant, 'lottery', { includeDisabled: true }))
    .filter((other) => other.lotteryArea === game.lotteryArea)
    .map((other) => other.id);
  const rows = await ctx.db
    .selectFrom('scheduled_bets as b')
    .innerJoin('draw_issues as i', 'i.id', 'b.issue_id')
    .select([
      'b.user_id',
      'i.game_code',
      'i.issue_number',
      'b.market',
      'b.selection',
      sql<string>`b.stake::text`.as('stake'),
      sql<string>`b.payout::text`.as('payout'),
      'b.settled_at',
    ])
    .where('b.merchant_code', '=', merchant)
    .where('b.kind', '=', 'LOTTERY')
    .where('b.mode', '=', 'REAL')
    .where('b.status', '=', 'SETTLED')
    .where('b.payout', '>', '0')
    .where('b.settled_at', '>', since)
    .where('b.game_id', 'in', area)
    .orderBy(sql`b.payout`, 'desc')
    .orderBy('b.settled_at', 'desc')
    .limit(Math.min(count, 20))
    .execute();
  const names = await gameWallet.playerNames(
    ctx,
    rows.map((row) => row.user_id),
  );
  return {
    list: rows.map((row) => ({
      username: maskUsername(names.get(row.user_id) ?? ''),
      gameCode: row.game_code,
      issueNumber: row.issue_number,
      playType: row.market,
      selection: row.selection,
      stake: row.stake,
      payout: row.payout,
      at: row.settled_at?.getTime() ?? 0,
    })),
  };
}
