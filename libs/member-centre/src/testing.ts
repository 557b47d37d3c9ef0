// Test and story entry of @playfront/member-centre (`@playfront/member-centre/testing`): MSW handlers and
// fixtures of the member info, the payment password, the account record, the betting record, bonuses,
// rewards and missions, cashback, invite friends, the inbox, profit and loss and player protection, shared by
// the member centre's specs and stories.
import { delay, http } from 'msw';
import type {
  BetRound,
  BettingRecord,
  Bonus,
  BonusPage,
  Cashback,
  CashbackHistory,
  CashbackOverview,
  Mission,
  MissionLeaderboard,
  MissionList,
  MissionSummary,
  ReferralFriend,
  ReferralOverview,
  Reward,
  RewardClaimRequest,
  RewardList,
} from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';

/** The signed-in member of every member-centre spec and story. */
export const demoMemberInfo = {
  id: 1,
  account: 'demo_member',
  userName: 'demo_member',
  nickname: 'Demo',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', rankLevel: 2 },
  memberLabel: [],
  mobileNum: '+84*****678' as string | null,
  email: 'd***@example.com' as string | null,
  referralCode: 'ABC',
  avatar: '',
  avatarType: 'STATIC',
  passwordChangeRequired: false,
};

/** GET /wps/member/info, after `delayMs` (a spec that watches the spinner). */
export const memberInfoHandler = (over: Partial<typeof demoMemberInfo> = {}, delayMs = 0) =>
  http.get('*/wps/member/info', async () => {
    if (delayMs > 0) await delay(delayMs);
    return okReply({ ...demoMemberInfo, ...over });
  });

/** GET /wps/member/payment-password. */
export const paymentPasswordHandler = (isSet = true) =>
  http.get('*/wps/member/payment-password', () => okReply({ isSet }));

/** GET /wps/member/transactions: an empty account record. */
export const emptyTransactionsHandler = () =>
  http.get('*/wps/member/transactions', () => okReply({ list: [], total: 0, page: 1, size: 20 }));

/** One round of the betting record: a settled real-money slot spin unless `over` says otherwise. */
export const betRound = (over: Partial<BetRound>): BetRound => ({
  roundId: 'R1',
  gameId: 1,
  gameName: 'Gates of Fortune',
  vendorCode: 'PP',
  gameCategory: 'RNG',
  mode: 'REAL',
  stake: '1000',
  payout: '2500',
  status: 'SETTLED',
  detail: 'Spin 10.00',
  createdAt: Date.UTC(2026, 0, 15, 9, 30),
  settledAt: Date.UTC(2026, 0, 15, 9, 30),
  ...over,
});

/** A betting-record page of `list`, with its totals. */
export const bettingRecord = (list: BetRound[], total = list.length): BettingRecord => ({
  list,
  total,
  totalStake: String(list.reduce((sum, r) => sum + BigInt(r.stake), 0n)),
  totalPayout: String(list.reduce((sum, r) => sum + BigInt(r.payout ?? '0'), 0n)),
});

/**
 * GET /wps/game/bettingRecord over `rounds`, filtered by the query's category and status. Unfiltered it
 * reports `unfilteredTotal` rounds in all (three pages of 20 by default), so paging can be tried.
 */
export const bettingRecordHandler = (
  rounds: BetRound[],
  {
    unfilteredTotal = 45,
    onQuery,
  }: { unfilteredTotal?: number; onQuery?: (query: URLSearchParams) => void } = {},
) =>
  http.get('*/wps/game/bettingRecord', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    const category = query.get('category');
    const status = query.get('status');
    const list = rounds.filter(
      (r) => (!category || r.gameCategory === category) && (!status || r.status === status),
    );
    return okReply(bettingRecord(list, category || status ? list.length : unfilteredTotal));
  });

// ---------------------------------------------------------------------------------------------------------
// Bonuses, the reward centre and missions (issue 13)

/** One bonus: an active 100.00 deposit bonus with 1,000.00 turnover, 250.00 played, unless `over` says otherwise. */
export const bonus = (over: Partial<Bonus> = {}): Bonus => ({
  id: 1,
  source: { kind: 'PROMOTION', id: 11, title: 'Welcome deposit bonus' },
  amount: '10000',
  status: 'ACTIVE',
  turnoverRequired: '100000',
  turnoverDone: '25000',
  weights: { RNG: 10_000, LIVE: 1_000 },
  reference: 'BON-1',
  forfeitReference: null,
  forfeitedAmount: '0',
  grantedAt: Date.UTC(2026, 0, 10, 8, 0),
  expiresAt: Date.UTC(2026, 1, 9, 8, 0),
  completedAt: null,
  endedAt: null,
  ...over,
});

/** Bonuses of every status: active, completed, forfeited and expired. */
export const demoBonuses = (): Bonus[] => [
  bonus({}),
  bonus({
    id: 2,
    source: { kind: 'MISSION', id: 21, title: 'Daily spinner' },
    amount: '500',
    turnoverRequired: '1500',
    turnoverDone: '1500',
    status: 'COMPLETED',
    reference: 'BON-2',
    completedAt: Date.UTC(2026, 0, 12, 8, 0),
  }),
  bonus({
    id: 3,
    source: { kind: 'RAFFLE', id: 31, title: 'Lucky draw' },
    amount: '2000',
    status: 'FORFEITED',
    reference: 'BON-3',
    forfeitReference: 'BON-3-F',
    forfeitedAmount: '2000',
    endedAt: Date.UTC(2026, 0, 13, 8, 0),
  }),
  bonus({
    id: 4,
    source: { kind: 'PROMOTION', id: 12, title: 'Registration bonus' },
    amount: '800',
    status: 'EXPIRED',
    reference: 'BON-4',
    forfeitedAmount: '300',
    endedAt: Date.UTC(2026, 0, 14, 8, 0),
  }),
];

/** One reward of the reward centre: a claimable 50.00 promotion reward, unless `over` says otherwise. */
export const reward = (over: Partial<Reward> = {}): Reward => ({
  kind: 'PROMOTION',
  id: 11,
  title: 'Weekend reload',
  amount: '5000',
  status: 'claim',
  claimBy: Date.UTC(2026, 0, 25, 16, 0),
  ...over,
});

export const demoRewards = (): Reward[] => [
  reward({}),
  reward({ kind: 'MISSION', id: 21, title: 'Daily spinner', amount: '500', claimBy: null }),
  reward({ kind: 'RAFFLE', id: 31, title: 'Lucky draw', amount: '20000', status: 'claimed' }),
];

/** The mission period of the fixtures: 20 January 2026 (UTC), the week starting Monday 19 January. */
export const missionNow = Date.UTC(2026, 0, 20, 14, 0);
const dayStart = Date.UTC(2026, 0, 20);
const weekStart = Date.UTC(2026, 0, 19);

/** One mission: the daily "Daily spinner" with two tasks, unless `over` says otherwise. */
export const mission = (over: Partial<Mission> = {}): Mission => ({
  id: 21,
  title: 'Daily spinner',
  description: 'Spin the slots today.',
  period: 'DAILY',
  periodStart: dayStart,
  periodEnd: dayStart + 86_400_000,
  reward: '500',
  tasks: [
    { kind: 'BET_COUNT', category: 'RNG', target: '20', progress: '12', done: false },
    { kind: 'BET_AMOUNT', category: null, target: '10000', progress: '10000', done: true },
  ],
  status: 'process',
  ...over,
});

export const demoMissions = (): Mission[] => [
  mission({}),
  mission({
    id: 22,
    title: 'First deposit of the day',
    description: 'Top up once today.',
    reward: '300',
    tasks: [{ kind: 'DEPOSIT_AMOUNT', category: null, target: '20000', progress: '20000', done: true }],
    status: 'claim',
  }),
  mission({
    id: 23,
    title: 'Loyal week',
    description: 'Log in every day and win some rounds.',
    period: 'WEEKLY',
    periodStart: weekStart,
    periodEnd: weekStart + 7 * 86_400_000,
    reward: '5000',
    tasks: [
      { kind: 'LOGIN_DAYS', category: null, target: '5', progress: '2', done: false },
      { kind: 'WIN_ROUND', category: 'LIVE', target: '10', progress: '3', done: false },
    ],
  }),
];

/** A leaderboard of `period` with the reader third. */
export const missionLeaderboard = (period: 'DAILY' | 'WEEKLY'): MissionLeaderboard => ({
  period,
  periodStart: period === 'DAILY' ? dayStart : weekStart,
  list: [
    { rank: 1, username: 'ma***88', completed: period === 'DAILY' ? 4 : 15, rewards: '4200', me: false },
    { rank: 2, username: 'lu***ky', completed: period === 'DAILY' ? 3 : 11, rewards: '2600', me: false },
    { rank: 3, username: 'demo_member', completed: period === 'DAILY' ? 1 : 6, rewards: '500', me: true },
  ],
});

export interface RewardsBackendOptions {
  bonuses?: Bonus[];
  rewards?: Reward[];
  missions?: Mission[];
  /** Main balance in minor units (the header's), credited by claims and debited by forfeits. */
  balance?: bigint;
  /** Milliseconds each claim and forfeit takes (a spec that double-clicks, a story that shows the spinner). */
  delayMs?: number;
}

/**
 * An in-memory stand-in for the bonus, reward and mission calls: claims credit the balance once per
 * Idempotency-Key (a replay answers the first reply) and mark the reward and its mission claimed; a forfeit
 * takes the bonus back. `state` shows what the specs assert on: requests, keys and balance.
 */
export function rewardsBackend({
  bonuses = demoBonuses(),
  rewards = demoRewards(),
  missions = demoMissions(),
  balance = 100_000n,
  delayMs = 0,
}: RewardsBackendOptions = {}) {
  const state = {
    bonuses: [...bonuses],
    rewards: [...rewards],
    missions: [...missions],
    balance,
    claimRequests: 0,
    forfeitRequests: 0,
    balanceRequests: 0,
    keys: [] as string[],
  };
  const replies = new Map<string, unknown>();
  const credit = (kind: Bonus['source']['kind'], id: number, title: string, amount: string): Bonus => {
    state.balance += BigInt(amount);
    const granted = bonus({
      id: 100 + state.bonuses.length,
      source: { kind, id, title },
      amount,
      turnoverRequired: String(BigInt(amount) * 3n),
      turnoverDone: '0',
      reference: `BON-${kind}-${id}`,
      grantedAt: missionNow,
    });
    state.bonuses.unshift(granted);
    return granted;
  };
  const once = async (request: Request, reply: () => unknown) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    state.keys.push(key);
    if (delayMs > 0) await delay(delayMs);
    if (!replies.has(key)) replies.set(key, reply());
    return replies.get(key);
  };
  const claimMission = (id: number) => {
    state.missions = state.missions.map((m) => (m.id === id ? { ...m, status: 'claimed' } : m));
    state.rewards = state.rewards.map((r) =>
      r.kind === 'MISSION' && r.id === id ? { ...r, status: 'claimed' } : r,
    );
  };

  const handlers = [
    http.get('*/wps/v2/wallets/balance', () => {
      state.balanceRequests += 1;
      const main = String(state.balance);
      return okReply({ sumBalance: main, mainBalance: main, currency: 'PHP', currencySymbol: 'P' });
    }),
    http.get('*/wps/bonuses', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const list = state.bonuses.filter((b) => !status || b.status === status);
      const outstanding = state.bonuses
        .filter((b) => b.status === 'ACTIVE')
        .reduce((sum, b) => sum + BigInt(b.turnoverRequired) - BigInt(b.turnoverDone), 0n);
      const reply: BonusPage = {
        list: list.slice((page - 1) * size, page * size),
        total: list.length,
        turnoverOutstanding: String(outstanding),
        page,
        size,
      };
      return okReply(reply);
    }),
    http.post('*/wps/bonuses/:id/forfeit', async ({ request, params }) => {
      state.forfeitRequests += 1;
      const id = Number(params['id']);
      const result = (await once(request, () => {
        const found = state.bonuses.find((b) => b.id === id);
        if (!found || found.status !== 'ACTIVE') return null;
        const taken = BigInt(found.amount) < state.balance ? BigInt(found.amount) : state.balance;
        state.balance -= taken;
        const forfeited: Bonus = {
          ...found,
          status: 'FORFEITED',
          forfeitReference: `${found.reference}-F`,
          forfeitedAmount: String(taken),
          endedAt: missionNow,
        };
        state.bonuses = state.bonuses.map((b) => (b.id === id ? forfeited : b));
        return forfeited;
      })) as Bonus | null;
      return result ? okReply(result) : errorReply(409, 'bonus_not_active');
    }),
    http.get('*/wps/rewards', () => {
      const reply: RewardList = {
        list: state.rewards,
        claimable: state.rewards.filter((r) => r.status === 'claim').length,
      };
      return okReply(reply);
    }),
    http.post('*/wps/rewards/claim', async ({ request }) => {
      state.claimRequests += 1;
      const body = (await request.clone().json()) as RewardClaimRequest;
      const result = (await once(request, () => {
        const found = state.rewards.find((r) => r.kind === body.kind && r.id === body.id);
        if (!found || found.status !== 'claim') return null;
        state.rewards = state.rewards.map((r) => (r === found ? { ...r, status: 'claimed' } : r));
        if (found.kind === 'MISSION') claimMission(found.id);
        if (found.kind === 'CASHBACK') {
          // Cashback is paid into the main wallet, not as a bonus.
          state.balance += BigInt(found.amount);
          return { amount: found.amount };
        }
        return { bonus: credit(found.kind, found.id, found.title, found.amount), amount: found.amount };
      })) as { bonus?: Bonus; amount: string } | null;
      return result ? okReply(result) : errorReply(409, 'reward_not_claimable');
    }),
    http.get('*/wps/missions', () => okReply({ list: state.missions } satisfies MissionList)),
    http.get('*/wps/missions/summary', () => {
      const reply: MissionSummary = {
        open: state.missions.filter((m) => m.status !== 'claimed').length,
        claimable: state.missions.filter((m) => m.status === 'claim').length,
      };
      return okReply(reply);
    }),
    http.get('*/wps/missions/leaderboard', async ({ request }) => {
      if (delayMs > 0) await delay(delayMs);
      const period = new URL(request.url).searchParams.get('period') === 'WEEKLY' ? 'WEEKLY' : 'DAILY';
      return okReply(missionLeaderboard(period));
    }),
    http.post('*/wps/missions/:id/claim', async ({ request, params }) => {
      state.claimRequests += 1;
      const id = Number(params['id']);
      const result = (await once(request, () => {
        const found = state.missions.find((m) => m.id === id);
        if (!found || found.status !== 'claim') return null;
        claimMission(id);
        return {
          mission: { ...found, status: 'claimed' },
          bonus: credit('MISSION', id, found.title, found.reward),
        };
      })) as { mission: Mission; bonus: Bonus } | null;
      return result ? okReply(result) : errorReply(409, 'mission_not_claimable');
    }),
  ];
  return { state, handlers };
}

/** GET /wps/missions/summary with `open` missions (the member-centre badge). */
export const missionSummaryHandler = (open = 0, claimable = 0, onRequest?: () => void) =>
  http.get('*/wps/missions/summary', () => {
    onRequest?.();
    return okReply({ open, claimable } satisfies MissionSummary);
  });

// ---------------------------------------------------------------------------------------------------------
// Cashback (manualRebate)

const DAY_MS = 86_400_000;
/** The day the cashback fixtures call today (UTC). */
export const cashbackToday = Date.UTC(2026, 0, 15);

/**
 * One computed day: 14 January 2026 at the §9 rates, LIVE 1,234.56 at 0.70 % (8.64), RNG 500.00 at 1.20 %
 * (6.00) and FISH 99.99 at 1.20 % (1.19): 15.83 to claim, unless `over` says otherwise.
 */
export const cashbackDay = (over: Partial<Cashback> = {}): Cashback => {
  const periodStart = over.periodStart ?? cashbackToday - DAY_MS;
  return {
    id: 1,
    periodStart,
    periodEnd: periodStart + DAY_MS,
    rankLevel: 2,
    lines: [
      { category: 'FISH', validBet: '9999', rateBp: 120, amount: '119' },
      { category: 'LIVE', validBet: '123456', rateBp: 70, amount: '864' },
      { category: 'RNG', validBet: '50000', rateBp: 120, amount: '600' },
    ],
    validBet: '183455',
    amount: '1583',
    status: 'CLAIMABLE',
    expiresAt: periodStart + 8 * DAY_MS,
    claimedAt: null,
    reference: null,
    ...over,
  };
};

export interface CashbackBackendOptions {
  claimable?: Cashback[];
  /** Claimed and expired days (newest first). */
  history?: Cashback[];
  /** Main balance in minor units (the header's), credited by claims. */
  balance?: bigint;
  /** Milliseconds each claim takes (a spec that double-clicks, a story that shows the spinner). */
  delayMs?: number;
}

/**
 * An in-memory stand-in for the cashback calls: a claim pays every claimable day once per Idempotency-Key (a
 * replay answers the first reply; another key with nothing left answers 409 cashback_nothing_to_claim) and
 * moves them to the history. `state` shows what the specs assert on.
 */
export function cashbackBackend({
  claimable = [cashbackDay()],
  history = [
    cashbackDay({
      id: 2,
      periodStart: cashbackToday - 3 * DAY_MS,
      amount: '420',
      validBet: '50000',
      status: 'CLAIMED',
      claimedAt: cashbackToday - 2 * DAY_MS + 3_600_000,
      reference: 'CB00000000000002',
    }),
    cashbackDay({ id: 3, periodStart: cashbackToday - 12 * DAY_MS, amount: '75', status: 'EXPIRED' }),
  ],
  balance = 100_000n,
  delayMs = 0,
}: CashbackBackendOptions = {}) {
  const state = {
    claimable: [...claimable],
    history: [...history],
    balance,
    claimRequests: 0,
    balanceRequests: 0,
    keys: [] as string[],
  };
  const replies = new Map<string, { status: number; body: unknown }>();
  const overview = (): CashbackOverview => ({
    claimable: state.claimable,
    total: String(state.claimable.reduce((sum, day) => sum + BigInt(day.amount), 0n)),
    today: {
      periodStart: cashbackToday,
      periodEnd: cashbackToday + DAY_MS,
      lines: [{ category: 'SPORTS', validBet: '20000', rateBp: 100, amount: '200' }],
      validBet: '20000',
      amount: '200',
    },
    rankLevel: 2,
    rates: [
      { category: 'LIVE', rateBp: 70 },
      { category: 'SPORTS', rateBp: 100 },
      { category: 'FISH', rateBp: 120 },
      { category: 'RNG', rateBp: 120 },
      { category: 'PVP', rateBp: 100 },
    ],
    claimDays: 7,
  });
  const handlers = [
    http.get('*/wps/v2/wallets/balance', () => {
      state.balanceRequests += 1;
      const main = String(state.balance);
      return okReply({ sumBalance: main, mainBalance: main, currency: 'PHP', currencySymbol: 'P' });
    }),
    http.get('*/wps/cashback', () => okReply(overview())),
    http.get('*/wps/cashback/history', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const reply: CashbackHistory = {
        list: state.history.slice((page - 1) * size, page * size),
        total: state.history.length,
        page,
        size,
      };
      return okReply(reply);
    }),
    http.post('*/wps/cashback/claim', async ({ request }) => {
      state.claimRequests += 1;
      const key = request.headers.get('Idempotency-Key') ?? '';
      state.keys.push(key);
      if (delayMs > 0) await delay(delayMs);
      if (!replies.has(key)) {
        if (state.claimable.length === 0) {
          replies.set(key, { status: 409, body: null });
        } else {
          const claimed = state.claimable.map((day) => ({
            ...day,
            status: 'CLAIMED' as const,
            claimedAt: cashbackToday + 3_600_000,
            reference: `CB${String(day.id).padStart(14, '0')}`,
          }));
          const amount = claimed.reduce((sum, day) => sum + BigInt(day.amount), 0n);
          state.balance += amount;
          state.claimable = [];
          state.history = [...claimed, ...state.history];
          replies.set(key, {
            status: 200,
            body: { claimed, amount: String(amount), mainBalance: String(state.balance) },
          });
        }
      }
      const reply = replies.get(key)!;
      return reply.status === 200 ? okReply(reply.body) : errorReply(409, 'cashback_nothing_to_claim');
    }),
  ];
  return { handlers, state };
}

// ---------------------------------------------------------------------------------------------------------
// Invite friends

/** The member's referral code, rule (deposits 100.00, valid bets 200.00, reward 20.00) and totals. */
export const referralOverview = (over: Partial<ReferralOverview> = {}): ReferralOverview => ({
  referralCode: 'DEMO2026',
  link: 'https://playfront.example/?referralCode=DEMO2026',
  rule: { minDeposit: '10000', minTurnover: '20000', reward: '2000' },
  totals: { friends: 2, qualified: 1, rewarded: '2000' },
  ...over,
});

/** One invited friend: registered, with some progress, unless `over` says otherwise. */
export const referralFriend = (over: Partial<ReferralFriend> = {}): ReferralFriend => ({
  username: 'de***2',
  registeredAt: Date.UTC(2026, 0, 12, 8, 0),
  status: 'REGISTERED',
  deposits: '5000',
  depositsNeeded: '10000',
  turnover: '3000',
  turnoverNeeded: '20000',
  reward: null,
  rewardedAt: null,
  ...over,
});

/** demo_member's two friends: one still on its way, one rewarded. */
export const demoReferralFriends = (): ReferralFriend[] => [
  referralFriend({}),
  referralFriend({
    username: 'de***1',
    registeredAt: Date.UTC(2026, 0, 11, 8, 0),
    status: 'REWARDED',
    deposits: '20000',
    turnover: '22000',
    reward: '2000',
    rewardedAt: Date.UTC(2026, 0, 12, 9, 0),
  }),
];

export interface ReferralBackendOptions {
  overview?: ReferralOverview;
  friends?: ReferralFriend[];
  delayMs?: number;
}

/**
 * GET /wps/referral and GET /wps/referral/friends (paged by the query), counting the pages asked for, and the
 * balance the money format reads its currency from.
 */
export function referralBackend({
  overview = referralOverview(),
  friends = demoReferralFriends(),
  delayMs = 0,
}: ReferralBackendOptions = {}) {
  const state = { pages: [] as number[] };
  return {
    state,
    handlers: [
      http.get('*/wps/v2/wallets/balance', () =>
        okReply({ sumBalance: '100000', mainBalance: '100000', currency: 'PHP', currencySymbol: 'P' }),
      ),
      http.get('*/wps/referral', async () => {
        if (delayMs > 0) await delay(delayMs);
        return okReply(overview);
      }),
      http.get('*/wps/referral/friends', async ({ request }) => {
        if (delayMs > 0) await delay(delayMs);
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('size') ?? 10);
        state.pages.push(page);
        return okReply({
          list: friends.slice((page - 1) * size, page * size),
          total: friends.length,
          page,
          size,
        });
      }),
    ],
  };
}

export { demoInbox, inboxBackend, inboxMessage } from './testing/inbox-testing';
export type { InboxBackendOptions } from './testing/inbox-testing';
export { profitBackend, profitReport } from './testing/profit-testing';
export {
  demoProtectionLimits,
  pendingChange,
  periodEnd,
  protectionBackend,
  protectionLimit,
  protectionNow,
  protectionOverview,
  protectionSettings,
} from './testing/protection-testing';
export type { ProtectionBackendOptions } from './testing/protection-testing';
