import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from 'typebox';
import type { FastifyTypebox } from '../../core/fastify';

/**
 * The folder of the static game pages: DEMO_GAMES_DIR, else beside the built server
 * (dist/apps/platform-api/demo-games), else the source folder (apps/platform-api/demo-games) for tests and
 * development.
 */
export function demoGamesDir(): string | null {
  const candidates = [
    process.env['DEMO_GAMES_DIR'],
    process.argv[1] ? join(dirname(resolve(process.argv[1])), 'demo-games') : undefined,
    join(process.cwd(), 'dist/apps/platform-api/demo-games'),
    join(process.cwd(), 'apps/platform-api/demo-games'),
    join(process.cwd(), 'demo-games'),
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(join(candidate, 'common.js'))) return candidate;
  }
  return null;
}

/**
 * Serves /demo-games/ (the static pages); /demo-games/img/{code}.svg, the old address of game pictures,
 * redirects to the game's generated artwork (GET /lgw/games/artwork/{code}.svg).
 */
export async function demoGamePages(app: FastifyTypebox): Promise<void> {
  app.get(
    '/demo-games/img/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}\\.svg$' }) }),
      },
    },
    async (request, reply) => reply.redirect(`/lgw/games/artwork/${request.params.file}`, 301),
  );

  const root = demoGamesDir();
  if (!root) {
    app.log.warn('demo-games folder not found: game pages are not served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/demo-games/',
    decorateReply: false,
    index: false,
    // Our own Cache-Control below, not the static server's max-age=0.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'no-cache');
    },
  });
}
