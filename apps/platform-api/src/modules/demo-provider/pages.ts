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

const PALETTE = ['#0b6e4f', '#1d4e89', '#6a1b9a', '#b23a48', '#8a5a00', '#00606b', '#3d3b8e', '#7a2e0e'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Initials of a game code such as PP_GATES_OLYMPUS ("GO") or DEMO-SLOT ("DS"). */
export function initialsOf(name: string): string {
  const parts = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const words = parts.length > 2 ? parts.slice(1) : parts;
  const letters = words.map((word) => word[0]).join('');
  return (letters || name.slice(0, 2) || '?').slice(0, 3).toUpperCase();
}

/** A square game card: a colour picked from the name, the initials large and the vendor prefix small. */
export function gameCardSvg(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length];
  const initials = escapeXml(initialsOf(name));
  const vendor = escapeXml((name.split(/[^A-Za-z0-9]+/)[0] ?? '').slice(0, 8).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="100" cy="92" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
<text x="100" y="110" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="700" fill="#fff">${initials}</text>
<text x="100" y="178" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#fff" fill-opacity="0.9">${vendor}</text>
</svg>`;
}

/** Serves /demo-games/ (the static pages) and /demo-games/img/{name}.svg (drawn game cards). */
export async function demoGamePages(app: FastifyTypebox): Promise<void> {
  app.get(
    '/demo-games/img/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(gameCardSvg(name));
    },
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
