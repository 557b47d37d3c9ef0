import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { MinorUnits, PaymentPassword } from './wallet';

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDate = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  format: 'date',
  description: 'yyyy-MM-dd (UTC), a real calendar day',
});

/** Whole points (points never have decimals), as a decimal string like money. */
export const Points = Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$', maxLength: 18 });
/** A signed change of points (credits positive, debits negative). */
export const SignedPoints = Type.String({ pattern: '^(0|-?[1-9][0-9]{0,17})$', maxLength: 19 });
/** A request's count of points: a positive integer. */
export const PositivePoints = Type.String({ pattern: '^[1-9][0-9]{0,11}$', maxLength: 12 });

/**
 * Spec §3 point types: what a change of points came from. Play earns by game category (lottery covers the
 * lottery and e-lottery categories, slots the RNG category); DEPOSIT from approved deposits; REDEEM is what a
 * redemption or a conversion spent; REFUND gives back a rejected redemption; ADJUST is an operator's
 * correction with its remark.
 */
export const pointTypes = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'DEPOSIT',
  'REDEEM',
  'REFUND',
  'ADJUST',
] as const;
export type PointType = (typeof pointTypes)[number];
export const PointTypeSchema = Type.Union([
  Type.Literal('LIVE'),
  Type.Literal('LOTTERY'),
  Type.Literal('PVP'),
  Type.Literal('SLOTS'),
  Type.Literal('SPORTS'),
  Type.Literal('FISH'),
  Type.Literal('ESPORTS'),
  Type.Literal('DEPOSIT'),
  Type.Literal('REDEEM'),
  Type.Literal('REFUND'),
  Type.Literal('ADJUST'),
]);

/** What earns points: a game category's type, or deposits. */
export const pointSources = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'FISH',
  'ESPORTS',
  'DEPOSIT',
] as const;
export type PointSource = (typeof pointSources)[number];
export const PointSourceSchema = Type.Union([
  Type.Literal('LIVE'),
  Type.Literal('LOTTERY'),
  Type.Literal('PVP'),
  Type.Literal('SLOTS'),
  Type.Literal('SPORTS'),
  Type.Literal('FISH'),
  Type.Literal('ESPORTS'),
  Type.Literal('DEPOSIT'),
]);

/** Points earned per 100.00 of valid bets (or of an approved deposit) of a source; 0 earns nothing. */
export const PointRate = Type.Object({
  source: PointSourceSchema,
  pointsPer100: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type PointRate = Static<typeof PointRate>;

/** The mall's rules (GET /wps/points/config, public). */
export const PointsConfig = Type.Object({
  /** Exchange ratio of a conversion to chips: `points` buy `amount` minor units. */
  exchange: Type.Object({ points: Type.Integer({ minimum: 1 }), amount: MinorUnits }),
  /** Smallest conversion, in points. */
  minConvert: Points,
  rates: Type.Array(PointRate),
  /** Days of valid bets a goods' amount requirement is measured over. */
  requirementDays: Type.Integer({ minimum: 1 }),
});
export type PointsConfig = Static<typeof PointsConfig>;

/** The member's points (GET /wps/points). */
export const PointsBalance = Type.Object({
  points: Points,
  /** Valid bets of the last `requirementDays` days, measured against goods' amount requirements. */
  validBets: MinorUnits,
  requirementDays: Type.Integer({ minimum: 1 }),
});
export type PointsBalance = Static<typeof PointsBalance>;

/** Points earned by type (GET /wps/points/reward): today (UTC) and over the last 30 days. */
export const PointsReward = Type.Object({
  list: Type.Array(Type.Object({ type: PointSourceSchema, today: Points, last30Days: Points })),
  today: Points,
  last30Days: Points,
});
export type PointsReward = Static<typeof PointsReward>;

export const goodsKinds = ['PHYSICAL', 'CHIPS'] as const;
export type GoodsKind = (typeof goodsKinds)[number];
export const GoodsKindSchema = Type.Union([Type.Literal('PHYSICAL'), Type.Literal('CHIPS')]);

/** An item of the mall, in the reader's language. */
export const Goods = Type.Object({
  id: IdSchema(),
  kind: GoodsKindSchema,
  /** The mall's shelf (for the category tabs), in the reader's language. */
  category: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image: Type.String(),
  /** Price of one, in points. */
  points: Points,
  /** Valid bets the member must have played in the last `requirementDays` days to redeem it (0: none). */
  amountRequirement: MinorUnits,
  /** Money a CHIPS item credits to the main wallet, per item ("0" for physical goods). */
  chips: MinorUnits,
  quantity: Type.Integer({ minimum: 0 }),
  available: Type.Integer({ minimum: 0 }),
  /** Most items one redemption may take. */
  maxPerRedemption: Type.Integer({ minimum: 1 }),
});
export type Goods = Static<typeof Goods>;

export const GoodsQuery = Type.Object({ kind: Type.Optional(GoodsKindSchema) });
export type GoodsQuery = Static<typeof GoodsQuery>;
export const GoodsList = Type.Object({ list: Type.Array(Goods) });
export type GoodsList = Static<typeof GoodsList>;

/** Where a physical item goes. */
export const Delivery = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    phone: Type.String({ minLength: 5, maxLength: 20, pattern: '^[+0-9 ()-]+$' }),
    address: Type.String({ minLength: 5, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type Delivery = Static<typeof Delivery>;

/** POST /wps/points/redeem (Idempotency-Key): points for goods, checked with the payment password. */
export const RedeemRequest = Type.Object(
  {
    goodsId: IdSchema(),
    quantity: Type.Integer({ minimum: 1, maximum: 100 }),
    paymentPassword: PaymentPassword,
    /** Required for physical goods; ignored for chips. */
    delivery: Type.Optional(Delivery),
  },
  { additionalProperties: false },
);
export type RedeemRequest = Static<typeof RedeemRequest>;

/** POST /wps/points/convert (Idempotency-Key): points to money at the exchange ratio. */
export const ConvertRequest = Type.Object(
  { points: PositivePoints, paymentPassword: PaymentPassword },
  { additionalProperties: false },
);
export type ConvertRequest = Static<typeof ConvertRequest>;

/** Spec §4 redeem statuses. */
export const redemptionStatuses = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];
export const RedemptionStatusSchema = Type.Union([
  Type.Literal('IN_PROCESS'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
]);

/** A row of the redeem history: goods (physical or chips) or a conversion. */
export const Redemption = Type.Object({
  id: IdSchema(),
  reference: Type.String(),
  appliedAt: UnixMs,
  type: Type.Union([Type.Literal('PHYSICAL'), Type.Literal('CHIPS'), Type.Literal('CONVERT')]),
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  points: Points,
  /** Money credited (chips and conversions); "0" for physical goods. */
  amount: MinorUnits,
  status: RedemptionStatusSchema,
  delivery: Nullable(Delivery),
  /** The operator's reason for a rejection (or note on an approval). */
  reason: Nullable(Type.String()),
  decidedAt: Nullable(UnixMs),
});
export type Redemption = Static<typeof Redemption>;

/** The reply of a redemption or conversion: the row and the points left. */
export const RedemptionResult = Type.Object({ redemption: Redemption, points: Points });
export type RedemptionResult = Static<typeof RedemptionResult>;

export const RedemptionQuery = Type.Object({
  status: Type.Optional(RedemptionStatusSchema),
  page: Page,
  size: Size,
});
export type RedemptionQuery = Static<typeof RedemptionQuery>;

export const RedemptionPage = Type.Object({
  list: Type.Array(Redemption),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type RedemptionPage = Static<typeof RedemptionPage>;

/** A row of the points details: one change of the member's points account, newest first. */
export const PointEntry = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  at: UnixMs,
  type: PointTypeSchema,
  change: SignedPoints,
  /** Points after this change. */
  balance: Points,
  remark: Type.String(),
});
export type PointEntry = Static<typeof PointEntry>;

export const PointEntryQuery = Type.Object({
  type: Type.Optional(PointTypeSchema),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  page: Page,
  size: Size,
});
export type PointEntryQuery = Static<typeof PointEntryQuery>;

export const PointEntryPage = Type.Object({
  list: Type.Array(PointEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type PointEntryPage = Static<typeof PointEntryPage>;

// ---------------------------------------------------------------------------------------------------------
// Operator calls (behind the operator key).

/** An item's texts in one language; en is required, the other portal languages optional. */
export const GoodsText = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.String({ maxLength: 500 }),
    category: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export const GoodsTexts = Type.Object(
  {
    en: GoodsText,
    cn: Type.Optional(GoodsText),
    ja: Type.Optional(GoodsText),
    ko: Type.Optional(GoodsText),
    th: Type.Optional(GoodsText),
    vi: Type.Optional(GoodsText),
  },
  { additionalProperties: false },
);
export type GoodsTexts = Static<typeof GoodsTexts>;

export const GoodsCreate = Type.Object(
  {
    kind: GoodsKindSchema,
    texts: GoodsTexts,
    /** An image path or https URL. */
    image: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' }),
    points: PositivePoints,
    amountRequirement: MinorUnits,
    /** Money per item for CHIPS (positive); "0" for PHYSICAL. */
    chips: MinorUnits,
    quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    maxPerRedemption: Type.Integer({ minimum: 1, maximum: 100 }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type GoodsCreate = Static<typeof GoodsCreate>;

/** Changes to an item; `quantity` is the new total stock (never below what is already redeemed). */
export const GoodsUpdate = Type.Partial(
  Type.Object(
    {
      texts: GoodsTexts,
      image: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' }),
      points: PositivePoints,
      amountRequirement: MinorUnits,
      chips: MinorUnits,
      quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      maxPerRedemption: Type.Integer({ minimum: 1, maximum: 100 }),
      sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
      paused: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
);
export type GoodsUpdate = Static<typeof GoodsUpdate>;

export const AdminGoods = Type.Object({
  id: IdSchema(),
  kind: GoodsKindSchema,
  texts: GoodsTexts,
  image: Type.String(),
  points: Points,
  amountRequirement: MinorUnits,
  chips: MinorUnits,
  quantity: Type.Integer({ minimum: 0 }),
  available: Type.Integer({ minimum: 0 }),
  maxPerRedemption: Type.Integer({ minimum: 1 }),
  sort: Type.Integer(),
  paused: Type.Boolean(),
});
export type AdminGoods = Static<typeof AdminGoods>;
export const AdminGoodsList = Type.Object({ list: Type.Array(AdminGoods) });
export type AdminGoodsList = Static<typeof AdminGoodsList>;

export const GoodsIdParams = Type.Object({ id: IdSchema() });
export const RedemptionIdParams = Type.Object({ id: IdSchema() });

/** Approve or reject a physical redemption in process; a rejection gives the points and the stock back. */
export const RedemptionDecision = Type.Object(
  {
    decision: Type.Union([Type.Literal('APPROVE'), Type.Literal('REJECT')]),
    /** Required for a rejection: the member sees it. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RedemptionDecision = Static<typeof RedemptionDecision>;

export const AdminRedemptionQuery = Type.Object({
  status: Type.Optional(RedemptionStatusSchema),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  page: Page,
  size: Size,
});
export type AdminRedemptionQuery = Static<typeof AdminRedemptionQuery>;

export const AdminRedemption = Type.Intersect([Redemption, Type.Object({ username: Type.String() })]);
export type AdminRedemption = Static<typeof AdminRedemption>;
export const AdminRedemptionPage = Type.Object({
  list: Type.Array(AdminRedemption),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type AdminRedemptionPage = Static<typeof AdminRedemptionPage>;

/** An operator's correction of a member's points (both sides on the ledger). */
export const PointsAdjust = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    points: Type.String({ pattern: '^-?[1-9][0-9]{0,11}$', maxLength: 13 }),
    remark: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PointsAdjust = Static<typeof PointsAdjust>;
export const PointsAdjustResult = Type.Object({ points: Points, reference: Type.String() });
export type PointsAdjustResult = Static<typeof PointsAdjustResult>;

/** The brand's points rules (exchange ratio, minimum conversion, requirement window, earning rates). */
export const PointsRulesUpdate = Type.Object(
  {
    exchange: Type.Optional(
      Type.Object(
        {
          points: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
          /** 1 to 1 000 000 minor units (the bounds the rules are stored with). */
          amount: Type.String({ pattern: '^([1-9][0-9]{0,5}|1000000)$', maxLength: 7 }),
        },
        { additionalProperties: false },
      ),
    ),
    minConvert: Type.Optional(PositivePoints),
    requirementDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    rates: Type.Optional(Type.Array(PointRate, { maxItems: 8 })),
  },
  { additionalProperties: false },
);
export type PointsRulesUpdate = Static<typeof PointsRulesUpdate>;
