// An in-memory platform API for the back office's specs and stories: the operator calls of the contract
// (libs/api-contract, schemas/operators.ts and the existing operator routes), answered from a small state,
// with sessions, permissions by role, the two-person rule and an audit entry for every change.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { createTestServerKey, errorReply, okReply } from '@playfront/api-client/testing';
import {
  ErrorCode,
  MemberAdminErrorCode,
  OperatorErrorCode,
  permissionsOf,
  rolePermissions,
} from '@playfront/api-contract';
import type {
  AdminPaymentChannel,
  AdminDashboard,
  AdminLedgerRow,
  AdminMemberRow,
  AdminMemberSession,
  AdminBanner,
  AdminBroadcast,
  AdminHelpArticle,
  AdminHelpCentreCategory,
  BannerInput,
  BroadcastInput,
  AdminNotice,
  AuditEntry,
  BrandRuntime,
  EncryptedPayload,
  OperatorAccount,
  OperatorBrand,
  OperatorMe,
  ProposalKind,
} from '@playfront/api-contract';
import type {
  DisputedWithdrawal,
  MemberWallet,
  PendingDeposit,
  PendingWithdrawal,
  ProposalView,
} from '../api/operator-api';
import { catalogueHandlers, initialCatalogue } from './mock-catalogue';
import type { MockCatalogueState } from './mock-catalogue';
import { channelHandlers, initialChannels } from './mock-channels';
import { brandSecurityHandlers, initialBrandSecurity } from './mock-brand';
import type { BrandSecurityState } from './mock-brand';
import { agentHandlers, initialAgents } from './mock-agents';
import type { MockAgentsState } from './mock-agents';
import { initialSupport, supportHandlers } from './mock-support';
import type { MockSupportState } from './mock-support';
import { initialLoyaltyState, loyaltyHandlers } from './mock-loyalty';
import type { MockLoyaltyState } from './mock-loyalty';
import { initialProtection, protectionHandlers } from './mock-protection';
import type { MockProtectionState } from './mock-protection';

/** The authenticator code the mock accepts (any other is `totp_code_invalid`). */
export const MOCK_TOTP_CODE = '246810';
/** Every mock operator's password. */
export const MOCK_PASSWORD = 'correct horse battery';

/** What each role may do: the contract's table, as the server checks it. */
export const mockRolePermissions = rolePermissions;

const T0 = Date.UTC(2026, 10, 27, 9, 30);
const minutes = (n: number) => n * 60_000;

interface MockOperator extends OperatorAccount {
  password: string;
}

/** What the mock's QR images show. */
const QR_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>';

export interface MockState {
  operators: MockOperator[];
  /** The deployment's brands (one: the back office offers no brand choice). */
  brands: OperatorBrand[];
  /** The Merchant header of each "who am I" call, in order. */
  merchants: string[];
  sessions: Map<string, string>;
  tickets: Map<string, { username: string; expiresAt: number }>;
  audit: AuditEntry[];
  proposals: ProposalView[];
  members: AdminMemberRow[];
  wallets: Record<string, MemberWallet[]>;
  deposits: PendingDeposit[];
  withdrawals: PendingWithdrawal[];
  disputes: DisputedWithdrawal[];
  notices: AdminNotice[];
  /** The help centre: categories in order with their articles. */
  help: AdminHelpCentreCategory[];
  /** The footer licence line per language. */
  licence: Record<string, string>;
  /** The home banners in display order. */
  banners: AdminBanner[];
  /** Inbox messages sent, newest first. */
  broadcasts: AdminBroadcast[];
  brand: BrandRuntime;
  status: 0 | 1 | 2;
  maintenanceMessage: string | null;
  restrictedCountries: string[];
  bonusThreshold: bigint;
  withdrawalThreshold: bigint;
  /** Bodies the mock received, per call, for specs to check what was sent. */
  received: { call: string; body: unknown }[];
  /** Vendors, games and reports (mock-catalogue.ts). */
  catalogue: MockCatalogueState;
  /** Feedback and affiliate applications (mock-support.ts). */
  support: MockSupportState;
  /** The agent hierarchy, contracts and settlements (mock-agents.ts). */
  agents: MockAgentsState;
  /** One member's detail (/wps/admin/members/:username/...), by username. */
  memberExtras: Record<string, MockMemberExtra>;
  /** Promotions, applications, redemptions and points (mock-loyalty.ts). */
  loyalty: MockLoyaltyState;
  /** Deposit channels and their payees (mock-channels.ts). */
  channels: AdminPaymentChannel[];
  /** The flags tree, registration rules and sign-in settings (mock-brand.ts). */
  brandSecurity: BrandSecurityState;
  /** The brand's player-protection settings and members' limits, breaks and trail (mock-protection.ts). */
  protection: MockProtectionState;
}

/** What the member list does not carry: lock, labels, sessions, ledger, forced password change. */
export interface MockMemberExtra {
  nickname: string;
  lock: { reason: string; lockedAt: number | null; lockedBy: string | null } | null;
  labels: string[];
  clubLabel: string;
  mustChangePassword: boolean;
  sessions: AdminMemberSession[];
  ledger: AdminLedgerRow[];
}

const operator = (
  username: string,
  displayName: string,
  roles: string[],
  extra: Partial<MockOperator> = {},
): MockOperator => ({
  username,
  displayName,
  roles,
  disabled: false,
  totpEnrolled: true,
  createdAt: T0 - minutes(60 * 24 * 30),
  createdBy: username === 'root' ? null : 'root',
  lastLoginAt: T0 - minutes(45),
  password: MOCK_PASSWORD,
  ...extra,
});

const member = (userId: number, username: string, balance: string, extra: Partial<AdminMemberRow> = {}) => ({
  userId,
  username,
  mobile: `0917${String(userId).padStart(7, '0')}`,
  email: `${username}@example.com`,
  accountType: 0,
  agent: false,
  disabled: false,
  vipLevel: 1,
  balance,
  createdAt: T0 - minutes(60 * 24 * 90),
  lastLoginAt: T0 - minutes(20),
  ...extra,
});

const bank = { id: 1, bankName: 'BDO', accountName: 'Alice Reyes', accountNumber: '****4321' };

function initialState(): MockState {
  const members = [
    member(101, 'alice', '125000', { vipLevel: 3 }),
    member(102, 'bob', '4500'),
    member(103, 'chen', '990000', { agent: true, vipLevel: 5 }),
    member(104, 'dara', '0', { disabled: true, email: null }),
    ...Array.from({ length: 28 }, (_, i) =>
      member(200 + i, `player${String(i + 1).padStart(2, '0')}`, String(i * 1000)),
    ),
  ];
  const wallets: Record<string, MemberWallet[]> = Object.fromEntries(
    members.map((row) => [
      row.username,
      [
        { kind: 'MAIN', code: 'MAIN', balance: row.balance },
        { kind: 'VENDOR', code: 'SEA', balance: '2500' },
        { kind: 'POINTS', code: 'POINTS', balance: '43565' },
      ],
    ]),
  );
  const withdrawal = (
    reference: string,
    userId: number,
    amount: string,
    createdAt: number,
  ): PendingWithdrawal => ({
    reference,
    userId,
    amount,
    status: 'PENDING',
    bankAccount: bank,
    createdAt,
    decidedAt: null,
    confirmStatus: null,
    receivedAmount: null,
    remainingAmount: null,
    autoConfirmAt: null,
    proofCount: 0,
    disputeResolution: null,
  });
  const actions = [
    ['root', ['admin'], 'POST /wps/admin/operators', 'Created operator fiona', 'username=fiona'],
    [
      'fiona',
      ['finance'],
      'POST /wps/admin/deposits/:reference',
      'Approved deposit D20261126A1',
      'reference=D20261126A1',
    ],
    ['mia', ['marketing'], 'PUT /wps/admin/setting/brand', 'Changed the brand setting', 'setting=brand'],
    [
      'sam',
      ['support'],
      'POST /wps/admin/members/:username/adjustments',
      'Proposed a credit of 50.00 to alice',
      'member=alice',
    ],
  ] as const;
  const audit: AuditEntry[] = Array.from({ length: 32 }, (_, i) => {
    const [actor, roles, action, summary, target] = actions[i % actions.length];
    return {
      id: String(1000 - i),
      at: T0 - minutes(15 * (i + 1)),
      actor,
      actorKind: 'operator',
      roles: [...roles],
      action,
      summary,
      target,
      before: i % 4 === 2 ? { chatHeaderColor: '#0a6cff' } : null,
      after: i % 4 === 2 ? { chatHeaderColor: '#c2185b' } : { ok: true },
      status: 200,
      ip: '203.0.113.7',
      brand: 'PLAYFRONT',
    };
  });
  return {
    brands: [{ merchantCode: 'PLAYFRONT', currency: 'PHP', currencySymbol: 'P', own: true }],
    merchants: [],
    operators: [
      operator('root', 'Ada Admin', ['admin']),
      operator('fiona', 'Fiona Finance', ['finance']),
      operator('sam', 'Sam Support', ['support']),
      operator('mia', 'Mia Marketing', ['marketing']),
      operator('ravi', 'Ravi Reader', ['readonly'], { disabled: true }),
      operator('newbie', 'New Operator', ['support'], { totpEnrolled: false, lastLoginAt: null }),
    ],
    sessions: new Map(),
    tickets: new Map(),
    audit,
    proposals: [
      {
        id: 7,
        kind: 'balance_adjustment',
        summary: 'Credit 50.00 to alice: lost bet refund',
        target: 'member=alice',
        amount: '5000',
        payload: { username: 'alice', amount: '5000', reason: 'lost bet refund' },
        status: 'pending',
        proposedBy: 'sam',
        proposedAt: T0 - minutes(30),
        decidedBy: null,
        decidedAt: null,
        reason: null,
        result: null,
      },
      {
        id: 6,
        kind: 'bonus_grant',
        summary: 'Bonus 2,000.00 to chen: VIP birthday',
        target: 'member=chen',
        amount: '200000',
        payload: { username: 'chen', amount: '200000', reason: 'VIP birthday' },
        status: 'approved',
        proposedBy: 'mia',
        proposedAt: T0 - minutes(300),
        decidedBy: 'fiona',
        decidedAt: T0 - minutes(280),
        reason: null,
        result: { bonusId: 55 },
      },
    ],
    members,
    wallets,
    deposits: [
      {
        reference: 'D20261127A1',
        channelCode: 'GCASH',
        amount: '50000',
        status: 'PENDING',
        createdAt: T0 - minutes(12),
        decidedAt: null,
        instructions: null,
        userId: 101,
      },
      {
        reference: 'D20261127B2',
        channelCode: 'BANK',
        amount: '1250050',
        status: 'PENDING',
        createdAt: T0 - minutes(5),
        decidedAt: null,
        instructions: null,
        userId: 103,
      },
    ],
    withdrawals: [
      withdrawal('W20261127A1', 101, '30000', T0 - minutes(40)),
      withdrawal('W20261127B2', 103, '6000000', T0 - minutes(25)),
    ],
    disputes: [
      {
        ...withdrawal('W20261120C3', 102, '80000', T0 - minutes(60 * 24 * 7)),
        status: 'PAID',
        decidedAt: T0 - minutes(60 * 24 * 6),
        confirmStatus: 'NOT_RECEIVED',
        proofCount: 1,
        username: 'bob',
        reportedAt: T0 - minutes(60 * 24 * 5),
        proofs: [
          {
            fileName: 'a1b2c3d4e5f6a7b8c9d0.png',
            contentType: 'image/png',
            size: 67,
            uploadedAt: T0 - minutes(60 * 24 * 5),
          },
        ],
      },
    ],
    notices: [
      {
        id: 41,
        audience: 'PLAYERS',
        type: 'B',
        execution: 'B',
        texts: {
          en: {
            title: 'Weekend maintenance',
            content: '<p>The lottery pauses on Sunday from 02:00 to 03:00.</p>',
          },
          cn: { title: '周末维护', content: '<p>彩票将于周日 02:00 至 03:00 暂停。</p>' },
        },
        date: T0 - minutes(60 * 24),
      },
      {
        id: 40,
        audience: 'AGENTS',
        type: 'PL',
        execution: 'W',
        texts: { en: { title: 'Commission schedule', content: '<h3>Daily</h3><p>Paid the next day.</p>' } },
        date: T0 - minutes(60 * 24 * 3),
      },
    ],
    banners: [
      {
        id: 'lottery',
        link: '/lottery',
        tone: 'gold',
        texts: {
          en: { title: 'A lottery draw every few minutes', text: 'Pick your numbers.' },
          cn: { title: '每隔几分钟开奖一次', text: '选择您的号码。' },
        },
      },
      {
        id: 'live-baccarat',
        link: '/live',
        tone: 'teal',
        texts: { en: { title: 'Live baccarat', text: 'New tables at 20:00.' } },
      },
    ],
    broadcasts: [
      {
        id: 7,
        titles: { en: 'Your weekly bonus', cn: '每周奖金' },
        contents: { en: 'It is in your wallet.', cn: '已存入您的钱包。' },
        audience: 'ALL',
        recipients: 1250,
        read: 640,
        deleted: 12,
        createdAt: T0 - minutes(60 * 24 * 2),
      },
    ],
    licence: {
      en: 'Playfront is licensed and regulated. Play responsibly; 18+ only.',
      cn: 'Playfront 持有牌照并受监管。请理性娱乐，仅限 18 岁以上。',
    },
    help: [
      {
        id: 1,
        code: 'deposits',
        texts: { en: 'Deposits and withdrawals', cn: '充值与提款' },
        sort: 0,
        articles: [
          {
            id: 11,
            category: 'deposits',
            sort: 0,
            texts: {
              en: {
                title: 'Withdrawal times',
                content: '<p>Approved withdrawals are paid <strong>within 15 minutes</strong>.</p>',
              },
              cn: { title: '提款到账时间', content: '<p>审核通过后 <strong>15 分钟内</strong>到账。</p>' },
            },
          },
          {
            id: 12,
            category: 'deposits',
            sort: 1,
            texts: {
              en: {
                title: 'Deposit methods',
                content: '<ul><li>Bank transfer</li><li>E-wallet</li></ul>',
              },
            },
          },
        ],
      },
      {
        id: 2,
        code: 'account',
        texts: { en: 'Account and security', cn: '账户与安全' },
        sort: 1,
        articles: [
          {
            id: 13,
            category: 'account',
            sort: 0,
            texts: { en: { title: 'Reset your password', content: '<p>Use <em>Forgot password</em>.</p>' } },
          },
        ],
      },
    ],
    brand: {
      languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
      defaultLanguage: 'en',
      chatHeaderColor: '#0a6cff',
      lotteryType: 'SEA',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      esports: [],
      loginedToHomePage: false,
    },
    status: 0,
    maintenanceMessage: null,
    restrictedCountries: ['US'],
    bonusThreshold: 100_000n,
    withdrawalThreshold: 5_000_000n,
    received: [],
    catalogue: initialCatalogue(),
    support: initialSupport(),
    agents: initialAgents(),
    loyalty: initialLoyaltyState(),
    channels: initialChannels(),
    brandSecurity: initialBrandSecurity(),
    protection: initialProtection(),
    memberExtras: Object.fromEntries(members.map((row) => [row.username, memberExtra(row)])),
  };
}

const rankNames = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];

/** A member's detail beyond the list: two sessions (none when locked), a ledger of 26 postings. */
function memberExtra(row: AdminMemberRow): MockMemberExtra {
  const kinds = ['DEPOSIT', 'GAME_BET', 'GAME_PAYOUT', 'BONUS', 'POINTS_EARN'] as const;
  return {
    nickname: row.username.charAt(0).toUpperCase() + row.username.slice(1),
    lock: row.disabled
      ? { reason: 'Chargeback under review', lockedAt: T0 - minutes(600), lockedBy: 'sam' }
      : null,
    labels: row.vipLevel > 1 ? ['Verified'] : ['New player'],
    clubLabel: rankNames[row.vipLevel - 1] ?? 'Regular',
    mustChangePassword: false,
    sessions: row.disabled
      ? []
      : [
          {
            id: row.userId * 10 + 1,
            device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile Safari',
            ip: '203.0.113.21',
            startedAt: T0 - minutes(90),
            lastSeenAt: T0 - minutes(2),
            expiresAt: T0 + minutes(60 * 24),
            restricted: false,
          },
          {
            id: row.userId * 10 + 2,
            device: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131',
            ip: '198.51.100.7',
            startedAt: T0 - minutes(600),
            lastSeenAt: T0 - minutes(40),
            expiresAt: T0 + minutes(60 * 20),
            restricted: false,
          },
        ],
    ledger: Array.from({ length: 26 }, (_, i) => {
      const type = kinds[i % kinds.length];
      const points = type === 'POINTS_EARN';
      const amount = type === 'GAME_BET' ? -(1000 + i * 100) : 1000 + i * 250;
      return {
        reference: `${type.slice(0, 2)}2026112${String(i).padStart(3, '0')}`,
        time: T0 - minutes(30 * (i + 1)),
        type,
        wallet: points ? 'POINTS' : 'MAIN',
        amount: String(amount),
        balanceAfter: String(100000 + i * 1000),
        status: 'SUCCESS',
        remark: type === 'BONUS' ? 'Weekend reload' : '',
      };
    }),
  };
}

/** A 1×1 PNG: the proof image of the disputed withdrawal. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/**
 * The mock server's key pair, one for every mock: the client keeps the public key it fetched for a base
 * address, as it does with the real server's.
 */
let key: ReturnType<typeof createTestServerKey> | null = null;
const serverKey = () => (key ??= createTestServerKey('mock-key'));

export interface MockBackOfficeOptions {
  /** Changes to the starting state. */
  setup?: (state: MockState) => void;
  /** Milliseconds each reply waits (stories show their spinners with it). */
  delayMs?: number;
}

/** The mock API: its MSW handlers and its state (specs read what changed). */
export function createMockBackOffice({ setup, delayMs = 0 }: MockBackOfficeOptions = {}) {
  const state = initialState();
  setup?.(state);
  let nextId = 100;
  const now = () => T0 + minutes(nextId);

  const wait = () => (delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : undefined);
  const meOf = (account: MockOperator): OperatorMe => ({
    username: account.username,
    displayName: account.displayName,
    kind: 'operator',
    roles: account.roles,
    permissions: permissionsOf(account.roles),
  });
  const publicAccount = ({ password: _password, ...account }: MockOperator): OperatorAccount => account;

  /** The signed-in operator, or the refusal to send (401 without a live session, 403 without the permission). */
  const caller = (request: Request, permission: string | null) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const account = state.operators.find((candidate) => candidate.username === state.sessions.get(token));
    if (!account || account.disabled) return { refusal: errorReply(401, ErrorCode.unauthorized) };
    if (permission && !permissionsOf(account.roles).includes(permission))
      return { refusal: errorReply(403, ErrorCode.forbidden) };
    return { account };
  };

  const audit = (
    account: MockOperator,
    action: string,
    summary: string,
    target: string | null,
    before: unknown,
    after: unknown,
  ) => {
    state.audit.unshift({
      id: String(2000 + nextId++),
      at: now(),
      actor: account.username,
      actorKind: 'operator',
      roles: account.roles,
      action,
      summary,
      target,
      before,
      after,
      status: 200,
      ip: '203.0.113.7',
      brand: 'PLAYFRONT',
    });
  };

  /** The server's refusal of texts without the brand's default language. */
  const defaultLanguageRefusal = () =>
    errorReply(400, ErrorCode.validationFailed, {
      fields: [
        {
          field: `texts.${state.brand.defaultLanguage}`,
          key: 'required',
          message: 'The text in the brand default language is required',
        },
      ],
    });

  const propose = (
    account: MockOperator,
    kind: ProposalKind,
    target: string,
    amount: string,
    payload: unknown,
    summary: string,
  ) => {
    const proposal: ProposalView = {
      id: nextId++,
      kind,
      summary,
      target,
      amount,
      payload,
      status: 'pending',
      proposedBy: account.username,
      proposedAt: now(),
      decidedBy: null,
      decidedAt: null,
      reason: null,
      result: null,
    };
    state.proposals.unshift(proposal);
    return proposal;
  };

  const page = <Row>(rows: Row[], url: URL) => {
    const number = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('size') ?? 20);
    return { list: rows.slice((number - 1) * size, number * size), total: rows.length, page: number, size };
  };

  const opened = async <T>(request: Request): Promise<T> => {
    const sealed = (await request.json()) as EncryptedPayload;
    return (await serverKey()).open<T>(sealed);
  };

  const creditMain = (username: string, delta: bigint) => {
    const main = state.wallets[username]?.find((wallet) => wallet.kind === 'MAIN');
    if (main) main.balance = String(BigInt(main.balance) + delta);
    const row = state.members.find((candidate) => candidate.username === username);
    if (row) row.balance = String(BigInt(row.balance) + delta);
  };

  /** A member's detail as the server answers it, or null for an unknown member. */
  const detailOf = (username: string) => {
    const row = state.members.find((candidate) => candidate.username === username.toLowerCase());
    const extra = row ? state.memberExtras[row.username] : undefined;
    if (!row || !extra) return null;
    return {
      userId: row.userId,
      username: row.username,
      nickname: extra.nickname,
      mobile: row.mobile,
      email: row.email,
      birthDate: row.userId % 2 === 0 ? '1990-04-30' : null,
      accountType: row.accountType,
      agent: row.agent,
      status: row.disabled ? 'locked' : 'active',
      lock: row.disabled ? extra.lock : null,
      mustChangePassword: extra.mustChangePassword,
      createdAt: row.createdAt,
      lastLoginAt: row.lastLoginAt,
      labels: extra.labels,
      vipLevel: row.vipLevel,
      clubLabel: extra.clubLabel,
      activeSessions: extra.sessions.length,
      wallets: state.wallets[row.username] ?? [],
    };
  };

  const memberHandlers = (): HttpHandler[] => [
    http.get('*/wps/admin/members/:username', async ({ request, params }) => {
      await wait();
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      return detail ? okReply(detail) : errorReply(404, ErrorCode.notFound);
    }),
    http.get('*/wps/admin/members/:username/ledger', async ({ request, params }) => {
      await wait();
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      const url = new URL(request.url);
      const wallet = url.searchParams.get('wallet');
      const type = url.searchParams.get('type');
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      if (from && to && from > to) return errorReply(400, ErrorCode.validationFailed);
      const day = (time: number) => new Date(time).toISOString().slice(0, 10);
      const rows = state.memberExtras[detail.username].ledger.filter(
        (row) =>
          (!wallet || row.wallet === wallet) &&
          (!type || row.type === type) &&
          (!from || day(row.time) >= from) &&
          (!to || day(row.time) <= to),
      );
      return okReply(page(rows, url));
    }),
    http.get('*/wps/admin/members/:username/sessions', ({ request, params }) => {
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      return detail
        ? okReply({ list: state.memberExtras[detail.username].sessions })
        : errorReply(404, ErrorCode.notFound);
    }),
    http.delete('*/wps/admin/members/:username/sessions/:sessionId', ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      const extra = state.memberExtras[detail.username];
      const id = Number(params['sessionId']);
      const session = extra.sessions.find((candidate) => candidate.id === id);
      if (!session) return errorReply(404, MemberAdminErrorCode.sessionNotFound);
      extra.sessions = extra.sessions.filter((candidate) => candidate.id !== id);
      state.received.push({ call: 'end-session', body: { username: detail.username, id } });
      audit(
        account,
        'DELETE /wps/admin/members/:username/sessions/:sessionId',
        `Ended a session of ${detail.username}`,
        `username=${detail.username} sessionId=${id}`,
        session,
        { ended: 1 },
      );
      return okReply({ ended: 1 });
    }),
    http.delete('*/wps/admin/members/:username/sessions', ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      const extra = state.memberExtras[detail.username];
      const ended = extra.sessions.length;
      extra.sessions = [];
      state.received.push({ call: 'end-sessions', body: { username: detail.username } });
      audit(
        account,
        'DELETE /wps/admin/members/:username/sessions',
        `Ended every session of ${detail.username}`,
        `username=${detail.username}`,
        null,
        { ended },
      );
      return okReply({ ended });
    }),
    http.post('*/wps/admin/members/:username/lock', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      const body = (await request.json()) as { reason?: string };
      state.received.push({ call: 'lock', body });
      if (!body.reason || body.reason.trim().length < 3) return errorReply(400, ErrorCode.validationFailed);
      const row = state.members.find((candidate) => candidate.username === detail.username)!;
      if (row.disabled) return errorReply(409, MemberAdminErrorCode.alreadyLocked);
      row.disabled = true;
      const extra = state.memberExtras[row.username];
      extra.lock = { reason: body.reason.trim(), lockedAt: now(), lockedBy: account.username };
      extra.sessions = [];
      audit(
        account,
        'POST /wps/admin/members/:username/lock',
        'Locked',
        `username=${row.username}`,
        {
          status: 'active',
        },
        body,
      );
      return okReply(detailOf(row.username));
    }),
    http.post('*/wps/admin/members/:username/unlock', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      const body = (await request.json()) as { reason?: string };
      state.received.push({ call: 'unlock', body });
      const row = state.members.find((candidate) => candidate.username === detail.username)!;
      if (!row.disabled) return errorReply(409, MemberAdminErrorCode.notLocked);
      row.disabled = false;
      const extra = state.memberExtras[row.username];
      audit(
        account,
        'POST /wps/admin/members/:username/unlock',
        'Unlocked',
        `username=${row.username}`,
        {
          status: 'locked',
          lock: extra.lock,
        },
        body,
      );
      extra.lock = null;
      return okReply(detailOf(row.username));
    }),
    http.post('*/wps/admin/members/:username/reset-password', ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      if (!detail.email && !detail.mobile) return errorReply(409, MemberAdminErrorCode.noContact);
      const extra = state.memberExtras[detail.username];
      const sessionsEnded = extra.sessions.length;
      extra.sessions = [];
      extra.mustChangePassword = true;
      state.received.push({ call: 'reset-password', body: { username: detail.username } });
      audit(
        account,
        'POST /wps/admin/members/:username/reset-password',
        'Reset the password',
        `username=${detail.username}`,
        { mustChangePassword: false },
        null,
      );
      const channel = detail.email ? 'email' : 'sms';
      const to = detail.email
        ? `${detail.email.slice(0, 1)}***@${detail.email.split('@')[1]}`
        : '091****0101';
      return okReply({ channel, to, sessionsEnded });
    }),
    http.put('*/wps/admin/members/:username/labels', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const detail = detailOf(String(params['username']));
      if (!detail) return errorReply(404, ErrorCode.notFound);
      const body = (await request.json()) as { labels: string[] };
      state.received.push({ call: 'labels', body });
      const known = new Set(state.loyalty.vipLabels.map((label) => label.label));
      if (body.labels.some((label) => !known.has(label)))
        return errorReply(400, MemberAdminErrorCode.labelUnknown);
      const extra = state.memberExtras[detail.username];
      audit(
        account,
        'PUT /wps/admin/members/:username/labels',
        'Set labels',
        `username=${detail.username}`,
        {
          labels: extra.labels,
        },
        body,
      );
      extra.labels = body.labels;
      return okReply(detailOf(detail.username));
    }),
    http.post('*/wps/admin/vip/members/:userId/rank', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'vip:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { level: number; reason: string };
      state.received.push({ call: 'rank', body });
      const row = state.members.find((candidate) => candidate.userId === Number(params['userId']));
      if (!row) return errorReply(404, ErrorCode.notFound);
      if (!state.loyalty.vipRanks.some((rank) => rank.level === body.level) || row.vipLevel === body.level)
        return errorReply(400, ErrorCode.vipRankInvalid);
      const change = {
        id: String(nextId++),
        userId: row.userId,
        fromLevel: row.vipLevel,
        toLevel: body.level,
        kind: 'MANUAL',
        reason: body.reason,
        bonusPaid: '0',
        changedAt: now(),
      };
      row.vipLevel = body.level;
      state.memberExtras[row.username].clubLabel = rankNames[body.level - 1] ?? 'Regular';
      audit(
        account,
        'POST /wps/admin/vip/members/:userId/rank',
        'Set the rank',
        `userId=${row.userId}`,
        {
          level: change.fromLevel,
        },
        body,
      );
      return okReply({ list: [change] });
    }),
  ];

  const handlers: HttpHandler[] = [
    http.get('*/wps/system/publicKey', async () => okReply((await serverKey()).info)),
    http.post('*/wps/admin/auth/login', async ({ request }) => {
      await wait();
      const body = await opened<{ username: string; password: string }>(request);
      state.received.push({ call: 'login', body });
      const account = state.operators.find((candidate) => candidate.username === body.username);
      if (!account || account.password !== body.password)
        return errorReply(400, ErrorCode.invalidCredentials);
      if (account.disabled) return errorReply(403, ErrorCode.accountDisabled);
      const ticket = `ticket-${account.username}-${nextId++}-abcdefghijklmnop`;
      state.tickets.set(ticket, { username: account.username, expiresAt: now() + minutes(5) });
      return okReply({
        ticket,
        expiresAt: now() + minutes(5),
        enrol: account.totpEnrolled
          ? null
          : {
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauthUri: `otpauth://totp/Playfront%20back%20office:${account.username}?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Playfront%20back%20office`,
            },
      });
    }),
    http.post('*/wps/admin/auth/verify', async ({ request }) => {
      await wait();
      const body = (await request.json()) as { ticket: string; code: string };
      state.received.push({ call: 'verify', body });
      const ticket = state.tickets.get(body.ticket);
      if (!ticket) return errorReply(400, OperatorErrorCode.ticketInvalid);
      if (body.code !== MOCK_TOTP_CODE) return errorReply(400, OperatorErrorCode.totpCodeInvalid);
      state.tickets.delete(body.ticket);
      const account = state.operators.find(
        (candidate) => candidate.username === ticket.username,
      ) as MockOperator;
      account.totpEnrolled = true;
      account.lastLoginAt = now();
      const token = `op-${account.username}-${nextId++}`;
      state.sessions.set(token, account.username);
      return okReply({ token, operator: meOf(account) });
    }),
    http.get('*/wps/admin/auth/brands', ({ request }) => {
      const { refusal } = caller(request, null);
      return refusal ?? okReply(state.brands);
    }),
    http.get('*/wps/admin/auth/me', ({ request }) => {
      state.merchants.push(request.headers.get('merchant') ?? '');
      const { account, refusal } = caller(request, null);
      return refusal ?? okReply(meOf(account));
    }),
    http.post('*/wps/admin/auth/logout', ({ request }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      state.sessions.delete(token);
      return okReply(null);
    }),

    http.get('*/wps/admin/dashboard', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'dashboard:read');
      if (refusal) return refusal;
      const dashboard: AdminDashboard = {
        day: '2026-11-27',
        deposits: { count: 42, amount: '1834550' },
        withdrawals: { count: 17, amount: '902000' },
        bets: { count: 5120, amount: '7340025' },
        payouts: { count: 2210, amount: '6901000' },
        grossGamingRevenue: '439025',
        activePlayers: 318,
        newPlayers: 12,
        pending: {
          deposits: state.deposits.length,
          withdrawals: state.withdrawals.length,
          disputes: state.disputes.length,
          redemptions: 3,
          affiliateApplications: 1,
          feedback: 4,
          proposals: state.proposals.filter((proposal) => proposal.status === 'pending').length,
          affordabilityReviews: state.protection.reviews.filter((review) => review.status === 'OPEN').length,
        },
      };
      return okReply(dashboard);
    }),

    http.get('*/wps/admin/operators', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'operators:read');
      return refusal ?? okReply({ list: state.operators.map(publicAccount) });
    }),
    http.get('*/wps/admin/roles', ({ request }) => {
      const { refusal } = caller(request, 'operators:read');
      return (
        refusal ??
        okReply({
          list: Object.entries(mockRolePermissions).map(([role, permissions]) => ({ role, permissions })),
        })
      );
    }),
    http.post('*/wps/admin/operators', async ({ request }) => {
      const { account, refusal } = caller(request, 'operators:write');
      if (refusal) return refusal;
      const body = await opened<{ username: string; displayName: string; roles: string[]; password: string }>(
        request,
      );
      state.received.push({ call: 'createOperator', body });
      if (state.operators.some((candidate) => candidate.username === body.username))
        return errorReply(409, OperatorErrorCode.operatorExists);
      const created = operator(body.username, body.displayName, body.roles, {
        password: body.password,
        totpEnrolled: false,
        lastLoginAt: null,
        createdAt: now(),
        createdBy: account.username,
      });
      state.operators.push(created);
      audit(
        account,
        'POST /wps/admin/operators',
        `Created operator ${body.username}`,
        `username=${body.username}`,
        null,
        publicAccount(created),
      );
      return okReply(publicAccount(created));
    }),
    http.put('*/wps/admin/operators/:username', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'operators:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { displayName?: string; roles?: string[]; disabled?: boolean };
      state.received.push({ call: 'updateOperator', body });
      const target = state.operators.find((candidate) => candidate.username === params['username']);
      if (!target) return errorReply(404, ErrorCode.notFound);
      const before = publicAccount(target);
      const next = { ...target, ...body };
      const admins = state.operators.filter(
        (candidate) =>
          !candidate.disabled && candidate.roles.includes('admin') && candidate.username !== target.username,
      );
      if (
        admins.length === 0 &&
        (next.disabled || !next.roles.includes('admin')) &&
        target.roles.includes('admin')
      )
        return errorReply(409, OperatorErrorCode.lastAdmin);
      Object.assign(target, body);
      audit(
        account,
        'PUT /wps/admin/operators/:username',
        `Changed operator ${target.username}`,
        `username=${target.username}`,
        before,
        publicAccount(target),
      );
      return okReply(publicAccount(target));
    }),
    http.post('*/wps/admin/operators/:username/reset', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'operators:write');
      if (refusal) return refusal;
      const body = await opened<{ password: string }>(request);
      state.received.push({ call: 'resetOperator', body });
      const target = state.operators.find((candidate) => candidate.username === params['username']);
      if (!target) return errorReply(404, ErrorCode.notFound);
      target.password = body.password;
      target.totpEnrolled = false;
      audit(
        account,
        'POST /wps/admin/operators/:username/reset',
        `Reset the password of ${target.username}`,
        `username=${target.username}`,
        null,
        null,
      );
      return okReply(publicAccount(target));
    }),

    http.get('*/wps/admin/audit', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'audit:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const has = (value: string | null, part: string | null) =>
        !part || (value ?? '').toLowerCase().includes(part.toLowerCase());
      const from = Number(url.searchParams.get('from') ?? 0);
      const to = Number(url.searchParams.get('to') ?? Number.MAX_SAFE_INTEGER);
      const rows = state.audit.filter(
        (entry) =>
          (!url.searchParams.get('actor') || entry.actor === url.searchParams.get('actor')) &&
          has(entry.action, url.searchParams.get('action')) &&
          has(entry.target, url.searchParams.get('target')) &&
          entry.at >= from &&
          entry.at <= to,
      );
      return okReply(page(rows, url));
    }),

    http.get('*/wps/admin/proposals', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'proposals:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      return okReply(
        page(
          state.proposals.filter((proposal) => !status || proposal.status === status),
          url,
        ),
      );
    }),
    http.post('*/wps/admin/proposals/:id/:decision', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'proposals:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { reason?: string };
      state.received.push({ call: `proposal-${String(params['decision'])}`, body });
      const proposal = state.proposals.find((candidate) => candidate.id === Number(params['id']));
      if (!proposal) return errorReply(404, ErrorCode.notFound);
      if (proposal.status !== 'pending') return errorReply(409, ErrorCode.alreadyDecided);
      const approve = params['decision'] === 'approve';
      if (proposal.proposedBy === account.username) return errorReply(409, OperatorErrorCode.selfApproval);
      proposal.status = approve ? 'approved' : 'rejected';
      proposal.decidedBy = account.username;
      proposal.decidedAt = now();
      proposal.reason = body.reason ?? null;
      if (approve && proposal.amount && proposal.kind !== 'withdrawal_release') {
        const username = proposal.target.replace(/^member=/, '');
        creditMain(username, BigInt(proposal.amount));
        proposal.result = { credited: proposal.amount };
      }
      audit(
        account,
        `POST /wps/admin/proposals/:id/${String(params['decision'])}`,
        `${approve ? 'Approved' : 'Rejected'} proposal ${proposal.id}`,
        `id=${proposal.id}`,
        { status: 'pending' },
        { status: proposal.status },
      );
      return okReply(proposal);
    }),

    http.get('*/wps/admin/members', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = state.members.filter(
        (row) =>
          !q ||
          row.username.includes(q) ||
          (row.mobile ?? '').includes(q) ||
          (row.email ?? '').toLowerCase().includes(q),
      );
      return okReply(page(rows, url));
    }),
    http.get('*/wps/admin/members/:username/wallets', ({ request, params }) => {
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const wallets = state.wallets[String(params['username'])];
      return wallets ? okReply({ list: wallets }) : errorReply(404, ErrorCode.notFound);
    }),
    http.post('*/wps/admin/members/:username/adjustments', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { amount: string; reason: string };
      state.received.push({
        call: 'adjustment',
        body: { ...body, idempotencyKey: request.headers.get('idempotency-key') },
      });
      const username = String(params['username']);
      const proposal = propose(
        account,
        'balance_adjustment',
        `member=${username}`,
        body.amount,
        { username, ...body },
        `Adjust ${username}: ${body.reason}`,
      );
      audit(
        account,
        'POST /wps/admin/members/:username/adjustments',
        proposal.summary,
        `member=${username}`,
        null,
        { proposal: proposal.id },
      );
      return HttpResponse.json(
        { success: true, value: { proposal }, message: null, code: null },
        { status: 202 },
      );
    }),
    http.post('*/wps/admin/members/:username/bonus', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { amount: string; reason: string };
      state.received.push({ call: 'bonus', body });
      const username = String(params['username']);
      if (BigInt(body.amount) > state.bonusThreshold) {
        const proposal = propose(
          account,
          'bonus_grant',
          `member=${username}`,
          body.amount,
          { username, ...body },
          `Bonus to ${username}: ${body.reason}`,
        );
        return HttpResponse.json(
          { success: true, value: { proposal }, message: null, code: null },
          { status: 202 },
        );
      }
      audit(
        account,
        'POST /wps/admin/members/:username/bonus',
        `Bonus to ${username}`,
        `member=${username}`,
        null,
        body,
      );
      return okReply({ reference: `B${nextId++}` });
    }),

    http.get('*/wps/admin/deposits/pending', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'deposits:read');
      return refusal ?? okReply({ list: state.deposits });
    }),
    http.post('*/wps/admin/deposits/:reference', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'deposits:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { decision: 'approve' | 'reject' };
      state.received.push({ call: 'deposit', body });
      const deposit = state.deposits.find((candidate) => candidate.reference === params['reference']);
      if (!deposit) return errorReply(409, ErrorCode.alreadyDecided);
      state.deposits = state.deposits.filter((candidate) => candidate !== deposit);
      const decided = {
        ...deposit,
        status: body.decision === 'approve' ? 'APPROVED' : 'REJECTED',
        decidedAt: now(),
      };
      audit(
        account,
        'POST /wps/admin/deposits/:reference',
        `${body.decision} deposit ${deposit.reference}`,
        `reference=${deposit.reference}`,
        { status: 'PENDING' },
        { status: decided.status },
      );
      return okReply(decided);
    }),
    http.get('*/wps/admin/withdrawals/pending', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'withdrawals:read');
      return refusal ?? okReply({ list: state.withdrawals });
    }),
    http.get('*/wps/admin/withdrawals/disputes', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'withdrawals:read');
      return refusal ?? okReply({ list: state.disputes });
    }),
    http.get('*/wps/admin/withdrawals/:reference/proofs/:fileName', ({ request }) => {
      const { refusal } = caller(request, 'withdrawals:read');
      return refusal ?? new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
    }),
    http.post('*/wps/admin/withdrawals/:reference/dispute', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'withdrawals:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { resolution: string };
      state.received.push({ call: 'dispute', body });
      const dispute = state.disputes.find((candidate) => candidate.reference === params['reference']);
      if (!dispute) return errorReply(409, ErrorCode.alreadyDecided);
      state.disputes = state.disputes.filter((candidate) => candidate !== dispute);
      if (body.resolution === 'REFUNDED') creditMain(dispute.username, BigInt(dispute.amount));
      audit(
        account,
        'POST /wps/admin/withdrawals/:reference/dispute',
        `${body.resolution} ${dispute.reference}`,
        `reference=${dispute.reference}`,
        null,
        body,
      );
      return okReply({ ...dispute, disputeResolution: body.resolution });
    }),
    http.post('*/wps/admin/withdrawals/:reference', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'withdrawals:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { decision: 'approve' | 'reject' };
      state.received.push({ call: 'withdrawal', body });
      const withdrawal = state.withdrawals.find((candidate) => candidate.reference === params['reference']);
      if (!withdrawal) return errorReply(409, ErrorCode.alreadyDecided);
      if (body.decision === 'approve' && BigInt(withdrawal.amount) > state.withdrawalThreshold) {
        const proposal = propose(
          account,
          'withdrawal_release',
          `withdrawal=${withdrawal.reference}`,
          withdrawal.amount,
          { reference: withdrawal.reference },
          `Release withdrawal ${withdrawal.reference}`,
        );
        return HttpResponse.json(
          { success: true, value: { proposal }, message: null, code: null },
          { status: 202 },
        );
      }
      state.withdrawals = state.withdrawals.filter((candidate) => candidate !== withdrawal);
      const decided = {
        ...withdrawal,
        status: body.decision === 'approve' ? 'PAID' : 'REJECTED',
        decidedAt: now(),
      };
      audit(
        account,
        'POST /wps/admin/withdrawals/:reference',
        `${body.decision} withdrawal ${withdrawal.reference}`,
        `withdrawal=${withdrawal.reference}`,
        { status: 'PENDING' },
        { status: decided.status },
      );
      return okReply(decided);
    }),

    http.get('*/wps/admin/content/notices', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'content:read');
      return refusal ?? okReply({ list: state.notices });
    }),
    http.post('*/wps/admin/content/notices', async ({ request }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as Omit<AdminNotice, 'id' | 'date'>;
      state.received.push({ call: 'createNotice', body });
      if (!body.texts[state.brand.defaultLanguage])
        return errorReply(400, ErrorCode.validationFailed, {
          fields: [
            {
              field: `texts.${state.brand.defaultLanguage}`,
              key: 'required',
              message: 'The text in the brand default language is required',
            },
          ],
        });
      const notice: AdminNotice = {
        id: nextId++,
        audience: body.audience ?? 'PLAYERS',
        type: body.type ?? 'B',
        execution: body.execution ?? 'B',
        texts: body.texts as AdminNotice['texts'],
        date: now(),
      };
      state.notices.unshift(notice);
      audit(
        account,
        'POST /wps/admin/content/notices',
        `Published notice ${notice.id}`,
        `id=${notice.id}`,
        null,
        notice,
      );
      return okReply(notice);
    }),
    http.put('*/wps/admin/content/notices/:id', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as Partial<AdminNotice>;
      state.received.push({ call: 'updateNotice', body });
      const notice = state.notices.find((candidate) => candidate.id === Number(params['id']));
      if (!notice) return errorReply(404, ErrorCode.notFound);
      const before = structuredClone(notice);
      Object.assign(notice, { ...body, texts: { ...notice.texts, ...body.texts } });
      audit(
        account,
        'PUT /wps/admin/content/notices/:id',
        `Edited notice ${notice.id}`,
        `id=${notice.id}`,
        before,
        notice,
      );
      return okReply(notice);
    }),

    http.delete('*/wps/admin/content/notices/:id', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const index = state.notices.findIndex((candidate) => candidate.id === Number(params['id']));
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      const [before] = state.notices.splice(index, 1);
      state.received.push({ call: 'deleteNotice', body: { id: before!.id } });
      audit(
        account,
        'DELETE /wps/admin/content/notices/:id',
        `Deleted notice ${before!.id}`,
        `id=${before!.id}`,
        before,
        { id: before!.id },
      );
      return okReply({ id: before!.id });
    }),

    http.get('*/wps/admin/content/help', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'content:read');
      return refusal ?? okReply({ list: state.help });
    }),
    http.post('*/wps/admin/content/help/articles', async ({ request }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as Omit<AdminHelpArticle, 'id' | 'sort'> & { sort?: number };
      state.received.push({ call: 'createHelpArticle', body });
      const category = state.help.find((candidate) => candidate.code === body.category);
      if (!category) return errorReply(404, ErrorCode.notFound);
      if (!body.texts[state.brand.defaultLanguage]) return defaultLanguageRefusal();
      const article: AdminHelpArticle = {
        id: nextId++,
        category: category.code,
        texts: body.texts,
        sort: body.sort ?? category.articles.length,
      };
      category.articles.push(article);
      audit(
        account,
        'POST /wps/admin/content/help/articles',
        `Added help article ${article.id}`,
        `id=${article.id}`,
        null,
        article,
      );
      return okReply(article);
    }),
    http.put('*/wps/admin/content/help/articles/:id', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as Pick<AdminHelpArticle, 'texts'> & { sort?: number };
      state.received.push({ call: 'updateHelpArticle', body });
      const article = state.help
        .flatMap((category) => category.articles)
        .find((candidate) => candidate.id === Number(params['id']));
      if (!article) return errorReply(404, ErrorCode.notFound);
      const texts = { ...article.texts, ...body.texts };
      if (!texts[state.brand.defaultLanguage]) return defaultLanguageRefusal();
      const before = structuredClone(article);
      Object.assign(article, { texts, sort: body.sort ?? article.sort });
      audit(
        account,
        'PUT /wps/admin/content/help/articles/:id',
        `Edited help article ${article.id}`,
        `id=${article.id}`,
        before,
        article,
      );
      return okReply(article);
    }),
    http.delete('*/wps/admin/content/help/articles/:id', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const id = Number(params['id']);
      const category = state.help.find((candidate) =>
        candidate.articles.some((article) => article.id === id),
      );
      if (!category) return errorReply(404, ErrorCode.notFound);
      const before = category.articles.find((article) => article.id === id)!;
      category.articles = category.articles.filter((article) => article.id !== id);
      state.received.push({ call: 'deleteHelpArticle', body: { id } });
      audit(
        account,
        'DELETE /wps/admin/content/help/articles/:id',
        `Deleted help article ${id}`,
        `id=${id}`,
        before,
        { id },
      );
      return okReply({ id });
    }),

    http.put('*/wps/admin/content/help/categories/:code', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { texts: Record<string, string> };
      const category = state.help.find((candidate) => candidate.code === params['code']);
      if (!category) return errorReply(404, ErrorCode.notFound);
      state.received.push({ call: 'helpCategoryNames', body });
      const before = category.texts;
      category.texts = { ...category.texts, ...body.texts };
      audit(
        account,
        'PUT /wps/admin/content/help/categories/:code',
        `Renamed help category ${category.code}`,
        `code=${category.code}`,
        before,
        body,
      );
      return okReply({ id: category.id, code: category.code, texts: category.texts });
    }),
    http.get('*/wps/admin/content/licence', ({ request }) => {
      const { refusal } = caller(request, 'content:read');
      return refusal ?? okReply({ texts: state.licence });
    }),
    http.put('*/wps/admin/content/licence', async ({ request }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { texts: Record<string, string> };
      state.received.push({ call: 'licence', body });
      const before = state.licence;
      state.licence = { ...state.licence, ...body.texts };
      audit(account, 'PUT /wps/admin/content/licence', 'Set the licence line', null, before, body);
      return okReply({ texts: state.licence });
    }),

    http.get('*/wps/admin/content/banners', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'content:read');
      return refusal ?? okReply({ list: state.banners });
    }),
    http.put('*/wps/admin/content/banners/:id', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'content:write');
      if (refusal) return refusal;
      const body = (await request.json()) as BannerInput;
      state.received.push({ call: 'saveBanner', body: { id: params['id'], ...body } });
      const current = state.banners.find((banner) => banner.id === params['id']);
      const texts = { ...current?.texts, ...body.texts } as AdminBanner['texts'];
      if (!texts[state.brand.defaultLanguage]) return defaultLanguageRefusal();
      const before = current ? structuredClone(current) : null;
      const saved: AdminBanner = {
        id: String(params['id']),
        link: body.link ?? current?.link ?? '/',
        tone: body.tone ?? current?.tone ?? 'gold',
        texts,
      };
      if (current) Object.assign(current, saved);
      else state.banners.push(saved);
      audit(
        account,
        'PUT /wps/admin/content/banners/:id',
        `Saved banner ${saved.id}`,
        `id=${saved.id}`,
        before,
        saved,
      );
      return okReply({ list: state.banners });
    }),

    http.get('*/wps/admin/messages', async ({ request }) => {
      await wait();
      const { refusal } = caller(request, 'messages:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      return okReply({
        list: state.broadcasts.slice((page - 1) * size, page * size),
        total: state.broadcasts.length,
      });
    }),
    http.post('*/wps/admin/messages', async ({ request }) => {
      const { account, refusal } = caller(request, 'messages:write');
      if (refusal) return refusal;
      const body = (await request.json()) as BroadcastInput;
      state.received.push({ call: 'sendBroadcast', body });
      const known = new Set(state.members.map((member) => member.username.toLowerCase()));
      const unknown = (body.usernames ?? []).filter((name) => !known.has(name.trim().toLowerCase()));
      if (unknown.length > 0)
        return errorReply(400, ErrorCode.validationFailed, {
          fields: [
            {
              field: 'usernames',
              key: 'inbox_unknown_usernames',
              message: `No member named ${unknown.join(', ')}`,
              params: { names: unknown.join(', ') },
            },
          ],
        });
      const sent: AdminBroadcast = {
        id: nextId++,
        titles: body.titles,
        contents: body.contents,
        audience: body.usernames ? 'USERS' : 'ALL',
        recipients: body.usernames
          ? new Set(body.usernames.map((name) => name.toLowerCase())).size
          : state.members.length,
        read: 0,
        deleted: 0,
        createdAt: now(),
      };
      state.broadcasts.unshift(sent);
      audit(account, 'POST /wps/admin/messages', `Sent message ${sent.id}`, `id=${sent.id}`, null, sent);
      return okReply(sent);
    }),

    http.get('*/wps/system/permission', async () => {
      await wait();
      return okReply({
        whitelabel: state.brandSecurity.whitelabel,
        registerRules: state.brandSecurity.registerRules,
        resources: state.brandSecurity.resources.resources.map((entry) => ({
          ...entry,
          // A drawn square in place of the server's QR image.
          qrCodeUrl: `data:image/svg+xml,${encodeURIComponent(QR_PLACEHOLDER)}`,
        })),
        customerService: state.brandSecurity.resources.customerService.map((entry) => ({
          csType: entry.type,
          path: 'x',
        })),
        gtagId: null,
        imageCDNs: [],
        launchGameCDNs: [],
        location: { ip: '203.0.113.7', country: 'PH' },
        maintenance: { enabled: state.status === 1, message: state.maintenanceMessage },
        regionRestriction: { restricted: state.status === 2, countries: state.restrictedCountries },
        agentPolicy: { dividend: true, salary: true },
        brand: state.brand,
      });
    }),
    http.put('*/wps/admin/system/status', async ({ request }) => {
      const { account, refusal } = caller(request, 'system:write');
      if (refusal) return refusal;
      const body = (await request.json()) as {
        status: 0 | 1 | 2;
        message?: string;
        restrictedCountries?: string[];
      };
      state.received.push({ call: 'status', body });
      const before = { status: state.status };
      state.status = body.status;
      state.maintenanceMessage = body.message ?? state.maintenanceMessage;
      state.restrictedCountries = body.restrictedCountries ?? state.restrictedCountries;
      audit(account, 'PUT /wps/admin/system/status', 'Set the system status', 'setting=status', before, body);
      return okReply(body.status);
    }),
    http.put('*/wps/admin/setting/brand', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as Partial<BrandRuntime>;
      state.received.push({ call: 'brand', body });
      const before = state.brand;
      state.brand = { ...state.brand, ...body };
      audit(
        account,
        'PUT /wps/admin/setting/brand',
        'Changed the brand setting',
        'setting=brand',
        before,
        state.brand,
      );
      return okReply(state.brand);
    }),
    ...catalogueHandlers(state.catalogue, caller, audit, state.received),
    ...supportHandlers(state.support, caller, audit, state.received, now),
    ...agentHandlers(state.agents, caller, audit, state.received, now),
    ...channelHandlers(state.channels, caller, audit, state.received),
    ...brandSecurityHandlers(state.brandSecurity, caller, audit, state.received),
    ...protectionHandlers(
      state.protection,
      caller,
      audit,
      state.received,
      (username) => detailOf(username)?.username ?? null,
    ),

    // ---- One member (additive: the calls of /wps/admin/members/:username/...) ----
    ...memberHandlers(),
    ...loyaltyHandlers(state.loyalty, {
      caller,
      audit,
      wait,
      now,
      nextId: () => nextId++,
      received: state.received,
    }),
  ];

  /** Signs an operator in without the two steps: their session token. */
  const signIn = (username: string): string => {
    const token = `op-${username}-${nextId++}`;
    state.sessions.set(token, username);
    return token;
  };

  return { state, handlers, signIn };
}

export type MockBackOffice = ReturnType<typeof createMockBackOffice>;
