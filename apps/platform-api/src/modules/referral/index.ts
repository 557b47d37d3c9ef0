import type { PlatformModule } from '../../core/module';
import { referralRoutes } from './routes';
import { seedDemoReferrals } from './seed';
import { ensureReferralReference, payReferralRewards } from './service';
import { referralMigrations } from './tables';

/** Name of the referral job (POST /dev/jobs/run names it). */
export const REFERRAL_JOB = 'referral rewards';

/**
 * Invite friends: the member's referral code and link, the friends who registered with it and their progress,
 * and the reward paid to the member once per friend who reaches the brand's rule (a job, every minute).
 */
export const referralModule: PlatformModule = {
  name: 'referral',
  migrations: referralMigrations,
  routes: referralRoutes,
  reference: ensureReferralReference,
  demo: seedDemoReferrals,
  jobs: ({ db, config }) => [
    { name: REFERRAL_JOB, everyMs: 60_000, run: (now) => payReferralRewards(db, config, now) },
  ],
};

// What other modules may use.
export { payReferralRewards, referralViolations } from './service';
