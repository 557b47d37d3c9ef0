import { createHash } from 'node:crypto';
import { encodeCustomerServicePath } from '@playfront/api-contract';
import type {
  CustomerService,
  HelpCenter,
  PermissionInfo,
  RegisterSettings,
  SystemStatusValue,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import { WhitelabelFlag } from '@playfront/api-contract';
import { brandDefaultLanguage, defaultBrandRuntime } from './defaults';
import type { BrandSettings } from './defaults';
import type { AppContext } from '../../core/context';
import { randomToken } from '../../core/crypto';
import { countryOf } from '../../core/country';
import { requestLanguage, textIn } from '../../core/language';
import { licenceIn } from './content';
import { getSetting, getSettings, isFlagOn } from './settings';

/** The status a visitor sees: region restriction applies to restricted countries too. */
export function statusFor(
  ctx: AppContext,
  request: FastifyRequest,
  settings: BrandSettings,
): SystemStatusValue {
  if (settings.system.status !== 0) return settings.system.status;
  const country = countryOf(ctx, request);
  return country && settings.system.restrictedCountries.includes(country) ? 2 : 0;
}

const qrCache = new Map<string, string>();
/** SVG QR code of a URL (a pure function of the URL, so caching it keeps replicas stateless). */
export const qrSvg = (url: string): string => {
  let cached = qrCache.get(url);
  if (!cached) {
    cached = renderSVG(url, { border: 1 });
    qrCache.set(url, cached);
  }
  return cached;
};

/**
 * Where the QR code of a resource is served: a cacheable image of its own, versioned by the resource URL,
 * so the permission reply (fetched on every start) stays small.
 */
const qrCodeUrl = (resourceType: string, url: string): string =>
  `/wps/system/qr/${encodeURIComponent(resourceType)}.svg?v=${createHash('sha256').update(url).digest('hex').slice(0, 12)}`;

/** Customer-service entries with freshly keyed paths (a new 8-character key on every reply). */
const customerServicePaths = (settings: BrandSettings) =>
  settings.customerService.map((entry) => ({
    type: entry.type,
    path: encodeCustomerServicePath(
      entry.url,
      randomToken(12)
        .replace(/[^A-Za-z0-9]/g, '')
        .padEnd(8, '0')
        .slice(0, 8),
    ),
  }));

/** The brand configuration of the portal; keys a stored value lacks (an older brand) keep their default. */
export const brandRuntime = (settings: Pick<BrandSettings, 'brand'>): BrandSettings['brand'] => ({
  ...defaultBrandRuntime,
  ...settings.brand,
});

/** The brand configuration alone (one row): what the portal's page is marked with when served. */
export const readBrandRuntime = async (ctx: Pick<AppContext, 'db' | 'config'>) =>
  brandRuntime({ brand: await getSetting(ctx, 'brand') });

export async function permissionInfo(ctx: AppContext, request: FastifyRequest): Promise<PermissionInfo> {
  const settings = await getSettings(ctx);
  const country = countryOf(ctx, request);
  const status = statusFor(ctx, request, settings);
  return {
    whitelabel: settings.whitelabel,
    registerRules: settings.registerRules,
    resources: settings.resources.map((resource) => ({
      ...resource,
      qrCodeUrl: qrCodeUrl(resource.resourceType, resource.url),
    })),
    customerService: customerServicePaths(settings).map((entry) => ({
      csType: entry.type,
      path: entry.path,
    })),
    gtagId: settings.analytics.gtagId,
    imageCDNs: settings.cdn.imageCDNs,
    launchGameCDNs: settings.cdn.launchGameCDNs,
    location: { ip: request.ip, country },
    maintenance: { enabled: status === 1, message: settings.system.maintenanceMessage },
    regionRestriction: { restricted: status === 2, countries: settings.system.restrictedCountries },
    agentPolicy: { ...settings.agentPolicy },
    licence: licenceIn(settings, requestLanguage(request)),
    brand: brandRuntime(settings),
  };
}

export async function registerSettings(ctx: AppContext): Promise<RegisterSettings> {
  const settings = await getSettings(ctx);
  const rules = settings.registerRules;
  return {
    usernameRegistration: isFlagOn(settings, WhitelabelFlag.USERNAMEREG3),
    mobileRegistration: isFlagOn(settings, WhitelabelFlag.MOBILENUMREG3),
    mobileVerification: isFlagOn(settings, WhitelabelFlag.REGMOBVERF3),
    mobilePasswordRequired: isFlagOn(settings, WhitelabelFlag.MOBILENUMPASSREG3),
    directRegister: isFlagOn(settings, WhitelabelFlag.DIRECTREG3),
    captchaEnabled: rules['captcha']?.enabled === true,
    affiliateCodeEnabled: rules['affiliateCode']?.enabled === true,
    defaultCountryDialingCode: settings.region.defaultCountryDialingCode,
    smsExpiredMinutes: ctx.config.smsCodeMinutes,
    minimumAge: settings.protection.minimumAge,
    rules,
  };
}

export async function customerService(ctx: AppContext): Promise<CustomerService> {
  return { version: { pathList: customerServicePaths(await getSettings(ctx)) } };
}

/** The help centre in `language`: each title and article in it, else in the brand's default language. */
export async function helpCenter(ctx: AppContext, language: string): Promise<HelpCenter> {
  const fallback = brandDefaultLanguage(await getSettings(ctx));
  const rows = await ctx.db
    .selectFrom('help_categories')
    .innerJoin('help_articles', 'help_articles.category_id', 'help_categories.id')
    .select([
      'help_categories.id as categoryId',
      'help_categories.code',
      'help_categories.title as categoryTitle',
      'help_articles.id',
      'help_categories.texts as categoryTexts',
      'help_articles.title',
      'help_articles.content',
      'help_articles.texts',
    ])
    .where('help_categories.merchant_code', '=', ctx.config.merchantCode)
    .orderBy('help_categories.sort')
    .orderBy('help_articles.sort')
    .execute();
  const categories = new Map<number, HelpCenter[number]>();
  for (const row of rows) {
    let category = categories.get(row.categoryId);
    if (!category) {
      const title = textIn(row.categoryTexts, language, fallback) ?? row.categoryTitle;
      category = { id: row.categoryId, code: row.code, title, articles: [] };
      categories.set(row.categoryId, category);
    }
    const text = textIn(row.texts, language, fallback) ?? { title: row.title, content: row.content };
    category.articles.push({ id: row.id, title: text.title, content: text.content });
  }
  return [...categories.values()];
}
