import type { PlatformModule } from '../../core/module';
import { ensurePaymentChannels } from './seed';
import { runAutoConfirm } from './service';
import { paymentRoutes } from './routes';
import { paymentsMigrations } from './tables';

/** The payments module, as the composition (src/platform-modules.ts) sees it. */
export const paymentsModule: PlatformModule = {
  name: 'payments',
  migrations: paymentsMigrations,
  reference: ensurePaymentChannels,
  routes: paymentRoutes,
  jobs: ({ db, config }) => [
    {
      name: 'withdrawal auto-confirm',
      everyMs: 60_000,
      run: (now) => runAutoConfirm(db, now, config.withdrawalAutoConfirmMinutes),
    },
  ],
};

// What other modules may use.
export { approvedDepositTotal, paymentTotals } from './team-reports';
export { approvedDepositsSince, approvedDepositsWindow } from './member-deposits';
export type { ApprovedDeposit, BrandDeposit } from './member-deposits';
export type { PaymentTotals } from './team-reports';
export { seedApprovedDeposits } from './seed';
export { addDepositRule, addWithdrawalRule, memberWallets, moneyEnv } from './service';
export type { DepositCheck, DepositRule, WithdrawalCheck, WithdrawalRule } from './service';
