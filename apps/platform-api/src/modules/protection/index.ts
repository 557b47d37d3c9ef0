import type { PlatformModule } from '../../core/module';
import { addBetRule, addLaunchRule } from '../games';
import { addBroadcastFilter } from '../messages';
import { addDepositRule } from '../payments';
import { protectionRoutes } from './routes';
import { betRule, depositRule, launchRule, noBroadcastsDuringBreaks } from './service';
import { seedDemoProtection } from './seed';
import { protectionMigrations } from './tables';

// Enforced where money moves: deposit requests, every REAL bet, every REAL launch.
addDepositRule(depositRule);
addBetRule(betRule);
addLaunchRule(launchRule);
// Marketing stops during a break: operator broadcasts sent meanwhile never reach the member.
addBroadcastFilter(noBroadcastsDuringBreaks);

/**
 * Player protection (docs/player-protection.md): deposit, loss, wager and session limits with a cooling-off
 * on every raise, the reality check, time-out and self-exclusion across the deployment's brands.
 */
export const protectionModule: PlatformModule = {
  name: 'protection',
  migrations: protectionMigrations,
  routes: protectionRoutes,
  demo: seedDemoProtection,
};

export { activeExclusion } from './service';
