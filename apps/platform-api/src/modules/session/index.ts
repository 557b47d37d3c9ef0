import { deletedRows } from '../../core/jobs';
import type { PlatformModule } from '../../core/module';
import { sessionRoutes } from './routes';
import { sessionMigrations } from './tables';

const DAY_MS = 86_400_000;

/** The session module, as the composition (src/modules.ts) sees it. */
export const sessionModule: PlatformModule = {
  name: 'session',
  migrations: sessionMigrations,
  routes: sessionRoutes,
  /** Sessions a day past their end, old login failures and new-device challenges, and login days older than 60 days. */
  async purge(db, now) {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    return deletedRows(
      await Promise.all([
        db
          .deleteFrom('sessions')
          .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
          .executeTakeFirst(),
        db.deleteFrom('login_failures').where('created_at', '<', dayAgo).executeTakeFirst(),
        db.deleteFrom('login_challenges').where('expires_at', '<', dayAgo).executeTakeFirst(),
        db
          .deleteFrom('login_days')
          .where('day', '<', new Date(now.getTime() - 60 * DAY_MS).toISOString().slice(0, 10))
          .executeTakeFirst(),
      ]),
    );
  },
};

// What other modules may use.
export { assertSiteOpen, lastSignIns, loginDays, startSession } from './service';
export { base32Encode, matchTotp, newTotpSecret, openSecret, otpauthUri, sealSecret } from './totp';
