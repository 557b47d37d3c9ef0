import type { PlatformModule } from '../../core/module';
import { agentRoutes } from './routes';
import { agentsMigrations } from './tables';

/** Agents: the upline/downline tree, the agent centre's team calls and the contracts between agents. */
export const agentsModule: PlatformModule = {
  name: 'agents',
  migrations: agentsMigrations,
  routes: agentRoutes,
};
