import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';

/** What a brand of the deployment overrides in the configuration: its merchant code and its money. */
export interface BrandIdentity {
  merchantCode: string;
  currency: string;
  currencySymbol: string;
}

/** The deployment's configuration as one brand sees it. */
export const brandConfig = (base: Config, brand: BrandIdentity): Config => ({
  ...base,
  merchantCode: brand.merchantCode,
  currency: brand.currency,
  currencySymbol: brand.currencySymbol,
});

const scope = new AsyncLocalStorage<Config>();
/** The base configurations of brand-scoped contexts: what their `ctx.config` is outside every scope. */
const ownBrands = new WeakSet<Config>();

/**
 * Runs `work` as `config`'s brand: every `ctx.config` read below it (in services, in work left for after
 * the reply, in a job) is that brand's. Outside any scope `ctx.config` is the deployment's own brand, so
 * work for the own brand (the registry gives its very object) that is in no scope yet runs as it is: a
 * deployment of one brand then never enters the storage, and Node 20 tracks no promise for it (once any
 * AsyncLocalStorage is entered, every promise of the process pays a hook: a fifth of the server's CPU on a
 * balance read).
 */
export const runInBrand = <T>(config: Config, work: () => T): T =>
  ownBrands.has(config) && scope.getStore() === undefined ? work() : scope.run(config, work);

/**
 * A context whose `config` is the brand in scope: one object serves every brand of the deployment, so a
 * module's services and routes are written once and scoped by the request (see `scopeRequestsToBrand`).
 */
export function brandScoped<T extends { config: Config }>(context: Omit<T, 'config'>, base: Config): T {
  ownBrands.add(base);
  return Object.defineProperty({ ...context }, 'config', {
    enumerable: true,
    get: () => scope.getStore() ?? base,
  }) as T;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand the request is for (its Merchant header, else its host, else the deployment's own). */
    brand: Config | null;
    /**
     * Makes the rest of the request another brand's, for calls whose credentials, not a header, say the
     * brand (a game provider's call with a game session). Throws when the deployment has no such brand.
     */
    enterBrand(merchantCode: string): Promise<void>;
  }
}

/**
 * Scopes each request to its brand: `resolve` picks it at the first hook (at once, or in a promise that may
 * reject with a 4xx), and every later stage re-enters that scope, since Node loses an async scope across the
 * body parser's stream events.
 */
export function scopeRequestsToBrand(
  app: FastifyInstance,
  resolve: (request: FastifyRequest) => Config | Promise<Config>,
  byMerchant: (merchantCode: string) => Promise<Config | null>,
): void {
  app.decorateRequest('brand', null);
  app.decorateRequest('enterBrand', async function (this: FastifyRequest, merchantCode: string) {
    const brand = await byMerchant(merchantCode);
    if (!brand) throw new Error(`no brand ${merchantCode} on this deployment`);
    this.brand = brand;
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const brand = resolve(request);
    if (!(brand instanceof Promise)) {
      // Known at once (the usual case): no promise, no extra turn before the next stage.
      request.brand = brand;
      return runInBrand(brand, done);
    }
    brand.then(
      (config) => {
        request.brand = config;
        runInBrand(config, done);
      },
      (error: Error) => done(error),
    );
  });
  const reenter = (request: FastifyRequest, _reply: unknown, done: () => void) =>
    request.brand ? runInBrand(request.brand, done) : done();
  app.addHook('preParsing', (request, reply, payload, done) =>
    request.brand ? runInBrand(request.brand, () => done(null, payload)) : done(null, payload),
  );
  app.addHook('preValidation', reenter);
  app.addHook('preHandler', reenter);
}

/** The current brand's configuration, for code that has a base configuration but no context. */
export const configInScope = (base: Config): Config => scope.getStore() ?? base;
