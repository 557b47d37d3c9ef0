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
  pgliteDir: string;
  merchantCode: string;
  /** 'outbox' stores SMS and e-mail in the outbox table and enables GET /dev/outbox. */
  smsProvider: string;
  /** Fastify trustProxy: false (default) ignores X-Forwarded-For. */
  trustProxy: boolean | string;
  portalDir: string | null;
  /** Shared secret of the operator routes (/wps/admin/*); null disables them. */
  operatorKey: string | null;
  /** Request header holding the visitor's ISO country, set by a trusted edge (e.g. cf-ipcountry). */
  countryHeader: string | null;
  logLevel: string;
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
  };
}

type Env = Record<string, string | undefined>;

const int = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
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

/** Reads the configuration from the environment; every value has a default for a one-machine demo. */
export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env['DATABASE_URL']?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  return {
    port: int(env, 'PORT', 3000),
    host: env['HOST'] ?? '0.0.0.0',
    nodeEnv: env['NODE_ENV'] ?? 'development',
    databaseUrl,
    pgliteDir: env['PGLITE_DIR'] ?? '.data/pglite',
    merchantCode: env['MERCHANT_CODE'] ?? 'PLAYFRONT',
    smsProvider: env['SMS_PROVIDER'] ?? 'outbox',
    trustProxy: trustProxy(env['TRUST_PROXY']),
    portalDir: env['PORTAL_DIR'] ?? null,
    operatorKey: env['OPERATOR_KEY'] || null,
    countryHeader: env['COUNTRY_HEADER']?.toLowerCase() || null,
    logLevel: env['LOG_LEVEL'] ?? 'info',
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
    },
  };
}
