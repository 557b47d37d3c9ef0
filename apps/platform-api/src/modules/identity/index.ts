import type { PlatformModule } from '../../core/module';
import { identityMigrations } from './tables';

/**
 * Identity: users, referral codes. No routes of its own: member, session and the others build on it, so it
 * depends on none of them.
 */
export const identityModule: PlatformModule = {
  name: 'identity',
  migrations: identityMigrations,
};

// What other modules may use.
export { newReferralCode } from './identity';
export type { NewUser, User } from './tables';
