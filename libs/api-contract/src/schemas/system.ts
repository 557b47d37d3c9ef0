import { Type } from 'typebox';
import type { Static } from 'typebox';
import { PrizeModeSchema } from './games';
import { IdSchema } from './numbers';

export const SystemStatusValue = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 normal, 1 maintenance, 2 region restricted',
});
export type SystemStatusValue = Static<typeof SystemStatusValue>;

const FlagState = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** A leaf of the whitelabel settings tree. */
export const WhitelabelLeaf = Type.Object({
  modId: Type.String(),
  enabled: FlagState,
  childrenNodes: Type.Array(Type.Unknown(), { maxItems: 0 }),
});
/** A group of the whitelabel settings tree (spec §3): `enabled` 1 = on. */
export const WhitelabelNode = Type.Object({
  modId: Type.String(),
  enabled: FlagState,
  childrenNodes: Type.Array(WhitelabelLeaf),
});
export type WhitelabelNode = Static<typeof WhitelabelNode>;
export const WhitelabelTree = Type.Array(WhitelabelNode);
export type WhitelabelTree = Static<typeof WhitelabelTree>;

/** Server rule of one registration field (spec §3, §5). `acceptedPattern` '*' accepts anything. */
export const RegistrationRule = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  minLength: Type.Integer({ minimum: 0, maximum: 1_000 }),
  maxLength: Type.Integer({ minimum: 0, maximum: 1_000 }),
  acceptedPattern: Type.String(),
  patternId: IdSchema(),
});
export type RegistrationRule = Static<typeof RegistrationRule>;
export const RegistrationRules = Type.Record(Type.String(), RegistrationRule);
export type RegistrationRules = Static<typeof RegistrationRules>;

export const RegisterSettings = Type.Object({
  usernameRegistration: Type.Boolean(),
  mobileRegistration: Type.Boolean(),
  mobileVerification: Type.Boolean(),
  mobilePasswordRequired: Type.Boolean(),
  directRegister: Type.Boolean(),
  captchaEnabled: Type.Boolean(),
  affiliateCodeEnabled: Type.Boolean(),
  defaultCountryDialingCode: Type.String(),
  smsExpiredMinutes: Type.Integer(),
  /** The brand's minimum age (player protection): the date of birth's check while the `birthday` rule is on. */
  minimumAge: Type.Integer({ minimum: 18, maximum: 25 }),
  rules: RegistrationRules,
});
export type RegisterSettings = Static<typeof RegisterSettings>;

export const Resource = Type.Object({
  resourceType: Type.String({ description: 'CUSTOMER_SERVICE, IOS, IOS_LITE or ANDROID' }),
  url: Type.String(),
  qrCodeUrl: Type.String({ description: 'data:image/png;base64 QR code of url' }),
  labelNameEn: Type.String(),
  labelNameCn: Type.String(),
});
export type Resource = Static<typeof Resource>;

/** The brand's agent contract switches (AGENTPOLICY3 gates the agent centre as a whole). */
export const AgentPolicy = Type.Object({
  dividend: Type.Boolean(),
  dailyWage: Type.Boolean(),
  hourlyWage: Type.Boolean(),
  realtimeSalary: Type.Boolean(),
});
export type AgentPolicy = Static<typeof AgentPolicy>;

/**
 * The brand configuration the portal honours at run time (spec §1): its languages, the live-chat header
 * colour, lottery type, prize modes, esports vendors and the loginedToHomePage guard. Language codes are
 * the portal's (en, cn, ja, th, vi, ko …); the portal ignores a code it does not ship.
 */
export const BrandRuntime = Type.Object({
  languages: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), {
    minItems: 1,
    maxItems: 40,
    uniqueItems: true,
    description: 'the languages offered, in list order; with one only the language list is hidden',
  }),
  defaultLanguage: Type.String({ pattern: '^[a-z]{2,3}$', description: 'one of languages' }),
  chatHeaderColor: Type.String({
    pattern: '^#[0-9a-fA-F]{6}$',
    description: 'header colour of the customer-service chat (#rrggbb)',
  }),
  lotteryType: Type.Literal('SEA'),
  prizeModes: Type.Array(PrizeModeSchema, {
    maxItems: 4,
    uniqueItems: true,
    description: 'the lottery products offered (docs/games.md): Lott, ZY (VN lottery), Elott, SEA',
  }),
  esports: Type.Array(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }), {
    maxItems: 50,
    uniqueItems: true,
    description: 'codes of the esports vendors the /esports entry shows (none by default)',
  }),
  loginedToHomePage: Type.Boolean({
    description: 'when on, a visitor may only open /login, /register, /register.html, /helpmc and /download',
  }),
});
export type BrandRuntime = Static<typeof BrandRuntime>;

/** PUT /wps/admin/setting/brand: the keys to change, merged into the brand's current configuration. */
export const SetBrandRuntimeRequest = Type.Partial(BrandRuntime, {
  additionalProperties: false,
  minProperties: 1,
});
export type SetBrandRuntimeRequest = Static<typeof SetBrandRuntimeRequest>;

export const PermissionInfo = Type.Object({
  whitelabel: WhitelabelTree,
  registerRules: RegistrationRules,
  resources: Type.Array(Resource),
  customerService: Type.Array(Type.Object({ csType: Type.String(), path: Type.String() })),
  gtagId: Type.Union([Type.String(), Type.Null()]),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  maintenance: Type.Object({
    enabled: Type.Boolean(),
    message: Type.Union([Type.String(), Type.Null()]),
  }),
  regionRestriction: Type.Object({ restricted: Type.Boolean(), countries: Type.Array(Type.String()) }),
  /** Which agent contract kinds the brand offers (the agent centre's dividend and salary pages). */
  agentPolicy: AgentPolicy,
  /** The footer's licence line in the Language header's language (docs/content.md). */
  licence: Type.Optional(Type.String()),
  /** The brand configuration the portal honours at run time (languages, chat colour, guard …). */
  brand: BrandRuntime,
});
export type PermissionInfo = Static<typeof PermissionInfo>;

export const PermissionQuery = Type.Object({ host: Type.Optional(Type.String({ maxLength: 253 })) });
export type PermissionQuery = Static<typeof PermissionQuery>;

export const Country = Type.Object({
  countryCode: Type.String({ description: 'ISO 3166-1 alpha-2; the client draws the flag from it' }),
  countryDialingCode: Type.String(),
  name: Type.String(),
});
export type Country = Static<typeof Country>;
export const CountryList = Type.Array(Country);

export const DomainRoute = Type.Object({ domain: Type.String(), type: Type.String(), path: Type.String() });
export type DomainRoute = Static<typeof DomainRoute>;
export const DomainRouteList = Type.Array(DomainRoute);

export const HelpArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
});
export const HelpCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  articles: Type.Array(HelpArticle),
});
export type HelpCategory = Static<typeof HelpCategory>;
export const HelpCenter = Type.Array(HelpCategory);
export type HelpCenter = Static<typeof HelpCenter>;

export const CustomerServicePath = Type.Object({
  type: Type.String({ description: 'LIVECHAT (everyone) or VIP (rankLevel above 4)' }),
  path: Type.String({ description: 'encrypted; the last 8 characters are the key' }),
});
export const CustomerService = Type.Object({
  version: Type.Object({ pathList: Type.Array(CustomerServicePath) }),
});
export type CustomerService = Static<typeof CustomerService>;

/** base64 PNG (no data: prefix). The captcha id is in the `X-Captcha-Id` header and `pf_captcha` cookie. */
export const CaptchaImage = Type.String();

export const SetSystemStatusRequest = Type.Object(
  {
    status: SystemStatusValue,
    message: Type.Optional(Type.String({ maxLength: 500 })),
    restrictedCountries: Type.Optional(
      Type.Array(Type.String({ minLength: 2, maxLength: 2 }), { maxItems: 300 }),
    ),
  },
  { additionalProperties: false },
);
export type SetSystemStatusRequest = Static<typeof SetSystemStatusRequest>;

export const SetFlagRequest = Type.Object({ enabled: FlagState }, { additionalProperties: false });
export type SetFlagRequest = Static<typeof SetFlagRequest>;

export const SetPasswordExpiryRequest = Type.Object(
  { days: Type.Integer({ minimum: 0, maximum: 3650 }) },
  { additionalProperties: false },
);
export type SetPasswordExpiryRequest = Static<typeof SetPasswordExpiryRequest>;

/** GET /wps/admin/setting/security: the sign-in settings an operator changes with their own calls. */
export const SecuritySettings = Type.Object({
  passwordExpiryDays: Type.Integer({
    minimum: 0,
    description: 'days a password lasts (0 = never); applies while PWDEXPFORCECHANGE3 is on',
  }),
  loginDeviceCheck: Type.Boolean({
    description: 'a password login from a new device or IP asks for a second factor',
  }),
});
export type SecuritySettings = Static<typeof SecuritySettings>;

/** The brand's download and customer-service resources (spec §1 right bar), one of each type at most. */
export const resourceTypes = ['CUSTOMER_SERVICE', 'IOS', 'IOS_LITE', 'ANDROID'] as const;
export type ResourceType = (typeof resourceTypes)[number];
/** The customer-service chats: LIVECHAT for everyone, VIP for ranks above 4. */
export const customerServiceTypes = ['LIVECHAT', 'VIP'] as const;
export type CustomerServiceType = (typeof customerServiceTypes)[number];

const HttpsUrl = Type.String({
  minLength: 9,
  maxLength: 500,
  pattern: '^https://[^\\s]+$',
  description: 'an https:// address',
});
const ResourceLabel = Type.String({ minLength: 1, maxLength: 40 });

/** Whether `text` is a whole https address with a host name (a resource's or a chat's), as the server takes it. */
export function isHttpsAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** GET and PUT /wps/admin/setting/resources: the app downloads and chats the portal links and shows as QR codes. */
export const BrandResources = Type.Object(
  {
    resources: Type.Array(
      Type.Object(
        {
          resourceType: Type.Union([
            Type.Literal('CUSTOMER_SERVICE'),
            Type.Literal('IOS'),
            Type.Literal('IOS_LITE'),
            Type.Literal('ANDROID'),
          ]),
          url: HttpsUrl,
          labelNameEn: ResourceLabel,
          labelNameCn: ResourceLabel,
        },
        { additionalProperties: false },
      ),
      { maxItems: resourceTypes.length },
    ),
    customerService: Type.Array(
      Type.Object(
        { type: Type.Union([Type.Literal('LIVECHAT'), Type.Literal('VIP')]), url: HttpsUrl },
        { additionalProperties: false },
      ),
      { maxItems: customerServiceTypes.length },
    ),
  },
  { additionalProperties: false },
);
export type BrandResources = Static<typeof BrandResources>;

/** POST /dev/jobs/run (only with TEST_CLOCK=true): one scheduled job run as of `at`. */
export const JobRunRequest = Type.Object({
  job: Type.String({ minLength: 1, maxLength: 64, description: 'a job name, e.g. "agent settlement"' }),
  at: Type.Integer({ minimum: 0, description: 'the time the job sees as now (Unix ms)' }),
});
export type JobRunRequest = Static<typeof JobRunRequest>;
export const JobRunResult = Type.Object({
  job: Type.String(),
  at: Type.Integer({ description: 'Unix ms' }),
});
export type JobRunResult = Static<typeof JobRunResult>;

/**
 * GET and PUT /wps/admin/setting/cors: the web origins of the brand's own apps on other addresses (a brand
 * app on its own domain) whose pages may call the API from the browser. Origins only: scheme, host and port.
 */
export const BrandCorsOrigins = Type.Object(
  {
    origins: Type.Array(
      Type.String({
        minLength: 8,
        maxLength: 200,
        description: 'https://host[:port] (http only for localhost and 127.0.0.1)',
      }),
      { maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);
export type BrandCorsOrigins = Static<typeof BrandCorsOrigins>;

/** Whether `text` is a web origin a brand may allow: https, or http on this machine; nothing after the port. */
export function isAllowableOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const local =
    url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');
  return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && url.origin === text;
}
