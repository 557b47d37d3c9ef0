import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema } from './numbers';

/** Who sent an inbox message: the platform on an event (deposit approved, bonus credited…) or the operator. */
export const MessageSourceSchema = Type.Union([Type.Literal('SYSTEM'), Type.Literal('OPERATOR')]);
export type MessageSource = Static<typeof MessageSourceSchema>;

/** One message of the member's inbox, in the reader's language. */
export const InboxMessage = Type.Object({
  id: Type.Integer(),
  source: MessageSourceSchema,
  title: Type.String(),
  /** The first characters of the text (the list); the whole text is `content`, read by GET /wps/messages/:id. */
  snippet: Type.String(),
  createdAt: Type.Integer({ description: 'Unix ms' }),
  read: Type.Boolean(),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const InboxMessageDetail = Type.Object({ ...InboxMessage.properties, content: Type.String() });
export type InboxMessageDetail = Static<typeof InboxMessageDetail>;

export const messageFilters = ['all', 'unread', 'read'] as const;
export type MessageFilter = (typeof messageFilters)[number];

export const MessageQuery = Type.Object({
  filter: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('unread'), Type.Literal('read')], { default: 'all' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type MessageQuery = Static<typeof MessageQuery>;

/** A page of the inbox, newest first, with the total of the filter and the member's unread count. */
export const MessagePage = Type.Object({
  list: Type.Array(InboxMessage),
  total: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type MessagePage = Static<typeof MessagePage>;

export const MessageParams = Type.Object({ id: IdSchema() });
export type MessageParams = Static<typeof MessageParams>;

/** Messages to mark read or delete: some ids, or `all: true` (mark all read). */
export const MessageIdsRequest = Type.Object(
  {
    ids: Type.Optional(Type.Array(IdSchema(), { minItems: 1, maxItems: 100 })),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MessageIdsRequest = Static<typeof MessageIdsRequest>;

/** How many messages a mark-read or delete changed, and the unread count after it. */
export const MessageChange = Type.Object({
  changed: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});
export type MessageChange = Static<typeof MessageChange>;

const Title = Type.String({ minLength: 1, maxLength: 120 });
const Content = Type.String({ minLength: 1, maxLength: 5_000 });
/** A text per portal language: en is required (the fallback), the others optional. */
const PerLanguage = <T extends typeof Title | typeof Content>(schema: T) =>
  Type.Object(
    {
      en: schema,
      cn: Type.Optional(schema),
      ja: Type.Optional(schema),
      th: Type.Optional(schema),
      vi: Type.Optional(schema),
      ko: Type.Optional(schema),
    },
    { additionalProperties: false },
  );
export const BroadcastTitles = PerLanguage(Title);
export const BroadcastContents = PerLanguage(Content);

/**
 * An operator message: to every member of the brand, or (with `usernames`) to those members only. Plain
 * text; each member reads it in their language, English when it has no text in theirs.
 */
export const BroadcastInput = Type.Object(
  {
    titles: BroadcastTitles,
    contents: BroadcastContents,
    usernames: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1_000 }),
    ),
  },
  { additionalProperties: false },
);
export type BroadcastInput = Static<typeof BroadcastInput>;

/** An operator message as the operator sees it: its texts, audience and how many members have read it. */
export const AdminBroadcast = Type.Object({
  id: Type.Integer(),
  titles: BroadcastTitles,
  contents: BroadcastContents,
  audience: Type.Union([Type.Literal('ALL'), Type.Literal('USERS')]),
  /** Members it was sent to (ALL: the brand's members when it was sent). */
  recipients: Type.Integer({ minimum: 0 }),
  read: Type.Integer({ minimum: 0 }),
  deleted: Type.Integer({ minimum: 0 }),
  createdAt: Type.Integer({ description: 'Unix ms' }),
});
export type AdminBroadcast = Static<typeof AdminBroadcast>;

export const AdminBroadcastQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminBroadcastQuery = Static<typeof AdminBroadcastQuery>;

export const AdminBroadcastPage = Type.Object({
  list: Type.Array(AdminBroadcast),
  total: Type.Integer({ minimum: 0 }),
});
export type AdminBroadcastPage = Static<typeof AdminBroadcastPage>;
