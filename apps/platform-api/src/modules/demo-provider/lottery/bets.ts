import type { FieldError, LotteryBetRequest, ScheduledBetReply } from '@playfront/api-contract';
import { validationError } from '../../../core/errors';
import type { GameCtx, GameSession, GameWallet } from '../platform';
import { bettingClosed, checkStake, notFound, placeBets, roundIdFor } from '../shared/scheduled-bets';
import type { NewBet } from '../shared/scheduled-bets';
import { allowedPlayTypes, sessionLotteryGame } from './games';
import { lotteryOddsHundredths, normaliseSelection } from './model';

/** A lottery bet on an open issue. */
export async function placeLotteryBet(
  ctx: GameCtx,
  wallet: GameWallet,
  session: GameSession,
  key: string,
  requestHash: string,
  body: LotteryBetRequest,
): Promise<ScheduledBetReply> {
  const game = await sessionLotteryGame(ctx, session, body.gameCode);
  const fields: FieldError[] = [];
  if (!allowedPlayTypes(game).includes(body.playType)) {
    fields.push({
      field: 'playType',
      key: 'invalid_play_type',
      message: 'This game does not offer this play type',
    });
  }
  const selection = normaliseSelection(body.playType, body.selection);
  if (selection === null) {
    fields.push({
      field: 'selection',
      key: 'invalid_selection',
      message: 'The selection does not fit the play type',
    });
  }
  if (fields.length > 0) throw validationError(fields);
  const stake = checkStake(body.stake);
  const issue = await ctx.db
    .selectFrom('draw_issues')
    .selectAll()
    .where('game_id', '=', game.id)
    .where('issue_number', '=', body.issueNumber)
    .executeTakeFirst();
  if (!issue) throw notFound('Issue');
  const bet: NewBet = {
    roundId: roundIdFor('LT', session.userId, key),
    kind: 'LOTTERY',
    gameCode: game.code,
    issueId: issue.id,
    fixtureId: null,
    market: body.playType,
    selection: selection as string,
    odds: lotteryOddsHundredths(body.playType),
    stake,
    detail: `${game.name} #${issue.issue_number} ${body.playType} ${selection}`,
  };
  return placeBets(ctx, wallet, session, game.merchantCode, requestHash, [bet], async () => {
    if (issue.status !== 'OPEN' || ctx.now() >= issue.close_at)
      throw bettingClosed(`Issue ${issue.issue_number}`);
  });
}
