import type { PlatformModule } from '../../core/module';
import { cashbackRoutes } from './routes';
import { seedRankCashbackRates } from './rates';
import { ensureCashbackReference, seedDemoCashback } from './seed';
import { cashbackJob } from './service';
import { cashbackMigrations } from './tables';

/**
 * Cashback (manual rebate): a share of each closed UTC day's valid bets per game category, at the rates of
 * the member's VIP rank, computed once per member and day by a job, claimed by the member within 7 days.
 */
export const cashbackModule: PlatformModule = {
  name: 'cashback',
  migrations: cashbackMigrations,
  routes: cashbackRoutes,
  jobs: ({ db, config }) => [cashbackJob(db, config)],
  reference: ensureCashbackReference,
  seed: seedRankCashbackRates,
  demo: seedDemoCashback,
};

// What other modules may use.
export { cashbackRatesByRank, cashbackRatesFor, DEFAULT_CASHBACK_RATES } from './rates';
export type { CashbackRates } from './rates';
export {
  CASHBACK_CLAIM_DAYS,
  cashbackViolations,
  claimCashback,
  claimableCashbacks,
  computeCashbackDay,
  requireCashbackOn,
  dayOf,
  runCashback,
} from './service';
