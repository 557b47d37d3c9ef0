import type { PlatformModule } from '../../core/module';
import { drawJob } from './jobs';
import { drawRoutes } from './routes';
import { drawsMigrations } from './tables';

/** The draws module, as the composition (src/modules.ts) sees it. */
export const drawsModule: PlatformModule = {
  name: 'draws',
  migrations: drawsMigrations,
  routes: drawRoutes,
  jobs: ({ db, config, onError }) => [drawJob(db, config, onError)],
};
