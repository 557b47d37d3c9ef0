import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { GameCategorySchema } from './games';
import { IdSchema } from './numbers';
import { MinorUnits } from './wallet';

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A cashback rate in hundredths of a percent of valid bets (70 = 0.70 %). */
const RateBp = Type.Integer({ minimum: 0, maximum: 10_000, description: 'hundredths of a percent' });

/** Cashback (manual rebate, spec §1): a share of each UTC day's valid bets per game category. */
export const cashbackStatuses = ['CLAIMABLE', 'CLAIMED', 'EXPIRED', 'NIL'] as const;
export type CashbackStatus = (typeof cashbackStatuses)[number];
export const CashbackStatusSchema = Type.Union([
  Type.Literal('CLAIMABLE'),
  Type.Literal('CLAIMED'),
  Type.Literal('EXPIRED'),
  Type.Literal('NIL'),
]);

/** One category of a day: its valid bets, the rate that applied and the cashback it earned (floored). */
export const CashbackLine = Type.Object({
  category: GameCategorySchema,
  validBet: MinorUnits,
  rateBp: RateBp,
  amount: MinorUnits,
});
export type CashbackLine = Static<typeof CashbackLine>;

/** A member's cashback of one closed UTC day. */
export const Cashback = Type.Object({
  id: IdSchema(),
  /** The day, [periodStart, periodEnd) in Unix ms (UTC). */
  periodStart: UnixMs,
  periodEnd: UnixMs,
  rankLevel: Type.Integer(),
  lines: Type.Array(CashbackLine),
  validBet: MinorUnits,
  amount: MinorUnits,
  status: CashbackStatusSchema,
  /** Until when it may be claimed. */
  expiresAt: UnixMs,
  claimedAt: Nullable(UnixMs),
  /** The ledger reference of its payment (CLAIMED only). */
  reference: Nullable(Type.String()),
});
export type Cashback = Static<typeof Cashback>;

/** The open day so far: an estimate, claimable once the day has closed and been computed. */
export const CashbackEstimate = Type.Object({
  periodStart: UnixMs,
  periodEnd: UnixMs,
  lines: Type.Array(CashbackLine),
  validBet: MinorUnits,
  amount: MinorUnits,
});
export type CashbackEstimate = Static<typeof CashbackEstimate>;

export const CashbackRate = Type.Object({ category: GameCategorySchema, rateBp: RateBp });
export type CashbackRate = Static<typeof CashbackRate>;

/** GET /wps/cashback: what I may claim, today's estimate and my rates. */
export const CashbackOverview = Type.Object({
  claimable: Type.Array(Cashback),
  /** Sum of the claimable amounts. */
  total: MinorUnits,
  today: CashbackEstimate,
  rankLevel: Type.Integer(),
  rates: Type.Array(CashbackRate),
  /** Days a closed day's cashback stays claimable. */
  claimDays: Type.Integer(),
});
export type CashbackOverview = Static<typeof CashbackOverview>;

export const CashbackHistoryQuery = Type.Object({ page: Page, size: Size });
export type CashbackHistoryQuery = Static<typeof CashbackHistoryQuery>;

/** Claimed and expired days, newest first. */
export const CashbackHistory = Type.Object({
  list: Type.Array(Cashback),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type CashbackHistory = Static<typeof CashbackHistory>;

/** Claim every claimable day (no id) or one. */
export const CashbackClaimRequest = Type.Object({ id: Type.Optional(IdSchema()) });
export type CashbackClaimRequest = Static<typeof CashbackClaimRequest>;

export const CashbackClaimResult = Type.Object({
  claimed: Type.Array(Cashback),
  /** What was paid into the main wallet. */
  amount: MinorUnits,
  mainBalance: MinorUnits,
});
export type CashbackClaimResult = Static<typeof CashbackClaimResult>;

// Operator calls

export const AdminCashbackRates = Type.Object({
  list: Type.Array(
    Type.Object({
      /** 0: the brand's default; another level's row replaces the default for that rank. */
      rankLevel: Type.Integer(),
      rates: Type.Array(CashbackRate),
    }),
  ),
});
export type AdminCashbackRates = Static<typeof AdminCashbackRates>;

export const AdminCashbackRateSet = Type.Object({
  rankLevel: Type.Integer({ minimum: 0, maximum: 100 }),
  category: GameCategorySchema,
  /** null removes a rank's own rate (the default applies again); level 0 needs a number. Null first: a
   * request's null must not be coerced to 0. */
  rateBp: Type.Union([Type.Null(), RateBp]),
});
export type AdminCashbackRateSet = Static<typeof AdminCashbackRateSet>;

export const AdminCashbackQuery = Type.Object({
  userId: Type.Optional(IdSchema()),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** A UTC day, YYYY-MM-DD. */
  day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  status: Type.Optional(CashbackStatusSchema),
  page: Page,
  size: Size,
});
export type AdminCashbackQuery = Static<typeof AdminCashbackQuery>;

export const AdminCashback = Type.Intersect([
  Cashback,
  Type.Object({ userId: Type.Integer(), username: Type.String() }),
]);
export type AdminCashback = Static<typeof AdminCashback>;

export const AdminCashbackPage = Type.Object({
  list: Type.Array(AdminCashback),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type AdminCashbackPage = Static<typeof AdminCashbackPage>;
