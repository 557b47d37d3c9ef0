import type { Db } from '../../core/db';

/** Puts messages in members' inboxes (in the caller's transaction, so they arrive with what they tell). */
export async function sendInboxMessages(
  db: Db,
  messages: Array<{ userId: number; title: string; content: string }>,
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('messages')
    .values(
      messages.map((message) => ({
        user_id: message.userId,
        title: message.title,
        content: message.content,
        created_at: now,
        read_at: null,
      })),
    )
    .execute();
}
