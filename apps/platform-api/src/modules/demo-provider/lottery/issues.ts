import { SCHEDULED_MAX_STAKE, SCHEDULED_MIN_STAKE, lotteryOdds } from '@playfront/api-contract';
import type { LotteryCurrent, LotteryIssue, LotteryResult } from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import type { GameCtx } from '../platform';
import { notFound } from '../shared/scheduled-bets';
import type { DrawIssuesTable } from '../tables';
import { allowedPlayTypes, gameInfo, lotteryGameByCode, lotteryGames } from './games';
import type { LotteryGame } from './games';
import { digitSum } from './model';
import { ensureIssues } from './schedule';

export type IssueRow = Selectable<DrawIssuesTable>;

/** Lottery calls: the issue taking bets and the last results. */

const toIssue = (issue: IssueRow, now: Date): LotteryIssue => ({
  gameCode: issue.game_code,
  issueNumber: issue.issue_number,
  status: issue.status,
  openAt: issue.open_at.getTime(),
  closeAt: issue.close_at.getTime(),
  drawAt: issue.draw_at.getTime(),
  countdownMs: Math.max(0, issue.close_at.getTime() - now.getTime()),
  seedHash: issue.seed_hash,
});

const toResult = (issue: IssueRow): LotteryResult => {
  const numbers = issue.numbers ?? [];
  return {
    gameCode: issue.game_code,
    issueNumber: issue.issue_number,
    numbers,
    sum: digitSum(numbers),
    drawAt: issue.draw_at.getTime(),
    serverSeed: issue.server_seed,
    seedHash: issue.seed_hash,
  };
};

/** The issue taking bets now (the earliest open one), creating the schedule first when the job lags. */
async function currentIssue(ctx: GameCtx, game: LotteryGame): Promise<IssueRow> {
  const find = () =>
    ctx.db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('status', '=', 'OPEN')
      .where('close_at', '>', ctx.now())
      .orderBy('close_at')
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  await ensureIssues(ctx, game.merchantCode);
  const created = await find();
  if (!created) throw notFound('Open issue');
  return created;
}

export async function drawnIssues(ctx: GameCtx, gameId: number, count: number): Promise<IssueRow[]> {
  return ctx.db
    .selectFrom('draw_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 'DRAWN')
    .orderBy('draw_at', 'desc')
    .limit(count)
    .execute();
}

export async function lotteryCurrent(ctx: GameCtx, game: LotteryGame): Promise<LotteryCurrent> {
  const issue = await currentIssue(ctx, game);
  const [last] = await drawnIssues(ctx, game.id, 1);
  const areaGames = (await lotteryGames(ctx, game.merchantCode)).filter(
    (other) => other.lotteryArea === game.lotteryArea,
  );
  const now = ctx.now();
  return {
    game: gameInfo(game),
    areaGames: areaGames.map(gameInfo),
    issue: toIssue(issue, now),
    last: last ? toResult(last) : null,
    playTypes: allowedPlayTypes(game).map((playType) => ({ playType, odds: lotteryOdds[playType] })),
    minStake: String(SCHEDULED_MIN_STAKE),
    maxStake: String(SCHEDULED_MAX_STAKE),
    serverTime: now.getTime(),
  };
}

export async function lotteryResults(
  ctx: GameCtx,
  merchant: string,
  code: string,
  count: number,
): Promise<{ list: LotteryResult[] }> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  return { list: (await drawnIssues(ctx, game.id, Math.min(count, 50))).map(toResult) };
}
