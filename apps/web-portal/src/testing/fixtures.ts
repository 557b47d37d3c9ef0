import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type {
  GameMenus,
  HelpCenter,
  LotteryMenu,
  MemberInfo,
  Notice,
  PermissionInfo,
  PlaySession,
  BrandRuntime,
  VendorCard,
  WalletBalance,
  WhitelabelFlag,
  WhitelabelTree,
} from '@playfront/api-contract';
import { encodeCustomerServicePath } from '@playfront/api-contract';

/** Envelope of a successful reply. */
export const ok = <T>(value: T) => HttpResponse.json({ success: true, value, message: null, code: null });

/** A whitelabel tree with the given flags on (every other flag off). */
export function whitelabel(on: readonly WhitelabelFlag[] = []): WhitelabelTree {
  const flags: WhitelabelFlag[] = [
    'MOBILENUMREG3',
    'REGMOBVERF3',
    'MOBILENUMPASSREG3',
    'USERNAMEREG3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'MOBILEVERCODELOGIN3',
    'AGENTPOLICY3',
    'MANPLAYREB3',
    'DIRECTREG3',
    'CHNGPASSVERIF3',
  ];
  return [
    {
      modId: 'WEB',
      enabled: 1,
      childrenNodes: flags.map((modId) => ({
        modId,
        enabled: on.includes(modId) ? 1 : 0,
        childrenNodes: [],
      })),
    },
  ];
}

/** A stand-in QR image (stories and tests have no server to draw the real one). */
const qrImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6z"/></svg>',
)}`;

const resource = (resourceType: string, url: string, labelNameEn: string) => ({
  resourceType,
  url,
  qrCodeUrl: qrImage,
  labelNameEn,
  labelNameCn: labelNameEn,
});

/** The brand configuration of the permission reply: the server's defaults, with `overrides`. */
export function brandRuntime(overrides: Partial<BrandRuntime> = {}): BrandRuntime {
  return {
    languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
    defaultLanguage: 'en',
    chatHeaderColor: '#0a6cff',
    lotteryType: 'SEA',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    esports: [],
    loginedToHomePage: false,
    ...overrides,
  };
}

export function permission(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  return {
    whitelabel: whitelabel(['DIRECTREG3', 'FREEPLAY3']),
    registerRules: {},
    agentPolicy: { dividend: true, dailyWage: true, hourlyWage: true, realtimeSalary: true },
    resources: [
      resource('IOS', 'https://download.example/ios', 'iOS'),
      resource('IOS_LITE', 'https://download.example/ios-lite', 'iOS Lite'),
      resource('ANDROID', 'https://download.example/android.apk', 'Android'),
      resource('CUSTOMER_SERVICE', 'https://chat.example/live', 'Customer service'),
    ],
    customerService: [],
    gtagId: 'G-TEST123',
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7', country: 'SG' },
    maintenance: { enabled: false, message: null },
    regionRestriction: { restricted: false, countries: [] },
    brand: brandRuntime(),
    ...overrides,
  };
}

const card = (
  gameCategory: VendorCard['gameCategory'],
  merchantCode: string,
  displayName: string,
  isHot = false,
): VendorCard => ({
  vassalage: `${merchantCode}_${gameCategory}`,
  merchantCode,
  displayName,
  isHot,
  gameCategory,
  type: 'lobby',
  icon: merchantCode.toLowerCase(),
});

/** Lanes of every category; PVP and ESPORTS are empty, SPORTS has the DS88 vendor. */
export const gameMenus: GameMenus = {
  data: {
    lanes: [
      { title: 'LOTT', cards: [card('LOTT', 'TCG', 'TCG Lottery', true)] },
      { title: 'ELOTT', cards: [card('ELOTT', 'SEA', 'SEA Lottery')] },
      { title: 'LIVE', cards: [card('LIVE', 'EVO', 'Evo Live', true), card('LIVE', 'SXY', 'Sexy Live')] },
      {
        title: 'SPORTS',
        cards: [card('SPORTS', 'SABA', 'SABA Sports'), card('SPORTS', 'DS88', 'DS88 Cockfight')],
      },
      { title: 'FISH', cards: [card('FISH', 'JL', 'JILI Fishing')] },
      { title: 'RNG', cards: [card('RNG', 'PP', 'Pragmatic Play', true), card('RNG', 'PG', 'PG Soft')] },
      { title: 'PVP', cards: [] },
      { title: 'ESPORTS', cards: [] },
    ],
  },
};

export const notices: Notice[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content:
    i === 0
      ? '<h3>Welcome</h3><p>Hello <b>players</b></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">'
      : `<p>Body of notice ${i + 1}</p>`,
  date: Date.UTC(2026, 0, 20 - i, 8, 30, 0),
}));

export const helpCentre: HelpCenter = [
  {
    id: 1,
    code: 'terms',
    title: 'Terms and user agreement',
    articles: [
      { id: 11, title: 'User agreement', content: '<p>You must be 18 or older.</p>' },
      { id: 12, title: 'Account security', content: '<p>Keep your password secret.</p>' },
    ],
  },
  {
    id: 2,
    code: 'responsible-gaming',
    title: 'Responsible gaming',
    articles: [{ id: 21, title: 'Play responsibly', content: '<p>Set a budget.</p>' }],
  },
];

export const member: MemberInfo = {
  id: 7,
  account: 'lucky7',
  userName: 'lucky7',
  nickname: 'Lucky Seven',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP 3', rankLevel: 3 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  referralCode: 'ABC123',
  avatar: '',
  avatarType: 'STATIC',
  passwordChangeRequired: false,
};

export const balance: WalletBalance = {
  sumBalance: '123456',
  mainBalance: '100000',
  currency: 'PHP',
  currencySymbol: 'P',
};

/** This login's play (the header's session clock): logged in 42 minutes (and a few seconds) before the call. */
export function playSession(): PlaySession {
  const now = Date.now();
  const startedAt = now - 42 * 60_000 - 5_000;
  return {
    startedAt,
    now,
    rounds: 3,
    wagered: '3000',
    net: '-1000',
    realityCheckMinutes: 60,
    previousLogin: { at: startedAt - 24 * 3_600_000, ip: '203.0.113.7' },
  };
}

export interface PortalHandlerOptions {
  status?: number;
  permission?: PermissionInfo;
  flags?: readonly WhitelabelFlag[];
  menus?: GameMenus;
}

/** MSW handlers of every call the portal shell makes, with realistic data. */
export function portalHandlers({
  status = 0,
  permission: info = permission(),
  flags = ['DIRECTREG3', 'FREEPLAY3'],
  menus = gameMenus,
}: PortalHandlerOptions = {}): HttpHandler[] {
  return [
    http.get('*/wps/system/status', () => ok(status)),
    http.get('*/wps/system/permission', () => ok(info)),
    http.get('*/wps/system/whitelabel', () => ok(whitelabel(flags))),
    http.get('*/lgw/games/game_menus', () => ok(menus)),
    http.get('*/wps/notice/list', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 9);
      return ok({
        list: notices.slice((page - 1) * size, page * size),
        total: notices.length,
        page,
        pageSize: size,
      });
    }),
    http.get('*/wps/system/helpCenter', () => ok(helpCentre)),
    http.get('*/wps/system/customerService', () =>
      ok({
        version: {
          pathList: [
            { type: 'LIVECHAT', path: encodeCustomerServicePath('https://chat.example/live', 'k3y5abcd') },
            { type: 'VIP', path: encodeCustomerServicePath('https://chat.example/vip', 'k3y5abcd') },
          ],
        },
      }),
    ),
    http.get('*/wps/member/info', () => ok(member)),
    http.get('*/wps/v2/wallets/balance', () => ok(balance)),
    http.get('*/wps/relay/CSP_unreadCount', () => ok({ count: 3 })),
    http.get('*/wps/protection/play-session', () => ok(playSession())),
    // The footer's payment methods and the domain check of start-up.
    http.get('*/wps/payment/methods', () =>
      ok({ list: [{ code: 'BANK' }, { code: 'EWALLET' }, { code: 'QR' }] }),
    ),
    http.get('*/wps/system/domainRoute', () => ok([{ domain: 'portal.test', type: 'MAIN', path: '/' }])),
  ];
}

/** The Vietnamese lottery menu: one northern, one central and two southern games (Hà Nội has two play types). */
export const vnMenu: LotteryMenu = {
  area: 'VN',
  list: [
    {
      gameId: 31,
      gameCode: 'VN_HANOI',
      name: 'Hà Nội',
      region: 'NORTH',
      playTypes: ['LO2', 'DE'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 32,
      gameCode: 'VN_DANANG',
      name: 'Đà Nẵng',
      region: 'CENTRAL',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 33,
      gameCode: 'VN_HCM',
      name: 'TP. Hồ Chí Minh',
      region: 'SOUTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 34,
      gameCode: 'VN_CANTHO',
      name: 'Cần Thơ',
      region: 'SOUTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
  ],
};
