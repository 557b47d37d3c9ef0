import type { Db } from '../../core/db';
import type { Config } from '../../core/config';
import type { Job } from '../../core/jobs';
import { closeAndDrawIssues, ensureIssues, settleLotteryBets } from './lottery/schedule';
import { gameWallet } from './platform';
import type { GameCtx, GameWallet } from './platform';
import { ensureFixtures, kickOffAndFinishFixtures, settleFixtureBets } from './sportsbook/fixtures';

/** How often the scheduled games move on. */
export const DRAW_TICK_MS = 2_000;

export interface TickReport {
  issuesCreated: number;
  issuesDrawn: number;
  lotteryBetsSettled: number;
  fixturesCreated: number;
  fixturesDecided: number;
  fixtureBetsSettled: number;
}

/**
 * One step of every scheduled game: open the current and next lottery issues, close and draw due ones,
 * settle their bets; keep the fixture lists filled, kick off and finish matches, settle or void their bets.
 * Safe on every replica at once: issues and fixtures are unique per game and slot, status changes are
 * conditional updates, bets are claimed with SKIP LOCKED and a lease, and the game wallet settles a round
 * id once.
 */
export async function runDrawTick(
  ctx: GameCtx,
  onError: (error: unknown) => void,
  wallet: GameWallet = gameWallet,
): Promise<TickReport> {
  const merchant = ctx.config.merchantCode;
  const issuesCreated = await ensureIssues(ctx, merchant);
  const issuesDrawn = await closeAndDrawIssues(ctx);
  const lotteryBetsSettled = await settleLotteryBets(ctx, wallet, onError);
  const fixturesCreated = await ensureFixtures(ctx, merchant);
  const fixturesDecided = await kickOffAndFinishFixtures(ctx);
  const fixtureBetsSettled = await settleFixtureBets(ctx, wallet, onError);
  return {
    issuesCreated,
    issuesDrawn,
    lotteryBetsSettled,
    fixturesCreated,
    fixturesDecided,
    fixtureBetsSettled,
  };
}

/**
 * The scheduled-game job (open and close draws, settle fixtures) every DRAW_TICK_MS. Safe when every
 * replica runs it (see runDrawTick).
 */
export function drawJob(db: Db, config: Config, onError: (error: unknown) => void): Job {
  return {
    name: 'scheduled games',
    everyMs: DRAW_TICK_MS,
    run: (now) => runDrawTick({ db, config, now: () => now } satisfies GameCtx, onError),
  };
}
