import { GameMenus } from '@playfront/api-contract';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/errors';
import type { FastifyTypebox } from '../../platform/fastify';
import { replies } from '../../platform/route-schema';
import { gameMenus } from './service';

export function gameRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Game menu: vendor lanes by category (top navigation)',
        response: replies(GameMenus),
      },
    },
    async () => ok(await gameMenus(ctx)),
  );
}
