import type { PlatformModule } from '../../core/module';
import { contentRoutes } from './routes';
import { contentMigrations } from './tables';

/** The content module, as the composition (src/modules.ts) sees it. */
export const contentModule: PlatformModule = {
  name: 'content',
  migrations: contentMigrations,
  routes: contentRoutes,
};
