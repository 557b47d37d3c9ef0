import { brandConfig } from '../../core/brand-scope';
import type { BrandIdentity } from '../../core/brand-scope';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { defaultBrandSettings } from './defaults';
import type { BrandSettings } from './defaults';

/** How long the list of brands and their domains is kept before it is read again (each replica). */
const BRANDS_TTL_MS = 30_000;

/** The deployment's brands, each as the configuration its requests and jobs run with. */
export interface BrandRegistry {
  /** The brand of a merchant code; null when the deployment has none such. */
  byMerchant(merchantCode: string): Promise<Config | null>;
  /**
   * The brand a host belongs to by the brands' domain routes (spec §7): the deployment's own brand when it
   * lists the host (or when none does), else the oldest brand that lists it.
   */
  byHost(host: string | undefined): Promise<Config>;
  /** `byHost` without waiting, while what was read is fresh (every request but one a minute); else null. */
  byHostNow(host: string | undefined): Config | null;
  /** Every brand, the deployment's own first. */
  all(): Promise<Config[]>;
  /** Whether a web origin may call as `merchantCode`'s brand, or (null) as any brand (a CORS preflight). */
  allowsOrigin(origin: string, merchantCode: string | null): Promise<boolean>;
  /** Drops what was read: this replica just changed a brand's list, so the next call reads it anew. */
  forget(): void;
}

const hostName = (host: string) => host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();

const listsHost = (routes: BrandSettings['domainRoutes'], host: string) =>
  routes.some(({ domain }) => {
    const known = hostName(domain);
    return host === known || host.endsWith(`.${known}`);
  });

/** Records the deployment's own brand (from the configuration: its currency may change between starts). */
export async function ensureOwnBrand(db: Db, config: Config, now = new Date()): Promise<void> {
  await registerBrand(db, config, now, true);
}

/** Adds a brand to the `brands` list; with `update` an existing one takes the given currency. */
export async function registerBrand(
  db: Db,
  brand: BrandIdentity,
  now = new Date(),
  update = false,
): Promise<void> {
  const row = {
    merchant_code: brand.merchantCode,
    currency: brand.currency,
    currency_symbol: brand.currencySymbol,
    created_at: now,
  };
  await db
    .insertInto('brands')
    .values(row)
    .onConflict((oc) =>
      update
        ? oc
            .column('merchant_code')
            .doUpdateSet({ currency: row.currency, currency_symbol: row.currency_symbol })
        : oc.column('merchant_code').doNothing(),
    )
    .execute();
}

/** The brands of `db` as configurations over `base` (the deployment's own brand is `base`'s merchant). */
export function createBrandRegistry(db: Db, base: Config, now: () => number = Date.now): BrandRegistry {
  let loaded: {
    at: number;
    brands: Map<string, Config>;
    domains: Array<{ config: Config; routes: BrandSettings['domainRoutes'] }>;
    origins: Map<string, Set<string>>;
  } | null = null;

  async function load() {
    if (loaded && now() - loaded.at < BRANDS_TTL_MS) return loaded;
    const [rows, routeRows] = await Promise.all([
      db.selectFrom('brands').selectAll().orderBy('created_at').orderBy('merchant_code').execute(),
      db
        .selectFrom('brand_settings')
        .select(['merchant_code', 'key', 'value'])
        .where('key', 'in', ['domainRoutes', 'cors'])
        .execute(),
    ]);
    const brands = new Map<string, Config>([[base.merchantCode, base]]);
    for (const row of rows) {
      if (row.merchant_code === base.merchantCode) continue;
      brands.set(
        row.merchant_code,
        brandConfig(base, {
          merchantCode: row.merchant_code,
          currency: row.currency,
          currencySymbol: row.currency_symbol,
        }),
      );
    }
    const routesOf = new Map(
      routeRows
        .filter((row) => row.key === 'domainRoutes')
        .map((row) => [row.merchant_code, row.value as BrandSettings['domainRoutes']]),
    );
    const origins = new Map(
      routeRows
        .filter((row) => row.key === 'cors' && brands.has(row.merchant_code))
        .map((row) => [row.merchant_code, new Set((row.value as BrandSettings['cors']).origins)]),
    );
    const domains = [...brands.values()].map((config) => ({
      config,
      routes: routesOf.get(config.merchantCode) ?? defaultBrandSettings.domainRoutes,
    }));
    loaded = { at: now(), brands, domains, origins };
    return loaded;
  }

  const brandOfHost = (domains: NonNullable<typeof loaded>['domains'], host: string | undefined) => {
    if (!host) return base;
    const name = hostName(host);
    if (listsHost(domains[0]?.routes ?? [], name)) return base;
    return domains.find(({ routes }) => listsHost(routes, name))?.config ?? base;
  };

  return {
    async byMerchant(merchantCode) {
      const found = (await load()).brands.get(merchantCode);
      if (found || !loaded || now() - loaded.at < 1_000) return found ?? null;
      // A brand added since the last read (by another replica or the CLI) is found at once.
      loaded = null;
      return (await load()).brands.get(merchantCode) ?? null;
    },
    async byHost(host) {
      return brandOfHost((await load()).domains, host);
    },
    byHostNow(host) {
      return loaded && now() - loaded.at < BRANDS_TTL_MS ? brandOfHost(loaded.domains, host) : null;
    },
    async all() {
      return [...(await load()).brands.values()];
    },
    async allowsOrigin(origin, merchantCode) {
      const { origins } = await load();
      if (merchantCode !== null) return origins.get(merchantCode)?.has(origin) ?? false;
      return [...origins.values()].some((allowed) => allowed.has(origin));
    },
    forget() {
      loaded = null;
    },
  };
}

/** Every brand of the deployment, the deployment's own first, then by age. */
export async function listBrands(db: Db, own: string): Promise<Array<BrandIdentity & { own: boolean }>> {
  const rows = await db
    .selectFrom('brands')
    .selectAll()
    .orderBy('created_at')
    .orderBy('merchant_code')
    .execute();
  return rows
    .map((row) => ({
      merchantCode: row.merchant_code,
      currency: row.currency,
      currencySymbol: row.currency_symbol,
      own: row.merchant_code === own,
    }))
    .sort((a, b) => Number(b.own) - Number(a.own));
}
