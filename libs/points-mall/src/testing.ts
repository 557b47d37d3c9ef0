// Test and story entry of @playfront/points-mall (`@playfront/points-mall/testing`): goods, points, history
// and details fixtures, and MSW handlers of the points calls on an in-memory mall, shared by specs and stories.
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type {
  ConvertRequest,
  Goods,
  PointEntry,
  PointType,
  PointsConfig,
  RedeemRequest,
  Redemption,
  RedemptionStatus,
} from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { baseHandlers, memberInfo } from '@playfront/auth-session/testing';
import type { HandlerOptions } from '@playfront/auth-session/testing';

/** The payment password the handlers accept. */
export const TEST_PAYMENT_PASSWORD = 'Pay@2026';

/** 1,000 points buy 7.00 (700 minor units): conversions of at least 500 points, in steps of 10. */
export const pointsConfig: PointsConfig = {
  exchange: { points: 1000, amount: '700' },
  minConvert: '500',
  rates: [
    { source: 'LIVE', pointsPer100: 1 },
    { source: 'SLOTS', pointsPer100: 2 },
    { source: 'DEPOSIT', pointsPer100: 1 },
  ],
  requirementDays: 30,
};

const item = (overrides: Partial<Goods> & Pick<Goods, 'id' | 'name'>): Goods => ({
  kind: 'PHYSICAL',
  category: 'Gadgets',
  description: '',
  image: `/wps/points/art/${overrides.id}.svg`,
  points: '1000',
  amountRequirement: '0',
  chips: '0',
  quantity: 10,
  available: 10,
  maxPerRedemption: 3,
  ...overrides,
});

/** Six goods: three physical on two shelves (one sold out), three chips. */
export const mallGoods: Goods[] = [
  item({
    id: 1,
    name: 'Wireless earbuds',
    points: '2500',
    amountRequirement: '500000',
    quantity: 20,
    available: 7,
  }),
  item({ id: 2, name: 'Smart watch', points: '8000', quantity: 5, available: 0 }),
  item({ id: 3, name: 'Travel mug', category: 'Home', points: '600', maxPerRedemption: 5 }),
  item({
    id: 4,
    kind: 'CHIPS',
    category: 'Chips',
    name: '10.00 chips',
    points: '1000',
    chips: '1000',
    quantity: 100,
    available: 100,
  }),
  item({
    id: 5,
    kind: 'CHIPS',
    category: 'Chips',
    name: '50.00 chips',
    points: '5000',
    chips: '5000',
    quantity: 50,
    available: 50,
  }),
  item({
    id: 6,
    kind: 'CHIPS',
    category: 'Chips',
    name: '100.00 chips',
    points: '10000',
    chips: '10000',
    quantity: 20,
    available: 20,
  }),
];

const DAY = 86_400_000;
/** 2026-11-20T10:00:00Z, the newest row of the fixtures. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 20, 10, 0, 0);

const earnTypes: PointType[] = ['LIVE', 'SLOTS', 'SPORTS', 'LOTTERY', 'PVP', 'DEPOSIT'];
/** Fourteen changes of points, newest first, one a day: earned by play and deposits, one redemption. */
export function pointEntries(start = 12_000): PointEntry[] {
  const rows: PointEntry[] = [];
  let balance = start;
  for (let i = 0; i < 14; i += 1) {
    const type: PointType = i === 2 ? 'REDEEM' : earnTypes[i % earnTypes.length]!;
    const change = type === 'REDEEM' ? -600 : 100 + i * 10;
    rows.push({
      id: String(1000 - i),
      reference: `PT${String(1000 - i)}`,
      at: FIXTURE_NOW - i * DAY,
      type,
      change: String(change),
      balance: String(balance),
      remark: type === 'REDEEM' ? 'Travel mug × 1' : `Round R${500 - i}`,
    });
    balance -= change;
  }
  return rows;
}

const redemption = (id: number, overrides: Partial<Redemption> = {}): Redemption => ({
  id,
  reference: `RD${String(id).padStart(6, '0')}`,
  appliedAt: FIXTURE_NOW - id * DAY,
  type: 'PHYSICAL',
  name: 'Travel mug',
  quantity: 1,
  points: '600',
  amount: '0',
  status: 'APPROVED',
  delivery: { name: 'Demo Member', phone: '+63 912 345 6789', address: '1 Demo Street, Manila' },
  reason: null,
  decidedAt: FIXTURE_NOW - id * DAY + 3_600_000,
  ...overrides,
});

/** Twelve redemptions: one in process, one rejected with a reason, chips and conversions approved. */
export function redemptionRows(): Redemption[] {
  return Array.from({ length: 12 }, (_, index) => {
    const id = index + 1;
    if (id === 1)
      return redemption(id, {
        status: 'IN_PROCESS',
        decidedAt: null,
        name: 'Wireless earbuds',
        points: '2500',
      });
    if (id === 2) return redemption(id, { status: 'REJECTED', reason: 'The address is incomplete.' });
    if (id % 3 === 0)
      return redemption(id, {
        type: 'CONVERT',
        name: 'Points to chips',
        points: '1000',
        amount: '1000',
        delivery: null,
      });
    return redemption(id, {
      type: 'CHIPS',
      name: '10.00 chips',
      points: '1000',
      amount: '1000',
      delivery: null,
    });
  });
}

/** The state of the in-memory mall; specs read it to assert on what was sent and what changed. */
export interface MallState {
  points: number;
  validBets: string;
  goods: Goods[];
  redemptions: Redemption[];
  entries: PointEntry[];
  /** The bodies and Idempotency-Keys of the redeem and convert calls. */
  sent: { path: string; body: unknown; key: string | null }[];
  /** The query strings of the list calls. */
  queries: { path: string; search: string }[];
}

export function mallState(overrides: Partial<MallState> = {}): MallState {
  return {
    points: 12_000,
    validBets: '800000',
    goods: mallGoods.map((goods) => ({ ...goods })),
    redemptions: redemptionRows(),
    entries: pointEntries(),
    sent: [],
    queries: [],
    ...overrides,
  };
}

/** A refusal with the server's translated text (the client shows `message`). */
const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, value: null, message, code }, { status });

const page = <T>(rows: T[], url: URL) => {
  const pageNo = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('size') ?? '20');
  return { list: rows.slice((pageNo - 1) * size, pageNo * size), total: rows.length, page: pageNo, size };
};

const signedIn = (request: Request) => (request.headers.get('Authorization') ?? '').startsWith('Bearer ');

/** The points calls on an in-memory mall (`state`): the member's calls answer 401 without a token. */
export function pointsHandlers(
  state: MallState = mallState(),
  config: PointsConfig = pointsConfig,
): HttpHandler[] {
  let sequence = 100;
  const record = (request: Request) => {
    const url = new URL(request.url);
    state.queries.push({ path: url.pathname, search: url.search });
    return url;
  };
  return [
    http.get('*/wps/points/config', () => okReply(config)),
    http.get('*/wps/points/goods', () => okReply({ list: state.goods })),
    http.get('*/wps/points', ({ request }) =>
      signedIn(request)
        ? okReply({
            points: String(state.points),
            validBets: state.validBets,
            requirementDays: config.requirementDays,
          })
        : errorReply(401, 'unauthorized'),
    ),
    http.get('*/wps/points/reward', ({ request }) =>
      signedIn(request)
        ? okReply({
            list: [
              { type: 'LIVE', today: '40', last30Days: '1200' },
              { type: 'SLOTS', today: '80', last30Days: '2650' },
              { type: 'DEPOSIT', today: '0', last30Days: '500' },
            ],
            today: '120',
            last30Days: '4350',
          })
        : errorReply(401, 'unauthorized'),
    ),
    http.get('*/wps/points/redemptions', ({ request }) => {
      const url = record(request);
      const status = url.searchParams.get('status') as RedemptionStatus | null;
      return okReply(
        page(
          state.redemptions.filter((row) => !status || row.status === status),
          url,
        ),
      );
    }),
    http.get('*/wps/points/details', ({ request }) => {
      const url = record(request);
      const type = url.searchParams.get('type');
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return okReply(
        page(
          state.entries.filter(
            (row) =>
              (!type || row.type === type) && (!from || day(row.at) >= from) && (!to || day(row.at) <= to),
          ),
          url,
        ),
      );
    }),
    http.post('*/wps/points/redeem', async ({ request }) => {
      const body = (await request.json()) as RedeemRequest;
      state.sent.push({ path: 'redeem', body, key: request.headers.get('Idempotency-Key') });
      const goods = state.goods.find((row) => row.id === body.goodsId);
      if (!goods || goods.available < body.quantity)
        return refusal(409, 'goods_unavailable', 'This item is not available in that quantity.');
      if (
        goods.kind === 'PHYSICAL' &&
        (!body.delivery || body.delivery.name === '' || body.delivery.address.length < 5)
      )
        return refusal(400, 'delivery_required', 'Enter the delivery details for this item.');
      if (body.paymentPassword !== TEST_PAYMENT_PASSWORD)
        return refusal(400, 'payment_password_invalid', 'The payment password is not correct.');
      const cost = Number(goods.points) * body.quantity;
      if (cost > state.points)
        return refusal(409, 'points_insufficient', 'The points balance is not enough for this.');
      state.points -= cost;
      goods.available -= body.quantity;
      sequence += 1;
      const row: Redemption = {
        id: sequence,
        reference: `RD${String(sequence).padStart(6, '0')}`,
        appliedAt: FIXTURE_NOW,
        type: goods.kind,
        name: goods.name,
        quantity: body.quantity,
        points: String(cost),
        amount: String(Number(goods.chips) * body.quantity),
        status: goods.kind === 'PHYSICAL' ? 'IN_PROCESS' : 'APPROVED',
        delivery: body.delivery ?? null,
        reason: null,
        decidedAt: goods.kind === 'PHYSICAL' ? null : FIXTURE_NOW,
      };
      state.redemptions.unshift(row);
      return okReply({ redemption: row, points: String(state.points) });
    }),
    http.post('*/wps/points/convert', async ({ request }) => {
      const body = (await request.json()) as ConvertRequest;
      state.sent.push({ path: 'convert', body, key: request.headers.get('Idempotency-Key') });
      const points = Number(body.points);
      if (
        points < Number(config.minConvert) ||
        (points * Number(config.exchange.amount)) % config.exchange.points !== 0
      )
        return refusal(400, 'points_convert_invalid', 'This number of points cannot be converted.');
      if (body.paymentPassword !== TEST_PAYMENT_PASSWORD)
        return refusal(400, 'payment_password_invalid', 'The payment password is not correct.');
      if (points > state.points)
        return refusal(409, 'points_insufficient', 'The points balance is not enough for this.');
      state.points -= points;
      sequence += 1;
      const row: Redemption = {
        id: sequence,
        reference: `RD${String(sequence).padStart(6, '0')}`,
        appliedAt: FIXTURE_NOW,
        type: 'CONVERT',
        name: 'Points to chips',
        quantity: 1,
        points: body.points,
        amount: String((points * Number(config.exchange.amount)) / config.exchange.points),
        status: 'APPROVED',
        delivery: null,
        reason: null,
        decidedAt: FIXTURE_NOW,
      };
      state.redemptions.unshift(row);
      return okReply({ redemption: row, points: String(state.points) });
    }),
  ];
}

export interface PointsStoryOptions {
  state?: MallState;
  config?: PointsConfig;
  session?: HandlerOptions;
}

/** The points calls plus the session calls the portal makes (member info, settings). */
export const pointsStoryHandlers = ({ state, config, session }: PointsStoryOptions = {}): HttpHandler[] => [
  ...pointsHandlers(state ?? mallState(), config),
  http.get('*/wps/member/info', () => okReply(memberInfo(session?.member))),
  ...baseHandlers(session),
];

/** A points call failing (its error state). */
export const failingPointsHandler = (path: 'goods' | 'points' | 'redemptions' | 'details', status = 500) =>
  http.get(path === 'points' ? '*/wps/points' : `*/wps/points/${path}`, () =>
    errorReply(status, 'internal_error'),
  );

/** The goods and the points never answering (the loading state). */
export const pendingPointsHandlers = () => [
  http.get('*/wps/points/goods', async () => {
    await delay('infinite');
    return okReply(null);
  }),
  http.get('*/wps/points', async () => {
    await delay('infinite');
    return okReply(null);
  }),
];
