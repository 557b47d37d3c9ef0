import type { PlatformModule } from '../../core/module';
import { demoProviderRoutes } from './routes';
import { providerMigrations } from './tables';

/** The demo-provider module, as the composition (src/modules.ts) sees it. */
export const demoProviderModule: PlatformModule = {
  name: 'demo-provider',
  migrations: providerMigrations,
  routes: demoProviderRoutes,
};

// What other modules may use.
export { fairFloats, fairInt, newServerSeed, seedHash } from './fair';
