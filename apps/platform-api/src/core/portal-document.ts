import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { BrandRuntime } from '@playfront/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Written by the portal build beside index.html (tools/vite-prerender.mjs): what its prerendered page holds. */
export const SHELL_MANIFEST = 'shell.json';

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
  /** Replies with index.html carrying `marks`: compressed as accepted, revalidated (no-cache, ETag). */
  send(request: FastifyRequest, reply: FastifyReply, marks: readonly DocumentMark[]): FastifyReply;
}

/**
 * The portal's index.html, served with marks of the brand's run-time configuration on `<html>`. The file
 * is read once and each variant made and compressed at start, so a request costs the brand setting's read
 * and a choice between kept buffers; the reply changes (new ETag) exactly when the brand setting's marks do. The marks are fixed attribute names:
 * nothing of a request or a setting is written into the document, and its inline scripts and styles (whose
 * hashes the Content-Security-Policy lists) are untouched.
 */
export function loadPortalDocument(portalDir: string): PortalDocument {
  const source = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const manifest = join(portalDir, SHELL_MANIFEST);
  // The languages the build ships (the portal ignores any other the brand lists); unknown for an older build.
  const shipped: readonly string[] | null = existsSync(manifest)
    ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { languages?: string[] }).languages ?? null)
    : null;
  const make = (marks: readonly DocumentMark[]): DocumentVariant => {
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
  // Every variant is made at start (two today), so no request waits for a compression.
  const plain = make([]);
  const oneLanguage = make(['data-one-language']);
  const variant = (marks: readonly DocumentMark[]) =>
    marks.includes('data-one-language') ? oneLanguage : plain;

  return {
    marksFor(brand) {
      if (!brand) return [];
      // As the portal decides (withBrandRuntime): the brand's languages it ships; with none of them, the
      // built-in brand's, which the prerendered page already shows.
      const offered = shipped ? brand.languages.filter((l) => shipped.includes(l)) : brand.languages;
      return offered.length === 1 ? ['data-one-language'] : [];
    },
    send(request, reply, marks) {
      const doc = variant(marks);
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
