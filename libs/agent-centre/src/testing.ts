// Test and story entry of @playfront/agent-centre (`@playfront/agent-centre/testing`): fixtures and MSW
// handlers of the agent centre's calls, shared by its specs and stories.
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';
import type {
  AgentContract,
  AgentPolicy,
  AgentSettlement,
  Notice,
  ProfitLossRow,
  TeamBetRow,
  TeamMember,
  TeamOverview,
  TeamTransactionRow,
} from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { registerSettings } from '@playfront/auth-session/testing';
import { balanceHandler } from '@playfront/wallet/testing';

/** "Today" of every spec and story (the presets count back from it). */
export const agentToday = new Date(2026, 0, 20, 12, 0);

export const allKinds: AgentPolicy = {
  dividend: true,
  dailyWage: true,
  hourlyWage: true,
  realtimeSalary: true,
};

/** The signed-in agent of every spec and story. */
export const demoAgentInfo = {
  id: 7,
  account: 'demo_agent',
  userName: 'demo_agent',
  nickname: 'Agent',
  type: 1,
  toUpline: false,
  clubLabel: { labelName: 'Gold', rankLevel: 2 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  referralCode: 'AGENT01',
  avatar: '',
  avatarType: 'STATIC',
  passwordChangeRequired: false,
};

/** GET /wps/member/info of the agent (or of `over`'s account). */
export const agentInfoHandler = (over: Partial<typeof demoAgentInfo> = {}) =>
  http.get('*/wps/member/info', () => okReply({ ...demoAgentInfo, ...over }));

/** GET /wps/system/permission with the brand's agent policy (the rest is not read by the agent centre). */
export const permissionHandler = (policy: AgentPolicy = allKinds, delayMs = 0) =>
  http.get('*/wps/system/permission', async () => {
    if (delayMs > 0) await delay(delayMs);
    return okReply({
      whitelabel: [],
      registerRules: {},
      resources: [],
      customerService: [],
      gtagId: null,
      imageCDNs: [],
      launchGameCDNs: [],
      location: { ip: '127.0.0.1', country: null },
      maintenance: { enabled: false, message: null },
      regionRestriction: { restricted: false, countries: [] },
      agentPolicy: policy,
    });
  });

/** Notices addressed to agents, newest first. */
export const agentNoticeFixture: Notice[] = [
  {
    id: 31,
    title: 'Commission schedule',
    content: '<h3>Commission schedule</h3><p>Daily wages are paid the next day for the previous day.</p>',
    date: Date.UTC(2026, 0, 19, 8, 0),
  },
  {
    id: 32,
    title: 'New contract rules',
    content: "<h3>New contract rules</h3><p>A downline's rate can never exceed its upline's rate.</p>",
    date: Date.UTC(2026, 0, 15, 8, 0),
  },
  {
    id: 33,
    title: 'Registering your team',
    content: '<h3>Registering your team</h3><p>Hand the one-time password to its owner.</p>',
    date: Date.UTC(2026, 0, 8, 8, 0),
  },
];

/** GET /wps/agent/notices over `notices`, 9 a page (or the asked pageSize) like the server. */
export const agentNoticesHandler = (
  notices: Notice[] = agentNoticeFixture,
  onQuery?: (query: URLSearchParams) => void,
) =>
  http.get('*/wps/agent/notices', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    const p = Number(query.get('page') ?? 1);
    const size = Number(query.get('pageSize') ?? 9);
    return okReply({
      list: notices.slice((p - 1) * size, p * size),
      total: notices.length,
      page: p,
      pageSize: size,
    });
  });

/** The calls every agent-centre page makes around it: member info, balance, permission, agent notices. */
/** The brand's registration rules: the date of birth asked (minimum age 18) unless `birthday` is false. */
export const registerSettingsHandler = (birthday = true): HttpHandler =>
  http.get('*/wps/system/setting/register', () => {
    const settings = registerSettings();
    const rule = settings.rules['birthday'];
    return okReply(
      birthday || !rule
        ? settings
        : { ...settings, rules: { ...settings.rules, birthday: { ...rule, enabled: false } } },
    );
  });

export const agentBaseHandlers = (policy: AgentPolicy = allKinds): HttpHandler[] => [
  agentInfoHandler(),
  balanceHandler(),
  permissionHandler(policy),
  agentNoticesHandler(),
  registerSettingsHandler(),
];

const day = (d: number, h = 10) => Date.UTC(2026, 0, d, h, 0);

export const teamMember = (over: Partial<TeamMember>): TeamMember => ({
  id: 100,
  username: 'team_member1',
  nickname: '',
  accountType: 0,
  level: 1,
  upline: 'demo_agent',
  status: 'ACTIVE',
  balance: '250000',
  registeredAt: day(2),
  lastLoginAt: day(19),
  ...over,
});

export const demoTeam: TeamMember[] = [
  teamMember({}),
  teamMember({ id: 101, username: 'team_agent1', accountType: 1, balance: '1000000' }),
  teamMember({ id: 102, username: 'team_sub1', level: 2, upline: 'team_agent1', lastLoginAt: null }),
  teamMember({ id: 103, username: 'team_off', status: 'DISABLED', balance: '0' }),
];

type Query = URLSearchParams;
const page = <T>(list: T[], query: Query, extra: object = {}) => {
  const p = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 20);
  return { list: list.slice((p - 1) * size, p * size), total: list.length, page: p, size, ...extra };
};

/** GET /wps/agent/team over `team`, filtered by search, status and scope like the server. */
export const teamHandler = (team: TeamMember[] = demoTeam, onQuery?: (query: Query) => void) =>
  http.get('*/wps/agent/team', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    const search = query.get('search');
    const status = query.get('status');
    const direct = query.get('scope') === 'direct';
    return okReply(
      page(
        team.filter(
          (m) =>
            (!search || m.username.startsWith(search)) &&
            (!status || m.status === status) &&
            (!direct || m.level === 1),
        ),
        query,
      ),
    );
  });

/** POST /wps/agent/team/transfer: sends the amount (or refuses with `code`), telling what was sent. */
export const transferHandler = ({
  code,
  status = 400,
  onRequest,
}: { code?: string; status?: number; onRequest?: (body: unknown, key: string | null) => void } = {}) =>
  http.post('*/wps/agent/team/transfer', async ({ request }) => {
    const body = (await request.json()) as { downline: string; amount: string };
    onRequest?.(body, request.headers.get('Idempotency-Key'));
    if (code) return errorReply(status, code);
    return okReply({
      reference: 'TX-0001',
      amount: body.amount,
      downline: body.downline,
      mainBalance: String(100000n - BigInt(body.amount)),
    });
  });

/** POST /wps/agent/team/register: a new account with a one-time password (or refuses with `code`). */
export const registerHandler = ({
  code,
  onRequest,
}: { code?: string; onRequest?: (body: unknown) => void } = {}) =>
  http.post('*/wps/agent/team/register', async ({ request }) => {
    const body = (await request.json()) as { username: string; role: 'member' | 'agent' };
    onRequest?.(body);
    if (code) return errorReply(409, code);
    return okReply({
      username: body.username,
      accountType: body.role === 'agent' ? 1 : 0,
      initialPassword: 'Kx7!pQ2m',
    });
  });

const figures = (validBet: bigint, payout: bigint, deposits: bigint, withdrawals: bigint) => ({
  deposits: String(deposits),
  depositCount: deposits > 0n ? 2 : 0,
  withdrawals: String(withdrawals),
  withdrawalCount: withdrawals > 0n ? 1 : 0,
  validBet: String(validBet),
  payout: String(payout),
  profitLoss: String(validBet - payout),
});

export const demoOverview = (from = '2026-01-14', to = '2026-01-20'): TeamOverview => {
  const days = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const date = d.toISOString().slice(0, 10);
    days.push({
      date,
      ...(date === to ? figures(500000n, 320000n, 200000n, 50000n) : figures(0n, 0n, 0n, 0n)),
    });
  }
  return {
    from,
    to,
    teamSize: 4,
    directSize: 3,
    newMembers: 1,
    activeMembers: 2,
    ...figures(500000n, 320000n, 200000n, 50000n),
    days,
  };
};

/** GET /wps/agent/overview for the asked period. */
export const overviewHandler = (onQuery?: (query: Query) => void) =>
  http.get('*/wps/agent/overview', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    return okReply(demoOverview(query.get('from') ?? undefined, query.get('to') ?? undefined));
  });

export const demoBets: TeamBetRow[] = [
  {
    roundId: 'R-9001',
    username: 'team_member1',
    gameCode: 'FORTUNE',
    gameName: 'Gates of Fortune',
    category: 'RNG',
    stake: '10000',
    payout: '25000',
    status: 'SETTLED',
    createdAt: day(19, 9),
    settledAt: day(19, 9),
  },
  {
    roundId: 'R-9002',
    username: 'team_sub1',
    gameCode: 'BACCARAT',
    gameName: 'Baccarat',
    category: 'LIVE',
    stake: '50000',
    payout: null,
    status: 'OPEN',
    createdAt: day(20, 8),
    settledAt: null,
  },
];

export const demoProfitLoss: ProfitLossRow[] = [
  {
    username: 'team_sub1',
    level: 2,
    validBet: '400000',
    payout: '250000',
    profitLoss: '150000',
    deposits: '200000',
    withdrawals: '0',
  },
  {
    username: 'team_member1',
    level: 1,
    validBet: '100000',
    payout: '130000',
    profitLoss: '-30000',
    deposits: '0',
    withdrawals: '50000',
  },
];

export const demoTransactions: TeamTransactionRow[] = [
  {
    reference: 'TX-1',
    username: 'team_member1',
    type: 'TRANSFER_FROM_UPLINE',
    amount: '50000',
    balanceAfter: '250000',
    time: day(19, 11),
  },
  {
    reference: 'TX-2',
    username: 'team_sub1',
    type: 'WITHDRAWAL',
    amount: '-20000',
    balanceAfter: '80000',
    time: day(18, 15),
  },
];

export const settlement = (over: Partial<AgentSettlement>): AgentSettlement => ({
  id: 'S-1',
  contractId: 1,
  kind: 'DAILY_WAGE',
  payer: null,
  payee: 'demo_agent',
  periodStart: Date.UTC(2026, 0, 18),
  periodEnd: Date.UTC(2026, 0, 19),
  validBet: '500000',
  payout: '320000',
  teamLoss: '180000',
  activeMembers: 2,
  rateBps: 150,
  amount: '7500',
  status: 'PAID',
  attempts: 1,
  lastError: null,
  paidAt: Date.UTC(2026, 0, 19, 0, 1),
  ...over,
});

export const demoSettlements: AgentSettlement[] = [
  settlement({}),
  settlement({
    id: 'S-2',
    kind: 'DIVIDEND',
    periodStart: Date.UTC(2026, 0, 12),
    periodEnd: Date.UTC(2026, 0, 19),
    rateBps: 1000,
    amount: '18000',
    status: 'PENDING',
    paidAt: null,
  }),
  settlement({
    id: 'S-3',
    kind: 'HOURLY_WAGE',
    periodStart: Date.UTC(2026, 0, 19, 9),
    periodEnd: Date.UTC(2026, 0, 19, 10),
    amount: '0',
    rateBps: null,
    status: 'NIL',
  }),
  // Paid by demo_agent to its sub-agent under the contract it gave.
  settlement({
    id: 'S-4',
    contractId: 5,
    payer: 'demo_agent',
    payee: 'agentsub1',
    validBet: '200000',
    payout: '150000',
    teamLoss: '50000',
    activeMembers: 1,
    rateBps: 50,
    amount: '1000',
  }),
];

/** A list call over `rows` (filtered by username and by `filter`); `extra` adds totals. */
const listHandler = <T extends { username?: string }>(
  path: string,
  rows: T[],
  filter: (row: T, query: Query) => boolean = () => true,
  extra: (rows: T[]) => object = () => ({}),
  onQuery?: (query: Query) => void,
) =>
  http.get(`*${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    const username = query.get('username');
    const list = rows.filter((r) => (!username || r.username === username) && filter(r, query));
    return okReply(page(list, query, extra(list)));
  });

export const betsHandler = (rows: TeamBetRow[] = demoBets, onQuery?: (q: Query) => void) =>
  listHandler(
    '/wps/agent/bets',
    rows,
    (r, q) =>
      (!q.get('status') || r.status === q.get('status')) &&
      (!q.get('category') || r.category === q.get('category')),
    undefined,
    onQuery,
  );

const sum = <T>(rows: T[], pick: (r: T) => string) => String(rows.reduce((s, r) => s + BigInt(pick(r)), 0n));

export const profitLossHandler = (rows: ProfitLossRow[] = demoProfitLoss, onQuery?: (q: Query) => void) =>
  listHandler(
    '/wps/agent/profit-loss',
    rows,
    undefined,
    (list) => ({
      totals: {
        validBet: sum(list, (r) => r.validBet),
        payout: sum(list, (r) => r.payout),
        profitLoss: sum(list, (r) => r.profitLoss),
        deposits: sum(list, (r) => r.deposits),
        withdrawals: sum(list, (r) => r.withdrawals),
      },
    }),
    onQuery,
  );

export const transactionsHandler = (
  rows: TeamTransactionRow[] = demoTransactions,
  onQuery?: (q: Query) => void,
) =>
  listHandler(
    '/wps/agent/transactions',
    rows,
    (r, q) => !q.get('type') || r.type === q.get('type'),
    undefined,
    onQuery,
  );

export const settlementsHandler = (rows: AgentSettlement[] = demoSettlements, onQuery?: (q: Query) => void) =>
  http.get('*/wps/agent/settlements', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    const paid = query.get('role') === 'paid';
    const list = rows.filter(
      (r) =>
        (paid ? r.payer === 'demo_agent' : r.payee === 'demo_agent') &&
        (!query.get('kind') || r.kind === query.get('kind')) &&
        (!query.get('status') || r.status === query.get('status')),
    );
    return okReply(
      page(list, query, {
        paidTotal: sum(
          list.filter((r) => r.status === 'PAID'),
          (r) => r.amount,
        ),
      }),
    );
  });

export const contract = (over: Partial<AgentContract>): AgentContract => ({
  id: 1,
  kind: 'DAILY_WAGE',
  upline: null,
  downline: 'demo_agent',
  terms: {
    kind: 'DAILY_WAGE',
    tiers: [
      { betAmount: '100000', rateBps: 100 },
      { betAmount: '500000', rateBps: 150 },
    ],
  },
  status: 'ACTIVE',
  request: null,
  requestedBy: null,
  endReason: null,
  offeredAt: day(1),
  startedAt: day(1),
  endedAt: null,
  autoTerminates: [],
  ...over,
});

export const demoContracts: AgentContract[] = [
  contract({}),
  contract({
    id: 2,
    upline: 'demo_agent',
    downline: 'team_agent1',
    terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '100000', rateBps: 80 }] },
    status: 'OFFERED',
    request: 'NEW_CONTRACT',
    requestedBy: 'upline',
    startedAt: null,
  }),
  contract({
    id: 3,
    upline: 'big_boss',
    terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '100000', rateBps: 120 }] },
    status: 'OFFERED',
    request: 'NEW_CONTRACT',
    requestedBy: 'upline',
    startedAt: null,
  }),
];

/**
 * An offer below what the agent gives two of its downlines: accepting it ends both of their contracts
 * (`autoTerminates` names them), as the server's ceiling does.
 */
export const undercutContracts: AgentContract[] = [
  contract({
    id: 21,
    upline: 'big_boss',
    terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '100000', rateBps: 50 }] },
    status: 'OFFERED',
    request: 'NEW_CONTRACT',
    requestedBy: 'upline',
    startedAt: null,
    autoTerminates: ['team_agent1', 'team_agent2'],
  }),
  contract({
    id: 22,
    upline: 'demo_agent',
    downline: 'team_agent1',
    terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '100000', rateBps: 100 }] },
  }),
  contract({
    id: 23,
    upline: 'demo_agent',
    downline: 'team_agent2',
    terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '100000', rateBps: 80 }] },
  }),
];

/**
 * GET /wps/agent/contracts (by kind) and the answers, each applied to the list and told to `onAction`:
 * accepting ends the contracts the answered one names in `autoTerminates` (end reason AUTO).
 */
export const contractsHandlers = (
  contracts: AgentContract[] = demoContracts,
  {
    onAction,
    onOffer,
    actionCode,
  }: {
    onAction?: (id: number, action: string) => void;
    onOffer?: (body: unknown) => void;
    actionCode?: string;
  } = {},
): HttpHandler[] => {
  let list = [...contracts];
  return [
    http.get('*/wps/agent/contracts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return okReply(
        page(
          list.filter((c) => !query.get('kind') || c.kind === query.get('kind')),
          query,
        ),
      );
    }),
    http.post('*/wps/agent/contracts/:id/:action', ({ params }) => {
      const id = Number(params['id']);
      const action = String(params['action']);
      onAction?.(id, action);
      if (actionCode) return errorReply(409, actionCode);
      const answered = list.find((c) => c.id === id);
      const ending = answered?.request === 'TERMINATION';
      const status =
        action === 'accept'
          ? ending
            ? 'TERMINATED'
            : 'ACTIVE'
          : action === 'reject'
            ? ending
              ? 'ACTIVE'
              : 'REJECTED'
            : action === 'withdraw'
              ? answered?.status === 'ACTIVE'
                ? 'ACTIVE'
                : 'WITHDRAWN'
              : 'ACTIVE';
      const ended = action === 'accept' ? (answered?.autoTerminates ?? []) : [];
      list = list.map((c) =>
        c.id === id
          ? {
              ...c,
              status,
              request: action === 'terminate' ? 'TERMINATION' : null,
              requestedBy: action === 'terminate' ? 'downline' : null,
              autoTerminates: [],
            }
          : c.kind === answered?.kind && c.status === 'ACTIVE' && ended.includes(c.downline)
            ? { ...c, status: 'TERMINATED', endReason: 'AUTO', request: null, requestedBy: null }
            : c,
      );
      return okReply(list.find((c) => c.id === id));
    }),
    http.post('*/wps/agent/contracts', async ({ request }) => {
      const body = (await request.json()) as { downline: string; terms: AgentContract['terms'] };
      onOffer?.(body);
      return okReply(
        contract({
          id: 99,
          upline: 'demo_agent',
          downline: body.downline,
          kind: body.terms.kind,
          terms: body.terms,
          status: 'OFFERED',
          request: 'NEW_CONTRACT',
          requestedBy: 'upline',
        }),
      );
    }),
  ];
};

/** Every agent-centre call answering with demo data. */
export const agentHandlers = (policy: AgentPolicy = allKinds): HttpHandler[] => [
  ...agentBaseHandlers(policy),
  teamHandler(),
  transferHandler(),
  registerHandler(),
  overviewHandler(),
  betsHandler(),
  profitLossHandler(),
  transactionsHandler(),
  settlementsHandler(),
  ...contractsHandlers(),
];

/** A failing GET of `path` (every list page's error state). */
export const failingHandler = (path: string, status = 500, code = 'internal_error') =>
  http.get(`*${path}`, () => errorReply(status, code));

/** An empty list of `path`. */
export const emptyListHandler = (path: string, extra: object = {}) =>
  http.get(`*${path}`, () => okReply({ list: [], total: 0, page: 1, size: 20, ...extra }));

/** A GET of `path` that never answers (every page's loading state). */
export const pendingHandler = (path: string) =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return okReply(null);
  });
