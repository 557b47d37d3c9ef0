import type { PlatformModule } from '../../core/module';
import { contentRoutes } from './routes';
import { seedCountries, seedDemoContent } from './seed';
import { contentMigrations } from './tables';

/** The content module, as the composition (src/platform-modules.ts) sees it. */
export const contentModule: PlatformModule = {
  name: 'content',
  migrations: contentMigrations,
  routes: contentRoutes,
  seed: seedCountries,
  demo: seedDemoContent,
};

// What other modules may use.
export { noticePage } from './notices';
