import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** The headers a brand app's calls send (api-client's base query) and the methods the API answers. */
const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, language, merchant';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Adds Origin to the reply's Vary header (keeping what it varies on already). */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, origin` : 'origin');
}

const originOf = (request: FastifyRequest): string | null => {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : null;
};

/**
 * Cross-origin calls from a brand's own apps on other addresses (CORS, per brand): a preflight is answered
 * when any brand allows the origin (a preflight carries no Merchant header), and a call's reply lets the
 * browser read it only when the call's brand allows the origin. Credentials are bearer tokens, never
 * cookies, so no `Allow-Credentials`. The operator key header is never allowed: automation does not run in
 * a browser. Same-origin calls (the portal, the back office) send no Origin or their own and are unaffected.
 */
export function corsPerBrand(
  app: FastifyInstance,
  allows: (origin: string, merchantCode: string | null) => Promise<boolean>,
): void {
  // Callback style: a call without an Origin (the portal's own, every server's) passes with no promise.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const origin = originOf(request);
    if (request.method !== 'OPTIONS' || !origin || !request.headers['access-control-request-method'])
      return done();
    varyOnOrigin(reply);
    // Answered here: the preflight goes no further (done is not called).
    allows(origin, null).then((allowed) => {
      if (allowed) {
        reply
          .header('access-control-allow-origin', origin)
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      reply.code(204).send();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const origin = originOf(request);
    if (!origin || request.method === 'OPTIONS') return done(null, payload);
    varyOnOrigin(reply);
    const merchant = request.brand?.merchantCode ?? null;
    if (!merchant) return done(null, payload);
    allows(origin, merchant).then((allowed) => {
      if (allowed) reply.header('access-control-allow-origin', origin);
      done(null, payload);
    }, done);
  });
}
