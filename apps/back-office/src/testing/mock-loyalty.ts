// The marketing and loyalty calls of the mock API (promotions, their applications and draws, the points
// mall's redemptions and adjustments), answered as the platform API does: the same shapes
// (libs/api-contract promotion-admin.ts, points.ts), the same refusals (400 validation_failed with field
// errors, 404 not_found, 409 already_decided / promotion_already_drawn / points_insufficient).
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminGoods,
  GoodsCreate,
  GoodsUpdate,
  PointsConfig,
  PointsRulesUpdate,
  ReferralFriend,
  ReferralRule,
  AdminVipRank,
  VipLabel,
  VipRankUpdate,
  AdminCashback,
  AdminCashbackRates,
  AdminMission,
  MissionCreate,
  MissionUpdate,
  AdminPromotion,
  AdminRedemption,
  FieldError,
  PromotionApplication,
  PromotionInput,
  PromotionType,
} from '@playfront/api-contract';

const T0 = Date.UTC(2026, 10, 27, 9, 30);
const DAY = 24 * 60 * 60_000;

export interface MockLoyaltyState {
  promotions: AdminPromotion[];
  applications: PromotionApplication[];
  redemptions: AdminRedemption[];
  missions: AdminMission[];
  goods: AdminGoods[];
  pointsConfig: PointsConfig;
  referralRule: ReferralRule;
  /** Friends per inviting member. */
  referrals: Record<string, { code: string; friends: ReferralFriend[] }>;
  vipRanks: AdminVipRank[];
  vipLabels: VipLabel[];
  cashbackRates: AdminCashbackRates['list'];
  cashbacks: AdminCashback[];
  /** Points per member username. */
  points: Record<string, bigint>;
}

/** What the loyalty mock needs of the whole mock API. */
export interface MockLoyaltyHelpers<Account> {
  caller: (request: Request, permission: string | null) => { account?: Account; refusal?: Response };
  audit: (
    account: Account,
    action: string,
    summary: string,
    target: string | null,
    before: unknown,
    after: unknown,
  ) => void;
  wait: () => Promise<unknown> | undefined;
  nextId: () => number;
  now: () => number;
  received: { call: string; body: unknown }[];
}

const weights = { RNG: 10_000, LIVE: 1_000, SPORTS: 5_000 };
const rules = (extra: Partial<PromotionInput['rules']>): PromotionInput['rules'] => ({
  turnoverMultiplier: 1,
  weights,
  bonusDays: 30,
  ...extra,
});
const promotion = (
  id: number,
  type: PromotionType,
  en: string,
  cn: string | null,
  extra: Partial<AdminPromotion> = {},
): AdminPromotion => ({
  id,
  type,
  texts: {
    en: { title: en, summary: `${en}: the short version.`, content: `<p>${en}: every detail.</p>` },
    ...(cn ? { cn: { title: cn, summary: `${cn}简介`, content: `<p>${cn}详情</p>` } } : {}),
  },
  imageUrl: `/wps/promotions/${id}/artwork.png`,
  rules: rules({}),
  startsAt: T0 - 10 * DAY,
  endsAt: null,
  paused: false,
  endedAt: null,
  sort: id,
  createdAt: T0 - 11 * DAY,
  participants: 0,
  paid: 0,
  raffle: null,
  ...extra,
});

export function initialLoyaltyState(): MockLoyaltyState {
  return {
    promotions: [
      promotion(5, 'RAFFLE', 'Weekly raffle', '每周抽奖', {
        rules: rules({ amount: '100000', ticketPer: '50000', winners: 3, drawAt: T0 + 2 * DAY }),
        endsAt: T0 + 3 * DAY,
        participants: 12,
        raffle: {
          drawAt: T0 + 2 * DAY,
          seedHash: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
          seed: null,
          drawnAt: null,
          tickets: 40,
          winners: [],
        },
      }),
      promotion(4, 'APPLY', 'Loss rebate on application', '申请亏损返还', {
        rules: rules({ amount: '20000' }),
        participants: 2,
        paid: 1,
      }),
      promotion(3, 'REGISTRATION', 'Welcome bonus', '新人红利', {
        rules: rules({ amount: '5000', registeredWithinDays: 7 }),
        participants: 30,
        paid: 28,
      }),
      promotion(2, 'DEPOSIT', 'First deposit 100 %', null, {
        rules: rules({ bonusBps: 10_000, maxBonus: '100000', minDeposit: '10000', depositCounts: true }),
        paused: true,
      }),
      promotion(1, 'MISSION', 'Daily missions', '每日任务', {
        endsAt: T0 - DAY,
        rules: rules({ turnoverMultiplier: 0, weights: {} }),
      }),
    ],
    applications: [
      {
        id: 71,
        promotionId: 4,
        userId: 101,
        username: 'alice',
        status: 'APPLYING',
        note: 'Lost 500 on live baccarat yesterday',
        reason: null,
        appliedAt: T0 - 60 * 60_000,
        decidedAt: null,
        bonusId: null,
        images: [
          {
            fileName: 'b1c2d3e4f5a6b7c8d9e0.png',
            contentType: 'image/png',
            size: 67,
            url: '/wps/admin/promotion-applications/71/images/b1c2d3e4f5a6b7c8d9e0.png',
          },
        ],
      },
      {
        id: 70,
        promotionId: 4,
        userId: 102,
        username: 'bob',
        status: 'ISSUED',
        note: '',
        reason: null,
        appliedAt: T0 - 2 * DAY,
        decidedAt: T0 - DAY,
        bonusId: 301,
        images: [],
      },
    ],
    redemptions: [
      {
        id: 12,
        reference: 'PR20261127A1',
        username: 'alice',
        appliedAt: T0 - 30 * 60_000,
        type: 'PHYSICAL',
        name: 'Team jersey',
        quantity: 1,
        points: '12000',
        amount: '0',
        status: 'IN_PROCESS',
        delivery: { name: 'Alice Reyes', phone: '+63 917 000 0101', address: '12 Ayala Ave, Makati' },
        reason: null,
        decidedAt: null,
      },
      {
        id: 11,
        reference: 'PR20261126B2',
        username: 'chen',
        appliedAt: T0 - DAY,
        type: 'CHIPS',
        name: 'Chips 100',
        quantity: 2,
        points: '20000',
        amount: '20000',
        status: 'APPROVED',
        delivery: null,
        reason: null,
        decidedAt: T0 - DAY,
      },
    ],
    points: { alice: 43_565n, bob: 300n, chen: 120_000n },
    goods: [
      {
        id: 2,
        kind: 'PHYSICAL',
        texts: {
          en: { name: 'Team jersey', description: 'The club’s home shirt.', category: 'Style' },
          cn: { name: '球队球衣', description: '俱乐部主场球衣。', category: '服饰' },
        },
        image: '/wps/points/art/shirt.svg',
        points: '12000',
        amountRequirement: '0',
        chips: '0',
        quantity: 50,
        available: 47,
        maxPerRedemption: 3,
        sort: 1,
        paused: false,
      },
      {
        id: 1,
        kind: 'CHIPS',
        texts: { en: { name: 'Chips 100', description: '100.00 to your balance.', category: 'Chips' } },
        image: '/wps/points/art/chips.svg',
        points: '10000',
        amountRequirement: '500000',
        chips: '10000',
        quantity: 1000,
        available: 998,
        maxPerRedemption: 10,
        sort: 0,
        paused: true,
      },
    ],
    pointsConfig: {
      exchange: { points: 1000, amount: '100' },
      minConvert: '1000',
      requirementDays: 30,
      rates: [
        { source: 'LIVE', pointsPer100: 70 },
        { source: 'LOTTERY', pointsPer100: 100 },
        { source: 'PVP', pointsPer100: 100 },
        { source: 'SLOTS', pointsPer100: 120 },
        { source: 'SPORTS', pointsPer100: 100 },
        { source: 'FISH', pointsPer100: 120 },
        { source: 'ESPORTS', pointsPer100: 100 },
        { source: 'DEPOSIT', pointsPer100: 100 },
      ],
    },
    referralRule: { minDeposit: '50000', minTurnover: '100000', reward: '10000' },
    referrals: {
      alice: {
        code: 'ALC7Q2',
        friends: [
          {
            username: 'dara',
            registeredAt: T0 - 5 * DAY,
            status: 'REWARDED',
            deposits: '80000',
            depositsNeeded: '50000',
            turnover: '150000',
            turnoverNeeded: '100000',
            reward: '10000',
            rewardedAt: T0 - 2 * DAY,
          },
          {
            username: 'player07',
            registeredAt: T0 - DAY,
            status: 'REGISTERED',
            deposits: '10000',
            depositsNeeded: '50000',
            turnover: '0',
            turnoverNeeded: '100000',
            reward: null,
            rewardedAt: null,
          },
        ],
      },
      bob: { code: 'BOB9X1', friends: [] },
    },
    vipRanks: (
      [
        [1, 'Bronze', '青铜', '0', '0', '500000', '0', 900],
        [2, 'Silver', '白银', '100000', '500000', '1000000', '5000', 80],
        [3, 'Gold', '黄金', '500000', '2500000', '5000000', '20000', 15],
        [4, 'Platinum', '铂金', '1000000', '5000000', '10000000', '50000', 6],
        [5, 'Diamond', '钻石', '2000000', '10000000', null, '100000', 2],
      ] as const
    ).map(([level, en, cn, minDeposit, minValidBet, limit, bonus, members]) => ({
      level,
      names: { en, cn },
      minDeposit,
      minValidBet,
      dailyWithdrawalLimit: limit,
      upgradeBonus: bonus,
      cashbackRates: { RNG: 120 },
      members,
    })),
    vipLabels: [
      { label: 'Regular', names: { en: 'Regular', cn: '普通会员' } },
      { label: 'High roller', names: { en: 'High roller', cn: '高额玩家' } },
      { label: 'New player', names: { en: 'New player', cn: '新玩家' } },
      { label: 'Verified', names: { en: 'Verified', cn: '已验证' } },
      { label: 'Agent', names: { en: 'Agent', cn: '代理' } },
    ],
    cashbackRates: [
      {
        rankLevel: 0,
        rates: (['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const).map((category) => ({
          category,
          rateBp: category === 'LIVE' ? 70 : category === 'RNG' || category === 'FISH' ? 120 : 100,
        })),
      },
      { rankLevel: 5, rates: [{ category: 'RNG', rateBp: 150 }] },
    ],
    cashbacks: Array.from({ length: 25 }, (_, i) => ({
      id: 500 - i,
      userId: 101 + (i % 3),
      username: ['alice', 'bob', 'chen'][i % 3],
      periodStart: T0 - (Math.floor(i / 3) + 1) * DAY,
      periodEnd: T0 - Math.floor(i / 3) * DAY,
      rankLevel: [3, 1, 5][i % 3],
      lines: [{ category: 'RNG' as const, validBet: '100000', rateBp: 120, amount: '1200' }],
      validBet: '100000',
      amount: '1200',
      status: i % 4 === 0 ? ('CLAIMED' as const) : ('CLAIMABLE' as const),
      expiresAt: T0 + 7 * DAY,
      claimedAt: i % 4 === 0 ? T0 - 60_000 : null,
      reference: i % 4 === 0 ? `CB${500 - i}` : null,
    })),
    missions: [
      {
        id: 2,
        texts: {
          en: { title: 'Weekly high roller', description: 'Bet 1,000 on slots this week.' },
          cn: { title: '每周豪客', description: '本周老虎机投注 1,000。' },
        },
        period: 'WEEKLY',
        tasks: [{ kind: 'BET_AMOUNT', category: 'RNG', target: '100000' }],
        reward: '5000',
        turnoverMultiplier: 1,
        weights,
        bonusDays: 7,
        startsAt: T0 - 20 * DAY,
        endsAt: null,
        paused: false,
        sort: 1,
        state: 'live',
        claims: 14,
        paid: '70000',
        createdAt: T0 - 21 * DAY,
        updatedAt: T0 - 21 * DAY,
      },
      {
        id: 1,
        texts: { en: { title: 'Daily check-in', description: 'Log in and play 3 rounds.' } },
        period: 'DAILY',
        tasks: [
          { kind: 'LOGIN_DAYS', category: null, target: '1' },
          { kind: 'BET_COUNT', category: null, target: '3' },
        ],
        reward: '500',
        turnoverMultiplier: 0,
        weights: {},
        bonusDays: 1,
        startsAt: T0 - 30 * DAY,
        endsAt: null,
        paused: true,
        sort: 0,
        state: 'paused',
        claims: 120,
        paid: '60000',
        createdAt: T0 - 31 * DAY,
        updatedAt: T0 - 2 * DAY,
      },
    ],
  };
}

const fieldRefusal = (fields: FieldError[]) => errorReply(400, ErrorCode.validationFailed, { fields });

/** The server's checks of a promotion's input (modules/promotions/admin.ts checkInput). */
function checkInput(input: PromotionInput): FieldError[] {
  const required: Record<PromotionType, (keyof PromotionInput['rules'])[]> = {
    DEPOSIT: ['bonusBps', 'maxBonus', 'minDeposit'],
    REGISTRATION: ['amount', 'registeredWithinDays'],
    APPLY: ['amount'],
    RAFFLE: ['amount', 'ticketPer', 'winners', 'drawAt'],
    MISSION: [],
  };
  const fields: FieldError[] = required[input.type]
    .filter((name) => input.rules[name] === undefined)
    .map((name) => ({
      field: `rules.${name}`,
      key: 'required',
      message: `A ${input.type} promotion needs it`,
    }));
  if (!input.texts?.en?.title) fields.push({ field: 'texts.en', key: 'reg_required', message: 'required' });
  if (!/^(\/|https:\/\/)/.test(input.imageUrl ?? ''))
    fields.push({ field: 'imageUrl', key: 'invalid_pattern', message: 'must match pattern' });
  if (input.endsAt !== null && input.endsAt <= input.startsAt)
    fields.push({ field: 'endsAt', key: 'invalid', message: 'The end must come after the start' });
  return fields;
}

/** The server's checks of a mission (modules/missions/service.ts checkMission). */
function checkMission(mission: Pick<AdminMission, 'period' | 'tasks' | 'startsAt' | 'endsAt'>): FieldError[] {
  const fields: FieldError[] = [];
  if (mission.endsAt !== null && mission.endsAt <= mission.startsAt)
    fields.push({ field: 'endsAt', key: 'err_invalid_field', message: 'A mission ends after it starts' });
  mission.tasks.forEach((task, i) => {
    if (task.category && !['BET_COUNT', 'BET_AMOUNT', 'WIN_ROUND'].includes(task.kind))
      fields.push({ field: `tasks.${i}.category`, key: 'err_invalid_field', message: 'Not narrowed' });
    if (task.kind === 'LOGIN_DAYS' && BigInt(task.target) > (mission.period === 'DAILY' ? 1n : 7n))
      fields.push({ field: `tasks.${i}.target`, key: 'err_invalid_field', message: 'Too many login days' });
  });
  return fields;
}

const missionState = (mission: AdminMission, now: number): AdminMission['state'] =>
  mission.endsAt !== null && mission.endsAt <= now
    ? 'ended'
    : mission.paused
      ? 'paused'
      : mission.startsAt > now
        ? 'scheduled'
        : 'live';

/** The loyalty handlers over a state, with the whole mock's sessions, audit trail and clock. */
export function loyaltyHandlers<Account>(
  state: MockLoyaltyState,
  mock: MockLoyaltyHelpers<Account>,
): HttpHandler[] {
  const find = (id: unknown) => state.promotions.find((row) => String(row.id) === String(id));
  return [
    http.get('*/wps/admin/promotions', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'promotions:read');
      return refusal ?? okReply({ list: state.promotions });
    }),
    http.post('*/wps/admin/promotions', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'promotions:write');
      if (refusal) return refusal;
      const input = (await request.json()) as PromotionInput;
      mock.received.push({ call: 'createPromotion', body: input });
      const fields = checkInput(input);
      if (fields.length) return fieldRefusal(fields);
      const row: AdminPromotion = {
        ...input,
        id: Math.max(0, ...state.promotions.map((p) => p.id)) + 1,
        sort: input.sort ?? 0,
        paused: false,
        endedAt: null,
        createdAt: mock.now(),
        participants: 0,
        paid: 0,
        raffle:
          input.type === 'RAFFLE'
            ? {
                drawAt: input.rules.drawAt!,
                seedHash: 'f'.repeat(64),
                seed: null,
                drawnAt: null,
                tickets: 0,
                winners: [],
              }
            : null,
      };
      state.promotions.unshift(row);
      mock.audit(
        account!,
        'POST /wps/admin/promotions',
        `Created promotion ${row.id}`,
        `id=${row.id}`,
        null,
        row,
      );
      return okReply(row);
    }),
    http.put('*/wps/admin/promotions/:id', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'promotions:write');
      if (refusal) return refusal;
      const input = (await request.json()) as PromotionInput;
      mock.received.push({ call: 'updatePromotion', body: input });
      const row = find(params['id']);
      if (!row) return errorReply(404, ErrorCode.notFound);
      const fields = checkInput(input);
      if (row.type !== input.type) fields.push({ field: 'type', key: 'invalid', message: 'The type stays' });
      if (fields.length) return fieldRefusal(fields);
      if (row.raffle?.drawnAt) return errorReply(409, ErrorCode.promotionAlreadyDrawn);
      const before = structuredClone(row);
      Object.assign(row, { ...input, sort: input.sort ?? row.sort });
      mock.audit(
        account!,
        'PUT /wps/admin/promotions/:id',
        `Edited promotion ${row.id}`,
        `id=${row.id}`,
        before,
        row,
      );
      return okReply(row);
    }),
    http.post('*/wps/admin/promotions/:id/:action', async ({ request, params }) => {
      await mock.wait();
      const action = String(params['action']);
      if (action === 'applications') return errorReply(404, ErrorCode.notFound);
      const { account, refusal } = mock.caller(request, 'promotions:write');
      if (refusal) return refusal;
      const row = find(params['id']);
      if (!row) return errorReply(404, ErrorCode.notFound);
      mock.received.push({ call: `promotion:${action}`, body: { id: row.id } });
      if (action === 'draw') {
        if (!row.raffle) return errorReply(409, ErrorCode.promotionNotEligible);
        if (row.raffle.drawnAt) return errorReply(409, ErrorCode.promotionAlreadyDrawn);
        row.raffle = {
          ...row.raffle,
          drawnAt: mock.now(),
          seed: 'c0ffee'.repeat(8),
          winners: [{ rank: 1, username: 'al***', ticket: 17, prize: row.rules.amount ?? '0' }],
        };
      } else {
        if (row.endedAt !== null) return errorReply(409, ErrorCode.promotionNotOpen);
        if (action === 'end') row.endedAt = mock.now();
        else row.paused = action === 'pause';
      }
      mock.audit(
        account!,
        `POST /wps/admin/promotions/:id/${action}`,
        `${action} promotion ${row.id}`,
        `id=${row.id}`,
        null,
        row,
      );
      return okReply(row);
    }),
    http.get('*/wps/admin/promotions/:id/applications', async ({ request, params }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'promotions:read');
      if (refusal) return refusal;
      if (!find(params['id'])) return errorReply(404, ErrorCode.notFound);
      const status = new URL(request.url).searchParams.get('status');
      return okReply({
        list: state.applications.filter(
          (row) => String(row.promotionId) === String(params['id']) && (!status || row.status === status),
        ),
      });
    }),
    http.post('*/wps/admin/promotion-applications/:id', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'promotion-applications:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { decision: 'approve' | 'reject'; reason?: string };
      mock.received.push({ call: 'application', body });
      const row = state.applications.find((candidate) => String(candidate.id) === String(params['id']));
      if (!row) return errorReply(404, ErrorCode.notFound);
      if (body.decision === 'reject' && !body.reason?.trim())
        return fieldRefusal([{ field: 'reason', key: 'required', message: 'A rejection gives its reason' }]);
      if (row.status !== 'APPLYING') return errorReply(409, ErrorCode.alreadyDecided);
      row.status = body.decision === 'approve' ? 'ISSUED' : 'REJECTED';
      row.reason = body.decision === 'reject' ? body.reason!.trim() : null;
      row.decidedAt = mock.now();
      row.bonusId = body.decision === 'approve' ? mock.nextId() : null;
      mock.audit(
        account!,
        'POST /wps/admin/promotion-applications/:id',
        `Decided application ${row.id}`,
        `id=${row.id}`,
        null,
        row,
      );
      return okReply(row);
    }),
    http.get('*/wps/admin/promotion-applications/:id/images/:fileName', ({ request }) => {
      const { refusal } = mock.caller(request, 'promotion-applications:read');
      if (refusal) return refusal;
      const png = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      );
      return new Response(png, { headers: { 'content-type': 'image/png' } });
    }),

    http.get('*/wps/admin/missions', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'missions:read');
      return refusal ?? okReply({ list: state.missions });
    }),
    http.post('*/wps/admin/missions', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'missions:write');
      if (refusal) return refusal;
      const body = (await request.json()) as MissionCreate;
      mock.received.push({ call: 'createMission', body });
      const mission: AdminMission = {
        ...body,
        tasks: body.tasks.map((task) => ({ ...task, category: task.category ?? null })),
        endsAt: body.endsAt ?? null,
        paused: body.paused ?? false,
        sort: body.sort ?? 0,
        id: Math.max(0, ...state.missions.map((row) => row.id)) + 1,
        state: 'live',
        claims: 0,
        paid: '0',
        createdAt: mock.now(),
        updatedAt: mock.now(),
      };
      const fields = checkMission(mission);
      if (fields.length) return fieldRefusal(fields);
      mission.state = missionState(mission, mock.now());
      state.missions.unshift(mission);
      mock.audit(
        account!,
        'POST /wps/admin/missions',
        `Created mission ${mission.id}`,
        `id=${mission.id}`,
        null,
        mission,
      );
      return okReply(mission);
    }),
    http.post('*/wps/admin/missions/:id/:action', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'missions:write');
      if (refusal) return refusal;
      const action = String(params['action']);
      const mission = state.missions.find((row) => String(row.id) === String(params['id']));
      if (!mission) return errorReply(404, ErrorCode.notFound);
      mock.received.push({ call: `mission:${action}`, body: { id: mission.id } });
      if (action === 'end') mission.endsAt = Math.min(mission.endsAt ?? Infinity, mock.now());
      else if (mission.state !== 'ended') mission.paused = action === 'pause';
      mission.state = missionState(mission, mock.now());
      mock.audit(
        account!,
        `POST /wps/admin/missions/:id/${action}`,
        `${action} mission ${mission.id}`,
        `id=${mission.id}`,
        null,
        mission,
      );
      return okReply(mission);
    }),
    http.put('*/wps/admin/missions/:id', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'missions:write');
      if (refusal) return refusal;
      const body = (await request.json()) as MissionUpdate;
      mock.received.push({ call: 'updateMission', body });
      const mission = state.missions.find((row) => String(row.id) === String(params['id']));
      if (!mission) return errorReply(404, ErrorCode.notFound);
      const next: AdminMission = {
        ...mission,
        ...body,
        tasks: (body.tasks ?? mission.tasks).map((task) => ({ ...task, category: task.category ?? null })),
      };
      const fields = checkMission(next);
      if (fields.length) return fieldRefusal(fields);
      const before = structuredClone(mission);
      Object.assign(mission, next, { updatedAt: mock.now() });
      mission.state = missionState(mission, mock.now());
      mock.audit(
        account!,
        'PUT /wps/admin/missions/:id',
        `Edited mission ${mission.id}`,
        `id=${mission.id}`,
        before,
        mission,
      );
      return okReply(mission);
    }),

    http.get('*/wps/admin/referral/rule', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'referral:read');
      return refusal ?? okReply(state.referralRule);
    }),
    http.put('*/wps/admin/referral/rule', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'referral:write');
      if (refusal) return refusal;
      const body = (await request.json()) as ReferralRule;
      mock.received.push({ call: 'referralRule', body });
      if (!/^[1-9][0-9]{0,17}$/.test(body.reward))
        return fieldRefusal([{ field: 'reward', key: 'invalid_pattern', message: 'must match pattern' }]);
      const before = state.referralRule;
      state.referralRule = body;
      mock.audit(account!, 'PUT /wps/admin/referral/rule', 'Set the referral rule', null, before, body);
      return okReply(body);
    }),
    http.get('*/wps/admin/referral/referrals', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'referral:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const username = (url.searchParams.get('username') ?? '').toLowerCase();
      const member = state.referrals[username];
      if (!member) return errorReply(404, ErrorCode.notFound);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const qualified = member.friends.filter((friend) => friend.status !== 'REGISTERED');
      return okReply({
        username,
        referralCode: member.code,
        totals: {
          friends: member.friends.length,
          qualified: qualified.length,
          rewarded: String(member.friends.reduce((sum, friend) => sum + BigInt(friend.reward ?? '0'), 0n)),
        },
        list: member.friends.slice((page - 1) * size, page * size),
        total: member.friends.length,
        page,
        size,
      });
    }),
    http.get('*/wps/admin/vip/ranks', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'vip:read');
      return refusal ?? okReply({ windowDays: 30, list: state.vipRanks });
    }),
    http.put('*/wps/admin/vip/ranks/:level', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'vip:write');
      if (refusal) return refusal;
      const body = (await request.json()) as VipRankUpdate;
      mock.received.push({ call: 'vipRank', body });
      const index = state.vipRanks.findIndex((rank) => String(rank.level) === String(params['level']));
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      const next = { ...state.vipRanks[index], ...body };
      const below = state.vipRanks[index - 1];
      const above = state.vipRanks[index + 1];
      const amount = (rank: AdminVipRank) => [BigInt(rank.minDeposit), BigInt(rank.minValidBet)];
      if (
        (index === 0 && (next.minDeposit !== '0' || next.minValidBet !== '0')) ||
        (below && amount(next).some((value, i) => value < amount(below)[i])) ||
        (above && amount(next).some((value, i) => value > amount(above)[i]))
      )
        return errorReply(400, ErrorCode.vipRankInvalid);
      const before = state.vipRanks[index];
      state.vipRanks[index] = next;
      mock.audit(
        account!,
        'PUT /wps/admin/vip/ranks/:level',
        `Edited VIP rank ${next.level}`,
        `level=${next.level}`,
        before,
        next,
      );
      return okReply(next);
    }),
    http.post('*/wps/admin/vip/evaluate', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'vip:write');
      if (refusal) return refusal;
      mock.received.push({ call: 'vipEvaluate', body: null });
      mock.audit(account!, 'POST /wps/admin/vip/evaluate', 'Evaluated VIP ranks', null, null, { changes: 3 });
      return okReply({ changes: 3 });
    }),
    http.get('*/wps/admin/vip/labels', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'vip:read');
      return refusal ?? okReply({ list: state.vipLabels });
    }),
    http.put('*/wps/admin/vip/labels/:label', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'vip:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { names: VipLabel['names'] };
      const label = decodeURIComponent(String(params['label']));
      mock.received.push({ call: 'vipLabel', body: { label, ...body } });
      const row = { label, names: body.names };
      state.vipLabels = [...state.vipLabels.filter((candidate) => candidate.label !== label), row];
      mock.audit(
        account!,
        'PUT /wps/admin/vip/labels/:label',
        `Set label ${label}`,
        `label=${label}`,
        null,
        row,
      );
      return okReply(row);
    }),
    http.get('*/wps/admin/cashback/rates', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'cashback:read');
      return refusal ?? okReply({ list: state.cashbackRates });
    }),
    http.put('*/wps/admin/cashback/rates', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'cashback:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { rankLevel: number; category: string; rateBp: number | null };
      mock.received.push({ call: 'cashbackRate', body });
      if (body.rateBp === null && body.rankLevel === 0)
        return fieldRefusal([
          { field: 'rateBp', key: 'err_invalid_field', message: 'The default needs a number' },
        ]);
      let level = state.cashbackRates.find((row) => row.rankLevel === body.rankLevel);
      if (!level) {
        level = { rankLevel: body.rankLevel, rates: [] };
        state.cashbackRates.push(level);
        state.cashbackRates.sort((a, b) => a.rankLevel - b.rankLevel);
      }
      level.rates = level.rates.filter((rate) => rate.category !== body.category);
      if (body.rateBp !== null)
        level.rates.push({
          category: body.category as AdminCashback['lines'][number]['category'],
          rateBp: body.rateBp,
        });
      state.cashbackRates = state.cashbackRates.filter((row) => row.rankLevel === 0 || row.rates.length > 0);
      mock.audit(
        account!,
        'PUT /wps/admin/cashback/rates',
        'Set a cashback rate',
        `rank=${body.rankLevel}`,
        null,
        body,
      );
      return okReply({ list: state.cashbackRates });
    }),
    http.get('*/wps/admin/cashback', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'cashback:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const username = url.searchParams.get('username')?.toLowerCase();
      const day = url.searchParams.get('day');
      const status = url.searchParams.get('status');
      const rows = state.cashbacks.filter(
        (row) =>
          (!username || row.username === username) &&
          (!day || new Date(row.periodStart).toISOString().slice(0, 10) === day) &&
          (!status || row.status === status),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      return okReply({ list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
    }),

    http.get('*/wps/admin/points/goods', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'points:read');
      return refusal ?? okReply({ list: state.goods });
    }),
    http.post('*/wps/admin/points/goods', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'points:write');
      if (refusal) return refusal;
      const body = (await request.json()) as GoodsCreate;
      mock.received.push({ call: 'createGoods', body });
      if ((body.kind === 'CHIPS') !== BigInt(body.chips) > 0n)
        return errorReply(400, ErrorCode.validationFailed);
      const row: AdminGoods = {
        ...body,
        id: Math.max(0, ...state.goods.map((goods) => goods.id)) + 1,
        available: body.quantity,
        sort: body.sort ?? 0,
        paused: false,
      };
      state.goods.unshift(row);
      mock.audit(
        account!,
        'POST /wps/admin/points/goods',
        `Added goods ${row.id}`,
        `id=${row.id}`,
        null,
        row,
      );
      return okReply(row);
    }),
    http.put('*/wps/admin/points/goods/:id', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'points:write');
      if (refusal) return refusal;
      const body = (await request.json()) as GoodsUpdate;
      mock.received.push({ call: 'updateGoods', body });
      const row = state.goods.find((goods) => String(goods.id) === String(params['id']));
      if (!row) return errorReply(404, ErrorCode.notFound);
      const redeemed = row.quantity - row.available;
      if (body.quantity !== undefined && body.quantity < redeemed)
        return errorReply(400, ErrorCode.validationFailed);
      const before = structuredClone(row);
      Object.assign(row, body);
      if (body.quantity !== undefined) row.available = body.quantity - redeemed;
      mock.audit(
        account!,
        'PUT /wps/admin/points/goods/:id',
        `Edited goods ${row.id}`,
        `id=${row.id}`,
        before,
        row,
      );
      return okReply(row);
    }),
    http.get('*/wps/points/config', async () => {
      await mock.wait();
      return okReply(state.pointsConfig);
    }),
    http.put('*/wps/admin/points/rules', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'points:write');
      if (refusal) return refusal;
      const body = (await request.json()) as PointsRulesUpdate;
      mock.received.push({ call: 'pointsRules', body });
      const before = state.pointsConfig;
      state.pointsConfig = {
        exchange: body.exchange ?? before.exchange,
        minConvert: body.minConvert ?? before.minConvert,
        requirementDays: body.requirementDays ?? before.requirementDays,
        rates: body.rates ?? before.rates,
      };
      mock.audit(
        account!,
        'PUT /wps/admin/points/rules',
        'Set the points rules',
        null,
        before,
        state.pointsConfig,
      );
      return okReply(state.pointsConfig);
    }),
    http.get('*/wps/admin/points/redemptions', async ({ request }) => {
      await mock.wait();
      const { refusal } = mock.caller(request, 'points:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const username = url.searchParams.get('username')?.toLowerCase();
      const rows = state.redemptions.filter(
        (row) => (!status || row.status === status) && (!username || row.username.toLowerCase() === username),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      return okReply({ list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
    }),
    http.post('*/wps/admin/points/redemptions/:id/decision', async ({ request, params }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'points:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { decision: 'APPROVE' | 'REJECT'; reason?: string };
      mock.received.push({ call: 'redemption', body });
      if (body.decision === 'REJECT' && !body.reason?.trim())
        return errorReply(400, ErrorCode.validationFailed);
      const row = state.redemptions.find((candidate) => String(candidate.id) === String(params['id']));
      if (!row) return errorReply(404, ErrorCode.notFound);
      if (row.status !== 'IN_PROCESS') return errorReply(409, ErrorCode.alreadyDecided);
      row.status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      row.reason = body.reason?.trim() ?? null;
      row.decidedAt = mock.now();
      if (row.status === 'REJECTED')
        state.points[row.username] = (state.points[row.username] ?? 0n) + BigInt(row.points);
      mock.audit(
        account!,
        'POST /wps/admin/points/redemptions/:id/decision',
        `Decided redemption ${row.reference}`,
        `id=${row.id}`,
        null,
        row,
      );
      return okReply({ status: row.status });
    }),
    http.post('*/wps/admin/points/adjust', async ({ request }) => {
      await mock.wait();
      const { account, refusal } = mock.caller(request, 'points:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { username: string; points: string; remark: string };
      mock.received.push({ call: 'adjustPoints', body });
      if (!/^-?[1-9][0-9]{0,11}$/.test(body.points))
        return fieldRefusal([{ field: 'points', key: 'invalid_pattern', message: 'must match pattern' }]);
      const username = body.username.trim().toLowerCase();
      if (!(username in state.points)) return errorReply(404, ErrorCode.notFound);
      const after = state.points[username] + BigInt(body.points);
      if (after < 0n) return errorReply(409, ErrorCode.pointsInsufficient);
      state.points[username] = after;
      const reference = `PA${mock.nextId()}`;
      mock.audit(
        account!,
        'POST /wps/admin/points/adjust',
        `Adjusted points of ${username}`,
        `member=${username}`,
        null,
        body,
      );
      return okReply({ points: String(after), reference });
    }),
  ];
}
