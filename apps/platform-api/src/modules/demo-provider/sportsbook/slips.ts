import { DrawErrorCode, ErrorCode } from '@playfront/api-contract';
import type { FieldError, ScheduledBetReply, SlipRequest } from '@playfront/api-contract';
import { AppError, validationError } from '../../../core/errors';
import type { GameCtx, GameSession, GameWallet } from '../platform';
import { formatOdds, oddsToHundredths } from '../shared/odds';
import { bettingClosed, checkStake, notFound, placeBets, roundIdFor } from '../shared/scheduled-bets';
import type { NewBet } from '../shared/scheduled-bets';
import type { FixtureRow } from './fixtures';
import type { FixtureKind } from './model';

/** A sports or esports slip: singles at the odds shown. */

const engineKinds: Partial<Record<GameSession['engine'], FixtureKind>> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  sabong: 'SABONG',
};
const engineKind = (session: GameSession): FixtureKind | null => engineKinds[session.engine] ?? null;
const roundPrefix: Record<FixtureKind, string> = { SPORTS: 'SP', ESPORTS: 'ES', SABONG: 'SB' };
/** How a pick reads in a bet's detail: Meron / Wala / Draw in sabong. */
const sabongPick: Record<string, string> = { HOME: 'Meron', DRAW: 'Draw', AWAY: 'Wala' };

export async function placeSlip(
  ctx: GameCtx,
  wallet: GameWallet,
  session: GameSession,
  kind: FixtureKind,
  merchant: string,
  key: string,
  requestHash: string,
  body: SlipRequest,
): Promise<ScheduledBetReply> {
  if (engineKind(session) !== kind) {
    throw new AppError(403, ErrorCode.forbidden, `This game session is not a ${kind.toLowerCase()} session`);
  }
  const stake = checkStake(body.stake);
  const fields: FieldError[] = [];
  const seen = new Set<number>();
  body.selections.forEach((selection, index) => {
    if (seen.has(selection.fixtureId)) {
      fields.push({
        field: `selections/${index}/fixtureId`,
        key: 'duplicate_selection',
        message: 'A match can be on the slip once',
      });
    }
    seen.add(selection.fixtureId);
    if (kind === 'ESPORTS' && selection.pick === 'DRAW') {
      fields.push({
        field: `selections/${index}/pick`,
        key: 'invalid_pick',
        message: 'Esports markets have no draw',
      });
    }
  });
  if (fields.length > 0) throw validationError(fields);
  const fixtures = await ctx.db
    .selectFrom('fixtures')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('kind', '=', kind)
    .where('id', 'in', [...seen])
    .execute();
  const byId = new Map(fixtures.map((fixture) => [fixture.id, fixture]));
  const missing = body.selections.find((selection) => !byId.has(selection.fixtureId));
  if (missing) throw notFound(`Match ${missing.fixtureId}`);
  const bets: NewBet[] = body.selections.map((selection, index) => {
    const fixture = byId.get(selection.fixtureId) as FixtureRow;
    const odds = pickOdds(fixture, selection.pick);
    return {
      roundId: roundIdFor(roundPrefix[kind], session.userId, key, index),
      kind,
      gameCode: session.gameCode,
      issueId: null,
      fixtureId: fixture.id,
      market: `${fixture.home} v ${fixture.away}`,
      selection: selection.pick,
      odds,
      stake,
      detail:
        kind === 'SABONG'
          ? `Sabong ${fixture.home} v ${fixture.away} ${sabongPick[selection.pick]} @${formatOdds(odds)}`
          : `${fixture.home} v ${fixture.away} ${selection.pick} @${formatOdds(odds)}`,
    };
  });
  return placeBets(ctx, wallet, session, merchant, requestHash, bets, async (fresh) => {
    const now = ctx.now();
    const changed: FieldError[] = [];
    for (const bet of fresh) {
      const fixture = byId.get(bet.fixtureId as number) as FixtureRow;
      if (fixture.status !== 'SCHEDULED' || now >= fixture.kickoff_at) {
        throw bettingClosed(`${fixture.home} v ${fixture.away}`);
      }
      const index = bets.indexOf(bet);
      const shown = body.selections[index];
      if (oddsToHundredths(shown.odds) !== bet.odds) {
        changed.push({
          field: `selections/${index}/odds`,
          key: 'odds_changed',
          message: `The odds changed to ${formatOdds(bet.odds)}`,
          params: { fixtureId: fixture.id, pick: shown.pick, odds: formatOdds(bet.odds) },
        });
      }
    }
    if (changed.length > 0) {
      throw new AppError(409, DrawErrorCode.oddsChanged, 'The odds changed, please check the slip', {
        fields: changed,
      });
    }
  });
}

const pickOdds = (fixture: FixtureRow, pick: string): number =>
  pick === 'HOME' ? fixture.odds_home : pick === 'AWAY' ? fixture.odds_away : (fixture.odds_draw ?? 0);
