import { WhitelabelFlag } from '@playfront/api-contract';
import type {
  BrandRuntime,
  ProtectionSettings,
  RegistrationRule,
  RegistrationRules,
  WhitelabelTree,
} from '@playfront/api-contract';
import { ANY_PATTERN, patternById } from '@playfront/registration-rules';
import { defaultBanners, defaultLicence } from './content-defaults';
import type { PerLanguage, StoredBanner } from './content-defaults';

const rule = (patternId: number, minLength: number, maxLength: number, required = false, enabled = true) => {
  const source = patternById(patternId)?.source ?? ANY_PATTERN;
  const value: RegistrationRule = {
    enabled,
    required,
    minLength,
    maxLength,
    acceptedPattern: source,
    patternId,
  };
  return value;
};

/** Registration rules of a new brand; operators change them with PUT /wps/admin/setting/register/rules. */
export const defaultRegisterRules: RegistrationRules = {
  username: rule(2, 6, 16, true),
  // NIST SP 800-63B: any characters (spaces too), at least 8, at most 128 and never truncated; the
  // common-password list and the username check (modules/member/password-policy.ts) replace composition rules.
  password: rule(1, 8, 128, true),
  confirmPassword: rule(1, 8, 128, true),
  payeeName: rule(9, 2, 64),
  email: rule(4, 5, 254),
  mobileNum: rule(7, 6, 15),
  verificationCode: rule(7, 6, 6, true),
  captcha: rule(7, 5, 5, false, false),
  affiliateCode: rule(5, 4, 32),
  referralCode: rule(5, 4, 32),
  qqNum: rule(7, 5, 12, false, false),
  recommenderId: rule(5, 4, 32, false, false),
  paymentPassword: rule(7, 6, 6, false, false),
  line: rule(10, 2, 64, false, false),
  whatsapp: rule(7, 6, 15, false, false),
  facebook: rule(10, 2, 64, false, false),
  wechat: rule(10, 2, 64, false, false),
  idNumber: rule(5, 6, 32, false, false),
  // The age check (docs/player-protection.md): the date of birth against protection.minimumAge. Always a day
  // (YYYY-MM-DD); an operator who turns it off checks ages elsewhere.
  birthday: rule(12, 10, 10, true),
};

const node = (modId: string, children: Array<[string, 0 | 1]>) => ({
  modId,
  enabled: 1 as const,
  childrenNodes: children.map(([id, enabled]) => ({ modId: id, enabled, childrenNodes: [] })),
});

/** The settings tree with every flag of spec §3. Only the expired-password change is off by default. */
export const defaultWhitelabel: WhitelabelTree = [
  node('REGISTRATION3', [
    [WhitelabelFlag.DIRECTREG3, 1],
    [WhitelabelFlag.USERNAMEREG3, 1],
    [WhitelabelFlag.MOBILENUMREG3, 1],
    [WhitelabelFlag.REGMOBVERF3, 1],
    [WhitelabelFlag.MOBILENUMPASSREG3, 1],
  ]),
  node('LOGIN3', [
    [WhitelabelFlag.MOBILEVERCODELOGIN3, 1],
    [WhitelabelFlag.FREEPLAY3, 1],
  ]),
  node('SECURITY3', [
    [WhitelabelFlag.PWDEXPFORCECHANGE3, 0],
    [WhitelabelFlag.CHNGPASSVERIF3, 1],
  ]),
  node('AGENT3', [
    [WhitelabelFlag.AGENTPOLICY3, 1],
    [WhitelabelFlag.MANPLAYREB3, 1],
  ]),
];

export interface SystemSetting {
  status: 0 | 1 | 2;
  maintenanceMessage: string | null;
  restrictedCountries: string[];
}

export interface ResourceSetting {
  resourceType: string;
  url: string;
  labelNameEn: string;
  labelNameCn: string;
}

export interface BrandSettings {
  system: SystemSetting;
  whitelabel: WhitelabelTree;
  registerRules: RegistrationRules;
  resources: ResourceSetting[];
  customerService: Array<{ type: string; url: string }>;
  analytics: { gtagId: string | null };
  cdn: { imageCDNs: string[]; launchGameCDNs: string[] };
  domainRoutes: Array<{ domain: string; type: string; path: string }>;
  passwordPolicy: { expiryDays: number };
  region: { defaultCountryDialingCode: string };
  /** Which agent contracts the brand offers (AGENTPOLICY3 gates the agent centre as a whole). */
  agentPolicy: { dividend: boolean; dailyWage: boolean; hourlyWage: boolean; realtimeSalary: boolean };
  /** Home-page banners (announcement content 'banners'): what they say per language and the page they open. */
  banners: StoredBanner[];
  /** The footer's licence line per language. */
  licence: PerLanguage<string>;
  /** Spec §4: a password login from a new device or address needs a second factor (modules/session/device.ts). */
  loginDeviceCheck: { enabled: boolean };
  /** Web origins of the brand's apps on other addresses that may call the API from a browser (CORS). */
  cors: { origins: string[] };
  /** The brand configuration the portal honours at run time (spec §1); PUT /wps/admin/setting/brand. */
  brand: BrandRuntime;
  /** Spec §5: a support question (feedback category `question`) is between minWords and maxWords words. */
  supportQuestion: { minWords: number; maxWords: number };
  /** Player protection (docs/player-protection.md): strict by default; PUT /wps/admin/protection/settings. */
  protection: ProtectionSettings;
}

// Brand configuration (spec §1), read by the portal at start. The spec gives two readings of the languages:
// the interface languages CN EN JA TH VI KO, and a brand configuration "EN only, default EN". A new brand
// offers all six with English first and by default; an EN-only brand is one operator call away.
export const defaultBrandRuntime: BrandRuntime = {
  languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
  defaultLanguage: 'en',
  chatHeaderColor: '#0a6cff',
  lotteryType: 'SEA',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  esports: [],
  loginedToHomePage: false,
};

/**
 * The language a server text is read in when it is missing in the reader's (docs/content.md): the brand's
 * default language of its configuration.
 */
export const brandDefaultLanguage = (settings: Pick<BrandSettings, 'brand'>): string =>
  settings.brand.defaultLanguage ?? defaultBrandRuntime.defaultLanguage;

export const defaultBrandSettings: BrandSettings = {
  agentPolicy: { dividend: true, dailyWage: true, hourlyWage: true, realtimeSalary: true },
  // Operators edit banners and the licence per language (PUT /wps/admin/content/...).
  banners: defaultBanners,
  licence: defaultLicence,
  system: { status: 0, maintenanceMessage: null, restrictedCountries: [] },
  whitelabel: defaultWhitelabel,
  registerRules: defaultRegisterRules,
  resources: [
    {
      resourceType: 'ANDROID',
      url: 'https://download.playfront.example/android.apk',
      labelNameEn: 'Android',
      labelNameCn: '安卓',
    },
    {
      resourceType: 'IOS',
      url: 'https://download.playfront.example/ios',
      labelNameEn: 'iOS',
      labelNameCn: '苹果',
    },
    {
      resourceType: 'IOS_LITE',
      url: 'https://download.playfront.example/ios-lite',
      labelNameEn: 'iOS Lite',
      labelNameCn: '苹果轻量版',
    },
    {
      resourceType: 'CUSTOMER_SERVICE',
      url: 'https://chat.playfront.example/live',
      labelNameEn: 'Customer service',
      labelNameCn: '客服',
    },
  ],
  customerService: [
    { type: 'LIVECHAT', url: 'https://chat.playfront.example/live?brand=PLAYFRONT' },
    { type: 'VIP', url: 'https://chat.playfront.example/vip?brand=PLAYFRONT' },
  ],
  analytics: { gtagId: null },
  cdn: {
    imageCDNs: ['https://img1.playfront.example', 'https://img2.playfront.example'],
    launchGameCDNs: ['https://games1.playfront.example', 'https://games2.playfront.example'],
  },
  domainRoutes: [
    { domain: 'localhost', type: 'MAIN', path: '/' },
    { domain: '127.0.0.1', type: 'MAIN', path: '/' },
  ],
  passwordPolicy: { expiryDays: 0 },
  supportQuestion: { minWords: 3, maxWords: 30 },
  region: { defaultCountryDialingCode: '+84' },
  loginDeviceCheck: { enabled: false },
  cors: { origins: [] },
  brand: defaultBrandRuntime,
  protection: {
    coolingOffHours: 24,
    raiseWaitsForPeriodEnd: true,
    minimumAge: 18,
    realityCheckMinMinutes: 10,
    realityCheckMaxMinutes: 60,
    realityCheckDefaultMinutes: 60,
    affordabilityThreshold: '1000000',
  },
};

export type BrandSettingKey = keyof BrandSettings;
