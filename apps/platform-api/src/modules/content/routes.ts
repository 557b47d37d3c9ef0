import { BannerList, NOTICE_PAGE_SIZE, NoticePage, NoticeQuery } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { replies } from '../../core/route-schema';
import { getSettings } from '../system';

export function contentRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/wps/announcement/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'Home-page banners of the brand, in display order',
        response: replies(BannerList),
      },
    },
    async () => ok({ list: (await getSettings(ctx)).banners }),
  );

  app.get(
    '/wps/notice/list',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices, newest first, 9 per page by default',
        querystring: NoticeQuery,
        response: replies(NoticePage),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? NOTICE_PAGE_SIZE;
      const merchant = ctx.config.merchantCode;
      const [rows, total] = await Promise.all([
        ctx.db
          .selectFrom('notices')
          .select(['id', 'title', 'content', 'published_at'])
          .where('merchant_code', '=', merchant)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        ctx.db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('merchant_code', '=', merchant)
          .executeTakeFirstOrThrow(),
      ]);
      return ok({
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          content: row.content,
          date: row.published_at.getTime(),
        })),
        total: Number(total.count),
        page,
        pageSize,
      });
    },
  );
}
