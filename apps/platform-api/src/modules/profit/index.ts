import type { PlatformModule } from '../../core/module';
import { profitRoutes } from './routes';

/**
 * Personal profit and loss: read-only sums of the member's rounds (games) and ledger postings (wallet) over
 * a period, matching the account record. No tables of its own.
 */
export const profitModule: PlatformModule = {
  name: 'profit',
  routes: profitRoutes,
};
