import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * A member's own message: literal texts (`title`, `content`), or a system `event` with its `params`, whose
 * texts are rendered in the reader's language when read (templates.ts). The table was made by the content
 * module's first migration (0002_content); this module owns it since.
 */
export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string | null;
  content: string | null;
  event: string | null;
  params: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/**
 * An operator message, stored once: to every member of the brand (ALL: those registered when it was sent)
 * or to the members listed in broadcast_members (USERS). Its id comes from the messages sequence, so one id
 * names one inbox message whichever table holds it.
 */
export interface BroadcastsTable {
  id: Generated<number>;
  merchant_code: string;
  audience: 'ALL' | 'USERS';
  titles: Json<Record<string, string>>;
  contents: Json<Record<string, string>>;
  created_at: Timestamp;
}

/**
 * A member's state of a broadcast: a row per recipient of a USERS broadcast (made when sent), and for an
 * ALL broadcast only once the member has read or deleted it.
 */
export interface BroadcastMembersTable {
  broadcast_id: number;
  user_id: number;
  read_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

declare module '../../core/db' {
  interface Database {
    messages: MessagesTable;
    broadcasts: BroadcastsTable;
    broadcast_members: BroadcastMembersTable;
  }
}

/** Migrations of the messages module (append only; `seq` places each among every module's). */
export const messagesMigrations: Migration[] = [
  {
    id: 'messages_0001_events_and_broadcasts',
    seq: 290,
    statements: [
      `ALTER TABLE messages ALTER COLUMN title DROP NOT NULL`,
      `ALTER TABLE messages ALTER COLUMN content DROP NOT NULL`,
      `ALTER TABLE messages ADD COLUMN event text`,
      `ALTER TABLE messages ADD COLUMN params jsonb`,
      `ALTER TABLE messages ADD CONSTRAINT messages_text_or_event
        CHECK (event IS NOT NULL OR (title IS NOT NULL AND content IS NOT NULL))`,
      `CREATE INDEX messages_user ON messages (user_id, created_at DESC, id DESC)`,
      `CREATE TABLE broadcasts (
        id integer PRIMARY KEY DEFAULT nextval('messages_id_seq'),
        merchant_code text NOT NULL,
        audience text NOT NULL CHECK (audience IN ('ALL', 'USERS')),
        titles jsonb NOT NULL,
        contents jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX broadcasts_merchant ON broadcasts (merchant_code, created_at DESC, id DESC)`,
      `CREATE TABLE broadcast_members (
        broadcast_id integer NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        read_at timestamptz,
        deleted_at timestamptz,
        PRIMARY KEY (broadcast_id, user_id)
      )`,
      `CREATE INDEX broadcast_members_user ON broadcast_members (user_id)`,
    ],
  },
];
