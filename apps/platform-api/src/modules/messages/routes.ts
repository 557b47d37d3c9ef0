import {
  AdminBroadcast,
  AdminBroadcastPage,
  AdminBroadcastQuery,
  BroadcastInput,
  InboxMessageDetail,
  MessageChange,
  MessageIdsRequest,
  MessagePage,
  MessageParams,
  MessageQuery,
  UnreadCount,
} from '@playfront/api-contract';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies } from '../../core/route-schema';
import {
  broadcastList,
  deleteMessage,
  deleteMessages,
  inboxPage,
  markRead,
  readMessage,
  sendBroadcast,
  unreadCount,
} from './service';

const tags = ['messages'];

/** The member's inbox (platform information) and the operator's messages to members. */
export function messagesRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  // The brand of each request (see core/brand-scope.ts), read when a call arrives.
  const merchantOf = () => ctx.config.merchantCode;

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Unread message count (own messages and operator messages)',
        security: bearerAuth,
        response: replies(UnreadCount),
      },
    },
    async (request) => ok({ count: await unreadCount(ctx.db, merchantOf(), request.session!.userId) }),
  );

  app.get(
    '/wps/messages',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'My inbox, newest first, in my language (filter all, unread or read)',
        security: bearerAuth,
        querystring: MessageQuery,
        response: replies(MessagePage),
      },
    },
    async (request) =>
      ok(
        await inboxPage(
          ctx.db,
          merchantOf(),
          request.session!.userId,
          request.query,
          requestLanguage(request),
        ),
      ),
  );

  app.get(
    '/wps/messages/:id',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'One of my messages in full; reading it marks it read (404 when it is not mine)',
        security: bearerAuth,
        params: MessageParams,
        response: replies(InboxMessageDetail),
      },
    },
    async (request) =>
      ok(
        await readMessage(
          ctx.db,
          merchantOf(),
          request.session!.userId,
          request.params.id,
          requestLanguage(request),
          ctx.now(),
        ),
      ),
  );

  app.post(
    '/wps/messages/read',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Mark my messages read: some ids, or all of them ({all: true})',
        security: bearerAuth,
        body: MessageIdsRequest,
        response: replies(MessageChange),
      },
    },
    async (request) =>
      ok(await markRead(ctx.db, merchantOf(), request.session!.userId, request.body, ctx.now())),
  );

  app.post(
    '/wps/messages/delete',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Delete some of my messages (ids that are not mine change nothing)',
        security: bearerAuth,
        body: MessageIdsRequest,
        response: replies(MessageChange),
      },
    },
    async (request) =>
      ok(
        await deleteMessages(
          ctx.db,
          merchantOf(),
          request.session!.userId,
          request.body.ids ?? [],
          ctx.now(),
        ),
      ),
  );

  app.delete(
    '/wps/messages/:id',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Delete one of my messages (404 when it is not mine)',
        security: bearerAuth,
        params: MessageParams,
        response: replies(MessageChange),
      },
    },
    async (request) =>
      ok(await deleteMessage(ctx.db, merchantOf(), request.session!.userId, request.params.id, ctx.now())),
  );

  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  app.get(
    '/wps/admin/messages',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Operator messages sent, newest first, with how many members each reached and read',
        querystring: AdminBroadcastQuery,
        response: replies(AdminBroadcastPage),
      },
    },
    async (request) => ok(await broadcastList(ctx.db, merchantOf(), request.query)),
  );

  app.post(
    '/wps/admin/messages',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Send a message to every member, or to the members named in usernames (texts per language)',
        body: BroadcastInput,
        response: replies(AdminBroadcast),
      },
    },
    async (request) => ok(await sendBroadcast(ctx.db, merchantOf(), request.body, ctx.now())),
  );
}
