import { deletedRows } from '../../core/jobs';
import type { PlatformModule } from '../../core/module';
import { verificationRoutes } from './routes';

const DAY_MS = 86_400_000;

/** The verification module, as the composition (src/modules.ts) sees it. */
export const verificationModule: PlatformModule = {
  name: 'verification',
  routes: verificationRoutes,
  /** Expired captchas, and SMS codes a day past their end. */
  async purge(db, now) {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    return deletedRows(
      await Promise.all([
        db.deleteFrom('captchas').where('expires_at', '<', now).executeTakeFirst(),
        db.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).executeTakeFirst(),
      ]),
    );
  },
};

// What other modules may use.
export { consumeSmsCode, issueCaptcha, normaliseMobile, requireCaptcha } from './service';
