import type { PlatformModule } from '../../core/module';
import { walletRoutes } from './routes';
import { ensureWalletHouseAccounts, seedDemoWallets } from './seed';
import { walletMigrations } from './tables';

/** The wallet module, as the composition (src/platform-modules.ts) sees it. */
export const walletModule: PlatformModule = {
  name: 'wallet',
  migrations: walletMigrations,
  routes: walletRoutes,
  reference: ensureWalletHouseAccounts,
  demo: seedDemoWallets,
};

// What other modules may use.
export {
  HouseAccount,
  PLAY_CURRENCY,
  POINTS_CURRENCY,
  pointsOnlyKinds,
  houseAccountId,
  mainBalances,
  memberAccounts,
  newReference,
  pointsAccountId,
  post,
} from './ledger';
export type { PointsOnlyKind, Trx } from './ledger';
export { ensureHouseAccounts } from './seed';
export {
  dayRange,
  ledgerTotalsByKind,
  mainWalletEntries,
  memberLedger,
  recallVendorWallets,
  transactionTypeOf,
  transferToDownline,
  verifyPaymentPassword,
  walletTransfer,
} from './service';
export type { MainWalletEntry } from './service';
