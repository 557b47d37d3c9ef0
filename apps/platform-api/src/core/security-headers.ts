import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACK_OFFICE_PATH } from '@playfront/api-contract';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { BrandApp, Config } from './config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves public art whose content is fixed for its address (a demo picture by its name, an
     * avatar by its id): its 200 reply keeps the public Cache-Control it sets instead of the API's no-store.
     * Never on a reply that depends on who asks.
     */
    publicCache?: boolean;
  }
}

/** Written by the portal build beside index.html (tools/vite-prerender.mjs): hashes of its inline code. */
export const CSP_MANIFEST = 'csp-hashes.json';

interface InlineHashes {
  script: string[];
  style: string[];
}

const readHashes = (portalDir: string | null | undefined): InlineHashes => {
  const file = portalDir ? join(portalDir, CSP_MANIFEST) : null;
  if (!file || !existsSync(file)) return { script: [], style: [] };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<InlineHashes>;
  return { script: parsed.script ?? [], style: parsed.style ?? [] };
};

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The portal: scripts only from this origin plus the hashed head script (never inline code of anyone
 * else); styles from this origin plus the hashed style blocks (style attributes of rendered components
 * are allowed: they cannot run code); images from this origin, data: (captcha), blob: (previews of the
 * images a player picks to upload, made by the page itself) and https (brand banners and game images an
 * operator configures); its web app manifest and its service worker from this origin only; nobody may
 * frame it.
 */
export const portalPolicy = (hashes: InlineHashes) =>
  policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'report-sample'", ...hashes.script],
    'style-src': ["'self'", "'report-sample'", ...hashes.style],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

/** Where an app's service worker is, under the app's path (the build writes it there: tools/vite-pwa.mjs). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * A service worker script: the policy sent with it governs the worker itself, which fetches files of this
 * origin (the cache it fills, the pages it passes on) and loads nothing else.
 */
export const serviceWorkerPolicy = policy({
  'default-src': ["'none'"],
  'connect-src': ["'self'"],
});

/**
 * The back office: its own scripts and stylesheet only (its build has no inline code), images from this
 * origin, data: and blob: (proof images it fetches with the operator's token); nothing framed, nobody may
 * frame it.
 */
export const backOfficePolicy = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'report-sample'"],
  'style-src': ["'self'", "'report-sample'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** The demo game pages: their own files only, and only the portal (same origin) may frame them. */
export const demoGamePolicy = policy({
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/** API replies (JSON, SVG images): nothing may run or load, nobody may frame them. */
export const apiPolicy = policy({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** Whether this request came over TLS (TLS=true, or https as Fastify sees it with TRUST_PROXY). */
export const isSecure = (config: Config, request: FastifyRequest) =>
  config.tls || request.protocol === 'https';

/** A build's hashed script or stylesheet, cached for a year (static-site.ts), not a document or an API reply. */
const isBuildFile = (reply: FastifyReply) =>
  String(reply.getHeader('cache-control') ?? '').includes('immutable') &&
  /^(text|application)\/(javascript|css)\b/.test(String(reply.getHeader('content-type') ?? ''));

/** The headers of every reply but a build's scripts and stylesheets: its policy, framing and the fixed rest. */
const documentHeaders = (reply: FastifyReply, contentPolicy: string, framing: 'DENY' | 'SAMEORIGIN') => {
  reply.header('content-security-policy', contentPolicy);
  reply.header('x-frame-options', framing);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
  );
  reply.header('cross-origin-opener-policy', 'same-origin');
};

/** onSend hook: the browser security headers of every reply (a build's scripts and stylesheets: below). */
export function securityHeaders(
  config: Config,
  portalDir: string | null | undefined,
  brandApps: readonly BrandApp[] = [],
) {
  const portal = portalPolicy(readHashes(portalDir));
  // A brand app is a portal too (the libs' screens, the game frame), with the hashes of its own build.
  const sites = brandApps.map((site) => ({ path: site.path, policy: portalPolicy(readHashes(site.dir)) }));
  // The service workers of the portal and of each brand app (the static file under the app's path).
  const workers = new Set([
    `/${SERVICE_WORKER_FILE}`,
    ...brandApps.map((site) => site.path + SERVICE_WORKER_FILE),
  ]);
  const headers = (request: FastifyRequest, reply: FastifyReply): void => {
    // Over TLS every reply, a build's files included, keeps the browser on HTTPS.
    if (config.hstsMaxAge > 0 && isSecure(config, request)) {
      reply.header('strict-transport-security', `max-age=${config.hstsMaxAge}; includeSubDomains`);
    }
    if (request.url.startsWith('/wps/')) {
      // An API reply (JSON, or an image such as a captcha): the most frequent reply by far, so its headers
      // are set without the checks below, which never pick anything else for it.
      documentHeaders(reply, apiPolicy, 'DENY');
      return;
    }
    if (isBuildFile(reply)) {
      // A hashed script or stylesheet of a build (never the service worker, which is revalidated): the
      // page's policy governs what it does, and the headers of a document (policy, framing, permissions,
      // opener) mean nothing on it. A first visit downloads a dozen or more of them, so each carries only
      // what applies to a script or a stylesheet, and nothing is worked out for it here.
      reply.header('x-content-type-options', 'nosniff');
      reply.removeHeader('last-modified');
      reply.removeHeader('etag');
      reply.removeHeader('accept-ranges');
      return;
    }
    const demoPage = request.url.startsWith('/demo-games/');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const page = request.url.startsWith(BACK_OFFICE_PATH)
      ? backOfficePolicy
      : (sites.find((site) => request.url.startsWith(site.path))?.policy ?? portal);
    const worker = workers.has(request.url.split('?')[0] ?? '');
    documentHeaders(
      reply,
      demoPage ? demoGamePolicy : html ? page : worker ? serviceWorkerPolicy : apiPolicy,
      demoPage ? 'SAMEORIGIN' : 'DENY',
    );
  };
  // Callback style, as every hook that runs on each request: no promise and no extra turn per reply.
  const hook: onSendHookHandler = (request, reply, payload, done) => {
    headers(request, reply);
    done(null, payload);
  };
  return hook;
}

/**
 * onSend hook: API replies (/wps/, /dev/) are never stored by a browser or a proxy (member data, balances,
 * one-time codes), whatever a handler set, except the 200 replies of routes marked `publicCache`. An
 * opt-in per route, not "keep any Cache-Control a handler set", so that a header set by mistake on member
 * data can never make it cacheable.
 */
export const apiCacheHeaders: onSendHookHandler = (request, reply, payload, done) => {
  if (
    !(request.routeOptions.config.publicCache && reply.statusCode === 200) &&
    (request.url.startsWith('/wps/') || request.url.startsWith('/dev/'))
  )
    reply.header('cache-control', 'no-store');
  done(null, payload);
};
