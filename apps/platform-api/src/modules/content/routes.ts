import {
  AdminHelpArticle,
  AdminHelpCategory,
  AdminHelpCentre,
  AdminNotice,
  AdminNoticeList,
  AnnouncementList,
  AnnouncementQuery,
  BannerList,
  ContentDeleted,
  HelpArticleInput,
  HelpArticleUpdate,
  HelpCategoryUpdate,
  IdSchema,
  NoticeAudience,
  NoticeInput,
  NoticePage,
  NoticeQuery,
  NoticeUpdate,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { replies } from '../../core/route-schema';
import { bannersIn, getSettings } from '../system';
import {
  adminHelpCentre,
  createHelpArticle,
  deleteHelpArticle,
  updateHelpArticle,
  updateHelpCategory,
} from './help';
import { adminNotices, announcements, createNotice, deleteNotice, noticePage, updateNotice } from './notices';

export function contentRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/wps/announcement/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'Home-page banners of the brand, in display order, in the language of the Language header',
        response: replies(BannerList),
      },
    },
    async (request) => ok({ list: bannersIn(await getSettings(ctx), requestLanguage(request)) }),
  );

  app.get(
    '/wps/notice/list',
    {
      schema: {
        tags: ['content'],
        summary:
          'Notices addressed to players (types B, PL, PU, PR), newest first, 9 per page by default, in the language of the Language header',
        querystring: NoticeQuery,
        response: replies(NoticePage),
      },
    },
    async (request) => ok(await noticePage(ctx, 'PLAYERS', request.query, requestLanguage(request))),
  );

  app.get(
    '/wps/announcement/list',
    {
      schema: {
        tags: ['content'],
        summary:
          'Published player announcements of the types asked that run on the platform, newest first, in the language of the Language header',
        querystring: AnnouncementQuery,
        response: replies(AnnouncementList),
      },
    },
    async (request) => ok({ list: await announcements(ctx, request.query, requestLanguage(request)) }),
  );

  // ---- Operator editing per language (docs/content.md) ----
  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };
  const byId = Type.Object({ id: IdSchema() });

  app.get(
    '/wps/admin/content/notices',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Every notice with its texts in every language, newest first',
        querystring: Type.Object({ audience: Type.Optional(NoticeAudience) }),
        response: replies(AdminNoticeList),
      },
    },
    async (request) => ok({ list: await adminNotices(ctx, request.query.audience) }),
  );

  app.post(
    '/wps/admin/content/notices',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          "Publish a notice or announcement: texts per language, the brand's default language required",
        body: NoticeInput,
        response: replies(AdminNotice),
      },
    },
    async (request) => ok(await createNotice(ctx, request.body)),
  );

  app.put(
    '/wps/admin/content/notices/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Edit a notice: the languages given replace theirs, the others stay; type and execution',
        params: byId,
        body: NoticeUpdate,
        response: replies(AdminNotice),
      },
    },
    async (request) => ok(await updateNotice(ctx, request.params.id, request.body)),
  );

  app.post(
    '/wps/admin/content/help/articles',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Add a help article to a category (by code): texts per language, the default language required',
        body: HelpArticleInput,
        response: replies(AdminHelpArticle),
      },
    },
    async (request) => ok(await createHelpArticle(ctx, request.body)),
  );

  app.put(
    '/wps/admin/content/help/articles/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Edit a help article: the languages given replace theirs, the others stay',
        params: byId,
        body: HelpArticleUpdate,
        response: replies(AdminHelpArticle),
      },
    },
    async (request) => ok(await updateHelpArticle(ctx, request.params.id, request.body)),
  );

  app.put(
    '/wps/admin/content/help/categories/:code',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Rename a help category in the languages given; the others stay',
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: HelpCategoryUpdate,
        response: replies(AdminHelpCategory),
      },
    },
    async (request) => ok(await updateHelpCategory(ctx, request.params.code, request.body)),
  );

  app.delete(
    '/wps/admin/content/notices/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Delete a notice in every language (readers no longer see it)',
        params: byId,
        response: replies(ContentDeleted),
      },
    },
    async (request) =>
      ok(await deleteNotice(ctx, request.params.id, (notice) => (request.auditBefore = notice))),
  );

  app.get(
    '/wps/admin/content/help',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'The help centre: every category in order with its articles, in every language stored',
        response: replies(AdminHelpCentre),
      },
    },
    async () => ok({ list: await adminHelpCentre(ctx) }),
  );

  app.delete(
    '/wps/admin/content/help/articles/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Delete a help article in every language',
        params: byId,
        response: replies(ContentDeleted),
      },
    },
    async (request) =>
      ok(await deleteHelpArticle(ctx, request.params.id, (article) => (request.auditBefore = article))),
  );
}
