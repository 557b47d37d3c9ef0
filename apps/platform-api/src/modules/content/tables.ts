import type { AnnouncementType, ExecutionType, NoticeAudience, TitleContent } from '@playfront/api-contract';
import type { Migration } from '../../core/migrate';
import type { Generated } from 'kysely';
import type { DefaultedJson, Timestamp } from '../../core/db';

/** Texts stored per language (en, cn, ja, th, vi, ko), any of them absent; read with textIn (core/language.ts). */
export type StoredTexts<T> = Partial<Record<string, T>>;

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  content: string;
  published_at: Timestamp;
  /** Whom the notice addresses; PLAYERS unless set. */
  audience: Generated<NoticeAudience>;
  /** Title and content per language; `title`/`content` keep the brand's default language (rows before it). */
  texts: DefaultedJson<StoredTexts<TitleContent>>;
  /** Where it shows (docs/content.md): PL unless set. */
  type: Generated<AnnouncementType>;
  /** On which devices it runs: B (both) unless set. */
  execution: Generated<ExecutionType>;
}

export interface HelpCategoriesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  sort: number;
  /** The title per language; `title` keeps the brand's default language. */
  texts: DefaultedJson<StoredTexts<string>>;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  content: string;
  sort: number;
  /** Title and content per language; `title`/`content` keep the brand's default language. */
  texts: DefaultedJson<StoredTexts<TitleContent>>;
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
  {
    // Content in every language (docs/content.md): texts per language next to the default-language columns,
    // which every earlier row fills in English; notices get an announcement type and an execution type.
    id: 'content_0002_texts_per_language',
    seq: 318,
    statements: [
      `ALTER TABLE notices ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb`,
      `ALTER TABLE notices ADD COLUMN type text NOT NULL DEFAULT 'PL' CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H'))`,
      `ALTER TABLE notices ADD COLUMN execution text NOT NULL DEFAULT 'B' CHECK (execution IN ('B', 'W', 'M'))`,
      `UPDATE notices SET texts = jsonb_build_object('en', jsonb_build_object('title', title, 'content', content))`,
      `ALTER TABLE help_categories ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb`,
      `UPDATE help_categories SET texts = jsonb_build_object('en', title)`,
      `ALTER TABLE help_articles ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb`,
      `UPDATE help_articles SET texts = jsonb_build_object('en', jsonb_build_object('title', title, 'content', content))`,
    ],
  },
];
