import type { Db } from '../db/types';

const DAY_MS = 86_400_000;

/**
 * Deletes expired security records. Idempotent plain deletes, so every replica may run it; no lock is
 * needed. Returns the number of rows removed.
 */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const results = await Promise.all([
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
      .executeTakeFirst(),
    db.deleteFrom('captchas').where('expires_at', '<', now).executeTakeFirst(),
    db.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).executeTakeFirst(),
    db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).executeTakeFirst(),
    db.deleteFrom('login_failures').where('created_at', '<', dayAgo).executeTakeFirst(),
    db.deleteFrom('password_resets').where('expires_at', '<', dayAgo).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

/** Runs purgeExpired every `intervalMs` (default 10 minutes) without keeping the process alive. */
export function startJobs(db: Db, onError: (error: unknown) => void, intervalMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    purgeExpired(db, new Date()).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
