import type { PlatformModule } from '../../core/module';
import { bonusRoutes } from './routes';
import { expireBonuses } from './service';
import { bonusMigrations } from './tables';

/**
 * Bonuses: money paid by promotions, missions and raffles, each a ledger posting from the house bonus
 * account with a turnover requirement that gates withdrawals until it is played through.
 */
export const bonusModule: PlatformModule = {
  name: 'bonus',
  migrations: bonusMigrations,
  routes: bonusRoutes,
  jobs: ({ db, config }) => [
    { name: 'bonus expiry', everyMs: 60_000, run: (now) => expireBonuses(db, config.currency, now) },
  ],
};

// What other modules may use.
export { assertNoPendingTurnover, bonusViolations, grantBonus, refreshTurnover, toBonus } from './service';
export type { GrantInput } from './service';
