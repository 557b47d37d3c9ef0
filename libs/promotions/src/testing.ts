// Test and story entry of @playfront/promotions (`@playfront/promotions/testing`): fixtures of every type and
// status and MSW handlers of the promotion calls, shared by its specs and stories.
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';
import type {
  ActivityStatus,
  Bonus,
  Participation,
  PromotionDetail,
  PromotionRules,
  PromotionSummary,
  PromotionType,
  RaffleDraw,
} from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { baseHandlers } from '@playfront/auth-session/testing';

const day = 86_400_000;
/** A fixed "now" of the fixtures (2026-01-20 12:00 UTC). */
export const promotionsNow = Date.UTC(2026, 0, 20, 12, 0);

/** A banner as an inline SVG, so stories and specs load no network image. */
const banner = (colour: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 70"><rect width="160" height="70" fill="${colour}"/></svg>`,
  );

const summary = (
  id: number,
  type: PromotionType,
  status: ActivityStatus,
  title: string,
  text: string,
  colour: string,
  over: Partial<PromotionSummary> = {},
): PromotionSummary => ({
  id,
  type,
  title,
  summary: text,
  imageUrl: banner(colour),
  startsAt: promotionsNow - 10 * day,
  endsAt: promotionsNow + 20 * day,
  status,
  ...over,
});

/** One promotion of each type and one of each status (spec §4), in the list's order. */
export const promotionFixtures: PromotionSummary[] = [
  summary(
    1,
    'DEPOSIT',
    'join',
    'Welcome deposit bonus',
    '100% of your first deposit, up to P500.',
    '#3559e0',
  ),
  summary(2, 'REGISTRATION', 'claim', 'Sign-up gift', 'P8.88 for every new member.', '#2f9e44'),
  summary(3, 'APPLY', 'join', 'Share your big win', 'Send a screenshot of a big win and get P50.', '#e8590c'),
  summary(
    4,
    'RAFFLE',
    'process',
    'Weekend lucky draw',
    'One ticket for every P100 of valid bets.',
    '#ae3ec9',
  ),
  summary(5, 'MISSION', 'process', 'Daily missions', 'Finish the daily tasks for a reward.', '#1098ad'),
  summary(6, 'DEPOSIT', 'joined', 'Reload bonus', '50% of a reload deposit, up to P200.', '#364fc7'),
  summary(
    7,
    'REGISTRATION',
    'claimed',
    'Mobile verification gift',
    'P5 once your number is verified.',
    '#2b8a3e',
  ),
  summary(8, 'APPLY', 'applying', 'Birthday bonus', 'Apply with your ID in your birthday month.', '#d9480f'),
  summary(9, 'APPLY', 'rejected', 'Referral proof bonus', 'Show a referral and get P20.', '#c92a2a'),
  summary(10, 'APPLY', 'issued', 'VIP upgrade gift', 'A gift for reaching a new VIP rank.', '#f08c00'),
  summary(11, 'RAFFLE', 'close', 'New year lucky draw', 'Drawn on 1 January.', '#862e9c', {
    startsAt: promotionsNow - 40 * day,
    endsAt: promotionsNow - 19 * day,
  }),
  summary(12, 'DEPOSIT', 'coming_soon', 'Holiday deposit bonus', 'Starts next month.', '#495057', {
    startsAt: promotionsNow + 12 * day,
    endsAt: null,
  }),
];

const weights = { SLOT: 10_000, LIVE: 2_000 };

const rulesOf = (type: PromotionType): PromotionRules => {
  switch (type) {
    case 'DEPOSIT':
      return {
        bonusBps: 10_000,
        maxBonus: '50000',
        minDeposit: '10000',
        turnoverMultiplier: 10,
        weights,
        bonusDays: 14,
      };
    case 'REGISTRATION':
      return { amount: '888', turnoverMultiplier: 5, weights, bonusDays: 7, registeredWithinDays: 7 };
    case 'APPLY':
      return { amount: '5000', turnoverMultiplier: 1, weights, bonusDays: 30 };
    case 'RAFFLE':
      return {
        ticketPer: '10000',
        winners: 3,
        drawAt: promotionsNow + 2 * 3_600_000,
        turnoverMultiplier: 0,
        weights,
        bonusDays: 7,
      };
    case 'MISSION':
      return { amount: '1000', turnoverMultiplier: 1, weights, bonusDays: 7 };
  }
};

/** A participation of the signed-in member. */
export const participation = (over: Partial<Participation> & { promotionId: number }): Participation => ({
  status: 'joined',
  joinedAt: promotionsNow - day,
  bonusId: null,
  bonusAmount: null,
  reason: null,
  images: 0,
  tickets: 0,
  ...over,
});

/** The seed hash of the fixtures' raffles (sha256 of the seed below). */
export const raffleSeed = '9f2c4e7a1b3d5f60';
export const raffleSeedHash = 'b7e23ec29af22b0b4e41da31e868d57226121c84bbd2e1b7c86f4a1b1e1c6a9f';

const pendingDraw: RaffleDraw = {
  drawAt: promotionsNow + 2 * 3_600_000,
  seedHash: raffleSeedHash,
  seed: null,
  drawnAt: null,
  tickets: 240,
  winners: [],
};

/** A drawn raffle: the seed is revealed and the winners are listed. */
export const drawnRaffle: RaffleDraw = {
  drawAt: promotionsNow - 19 * day,
  seedHash: raffleSeedHash,
  seed: raffleSeed,
  drawnAt: promotionsNow - 19 * day + 60_000,
  tickets: 1_024,
  winners: [
    { rank: 1, username: 'pl***01', ticket: 517, prize: '100000' },
    { rank: 2, username: 'ma***ey', ticket: 88, prize: '50000' },
    { rank: 3, username: 'lu***ky', ticket: 901, prize: '20000' },
  ],
};

const participationOf = (promotion: PromotionSummary): Participation | null => {
  const promotionId = promotion.id;
  switch (promotion.status) {
    case 'joined':
    case 'process':
      return participation({
        promotionId,
        status: promotion.status,
        tickets: promotion.type === 'RAFFLE' ? 12 : 0,
      });
    case 'claim':
      return participation({ promotionId, status: 'claim' });
    case 'claimed':
      return participation({ promotionId, status: 'claimed', bonusId: 70, bonusAmount: '500' });
    case 'applying':
      return participation({ promotionId, status: 'applying', images: 2 });
    case 'rejected':
      return participation({
        promotionId,
        status: 'rejected',
        images: 1,
        reason: 'The screenshot does not show a referral.',
      });
    case 'issued':
      return participation({ promotionId, status: 'issued', images: 2, bonusId: 71, bonusAmount: '5000' });
    case 'close':
      return promotion.type === 'RAFFLE' ? participation({ promotionId, status: 'close', tickets: 3 }) : null;
    default:
      return null;
  }
};

/** The detail of a promotion summary (rules by type, the member's part, a raffle's draw). */
export const promotionDetail = (
  promotion: PromotionSummary,
  over: Partial<PromotionDetail> = {},
): PromotionDetail => ({
  ...promotion,
  content: `<h3>How it works</h3><p>${promotion.summary}</p><p>Terms apply. <a href="https://example.com/terms" target="_blank">Read the terms</a>.</p>`,
  rules: rulesOf(promotion.type),
  participation: participationOf(promotion),
  raffle: promotion.type === 'RAFFLE' ? (promotion.status === 'close' ? drawnRaffle : pendingDraw) : null,
  ...over,
});

/** Content with a script and an event handler: neither may reach the DOM. */
export const hostileContent =
  '<p>Safe text</p><script>window.__promoHacked = true</script><img src="x" alt="bad" onerror="window.__promoHacked = true">';

const bonusOf = (promotionId: number, amount: string): Bonus => ({
  id: 90 + promotionId,
  source: { kind: 'PROMOTION', id: promotionId, title: 'Sign-up gift' },
  amount,
  status: 'ACTIVE',
  turnoverRequired: String(Number(amount) * 5),
  turnoverDone: '0',
  weights,
  reference: `bonus:${promotionId}`,
  forfeitReference: null,
  forfeitedAmount: '0',
  grantedAt: promotionsNow,
  expiresAt: promotionsNow + 7 * day,
  completedAt: null,
  endedAt: null,
});

/** What the handlers saw: the list queries, the Idempotency-Keys and the applications' parts. */
export interface PromotionCalls {
  listQueries: URLSearchParams[];
  keys: string[];
  /** Each application's note and number of `images` parts. */
  applications: { note: string; images: number }[];
}

export interface PromotionHandlerOptions {
  /** The promotions of the list (default: every fixture). */
  promotions?: PromotionSummary[];
  /** Details by id, instead of the ones built from the summaries. */
  details?: Record<number, PromotionDetail>;
  /** Records the calls. */
  calls?: PromotionCalls;
}

/** A fresh record of calls. */
export const promotionCalls = (): PromotionCalls => ({ listQueries: [], keys: [], applications: [] });

/**
 * Every promotion call on an in-memory brand: the list (filtered by type, paged), the detail (404 for an
 * unknown id), join (-> joined), claim (-> claimed, the rule's amount credited) and apply (-> applying).
 */
export function promotionHandlers({
  promotions = promotionFixtures,
  details = {},
  calls,
}: PromotionHandlerOptions = {}): HttpHandler[] {
  const store = new Map<number, PromotionDetail>(
    promotions.map((promotion) => [promotion.id, details[promotion.id] ?? promotionDetail(promotion)]),
  );
  for (const [id, detail] of Object.entries(details)) store.set(Number(id), detail);
  const setStatus = (id: number, next: Participation) => {
    const current = store.get(id);
    if (current) store.set(id, { ...current, status: next.status, participation: next });
  };
  const summaries = () =>
    promotions.map((promotion) => {
      const detail = store.get(promotion.id);
      return detail ? { ...promotion, status: detail.status } : promotion;
    });
  return [
    http.get('*/wps/promotions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls?.listQueries.push(query);
      const type = query.get('type');
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const list = summaries().filter((promotion) => !type || promotion.type === type);
      return okReply({ list: list.slice((page - 1) * size, page * size), total: list.length, page, size });
    }),
    http.get('*/wps/promotions/:id', ({ params }) => {
      const detail = store.get(Number(params.id));
      return detail ? okReply(detail) : errorReply(404, 'promotion_not_found');
    }),
    http.post('*/wps/promotions/:id/join', ({ params, request }) => {
      const id = Number(params.id);
      calls?.keys.push(request.headers.get('Idempotency-Key') ?? '');
      const next = participation({ promotionId: id, status: 'joined', joinedAt: promotionsNow });
      setStatus(id, next);
      return okReply(next);
    }),
    http.post('*/wps/promotions/:id/claim', ({ params, request }) => {
      const id = Number(params.id);
      calls?.keys.push(request.headers.get('Idempotency-Key') ?? '');
      const amount = store.get(id)?.rules.amount ?? '100';
      const next = participation({
        promotionId: id,
        status: 'claimed',
        bonusId: 90 + id,
        bonusAmount: amount,
      });
      setStatus(id, next);
      return okReply({ participation: next, bonus: bonusOf(id, amount) });
    }),
    http.post('*/wps/promotions/:id/apply', async ({ params, request }) => {
      const id = Number(params.id);
      const form = await request.formData();
      // Under Jest the jsdom File reaches the handler as text; count the parts, which holds everywhere.
      const images = form.getAll('proof').length;
      calls?.applications.push({ note: String(form.get('note') ?? ''), images });
      const next = participation({ promotionId: id, status: 'applying', images });
      setStatus(id, next);
      return okReply(next);
    }),
  ];
}

/** The promotion calls plus the session calls a page makes (member info of a signed-in reader). */
export const promotionStoryHandlers = (options: PromotionHandlerOptions = {}): HttpHandler[] => [
  ...promotionHandlers(options),
  ...baseHandlers(),
];

/** A call of `path` that fails (the error states). */
export const failingPromotionsHandler = (path = '/wps/promotions', status = 500, code = 'internal_error') =>
  http.get(`*${path}`, () => errorReply(status, code));

/** A call of `path` that never answers (the loading states). */
export const pendingPromotionsHandler = (path = '/wps/promotions') =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return okReply(null);
  });

/** A failing POST of a promotion action (join, claim or apply). */
export const failingActionHandler = (action: 'join' | 'claim' | 'apply', status = 409, code = 'conflict') =>
  http.post(`*/wps/promotions/:id/${action}`, () => errorReply(status, code));
