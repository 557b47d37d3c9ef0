import type { PlatformModule } from '../../core/module';
import { missionRoutes } from './routes';
import { seedDemoMissions } from './seed';
import { missionsMigrations } from './tables';

/**
 * Missions: daily and weekly tasks measured from the member's real activity (deposits, settled rounds,
 * sign-ins) in the current period, claimed once per period for a bonus on the ledger; the member-centre
 * badge and a leaderboard.
 */
export const missionsModule: PlatformModule = {
  name: 'missions',
  migrations: missionsMigrations,
  routes: missionRoutes,
  demo: seedDemoMissions,
};

// What other modules may use.
export { claimMission, memberMissions, missionSummary, missionViolations } from './service';
