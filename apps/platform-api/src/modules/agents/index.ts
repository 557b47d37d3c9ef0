import type { PlatformModule } from '../../core/module';
import { agentReportRoutes } from './report-routes';
import { agentRoutes } from './routes';
import { seedDemoAgents } from './seed';
import { settlementJob } from './settlement';
import { agentsMigrations } from './tables';

/** Agents: the upline/downline tree, the agent centre's team calls and reports, and the contracts between agents. */
export const agentsModule: PlatformModule = {
  name: 'agents',
  migrations: agentsMigrations,
  routes: (app, ctx) => {
    agentRoutes(app, ctx);
    agentReportRoutes(app, ctx);
  },
  jobs: ({ db, config }) => [settlementJob(db, config)],
  demo: seedDemoAgents,
};

// What other modules may use.
export { settlementViolations } from './settlement';
