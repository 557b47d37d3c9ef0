import type { PlatformModule } from '../../core/module';
import { ensureCatalogue } from './catalogue';
import { purgeGameTokens } from './service';
import { gameRoutes } from './routes';
import { gamesMigrations } from './tables';

/** The games module, as the composition (src/platform-modules.ts) sees it. */
export const gamesModule: PlatformModule = {
  name: 'games',
  migrations: gamesMigrations,
  reference: ensureCatalogue,
  routes: gameRoutes,
  purge: (db, now) => purgeGameTokens(db, now),
};

// What other modules may use.
export { gameSessionOf, requireGameSession } from './game-session-auth';
export { gameWallet } from './game-wallet-service';
export type { GameCtx, GameSession, GameWallet, VendorGame, VendorGameKey } from './game-wallet';
export { roundsOf, settledRoundTotals } from './team-reports';
export {
  memberRoundStats,
  roundTotalsByCategory,
  settledRoundsSince,
  settledRoundsWindow,
  validBetsBetween,
} from './member-rounds';
export type {
  BrandRound,
  CategoryRoundStats,
  CategoryRoundTotals,
  RoundCursor,
  SettledRound,
} from './member-rounds';
export type { ReportPeriod, RoundTotals, TeamRound } from './team-reports';
export { playSeedRounds } from './seed-rounds';
export { addBetRule, addLaunchRule } from './play-rules';
export type { BetCheck, BetRule, LaunchCheck, LaunchRule } from './play-rules';
