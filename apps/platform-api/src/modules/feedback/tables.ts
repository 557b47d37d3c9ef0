import type { Timestamp } from '../../core/db';
import type { Migration } from '../../core/migrate';

/**
 * What the feedback module keeps next to a feedback row (the `feedback` table made by the content module's
 * first migration): the brand it was sent to and the operator's reply. Feedback sent before this module
 * has no row here and is not listed.
 */
export interface FeedbackThreadsTable {
  feedback_id: number;
  merchant_code: string;
  reply: string | null;
  replied_at: Timestamp | null;
}

/** An image sent with feedback: re-encoded pixels under UPLOAD_DIR with a server-made name. */
export interface FeedbackImagesTable {
  feedback_id: number;
  file_name: string;
  content_type: string;
  size: number;
}

declare module '../../core/db' {
  interface Database {
    feedback_threads: FeedbackThreadsTable;
    feedback_images: FeedbackImagesTable;
  }
}

/** Migrations of the feedback module (append only; `seq` places each among every module's). */
export const feedbackMigrations: Migration[] = [
  {
    id: 'feedback_0001_threads_and_images',
    seq: 311,
    statements: [
      `CREATE TABLE feedback_threads (
        feedback_id integer PRIMARY KEY REFERENCES feedback(id) ON DELETE CASCADE,
        merchant_code text NOT NULL,
        reply text,
        replied_at timestamptz
      )`,
      `CREATE INDEX feedback_threads_merchant ON feedback_threads (merchant_code, feedback_id DESC)`,
      `CREATE INDEX feedback_user ON feedback (user_id, id DESC)`,
      `CREATE TABLE feedback_images (
        feedback_id integer NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL,
        PRIMARY KEY (feedback_id, file_name)
      )`,
    ],
  },
];
