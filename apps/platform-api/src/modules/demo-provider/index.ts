import type { PlatformModule } from '../../core/module';
import type { AppContext } from '../../core/context';
import type { FastifyTypebox } from '../../core/fastify';
import { instantRoutes } from './instant/routes';
import { drawJob } from './jobs';
import { lotteryRoutes } from './lottery/routes';
import { demoGamePages } from './pages';
import { sportsbookRoutes } from './sportsbook/routes';
import { demoProviderMigrations } from './tables';

/** The demo provider's static game pages and the calls of its instant games, lottery and sportsbook. */
async function demoProviderRoutes(app: FastifyTypebox, ctx: AppContext): Promise<void> {
  await demoGamePages(app);
  await instantRoutes(app, ctx);
  await lotteryRoutes(app, ctx);
  await sportsbookRoutes(app, ctx);
}

/**
 * The demo provider, as the composition (src/platform-modules.ts) sees it: one game provider with instant
 * games (instant/), lotteries (lottery/) and a sports and esports book (sportsbook/), reaching the platform
 * only through the game-wallet contract (platform.ts).
 */
export const demoProviderModule: PlatformModule = {
  name: 'demo-provider',
  migrations: demoProviderMigrations,
  routes: demoProviderRoutes,
  jobs: ({ db, config, onError }) => [drawJob(db, config, onError)],
};
