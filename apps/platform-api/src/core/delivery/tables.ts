import type { Generated } from 'kysely';
import type { Timestamp } from '../db';
import type { Migration } from '../migrate';

/**
 * One message handed to a provider: who, through what, how often tried and how it ended. The message text
 * is kept only while a retry may need it, sealed (AES-256-GCM), and cleared once the message is SENT or
 * FAILED; codes and links are never stored in clear here.
 */
export interface DeliveryLogTable {
  id: Generated<string>;
  channel: string;
  provider: string;
  recipient: string;
  subject: string | null;
  /** Sealed message text for retries; null once final. */
  payload: string | null;
  /** PENDING (due again at next_attempt_at), SENT or FAILED. */
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface DeliveryTables {
  delivery_log: DeliveryLogTable;
}

export const deliveryMigrations: Migration[] = [
  {
    id: '0101_delivery_log',
    seq: 130,
    statements: [
      `CREATE TABLE delivery_log (
        id bigserial PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('sms', 'email')),
        provider text NOT NULL,
        recipient text NOT NULL,
        subject text,
        payload text,
        status text NOT NULL CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        CHECK (status = 'PENDING' OR payload IS NULL)
      )`,
      `CREATE INDEX delivery_log_due ON delivery_log (next_attempt_at) WHERE status = 'PENDING'`,
      `CREATE INDEX delivery_log_recipient ON delivery_log (recipient, id)`,
    ],
  },
];

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

declare module '../db' {
  interface Database extends DeliveryTables {
    outbox: OutboxTable;
  }
}
