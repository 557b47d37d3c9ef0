/** Whitelabel settings-tree flags (spec §3). A node is on when `enabled === 1`. */
export const WhitelabelFlag = {
  MOBILENUMREG3: 'MOBILENUMREG3',
  REGMOBVERF3: 'REGMOBVERF3',
  MOBILENUMPASSREG3: 'MOBILENUMPASSREG3',
  USERNAMEREG3: 'USERNAMEREG3',
  FREEPLAY3: 'FREEPLAY3',
  PWDEXPFORCECHANGE3: 'PWDEXPFORCECHANGE3',
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  AGENTPOLICY3: 'AGENTPOLICY3',
  MANPLAYREB3: 'MANPLAYREB3',
  DIRECTREG3: 'DIRECTREG3',
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
} as const;
export type WhitelabelFlag = (typeof WhitelabelFlag)[keyof typeof WhitelabelFlag];
export const whitelabelFlags: readonly WhitelabelFlag[] = Object.values(WhitelabelFlag);

/** Account types (spec §9). 0 is an ordinary member; 1, 2, 41, 42 are agents; 4 is a trial account. */
export const AccountType = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
export const isAgentType = (type: number): boolean => agentAccountTypes.includes(type);
export const isTrialType = (type: number): boolean => type === AccountType.TRIAL;

/** System status (spec §2, §9). */
export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Page size of the notice list (spec §9). */
export const NOTICE_PAGE_SIZE = 9;
/** Maximum feedback length (spec §5, §9). */
export const FEEDBACK_MAX_LENGTH = 140;
/** Maximum verification-code length accepted in forms (spec §5). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

/** Registration fields that may carry a server rule (spec §3). */
export const registrationFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

/**
 * Path prefixes the platform API answers itself; every other GET for an HTML page is the portal. The API
 * serves both on one port, and the portal's development server proxies exactly these to the API.
 */
export const SERVER_PATH_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/dev/',
  '/docs/',
  '/demo/',
  '/demo-games/',
  '/health',
  '/metrics',
] as const;

/**
 * Where the platform API serves the back office (the operators' app), and the base path its build is made
 * for; a separate host serves it under the same path (docs/operations.md).
 */
export const BACK_OFFICE_PATH = '/bo/';

/** The only credential-encryption scheme: RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM key. */
export const CREDENTIAL_ENCRYPTION = 'RSA-OAEP-256+A256GCM';
