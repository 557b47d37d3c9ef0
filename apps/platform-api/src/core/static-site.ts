import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGE_DOCUMENTS_GLOB } from './portal-document';

/**
 * Serves a built single-page app (the portal at /, the back office at /bo/): the files the build wrote,
 * their precompressed .br and .gz twins, hashed assets cached for a year and everything else (index.html,
 * the service worker `sw.js`, the web app manifest, the offline page, the icons) revalidated: the browser
 * asks for the worker on each check, so a new version is found at once. The manifest goes out as
 * `application/manifest+json` (the static server's type for `.webmanifest`). The first site registered decorates the reply with `sendFile`, which the history-mode
 * fallback of every site uses (with its own root). With `documentServedElsewhere` the site's index.html
 * and its prerendered pages' documents (PAGE_DOCUMENTS_GLOB, with their compressed twins) are left to a
 * route of the caller's (the portal sends each path its document, marked per brand).
 */
export async function serveStaticSite(
  app: FastifyInstance,
  {
    root,
    prefix = '/',
    decorateReply = true,
    documentServedElsewhere = false,
  }: { root: string; prefix?: string; decorateReply?: boolean; documentServedElsewhere?: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply,
    wildcard: false,
    index: documentServedElsewhere ? false : ['index.html'],
    ...(documentServedElsewhere
      ? { globIgnore: ['index.html', 'index.html.br', 'index.html.gz', PAGE_DOCUMENTS_GLOB] }
      : {}),
    preCompressed: true,
    // Our own Cache-Control below, not the static server's max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
