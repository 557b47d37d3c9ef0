import type { NoticeAudience } from '@playfront/api-contract';
import type { Migration } from '../../core/migrate';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../core/db';

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  content: string;
  published_at: Timestamp;
  /** Whom the notice addresses; PLAYERS unless set. */
  audience: Generated<NoticeAudience>;
}

export interface HelpCategoriesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  content: string;
  sort: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  category: string | null;
  contact: string | null;
  content: string;
  ip: string | null;
  created_at: Timestamp;
}

declare module '../../core/db' {
  interface Database {
    notices: NoticesTable;
    help_categories: HelpCategoriesTable;
    help_articles: HelpArticlesTable;
    feedback: FeedbackTable;
  }
}

/** Migrations of the content module (append only; `seq` places each among every module's). */
export const contentMigrations: Migration[] = [
  {
    id: '0002_content',
    seq: 20,
    statements: [
      `CREATE TABLE countries (
        country_code text PRIMARY KEY,
        country_dialing_code text NOT NULL,
        name text NOT NULL,
        sort integer NOT NULL
      )`,
      `CREATE TABLE notices (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        title text NOT NULL,
        content text NOT NULL,
        published_at timestamptz NOT NULL
      )`,
      `CREATE INDEX notices_merchant ON notices (merchant_code, published_at DESC)`,
      `CREATE TABLE help_categories (
        id serial PRIMARY KEY,
        merchant_code text NOT NULL,
        code text NOT NULL,
        title text NOT NULL,
        sort integer NOT NULL,
        UNIQUE (merchant_code, code)
      )`,
      `CREATE TABLE help_articles (
        id serial PRIMARY KEY,
        category_id integer NOT NULL REFERENCES help_categories(id) ON DELETE CASCADE,
        title text NOT NULL,
        content text NOT NULL,
        sort integer NOT NULL
      )`,
      // The inbox; owned by the messages module since (modules/messages/tables.ts).
      `CREATE TABLE messages (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL,
        read_at timestamptz
      )`,
      `CREATE INDEX messages_unread ON messages (user_id) WHERE read_at IS NULL`,
      `CREATE TABLE feedback (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        category text,
        contact text,
        content text NOT NULL,
        ip text,
        created_at timestamptz NOT NULL
      )`,
      `CREATE TABLE affiliates (
        merchant_code text NOT NULL,
        code text NOT NULL,
        agent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        domain text,
        enabled boolean NOT NULL DEFAULT true,
        PRIMARY KEY (merchant_code, code)
      )`,
    ],
  },
  {
    // Notices addressed to agents (the agent centre's announcement page); every earlier notice is a player's.
    id: 'content_0001_notice_audience',
    seq: 220,
    statements: [
      `ALTER TABLE notices ADD COLUMN audience text NOT NULL DEFAULT 'PLAYERS'
        CHECK (audience IN ('PLAYERS', 'AGENTS'))`,
      `DROP INDEX notices_merchant`,
      `CREATE INDEX notices_merchant_audience ON notices (merchant_code, audience, published_at DESC)`,
    ],
  },
];
