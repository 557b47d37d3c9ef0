import type { PlatformModule } from '../../core/module';
import { affiliateApplicationRoutes } from './routes';
import { affiliateApplicationMigrations } from './tables';

/**
 * Affiliate applications (/join): a visitor or member applies, follows the status by reference, and the
 * operator approves (an agent account is opened and its one-time login sent) or rejects with a reason.
 */
export const affiliateApplicationsModule: PlatformModule = {
  name: 'affiliate-applications',
  migrations: affiliateApplicationMigrations,
  routes: affiliateApplicationRoutes,
};
