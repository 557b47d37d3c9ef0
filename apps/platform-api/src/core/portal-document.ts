import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { BrandRuntime } from '@playfront/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Written by the portal build beside index.html (tools/vite-prerender.mjs): what its prerendered pages hold. */
export const SHELL_MANIFEST = 'shell.json';

/** The shell manifest: the languages the build ships, and the document of each path with a page of its own. */
interface ShellManifest {
  languages?: string[];
  /** Path (`/rng`) to its document, relative to the portal's folder; index.html serves every other path. */
  pages?: Record<string, string>;
}

/** The folder of the prerendered pages' documents: the server sends them, the static files never do. */
export const PAGE_DOCUMENTS_GLOB = 'shells/**';

/**
 * Marks on the document's `<html>` element, read by the portal's stylesheet before any script runs (and
 * without scripts): `data-one-language` when the brand offers one language the build ships, so the
 * prerendered landing page, built with every language, shows no language list either.
 */
export type DocumentMark = 'data-one-language';

/** One variant of index.html: its text, compressed once, and its entity tag. */
interface DocumentVariant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The encoding a request accepts best among br and gzip (a q=0 refuses it). */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Whether an If-None-Match header names `etag` (or is `*`). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

export interface PortalDocument {
  /** The marks the brand's configuration puts on the document. */
  marksFor(brand: Pick<BrandRuntime, 'languages'> | null): DocumentMark[];
  /**
   * Replies with the document of the request's path (its prerendered page's, else index.html) carrying
   * `marks`: compressed as accepted, revalidated (no-cache, ETag).
   */
  send(request: FastifyRequest, reply: FastifyReply, marks: readonly DocumentMark[]): FastifyReply;
}

/** One document in each variant its marks make. */
interface MarkedDocument {
  plain: DocumentVariant;
  oneLanguage: DocumentVariant;
}

/**
 * The portal's documents (index.html, and the document of each prerendered page the shell manifest lists),
 * served with marks of the brand's run-time configuration on `<html>`. The files are read once and each
 * variant made and compressed at start, so a request costs the brand setting's read and a choice between
 * kept buffers; the reply changes (new ETag) exactly when the brand setting's marks do. The marks are fixed
 * attribute names: nothing of a request or a setting is written into the document, and its inline scripts
 * and styles (whose hashes the Content-Security-Policy lists) are untouched.
 */
export function loadPortalDocument(portalDir: string): PortalDocument {
  const manifestPath = join(portalDir, SHELL_MANIFEST);
  const manifest: ShellManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ShellManifest)
    : {};
  // The languages the build ships (the portal ignores any other the brand lists); unknown for an older build.
  const shipped: readonly string[] | null = manifest.languages ?? null;
  const make = (source: string, marks: readonly DocumentMark[]): DocumentVariant => {
    const html = marks.length ? source.replace(/<html\b/i, `<html ${marks.join(' ')}`) : source;
    const identity = Buffer.from(html, 'utf8');
    return {
      identity,
      br: brotliCompressSync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip: gzipSync(identity, { level: 9 }),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
  };
  // Every variant of every document is made at start, so no request waits for a compression.
  const load = (file: string): MarkedDocument => {
    const source = readFileSync(join(portalDir, file), 'utf8');
    return { plain: make(source, []), oneLanguage: make(source, ['data-one-language']) };
  };
  const index = load('index.html');
  const pages = new Map(
    Object.entries(manifest.pages ?? {})
      .filter(([, file]) => existsSync(join(portalDir, file)))
      .map(([path, file]) => [path, load(file)]),
  );

  return {
    marksFor(brand) {
      if (!brand) return [];
      // As the portal decides (withBrandRuntime): the brand's languages it ships; with none of them, the
      // built-in brand's, which the prerendered page already shows.
      const offered = shipped ? brand.languages.filter((l) => shipped.includes(l)) : brand.languages;
      return offered.length === 1 ? ['data-one-language'] : [];
    },
    send(request, reply, marks) {
      const path = request.url.split('?', 1)[0] ?? '';
      const page = pages.get(path) ?? index;
      const doc = marks.includes('data-one-language') ? page.oneLanguage : page.plain;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', doc.etag)
        .type('text/html; charset=utf-8');
      if (matches(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? doc.br : encoding === 'gzip' ? doc.gzip : doc.identity);
    },
  };
}
