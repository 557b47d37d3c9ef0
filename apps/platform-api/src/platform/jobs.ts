import type { Db } from '../db/types';
import { startDrawJobs } from '../modules/draws/jobs';
import { purgeGameTokens } from '../modules/games/service';
import { autoConfirmWithdrawals } from '../modules/payments/service';
import type { Config } from './config';
import type { Delivery } from './delivery';

const DAY_MS = 86_400_000;

/**
 * Deletes expired security records (sessions, captchas, SMS codes, launch tokens, game sessions…) and the Idempotency-Keys older than `idempotencyRetentionHours`
 * (IDEMPOTENCY_RETENTION_HOURS, default 24): a key sent again after its row is gone is a new request.
 * Idempotent plain deletes, so every replica may run it; no lock is needed. Returns the number of rows
 * removed.
 */
export async function purgeExpired(db: Db, now: Date, idempotencyRetentionHours = 24): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const keysBefore = new Date(now.getTime() - idempotencyRetentionHours * 3_600_000);
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
    db.deleteFrom('idempotency_keys').where('created_at', '<', keysBefore).executeTakeFirst(),
    db.deleteFrom('outbox').where('created_at', '<', dayAgo).executeTakeFirst(),
    db
      .deleteFrom('delivery_log')
      .where('status', '!=', 'PENDING')
      .where('created_at', '<', new Date(now.getTime() - 30 * DAY_MS))
      .executeTakeFirst(),
  ]);
  const gameTokens = await purgeGameTokens(db, now);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), gameTokens);
}

/** Confirms every due withdrawal, batch by batch (each batch claimed with SKIP LOCKED). */
export async function runAutoConfirm(db: Db, now: Date, minutes: number): Promise<number> {
  let total = 0;
  for (;;) {
    const confirmed = await autoConfirmWithdrawals(db, now, minutes);
    total += confirmed;
    if (confirmed === 0) return total;
  }
}

/** Sends every due delivery retry, batch by batch (each batch claimed with FOR UPDATE SKIP LOCKED). */
export async function runDeliveryRetries(delivery: Delivery, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const tried = await delivery.retryDue(now);
    total += tried;
    if (tried === 0) return total;
  }
}

/**
 * Runs purgeExpired every `intervalMs` (default 10 minutes), the withdrawal auto-confirm every minute and
 * the delivery retries every 15 seconds, without keeping the process alive. Safe on every replica (see each
 * job).
 */
export function startJobs(
  db: Db,
  config: Config,
  delivery: Delivery,
  onError: (error: unknown) => void,
  intervalMs = 10 * 60_000,
): () => void {
  const purge = setInterval(() => {
    purgeExpired(db, new Date(), config.idempotencyRetentionHours).catch(onError);
  }, intervalMs);
  const confirm = setInterval(() => {
    runAutoConfirm(db, new Date(), config.withdrawalAutoConfirmMinutes).catch(onError);
  }, 60_000);
  const retry = setInterval(() => {
    runDeliveryRetries(delivery, new Date()).catch(onError);
  }, 15_000);
  purge.unref();
  confirm.unref();
  retry.unref();
  const stopDraws = startDrawJobs(db, config, onError);
  return () => {
    stopDraws();
    clearInterval(purge);
    clearInterval(confirm);
    clearInterval(retry);
  };
}
