import type { PlatformModule } from '../../core/module';
import { walletRoutes } from './routes';
import { walletMigrations } from './tables';

/** The wallet module, as the composition (src/modules.ts) sees it. */
export const walletModule: PlatformModule = {
  name: 'wallet',
  migrations: walletMigrations,
  routes: walletRoutes,
};

// What other modules may use.
export { HouseAccount, PLAY_CURRENCY, houseAccountId, memberAccounts, newReference, post } from './ledger';
export type { Trx } from './ledger';
export { recallVendorWallets, verifyPaymentPassword, walletTransfer } from './service';
