import type { PlatformModule } from '../../core/module';
import { addWithdrawalRule } from '../payments';
import type { SeedContext } from '../../core/module';
import { ensureMemberLabels } from './labels';
import { ensureDefaultVipRanks } from './ranks';
import { vipEnv, vipRoutes } from './routes';
import { seedDemoVip } from './seed';
import { purgeVipRuns, runVipEvaluation, vipWithdrawalRule } from './service';
import { vipMigrations } from './tables';

// The rank's daily withdrawal limit is a rule of every withdrawal request (payments knows nothing of VIP).
addWithdrawalRule(vipWithdrawalRule);

/**
 * VIP: ranks reached by deposits and valid bets over a window (docs/vip.md), with benefits (cashback rates
 * per rank from the cashback module, a daily withdrawal limit, an upgrade bonus paid once per rank), and
 * the hourly evaluation that moves members up and down once across replicas.
 */
export const vipModule: PlatformModule = {
  name: 'vip',
  migrations: vipMigrations,
  reference: async (seed: SeedContext) => {
    await ensureDefaultVipRanks(seed);
    await ensureMemberLabels(seed);
  },
  routes: vipRoutes,
  demo: seedDemoVip,
  purge: (db, now) => purgeVipRuns(db, now),
  jobs: (ctx) => [
    {
      name: 'vip rank evaluation',
      everyMs: 5 * 60_000,
      run: (now) => runVipEvaluation(vipEnv(ctx), now),
    },
  ],
};

// What other modules may use.
export { VIP_WINDOW_DAYS } from './ranks';
export { memberRankChanges, runVipEvaluation, vipViolations } from './service';
export { memberLabels } from './labels';
