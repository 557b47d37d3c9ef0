import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Config } from '../config';
import { outboxTransport, smsGatewayTransport, smtpTransport } from './transports';
import type { Channel, Message, Transport } from './transports';

/** Seconds before retry n (1-based): 30 s, 2 min, 8 min, 32 min, then 2 h for any later one. */
const retryDelayMs = (attempts: number): number => Math.min(30_000 * 4 ** (attempts - 1), 7_200_000);
/** A claimed retry is not due again for this long, so a replica that dies mid-send delays it only. */
const CLAIM_LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 20;
const ERROR_LENGTH = 300;

export interface Delivery {
  /**
   * Records the message in the delivery log and tries it once at once (awaited for the outbox only); a
   * failure is retried later.
   */
  send(message: Message): Promise<void>;
  /** Sends the due retries (claimed with FOR UPDATE SKIP LOCKED); returns how many were tried. */
  retryDue(now: Date): Promise<number>;
}

export interface DeliveryOptions {
  db: Db;
  config: Config;
  now: () => Date;
  /** 32-byte key sealing the text kept for retries. */
  sealKey: Buffer;
  /** Overrides the transports chosen from the configuration (tests). */
  transports?: Partial<Record<Channel, Transport>>;
}

/** The provider of each channel: the configured one, else the outbox in demo mode, else none. */
export function chooseTransports(
  db: Db,
  config: Config,
  now: () => Date,
): Partial<Record<Channel, Transport>> {
  const outbox = config.demoMode ? outboxTransport(db, now) : undefined;
  return {
    email: config.smtp ? smtpTransport(config.smtp) : outbox,
    sms: config.smsGateway ? smsGatewayTransport(config.smsGateway) : outbox,
  };
}

const seal = (key: Buffer, text: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${iv.toString('base64')}.${data.toString('base64')}`;
};

const unseal = (key: Buffer, sealed: string): string => {
  const [iv, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
};

/** A provider's error without the message text (SMTP replies may quote it). */
const describe = (error: unknown, message: Message): string =>
  (error instanceof Error ? error.message : String(error))
    .split(message.text)
    .join('[message]')
    .slice(0, ERROR_LENGTH);

export function createDelivery(options: DeliveryOptions): Delivery {
  const { db, config, now, sealKey } = options;
  const transports = options.transports ?? chooseTransports(db, config, now);

  /** One attempt of a logged message; records the outcome. */
  const attempt = async (id: string, attempts: number, transport: Transport, message: Message) => {
    const tried = attempts + 1;
    try {
      await transport.send(message);
      await db
        .updateTable('delivery_log')
        .set({
          status: 'SENT',
          attempts: tried,
          payload: null,
          last_error: null,
          next_attempt_at: null,
          sent_at: now(),
        })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const final = tried >= config.deliveryMaxAttempts;
      await db
        .updateTable('delivery_log')
        .set({
          status: final ? 'FAILED' : 'PENDING',
          attempts: tried,
          last_error: describe(error, message),
          next_attempt_at: final ? null : new Date(now().getTime() + retryDelayMs(tried)),
          ...(final ? { payload: null } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
  };

  return {
    async send(message) {
      const transport = transports[message.channel];
      const row = await db
        .insertInto('delivery_log')
        .values({
          channel: message.channel,
          provider: transport?.name ?? 'none',
          recipient: message.to,
          subject: message.subject,
          payload: transport ? seal(sealKey, message.text) : null,
          status: transport ? 'PENDING' : 'FAILED',
          attempts: 0,
          last_error: transport ? null : `no ${message.channel} provider is configured`,
          next_attempt_at: transport ? now() : null,
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      const first = attempt(row.id, 0, transport, message);
      // A network provider may take seconds: the caller does not wait for it, so a reply takes as long
      // whether or not a message went out (no account enumeration by timing). The outbox is a local insert.
      if (transport.name === 'outbox') await first;
      else void first.catch(() => undefined);
    },

    async retryDue(at) {
      // Claim: move the due rows' next attempt past a lease inside one statement, so another replica's
      // claim skips them (SKIP LOCKED) now and finds them not due afterwards.
      const claimed = await db
        .updateTable('delivery_log')
        .set({ next_attempt_at: new Date(at.getTime() + CLAIM_LEASE_MS) })
        .where(
          'id',
          'in',
          db
            .selectFrom('delivery_log')
            .select('id')
            .where('status', '=', 'PENDING')
            .where('next_attempt_at', '<=', at)
            .orderBy('next_attempt_at')
            .limit(CLAIM_BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'channel', 'recipient', 'subject', 'payload', 'attempts'])
        .execute();
      for (const row of claimed) {
        const channel = row.channel === 'email' ? 'email' : 'sms';
        const transport = transports[channel];
        let text: string | null = null;
        try {
          text = row.payload ? unseal(sealKey, row.payload) : null;
        } catch {
          text = null;
        }
        if (!transport || text === null) {
          await db
            .updateTable('delivery_log')
            .set({
              status: 'FAILED',
              payload: null,
              next_attempt_at: null,
              last_error: transport ? 'the message can no longer be read (key changed)' : 'no provider',
            })
            .where('id', '=', row.id)
            .execute();
          continue;
        }
        await attempt(row.id, row.attempts, transport, {
          channel,
          to: row.recipient,
          subject: row.subject,
          text,
        });
      }
      return claimed.length;
    },
  };
}

/** Delivery counts by status (operations, tests). */
export async function deliveryStatusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('delivery_log')
    .select(['status', sql<string>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
