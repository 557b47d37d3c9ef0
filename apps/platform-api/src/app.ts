import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BACK_OFFICE_PATH, ErrorCode, SERVER_PATH_PREFIXES } from '@playfront/api-contract';
import Fastify from 'fastify';
import pino from 'pino';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isDatabaseUnavailable } from './core/db';
import type { Db } from './core/db';
import { randomCaptchaText } from './core/captcha-image';
import { loadConfig } from './core/config';
import type { Config } from './core/config';
import type { AppContext } from './core/context';
import { createPasswordHasher, loadKeyRing } from './core/crypto';
import type { KeyRing } from './core/crypto';
import { createBackground } from './core/background';
import { opsRoutes } from './ops/routes';
import { migrations, platformJobs, platformModules } from './platform-modules';
import { metricsRoute, observePool, observeRequests } from './core/metrics';
import type { PoolStats } from './core/metrics';
import { healthRoutes } from './core/health';
import { testClockRoutes } from './ops/test-clock';
import { createDelivery } from './core/delivery';
import type { Background } from './core/background';
import type { Delivery } from './core/delivery';
import { auditOperatorCalls } from './core/audit';
import { checkOperatorRoutePermission, operatorAuth } from './core/operator';
import { AppError, fail } from './core/errors';
import { refuseHostileBody, refuseNulInUrl } from './core/input-guard';
import { refuseClearCredentials, toFieldErrors } from './core/sealed';
import { apiCacheHeaders, securityHeaders } from './core/security-headers';
import { serveStaticSite } from './core/static-site';
import type { BrandApp } from './core/config';
import { loadPortalDocument } from './core/portal-document';
import type { BrandRuntime } from '@playfront/api-contract';
import { createBrandRegistry, readBrandRuntime } from './modules/system';
import type { BrandRegistry } from './modules/system';
import { brandScoped, scopeRequestsToBrand } from './core/brand-scope';
import { corsPerBrand } from './core/cors';

/** The operator call that replaces a brand's CORS list. */
const CORS_SETTING_URL = '/wps/admin/setting/cors';

export interface AppOptions {
  /** The database (migrated). Without it only /health and the portal are served. */
  db?: Db;
  config?: Config;
  /** Clock; tests move it to expire codes and sessions. */
  now?: () => Date;
  /** Captcha answer generator; tests pass a known one. */
  captchaText?: () => string;
  /** A loaded key ring (otherwise loaded from the database). */
  keys?: KeyRing;
  /** Folder of the built portal to serve; nothing is served when it does not exist. */
  portalDir?: string;
  /** Folder of the built back office to serve at /bo/; nothing is served there when absent or missing. */
  backOfficeDir?: string;
  /** Brand apps served beside the portal, each under its path (e.g. /lucky/); a missing build is skipped. */
  brandApps?: readonly BrandApp[];
  /** The deployment's brands; read from the database when absent. */
  brands?: BrandRegistry;
  /** Sends SMS and e-mail; built from the configuration when absent. */
  delivery?: Delivery;
  /** Runs work after replies (tests pass one to await it). */
  background?: Background;
  /** false, true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** A streaming read replica for reads that may lag (see AppContext.readDb); `db` when absent. */
  readDb?: Db;
  /** The database pool's figures, for the metrics (PostgreSQL). */
  poolStats?: () => PoolStats;
}

const notFound = () => fail(ErrorCode.notFound, 'Not found');

/**
 * Where the log goes: standard output, written synchronously. Pino's default (asynchronous writes, flushed
 * synchronously when the process exits) never exits once the reader of its output is gone (a supervisor or
 * log shipper that died, a parent that exited): the flush at exit retries the broken pipe for ever, so a
 * SIGTERM left the server spinning. Written synchronously, a broken pipe only stops the log.
 */
export const LOG_DESTINATION = { fd: 1, sync: true } as const;

/** Pino options: request logs without credentials, tokens or cookies, to `LOG_DESTINATION`. */
export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-operator-key"]',
      'res.headers["set-cookie"]',
      'res.headers["x-captcha-id"]',
    ],
    censor: '[redacted]',
  },
  stream: pino.destination(LOG_DESTINATION),
});

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Errors raised before routing (a malformed percent-encoding in the path, a bad content type) get the
    // envelope too, instead of Fastify's own reply shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .send(fail(ErrorCode.validationFailed, 'The request could not be read', { fields: [] }));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A busy server (503) says when to come back.
      if (error.statusCode === 503) reply.header('retry-after', '2');
      return reply.status(error.statusCode).send(fail(error.code, error.message, error.value));
    }
    if (error.validation) {
      const fields = toFieldErrors(
        error.validation.map((entry) => ({
          instancePath: entry.instancePath,
          keyword: entry.keyword,
          message: entry.message,
          params: entry.params as Record<string, unknown>,
        })),
      );
      return reply.status(400).send(
        fail(ErrorCode.validationFailed, `The ${error.validationContext ?? 'request'} is not valid`, {
          fields,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? ErrorCode.payloadTooLarge
          : status === 415
            ? ErrorCode.unsupportedMediaType
            : status === 404
              ? ErrorCode.notFound
              : status === 429
                ? ErrorCode.rateLimited
                : ErrorCode.validationFailed;
      const value = code === ErrorCode.validationFailed ? { fields: [] } : null;
      return reply.status(status).send(fail(code, 'The request could not be read', value));
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // @fastify/under-pressure refused the request (Retry-After is set): the event loop lags too far behind.
      return reply
        .status(503)
        .send(fail(ErrorCode.serviceUnavailable, 'The service is busy; please try again shortly'));
    }
    if (isDatabaseUnavailable(error)) {
      // Lost or refused database connections: the pool drops the broken ones, so a retry soon succeeds.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(fail(ErrorCode.serviceUnavailable, 'The service is briefly unavailable; please try again'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(ErrorCode.internalError, 'Internal server error'));
  });

  // Hostile input is refused before any route reads it: NUL bytes in the address, and bodies nested too
  // deeply, holding NUL bytes or numbers past 2^53 (see platform/input-guard.ts).
  app.addHook('onRequest', refuseNulInUrl);
  app.addHook('preValidation', refuseHostileBody);

  const brandApps = (options.brandApps ?? []).filter((site) => existsSync(join(site.dir, 'index.html')));
  app.addHook('onSend', securityHeaders(config, options.portalDir, brandApps));
  app.addHook('onSend', apiCacheHeaders);

  observeRequests(app);
  observePool(options.poolStats);
  // An overloaded process answers 503 with Retry-After at once rather than queueing work it cannot do in
  // time; the probes and the metrics still answer, so the proxy and the scraper see why.
  await app.register(underPressure, { maxEventLoopDelay: config.maxEventLoopDelayMs, retryAfter: 5 });
  healthRoutes(app, options.db, migrations);
  metricsRoute(app, config.metricsToken);

  // The brand configuration the portal's page is marked with (none without a database).
  let readBrand: (() => Promise<BrandRuntime>) | null = null;
  if (options.db) {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Playfront platform API',
          version: '0.1.0',
          description:
            'Every reply is the envelope { success, value, message, code }. Credentials are sent encrypted (see /wps/system/publicKey and docs/api.md).',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
          },
        },
      },
    });
    const now = options.now ?? (() => new Date());
    const keys = options.keys ?? (await loadKeyRing(options.db, process.env['CREDENTIAL_PRIVATE_KEY']));
    // One context for every brand of the deployment: its `config` is the brand of the request (or job) in
    // scope, picked below from the Merchant header or the host.
    const ctx = brandScoped<AppContext>(
      {
        db: options.db,
        readDb: options.readDb ?? options.db,
        now,
        keys,
        passwords: createPasswordHasher(config.argon2),
        captchaText: options.captchaText ?? randomCaptchaText,
        proposalExecutors: new Map(),
        delivery:
          options.delivery ??
          createDelivery({ db: options.db, config, now, sealKey: keys.deriveKey('delivery') }),
        background:
          options.background ??
          createBackground((name, error) =>
            app.log.error({ err: error, work: name }, 'background work failed'),
          ),
      },
      config,
    );
    const brands = options.brands ?? createBrandRegistry(options.db, config, () => now().getTime());
    const brandOfMerchant = async (merchant: string) => {
      const brand = await brands.byMerchant(merchant);
      if (!brand) throw new AppError(400, ErrorCode.unknownMerchant, 'No such brand on this deployment');
      return brand;
    };
    scopeRequestsToBrand(
      app,
      (request) => {
        const merchant = request.headers['merchant'];
        if (typeof merchant === 'string' && merchant !== '') return brandOfMerchant(merchant);
        // The usual call names no brand: its host's, without waiting while the brands read are fresh.
        return brands.byHostNow(request.headers.host) ?? brands.byHost(request.headers.host);
      },
      (merchant) => brands.byMerchant(merchant),
    );
    corsPerBrand(app, (origin, merchant) => brands.allowsOrigin(origin, merchant));
    // The replica that saved a brand's CORS list applies it before it answers; the others within the TTL.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'PUT' && reply.statusCode < 300 && request.routeOptions.url === CORS_SETTING_URL)
        brands.forget();
      done(null, payload);
    });
    app.addHook('onClose', async () => ctx.background.idle());
    app.decorateRequest('session', null);
    app.addHook('preValidation', refuseClearCredentials);
    auditOperatorCalls(app, ctx);
    // Every operator call is declared with both ways in: an operator's session or the automation key.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { security?: unknown } | undefined;
      if (schema && !schema.security && /^\/wps\/admin\//.test(route.url)) schema.security = operatorAuth;
      checkOperatorRoutePermission(route);
    });
    for (const module of platformModules) await module.routes?.(app, ctx);
    opsRoutes(app, ctx);
    testClockRoutes(
      app,
      ctx,
      platformJobs(
        {
          db: ctx.db,
          config,
          delivery: ctx.delivery,
          onError: (error) => app.log.error({ err: error }, 'job failed'),
        },
        () => brands.all(),
      ),
    );
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    // The browsable API reference of the same document.
    await app.register(swaggerUi, {
      routePrefix: '/docs/api',
      uiConfig: { docExpansion: 'none', deepLinking: true },
      staticCSP: false,
    });
    readBrand = () => readBrandRuntime(ctx);
  }

  const portalDir = options.portalDir;
  const servePortal = Boolean(portalDir && existsSync(join(portalDir, 'index.html')));
  // index.html is served by sendDocument below (marked from the brand's configuration), never as a file.
  const document = servePortal && portalDir ? loadPortalDocument(portalDir) : null;
  const sendDocument = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!document) return reply.code(404).send(notFound());
    let brand: BrandRuntime | null = null;
    try {
      brand = readBrand ? await readBrand() : null;
    } catch (error) {
      // The page is served unmarked rather than not at all: the app still follows the brand once it runs.
      request.log.warn({ err: error }, 'brand configuration unreadable; portal page served unmarked');
    }
    return document.send(request, reply, document.marksFor(brand));
  };
  if (servePortal && portalDir) {
    await serveStaticSite(app, { root: portalDir, documentServedElsewhere: true });
    app.get('/', { schema: { hide: true } }, sendDocument);
    app.get('/index.html', { schema: { hide: true } }, sendDocument);
  }
  // The back office (the operators' app) under its own path; an operator may serve it elsewhere instead.
  const backOfficeDir = options.backOfficeDir;
  const serveBackOffice = Boolean(backOfficeDir && existsSync(join(backOfficeDir, 'index.html')));
  if (serveBackOffice && backOfficeDir) {
    await serveStaticSite(app, {
      root: backOfficeDir,
      prefix: BACK_OFFICE_PATH,
      decorateReply: !servePortal,
    });
  }
  // Brand apps (another brand's own front end on the same API, sending its Merchant header) under their paths.
  for (const [index, site] of brandApps.entries()) {
    await serveStaticSite(app, {
      root: site.dir,
      prefix: site.path,
      decorateReply: !servePortal && !serveBackOffice && index === 0,
    });
  }
  const backOfficeRoot = BACK_OFFICE_PATH.replace(/\/$/, '');
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' && request.headers.accept?.includes('text/html');
    const path = request.url.split('?')[0];
    // A brand app's history-mode routes fall back to its own index.html.
    const site = page
      ? brandApps.find((each) => path === each.path.slice(0, -1) || path.startsWith(each.path))
      : undefined;
    if (site) {
      if (path === site.path.slice(0, -1)) return reply.redirect(site.path);
      return reply.type('text/html').sendFile('index.html', site.dir);
    }
    // The back office's history-mode routes fall back to its own index.html.
    if (
      serveBackOffice &&
      backOfficeDir &&
      page &&
      (path === backOfficeRoot || path.startsWith(BACK_OFFICE_PATH))
    ) {
      if (path === backOfficeRoot) return reply.redirect(BACK_OFFICE_PATH);
      return reply.type('text/html').sendFile('index.html', backOfficeDir);
    }
    // Anything outside the API prefixes is the portal (history-mode routes fall back to index.html).
    const isApi = SERVER_PATH_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (servePortal && page && !isApi) return sendDocument(request, reply);
    return reply.code(404).send(notFound());
  });
  return app;
}
