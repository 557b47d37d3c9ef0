import { AccountType, ErrorCode } from '@playfront/api-contract';
import type {
  AdminBroadcast,
  AdminBroadcastPage,
  AdminBroadcastQuery,
  BroadcastInput,
  InboxMessage,
  InboxMessageDetail,
  MessageChange,
  MessageFilter,
  MessagePage,
  MessageQuery,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { inTransaction } from '../../core/db';
import type { Db } from '../../core/db';
import { AppError, validationError } from '../../core/errors';
import type { ContentLanguage } from '../../core/language';
import { renderEvent } from './templates';
import type { SystemEvent, SystemEvents } from './templates';

/** A message with literal texts (as the agent centre writes them). */
export interface LiteralMessage {
  userId: number;
  title: string;
  content: string;
}
/** A system message: its texts are rendered in the reader's language when read. */
export type EventMessage = {
  [E in SystemEvent]: { userId: number; event: E; params: SystemEvents[E] };
}[SystemEvent];

/** Puts messages in members' inboxes (in the caller's transaction, so they arrive with what they tell). */
export async function sendInboxMessages(
  db: Db,
  messages: Array<LiteralMessage | EventMessage>,
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('messages')
    .values(
      messages.map((message) =>
        'event' in message
          ? {
              user_id: message.userId,
              title: null,
              content: null,
              event: message.event,
              params: JSON.stringify(message.params),
              created_at: now,
              read_at: null,
            }
          : {
              user_id: message.userId,
              title: message.title,
              content: message.content,
              event: null,
              params: null,
              created_at: now,
              read_at: null,
            },
      ),
    )
    .execute();
}

/** Writes one system message on `event` to a member, in the caller's transaction. */
export function sendSystemMessage<E extends SystemEvent>(
  db: Db,
  userId: number,
  event: E,
  params: SystemEvents[E],
  now: Date,
): Promise<void> {
  return sendInboxMessages(db, [{ userId, event, params } as EventMessage], now);
}

interface InboxRow {
  id: number;
  source: 'SYSTEM' | 'OPERATOR';
  title: string | null;
  content: string | null;
  event: string | null;
  params: unknown;
  titles: Record<string, string> | null;
  contents: Record<string, string> | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

/**
 * A condition another module adds on which operator broadcasts a member sees (e.g. none sent while the
 * member took a break from play): SQL over the member's row `u` and the broadcast's row `b`.
 */
export type BroadcastFilter = () => RawBuilder<unknown>;
const broadcastFilters = new Set<BroadcastFilter>();

/** Adds a broadcast filter; messages knows nothing of the modules that add them. */
export function addBroadcastFilter(filter: BroadcastFilter): void {
  broadcastFilters.add(filter);
}

const broadcastConditions = () =>
  broadcastFilters.size === 0
    ? sql`true`
    : sql.join(
        [...broadcastFilters].map((filter) => sql`(${filter()})`),
        sql` AND `,
      );

/**
 * Every message the member sees: their own messages, and the brand's broadcasts addressed to them (ALL:
 * sent since they registered; USERS: listed) that they have not deleted and that every broadcast filter
 * lets through, with their read state.
 */
const inbox = (merchant: string, userId: number) => sql`
  SELECT m.id, 'SYSTEM' AS source, m.title, m.content, m.event, m.params,
         NULL::jsonb AS titles, NULL::jsonb AS contents, m.created_at, m.read_at
    FROM messages m
   WHERE m.user_id = ${userId}
  UNION ALL
  SELECT b.id, 'OPERATOR' AS source, NULL, NULL, NULL, NULL, b.titles, b.contents, b.created_at, s.read_at
    FROM broadcasts b
    JOIN users u ON u.id = ${userId}
    LEFT JOIN broadcast_members s ON s.broadcast_id = b.id AND s.user_id = ${userId}
   WHERE b.merchant_code = ${merchant}
     AND s.deleted_at IS NULL
     AND CASE WHEN b.audience = 'ALL' THEN b.created_at >= u.created_at ELSE s.user_id IS NOT NULL END
     AND ${broadcastConditions()}`;

const filterOf = (filter: MessageFilter): RawBuilder<unknown> =>
  filter === 'unread' ? sql`read_at IS NULL` : filter === 'read' ? sql`read_at IS NOT NULL` : sql`true`;

const SNIPPET = 120;
const textIn = (texts: Record<string, string> | null, language: ContentLanguage) =>
  texts?.[language] ?? texts?.['en'] ?? '';

function textsOf(row: InboxRow, language: ContentLanguage): { title: string; content: string } {
  if (row.source === 'OPERATOR') {
    return { title: textIn(row.titles, language), content: textIn(row.contents, language) };
  }
  if (row.event) return renderEvent(row.event, row.params, language);
  return { title: row.title ?? '', content: row.content ?? '' };
}

const time = (value: Date | string) => new Date(value).getTime();

function toDetail(row: InboxRow, language: ContentLanguage): InboxMessageDetail {
  const { title, content } = textsOf(row, language);
  const flat = content.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    source: row.source,
    title,
    snippet: flat.length > SNIPPET ? `${flat.slice(0, SNIPPET - 1)}…` : flat,
    content,
    createdAt: time(row.created_at),
    read: row.read_at !== null,
  };
}

const toMessage = (row: InboxRow, language: ContentLanguage): InboxMessage => {
  const { content: _content, ...message } = toDetail(row, language);
  return message;
};

/** The member's unread messages, broadcasts included (the header badge). */
export async function unreadCount(db: Db, merchant: string, userId: number): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*)::text AS count FROM (${inbox(merchant, userId)}) i WHERE i.read_at IS NULL`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** A page of the member's inbox, newest first, in `language`. */
export async function inboxPage(
  db: Db,
  merchant: string,
  userId: number,
  query: MessageQuery,
  language: ContentLanguage,
): Promise<MessagePage> {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const where = filterOf(query.filter ?? 'all');
  const [counts, rows] = await Promise.all([
    sql<{ total: string; unread: string }>`
      SELECT count(*) FILTER (WHERE ${where})::text AS total,
             count(*) FILTER (WHERE read_at IS NULL)::text AS unread
        FROM (${inbox(merchant, userId)}) i`.execute(db),
    sql<InboxRow>`
      SELECT * FROM (${inbox(merchant, userId)}) i
       WHERE ${where}
       ORDER BY created_at DESC, id DESC
       LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db),
  ]);
  return {
    list: rows.rows.map((row) => toMessage(row, language)),
    total: Number(counts.rows[0]?.total ?? 0),
    unread: Number(counts.rows[0]?.unread ?? 0),
    page,
    size,
  };
}

const messageNotFound = () => new AppError(404, ErrorCode.notFound, 'Message not found');

/** One of the member's messages in full; reading it marks it read. Another member's id is not found. */
export async function readMessage(
  db: Db,
  merchant: string,
  userId: number,
  id: number,
  language: ContentLanguage,
  now: Date,
): Promise<InboxMessageDetail> {
  const { rows } = await sql<InboxRow>`
    SELECT * FROM (${inbox(merchant, userId)}) i WHERE i.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) throw messageNotFound();
  if (row.read_at === null) {
    await markRead(db, merchant, userId, { ids: [id] }, now);
    row.read_at = now;
  }
  return toDetail(row, language);
}

/**
 * Marks the member's messages `ids` (or all of them) read; ids that are not theirs, or already read, change
 * nothing. A broadcast's read state is a broadcast_members row of the member.
 */
export async function markRead(
  db: Db,
  merchant: string,
  userId: number,
  which: { ids?: number[]; all?: boolean },
  now: Date,
): Promise<MessageChange> {
  const ids = which.all ? null : (which.ids ?? []);
  if (ids !== null && ids.length === 0) {
    return { changed: 0, unread: await unreadCount(db, merchant, userId) };
  }
  const changed = await inTransaction(db, async (trx) => {
    let own = trx
      .updateTable('messages')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids) own = own.where('id', 'in', ids);
    const mine = await own.executeTakeFirst();
    const idFilter = ids ? sql`AND i.id IN (${sql.join(ids)})` : sql``;
    const broadcasts = await sql`
      INSERT INTO broadcast_members (broadcast_id, user_id, read_at, deleted_at)
      SELECT i.id, ${userId}, ${now}, NULL FROM (${inbox(merchant, userId)}) i
       WHERE i.source = 'OPERATOR' AND i.read_at IS NULL ${idFilter}
      ON CONFLICT (broadcast_id, user_id) DO UPDATE SET read_at = EXCLUDED.read_at
       WHERE broadcast_members.read_at IS NULL`.execute(trx);
    return Number(mine.numUpdatedRows) + Number(broadcasts.numAffectedRows ?? 0n);
  });
  return { changed, unread: await unreadCount(db, merchant, userId) };
}

/** Deletes the member's messages `ids`; ids that are not theirs change nothing. Returns how many went. */
export async function deleteMessages(
  db: Db,
  merchant: string,
  userId: number,
  ids: number[],
  now: Date,
): Promise<MessageChange> {
  if (ids.length === 0) return { changed: 0, unread: await unreadCount(db, merchant, userId) };
  const changed = await inTransaction(db, async (trx) => {
    const mine = await trx
      .deleteFrom('messages')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    const broadcasts = await sql`
      INSERT INTO broadcast_members (broadcast_id, user_id, read_at, deleted_at)
      SELECT i.id, ${userId}, i.read_at, ${now} FROM (${inbox(merchant, userId)}) i
       WHERE i.source = 'OPERATOR' AND i.id IN (${sql.join(ids)})
      ON CONFLICT (broadcast_id, user_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at`.execute(trx);
    return Number(mine.numDeletedRows) + Number(broadcasts.numAffectedRows ?? 0n);
  });
  return { changed, unread: await unreadCount(db, merchant, userId) };
}

/** Deletes one message of the member; another member's (or a missing) id answers 404. */
export async function deleteMessage(
  db: Db,
  merchant: string,
  userId: number,
  id: number,
  now: Date,
): Promise<MessageChange> {
  const result = await deleteMessages(db, merchant, userId, [id], now);
  if (result.changed === 0) throw messageNotFound();
  return result;
}

// ---- Operator ----

const stripEmpty = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => !!entry[1]?.trim()));

/**
 * Sends an operator message: stored once, to every member of the brand or to the listed members (one
 * broadcast_members row each). An unknown username refuses the whole message.
 */
export async function sendBroadcast(
  db: Db,
  merchant: string,
  input: BroadcastInput,
  now: Date,
): Promise<AdminBroadcast> {
  const id = await inTransaction(db, async (trx) => {
    let recipients: number[] = [];
    if (input.usernames) {
      const keys = [...new Set(input.usernames.map((name) => name.trim().toLowerCase()))];
      const users = await trx
        .selectFrom('users')
        .select(['id', 'username_key'])
        .where('merchant_code', '=', merchant)
        .where('username_key', 'in', keys)
        // Trial accounts have no inbox.
        .where('account_type', '<>', AccountType.TRIAL)
        .execute();
      const known = new Set(users.map((user) => user.username_key));
      const unknown = keys.filter((key) => !known.has(key));
      if (unknown.length > 0) {
        throw validationError([
          {
            field: 'usernames',
            key: 'inbox_unknown_usernames',
            message: `No member named ${unknown.join(', ')}`,
            params: { names: unknown.join(', ') },
          },
        ]);
      }
      recipients = users.map((user) => user.id);
    }
    const { id } = await trx
      .insertInto('broadcasts')
      .values({
        merchant_code: merchant,
        audience: input.usernames ? 'USERS' : 'ALL',
        titles: JSON.stringify(stripEmpty(input.titles)),
        contents: JSON.stringify(stripEmpty(input.contents)),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (recipients.length > 0) {
      await trx
        .insertInto('broadcast_members')
        .values(
          recipients.map((userId) => ({
            broadcast_id: id,
            user_id: userId,
            read_at: null,
            deleted_at: null,
          })),
        )
        .execute();
    }
    return id;
  });
  const { list } = await broadcastList(db, merchant, { page: 1, size: 1 }, id);
  return list[0]!;
}

/** The brand's operator messages, newest first, with how many members each reached, read and deleted. */
export async function broadcastList(
  db: Db,
  merchant: string,
  query: AdminBroadcastQuery,
  only?: number,
): Promise<AdminBroadcastPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = db.selectFrom('broadcasts as b').where('b.merchant_code', '=', merchant);
  if (only !== undefined) base = base.where('b.id', '=', only);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('b')
      .select([
        sql<string>`CASE WHEN b.audience = 'ALL'
          THEN (SELECT count(*) FROM users u WHERE u.merchant_code = b.merchant_code AND u.created_at <= b.created_at AND u.account_type <> ${AccountType.TRIAL})
          ELSE (SELECT count(*) FROM broadcast_members s WHERE s.broadcast_id = b.id) END::text`.as(
          'recipients',
        ),
        sql<string>`(SELECT count(*) FROM broadcast_members s WHERE s.broadcast_id = b.id AND s.read_at IS NOT NULL)::text`.as(
          'read',
        ),
        sql<string>`(SELECT count(*) FROM broadcast_members s WHERE s.broadcast_id = b.id AND s.deleted_at IS NOT NULL)::text`.as(
          'deleted',
        ),
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    list: rows.map((row) => ({
      id: row.id,
      titles: row.titles as AdminBroadcast['titles'],
      contents: row.contents as AdminBroadcast['contents'],
      audience: row.audience,
      recipients: Number(row.recipients),
      read: Number(row.read),
      deleted: Number(row.deleted),
      createdAt: time(row.created_at),
    })),
  };
}
