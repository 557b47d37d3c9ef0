import { BannerList, NoticePage, NoticeQuery } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { replies } from '../../core/route-schema';
import { getSettings } from '../system';
import { noticePage } from './notices';

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
        summary: 'Notices addressed to players, newest first, 9 per page by default',
        querystring: NoticeQuery,
        response: replies(NoticePage),
      },
    },
    async (request) => ok(await noticePage(ctx, 'PLAYERS', request.query)),
  );
}
