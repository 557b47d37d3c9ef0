import type { Job } from '../../core/jobs';
import type { PlatformModule } from '../../core/module';
import { earnPoints } from './earn';
import { pointsRoutes } from './routes';
import { seedDemoPoints } from './seed';
import { ensurePointsReference } from './service';
import { pointsMigrations } from './tables';

/** How often points earning sweeps new settled rounds and approved deposits. */
export const EARNING_EVERY_MS = 60_000;

/**
 * The points mall: points on the ledger (a POINTS account per member, never expiring) earned by valid bets
 * per category and by deposits, spent on goods (stock never oversold) or converted to money; operator
 * goods, decisions and corrections.
 */
export const pointsModule: PlatformModule = {
  name: 'points',
  migrations: pointsMigrations,
  routes: pointsRoutes,
  reference: ensurePointsReference,
  demo: seedDemoPoints,
  jobs: ({ db, config }): Job[] => [
    {
      name: 'points earning',
      everyMs: EARNING_EVERY_MS,
      run: (now) => earnPoints(db, config.merchantCode, now),
    },
  ],
};

// What other modules may use.
export { pointsViolations } from './reconcile';
