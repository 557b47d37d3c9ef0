import type { PlatformModule } from '../../core/module';
import { ensureDefaultCashbackRates } from './rates';
import { cashbackMigrations } from './tables';

/** Cashback (manual rebate): a share of each period's valid bets per game category, claimed by the member. */
export const cashbackModule: PlatformModule = {
  name: 'cashback',
  migrations: cashbackMigrations,
  reference: ensureDefaultCashbackRates,
};

// What other modules may use.
export { cashbackRatesByRank, cashbackRatesFor, DEFAULT_CASHBACK_RATES } from './rates';
export type { CashbackRates } from './rates';
