import type { PlatformModule } from '../../core/module';
import { agentRoutes } from './routes';
import { settlementJob } from './settlement';
import { agentsMigrations } from './tables';

/** Agents: the upline/downline tree, the agent centre's team calls and the contracts between agents. */
export const agentsModule: PlatformModule = {
  name: 'agents',
  migrations: agentsMigrations,
  routes: agentRoutes,
  jobs: ({ db, config }) => [settlementJob(db, config)],
};

// What other modules may use.
export { settlementViolations } from './settlement';
