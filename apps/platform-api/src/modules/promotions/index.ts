import type { PlatformModule } from '../../core/module';
import { drawDueRaffles } from './admin';
import { promotionRoutes } from './routes';
import { seedDemoPromotions } from './seed';
import { promotionsMigrations } from './tables';

/**
 * Promotions (issue 13): deposit, registration, apply, raffle and mission-umbrella promotions, each member's
 * status in them, and their rewards paid as bonuses (module bonus). Missions themselves live elsewhere.
 */
export const promotionsModule: PlatformModule = {
  name: 'promotions',
  migrations: promotionsMigrations,
  routes: promotionRoutes,
  demo: seedDemoPromotions,
  jobs: ({ db, config }) => [
    { name: 'raffle draws', everyMs: 60_000, run: (now) => drawDueRaffles(db, config.merchantCode, now) },
  ],
};

// What other modules may use.
export { claimPromotion, promotionRewards } from './service';
