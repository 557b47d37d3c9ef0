import { resolve } from 'node:path';
import { BACK_OFFICE_PATH, SERVER_PATH_PREFIXES, operatorRoles } from '@playfront/api-contract';
/** A fixed-window limit: at most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** postgres://… runs on PostgreSQL; null runs the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  /** A streaming read replica (postgres://…) for reads that may lag; null reads everything from the primary. */
  databaseReadUrl: string | null;
  /**
   * PostgreSQL: the hottest statements stay prepared on each connection (DATABASE_PREPARED_STATEMENTS,
   * default true). False behind a pooler in transaction mode that cannot carry prepared statements
   * (pgbouncer before 1.21, as tools/cluster.mjs runs).
   */
  databasePreparedStatements: boolean;
  pgliteDir: string;
  /** The deployment's own brand: the one a call that names no brand and no known host is for. */
  merchantCode: string;
  /**
   * Further brands of the deployment, created (and seeded) at start when missing: BRANDS, a comma list of
   * CODE:CURRENCY:SYMBOL. Unset, a demonstration has one, LUCKY:VND:₫, and a production configuration none.
   */
  brands: Array<{ merchantCode: string; currency: string; currencySymbol: string }>;
  /**
   * DEMO_MODE=true (set by `npm start`): seeded demo logins are printed, a channel without a real provider
   * delivers to the outbox table, and GET /dev/outbox lists it. Off, the route does not exist.
   */
  demoMode: boolean;
  /**
   * TEST_CLOCK=true (the browser tests): POST /dev/jobs/run runs a scheduled job as of a chosen time, so a test
   * can settle tomorrow's periods today. Refused with NODE_ENV=production: running a job ahead of time pays
   * periods that have not ended.
   */
  testClock: boolean;
  /** Absolute public address of the portal (PUBLIC_URL, no trailing slash); links in e-mails start with it. */
  publicUrl: string;
  /** E-mail over SMTP (SMTP_URL, SMTP_FROM); null: no e-mail provider. */
  smtp: { url: string; from: string } | null;
  /** SMS through an HTTP gateway (SMS_GATEWAY_*); null: no SMS provider. */
  smsGateway: SmsGatewayConfig | null;
  /** Attempts per message before it is marked FAILED (DELIVERY_MAX_ATTEMPTS, 1-10, default 5). */
  deliveryMaxAttempts: number;
  /** Fastify trustProxy: false (default) ignores X-Forwarded-For. */
  trustProxy: boolean | string;
  /**
   * TLS=true: the site is only ever served over https (here or at a proxy): every reply carries HSTS and
   * cookies are Secure. Without it both apply to requests that arrive over https (with TRUST_PROXY, as told
   * by X-Forwarded-Proto).
   */
  tls: boolean;
  /** max-age of Strict-Transport-Security in seconds (0 sends none). */
  hstsMaxAge: number;
  portalDir: string | null;
  /**
   * The back office (the operators' app) at /bo/: BACK_OFFICE_ENABLED=false serves it not (it then runs on
   * another host, docs/operations.md); BACK_OFFICE_DIR is its build (dist/apps/back-office by default).
   */
  backOffice: { enabled: boolean; dir: string | null };
  /**
   * Brand apps served beside the portal, each under its own path: BRAND_APPS="/lucky/=dist/apps/brand-lucky"
   * (comma-separated). Unset, a demonstration serves the Lucky sample at /lucky/ when it is built, and a
   * production configuration none (a brand's own app normally lives on its own host, calling with CORS).
   */
  brandApps: BrandApp[];
  /** The automation key of the operator routes (/wps/admin/*, for the CLI and scripts); null disables it. */
  operatorKey: string | null;
  /** The roles whose permissions the automation key has (never managing operators or approving proposals). */
  operatorKeyRoles: string[];
  /** Operator sessions: idle limit and lifetime. */
  operatorIdleMinutes: number;
  operatorSessionHours: number;
  /** Two-person rule thresholds (minor units): a bonus grant or a withdrawal above it needs a second operator. */
  twoPersonBonusAbove: bigint;
  twoPersonWithdrawalAbove: bigint;
  /** Request header holding the visitor's ISO country, set by a trusted edge (e.g. cf-ipcountry). */
  countryHeader: string | null;
  logLevel: string;
  /**
   * Bearer token of GET /metrics (Prometheus). Unset, the metrics are served to loopback addresses only (a
   * scraper on the same host, or the demo), never through a proxy to the internet.
   */
  metricsToken: string | null;
  /**
   * Mean event-loop delay (ms) over which the server answers 503 with Retry-After instead of queuing work; 0
   * turns the check off (the default on PGlite, whose queries run on the event loop).
   */
  maxEventLoopDelayMs: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  smsCodeMinutes: number;
  /** The default weak password given to accounts created for someone else; it must be changed at login. */
  defaultPassword: string;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** ISO code and display symbol of the money currency (spec §3: symbol default 'P'). */
  currency: string;
  currencySymbol: string;
  /** Folder of uploaded proof images (server-generated names only). */
  uploadDir: string;
  /** Largest decoded proof image (width x height) accepted; larger ones are refused before decoding. */
  proofMaxPixels: number;
  /** Proof images waiting to be decoded at most (more answer 503), and how long one may wait (ms). */
  proofQueueMax: number;
  proofQueueWaitMs: number;
  /** How long a stored Idempotency-Key (and its reply) is kept; purgeExpired removes older ones. */
  idempotencyRetentionHours: number;
  /** A paid withdrawal the member has not confirmed counts as received after this many minutes. */
  withdrawalAutoConfirmMinutes: number;
  /** Withdrawal limits in minor units. */
  withdrawalMin: bigint;
  withdrawalMax: bigint;
  /** Seconds between lottery draws of the demo provider (60-300; default 180). */
  drawIntervalSeconds: number;
  limits: {
    loginPerIp: Limit;
    loginPerAccount: Limit;
    smsPerMobile: Limit;
    smsPerMobileHourly: Limit;
    smsPerIp: Limit;
    registerPerIp: Limit;
    freePlayPerIp: Limit;
    feedbackPerIp: Limit;
    captchaPerIp: Limit;
    passwordPerIp: Limit;
    resetPerMobile: Limit;
    /** Wrong payment passwords per member. */
    paymentPasswordPerUser: Limit;
    /** Proof uploads (not-received reports) per member. */
    proofUploadPerUser: Limit;
  };
}

/** An HTTP SMS gateway: POST `body` (placeholders {to} and {text}) to `url` with `Authorization: auth`. */
export interface SmsGatewayConfig {
  url: string;
  auth: string | null;
  body: string;
  contentType: string;
}

type Env = Record<string, string | undefined>;

/** A configuration value that cannot be used; main prints the message and exits with status 1. */
export class ConfigError extends Error {}

const DEFAULT_SMS_BODY = '{"to":"{to}","text":"{text}"}';

/** A true/false setting; unset or empty gives `fallback`. */
const bool = (env: Env, name: string, fallback = false): boolean => {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false`);
};

const url = (env: Env, name: string, schemes: string[]): string | null => {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL (${schemes.join(', ')})`);
  }
  if (!schemes.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(`${name} must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
};

const smtpOf = (env: Env): Config['smtp'] => {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp', 'smtps']);
  const from = env['SMTP_FROM']?.trim() || null;
  if (!smtpUrl) {
    if (from) throw new ConfigError('SMTP_FROM is set but SMTP_URL is not');
    return null;
  }
  if (!from || !/^(.+<)?[^\s@<>]+@[^\s@<>]+>?$/.test(from)) {
    throw new ConfigError('SMTP_FROM must be the sender address (e.g. "Playfront <no-reply@example.com>")');
  }
  return { url: smtpUrl, from };
};

const smsGatewayOf = (env: Env): SmsGatewayConfig | null => {
  const gatewayUrl = url(env, 'SMS_GATEWAY_URL', ['http', 'https']);
  if (!gatewayUrl) {
    for (const name of ['SMS_GATEWAY_AUTH', 'SMS_GATEWAY_BODY']) {
      if (env[name]?.trim()) throw new ConfigError(`${name} is set but SMS_GATEWAY_URL is not`);
    }
    return null;
  }
  const body = env['SMS_GATEWAY_BODY']?.trim() || DEFAULT_SMS_BODY;
  if (!body.includes('{to}') || !body.includes('{text}')) {
    throw new ConfigError('SMS_GATEWAY_BODY must contain the placeholders {to} and {text}');
  }
  const contentType =
    env['SMS_GATEWAY_CONTENT_TYPE']?.trim() ||
    (body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded');
  if (!['application/json', 'application/x-www-form-urlencoded'].includes(contentType)) {
    throw new ConfigError(
      'SMS_GATEWAY_CONTENT_TYPE must be application/json or application/x-www-form-urlencoded',
    );
  }
  return { url: gatewayUrl, auth: env['SMS_GATEWAY_AUTH']?.trim() || null, body, contentType };
};

/**
 * What keeps a configuration from serving real players: with NODE_ENV=production and no demo mode, every
 * channel needs a real provider and links need the public address. Empty when the configuration may start.
 */
export function deploymentProblems(config: Config, env: Env = process.env): string[] {
  if (config.nodeEnv !== 'production' || config.demoMode) return [];
  const problems: string[] = [];
  if (!config.smtp) problems.push('SMTP_URL and SMTP_FROM (e-mail provider) are required');
  if (!config.smsGateway) problems.push('SMS_GATEWAY_URL (SMS provider) is required');
  if (!env['PUBLIC_URL']?.trim()) problems.push('PUBLIC_URL (public address of the portal) is required');
  return problems;
}

/**
 * Whether a new brand gets demo data (demo accounts with published passwords, their money, demo notices):
 * everywhere but a production configuration (NODE_ENV=production without DEMO_MODE).
 */
export const seedsDemoData = (config: Config): boolean => config.nodeEnv !== 'production' || config.demoMode;

/** Throws a ConfigError listing every deploymentProblems entry; main calls it before opening anything. */
export function assertDeployable(config: Config, env: Env = process.env): void {
  const problems = deploymentProblems(config, env);
  if (problems.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production without DEMO_MODE needs real providers: ${problems.join('; ')}. ` +
        'Set DEMO_MODE=true only for a demonstration (outbox readable by anyone at /dev/outbox).',
    );
  }
}

const int = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer`);
  return value;
};

const roles = (env: Env, name: string, fallback: string): string[] => {
  const list = (env[name] || fallback).split(',').map((role) => role.trim());
  const unknown = list.find((role) => !(operatorRoles as readonly string[]).includes(role));
  if (unknown !== undefined)
    throw new ConfigError(`${name}: unknown role "${unknown}" (${operatorRoles.join(', ')})`);
  return list;
};

const limit = (env: Env, name: string, max: number, windowSeconds: number): Limit => ({
  max: int(env, `RATE_${name}_MAX`, max),
  windowSeconds: int(env, `RATE_${name}_WINDOW`, windowSeconds),
});

const trustProxy = (raw: string | undefined): boolean | string => {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
};

const BRAND_ENTRY = /^([A-Za-z0-9_-]{2,32}):([A-Z]{3}):(\S{1,8})$/;

/** BRANDS: CODE:CURRENCY:SYMBOL entries; unset, the demonstration's second brand outside production. */
function brandsOf(env: Env): Config['brands'] {
  const production = env['NODE_ENV'] === 'production' && !bool(env, 'DEMO_MODE');
  const raw = env['BRANDS'] ?? (production ? '' : 'LUCKY:VND:₫');
  const own = env['MERCHANT_CODE'] ?? 'PLAYFRONT';
  const brands = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = BRAND_ENTRY.exec(entry);
      if (!match) throw new ConfigError(`BRANDS: "${entry}" is not CODE:CURRENCY:SYMBOL (e.g. LUCKY:VND:₫)`);
      return { merchantCode: match[1]!, currency: match[2]!, currencySymbol: match[3]! };
    })
    .filter((brand) => brand.merchantCode !== own);
  const codes = brands.map((brand) => brand.merchantCode);
  if (new Set(codes).size !== codes.length) throw new ConfigError('BRANDS names a brand twice');
  return brands;
}

/** A brand's own front end served beside the portal. */
export interface BrandApp {
  /** Where it is served, with a slash at each end (/lucky/). */
  path: string;
  /** Its build. */
  dir: string;
}

const BRAND_APP_PATH = /^\/[a-z0-9][a-z0-9-]{0,30}\/$/;

/** BRAND_APPS: PATH=DIR entries; unset, the Lucky sample at /lucky/ outside production. */
function brandAppsOf(env: Env): BrandApp[] {
  const production = env['NODE_ENV'] === 'production' && !bool(env, 'DEMO_MODE');
  const raw = env['BRAND_APPS'] ?? (production ? '' : '/lucky/=dist/apps/brand-lucky');
  const reserved = [BACK_OFFICE_PATH, ...SERVER_PATH_PREFIXES];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      const path = entry.slice(0, at);
      const dir = entry.slice(at + 1).trim();
      if (at < 0 || !BRAND_APP_PATH.test(path) || !dir) {
        throw new ConfigError(
          `BRAND_APPS: "${entry}" is not /path/=folder (e.g. /lucky/=dist/apps/brand-lucky)`,
        );
      }
      if (reserved.some((prefix) => prefix.startsWith(path) || path.startsWith(prefix))) {
        throw new ConfigError(`BRAND_APPS: ${path} is a path the API or the back office answers`);
      }
      return { path, dir: resolve(dir) };
    });
}

/** Reads the configuration from the environment; every value has a default for a one-machine demo. */
export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env['DATABASE_URL']?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  const databaseReadUrl = env['DATABASE_READ_URL']?.trim() || null;
  if (databaseReadUrl && (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseReadUrl))) {
    throw new ConfigError('DATABASE_READ_URL must be a postgres:// URL, beside DATABASE_URL');
  }
  if (env['SMS_PROVIDER'] && env['SMS_PROVIDER'] !== 'outbox') {
    throw new ConfigError(
      'SMS_PROVIDER is no longer read: set SMS_GATEWAY_URL (or DEMO_MODE=true for the outbox)',
    );
  }
  if (bool(env, 'TEST_CLOCK') && env['NODE_ENV'] === 'production') {
    throw new ConfigError('TEST_CLOCK is for tests only and cannot be set with NODE_ENV=production');
  }
  const port = int(env, 'PORT', 3000);
  const deliveryMaxAttempts = int(env, 'DELIVERY_MAX_ATTEMPTS', 5);
  if (deliveryMaxAttempts < 1 || deliveryMaxAttempts > 10) {
    throw new ConfigError('DELIVERY_MAX_ATTEMPTS must be between 1 and 10');
  }
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    nodeEnv: env['NODE_ENV'] ?? 'development',
    databaseUrl,
    databaseReadUrl,
    databasePreparedStatements: bool(env, 'DATABASE_PREPARED_STATEMENTS', true),
    pgliteDir: env['PGLITE_DIR'] ?? '.data/pglite',
    merchantCode: env['MERCHANT_CODE'] ?? 'PLAYFRONT',
    brands: brandsOf(env),
    demoMode: bool(env, 'DEMO_MODE'),
    testClock: bool(env, 'TEST_CLOCK'),
    publicUrl: url(env, 'PUBLIC_URL', ['http', 'https']) ?? `http://localhost:${port}`,
    smtp: smtpOf(env),
    smsGateway: smsGatewayOf(env),
    deliveryMaxAttempts,
    trustProxy: trustProxy(env['TRUST_PROXY']),
    tls: env['TLS'] === 'true',
    hstsMaxAge: int(env, 'HSTS_MAX_AGE', 31_536_000),
    // Folders may be given relative to the working directory, as BRAND_APPS's are.
    portalDir: env['PORTAL_DIR'] ? resolve(env['PORTAL_DIR']) : null,
    backOffice: {
      enabled: env['BACK_OFFICE_ENABLED'] === undefined || bool(env, 'BACK_OFFICE_ENABLED'),
      dir: env['BACK_OFFICE_DIR'] ? resolve(env['BACK_OFFICE_DIR']) : null,
    },
    brandApps: brandAppsOf(env),
    operatorKey: env['OPERATOR_KEY'] || null,
    operatorKeyRoles: roles(env, 'OPERATOR_KEY_ROLES', 'admin'),
    operatorIdleMinutes: int(env, 'OPERATOR_IDLE_MINUTES', 30),
    operatorSessionHours: int(env, 'OPERATOR_SESSION_HOURS', 10),
    twoPersonBonusAbove: BigInt(int(env, 'TWO_PERSON_BONUS_ABOVE', 100_000)),
    twoPersonWithdrawalAbove: BigInt(int(env, 'TWO_PERSON_WITHDRAWAL_ABOVE', 5_000_000)),
    countryHeader: env['COUNTRY_HEADER']?.toLowerCase() || null,
    logLevel: env['LOG_LEVEL'] ?? 'info',
    metricsToken: env['METRICS_TOKEN'] || null,
    // PGlite runs its queries on the event loop, so a lag there is the database working, not an overload.
    maxEventLoopDelayMs: int(env, 'MAX_EVENT_LOOP_DELAY_MS', databaseUrl ? 1_000 : 0),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12),
    smsCodeMinutes: int(env, 'SMS_CODE_MINUTES', 5),
    defaultPassword: env['DEFAULT_PASSWORD'] ?? 'Aa123456',
    argon2: {
      memoryCost: Math.max(19456, int(env, 'ARGON2_MEMORY_KIB', 19456)),
      timeCost: Math.max(2, int(env, 'ARGON2_TIME_COST', 2)),
      parallelism: 1,
    },
    currency: env['CURRENCY'] ?? 'PHP',
    currencySymbol: env['CURRENCY_SYMBOL'] ?? 'P',
    uploadDir: env['UPLOAD_DIR'] ?? '.data/uploads',
    proofMaxPixels: Math.max(1, int(env, 'PROOF_MAX_MEGAPIXELS', 40)) * 1_000_000,
    proofQueueMax: Math.max(1, int(env, 'PROOF_QUEUE_MAX', 6)),
    proofQueueWaitMs: Math.max(100, int(env, 'PROOF_QUEUE_WAIT_MS', 10_000)),
    idempotencyRetentionHours: Math.max(1, int(env, 'IDEMPOTENCY_RETENTION_HOURS', 24)),
    withdrawalAutoConfirmMinutes: int(env, 'WITHDRAWAL_AUTO_CONFIRM_MINUTES', 1440),
    withdrawalMin: BigInt(int(env, 'WITHDRAWAL_MIN', 10_000)),
    withdrawalMax: BigInt(int(env, 'WITHDRAWAL_MAX', 5_000_000)),
    drawIntervalSeconds: Math.min(300, Math.max(60, int(env, 'DRAW_INTERVAL_SECONDS', 180))),
    limits: {
      loginPerIp: limit(env, 'LOGIN_IP', 30, 900),
      loginPerAccount: limit(env, 'LOGIN_ACCOUNT', 10, 900),
      smsPerMobile: limit(env, 'SMS_MOBILE', 1, 60),
      smsPerMobileHourly: limit(env, 'SMS_MOBILE_HOURLY', 5, 3600),
      smsPerIp: limit(env, 'SMS_IP', 20, 3600),
      registerPerIp: limit(env, 'REGISTER_IP', 10, 3600),
      freePlayPerIp: limit(env, 'FREEPLAY_IP', 10, 3600),
      feedbackPerIp: limit(env, 'FEEDBACK_IP', 10, 3600),
      captchaPerIp: limit(env, 'CAPTCHA_IP', 30, 60),
      passwordPerIp: limit(env, 'PASSWORD_IP', 10, 900),
      resetPerMobile: limit(env, 'RESET_MOBILE', 5, 900),
      paymentPasswordPerUser: limit(env, 'PAYMENT_PASSWORD_USER', 5, 900),
      proofUploadPerUser: limit(env, 'PROOF_USER', 5, 3600),
    },
  };
}
