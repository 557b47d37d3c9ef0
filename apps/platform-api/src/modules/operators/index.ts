import type { PlatformModule } from '../../core/module';
import { operatorRoutes } from './routes';
import { ensureFirstAdmin } from './service';
import { operatorMigrations } from './tables';

const DAY_MS = 86_400_000;

/** Back-office operators: accounts, roles, sessions, sign-in with an authenticator, the audit trail and proposals. */
export const operatorsModule: PlatformModule = {
  name: 'operators',
  migrations: operatorMigrations,
  routes: operatorRoutes,
  /** Ended operator sessions and sign-in tickets a day after their end (the audit trail is never purged). */
  async purge(db, now) {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [sessions, tickets] = await Promise.all([
      db
        .deleteFrom('operator_sessions')
        .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
        .executeTakeFirst(),
      db.deleteFrom('operator_login_tickets').where('expires_at', '<', dayAgo).executeTakeFirst(),
    ]);
    return Number(sessions.numDeletedRows) + Number(tickets.numDeletedRows);
  },
  /** Demo operators, one per role, all with the demo password; each enrols an authenticator at first sign-in. */
  async demo(ctx) {
    const hash = await ctx.passwords.hash(DEMO_OPERATOR_PASSWORD);
    await ensureFirstAdmin(ctx.db, async () => hash, DEMO_OPERATOR_PASSWORD, ctx.now);
    for (const role of ['finance', 'support', 'marketing', 'agents', 'readonly'] as const) {
      await ctx.db
        .insertInto('operators')
        .values({
          username: role === 'agents' ? 'agentdesk' : role,
          display_name: `Demo ${role}`,
          password_hash: hash,
          roles: JSON.stringify([role]),
          totp_sealed: null,
          totp_last_step: null,
          created_at: ctx.now,
          created_by: 'admin',
          last_login_at: null,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .execute();
    }
    ctx.addLogin({
      role: 'back office (/bo/), every role',
      username: 'admin',
      password: DEMO_OPERATOR_PASSWORD,
      note: 'also finance, support, marketing, agentdesk, readonly; authenticator enrolled at first sign-in',
    });
  },
};

/** The demo operators' password (demo data only, never in a production configuration). */
export const DEMO_OPERATOR_PASSWORD = 'Operator@2026';

export { ensureFirstAdmin } from './service';
