import { deletedRows } from '../../core/jobs';
import type { PlatformModule } from '../../core/module';
import { memberRoutes } from './routes';
import { memberMigrations } from './tables';

const DAY_MS = 86_400_000;

/** The member module, as the composition (src/modules.ts) sees it. */
export const memberModule: PlatformModule = {
  name: 'member',
  migrations: memberMigrations,
  routes: memberRoutes,
  /** Reset links a day past their end. */
  async purge(db, now) {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    return deletedRows([
      await db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).executeTakeFirst(),
    ]);
  },
};

// What other modules may use.
export { createDownlineAccount, initialPassword } from './service';
