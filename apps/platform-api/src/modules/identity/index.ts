import type { PlatformModule } from '../../core/module';
import { seedDemoUsers } from './seed';
import { identityMigrations } from './tables';

/**
 * Identity: users, referral codes. No routes of its own: member, session and the others build on it, so it
 * depends on none of them.
 */
export const identityModule: PlatformModule = {
  name: 'identity',
  migrations: identityMigrations,
  demo: seedDemoUsers,
};

// What other modules may use.
export { maskUsername, mobileKey, newReferralCode, usernamesById } from './identity';
export { seedDemoUser } from './seed';
export type { NewUser, User } from './tables';
