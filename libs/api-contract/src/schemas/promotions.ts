import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { MinorUnits, PositiveMinorUnits } from './wallet';

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Promotion types (issue 13): deposit bonus, registration bonus, apply with proof, raffle, mission activity. */
export const promotionTypes = ['DEPOSIT', 'REGISTRATION', 'APPLY', 'RAFFLE', 'MISSION'] as const;
export type PromotionType = (typeof promotionTypes)[number];
export const PromotionTypeSchema = Type.Union([
  Type.Literal('DEPOSIT'),
  Type.Literal('REGISTRATION'),
  Type.Literal('APPLY'),
  Type.Literal('RAFFLE'),
  Type.Literal('MISSION'),
]);

/**
 * Activity statuses of spec §4, as a member sees a promotion: join (may join), joined (waiting for its
 * condition), process (in progress: a mission's tasks, a raffle before its draw), claim (a reward is ready),
 * claimed, applying (an application under review), rejected, issued (approved and paid), close (over, or not
 * for this member) and coming_soon (not started).
 */
export const activityStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming_soon',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];
export const ActivityStatusSchema = Type.Union([
  Type.Literal('join'),
  Type.Literal('claim'),
  Type.Literal('applying'),
  Type.Literal('close'),
  Type.Literal('rejected'),
  Type.Literal('issued'),
  Type.Literal('claimed'),
  Type.Literal('process'),
  Type.Literal('joined'),
  Type.Literal('coming_soon'),
]);

/** Weight of each game category's stake in a turnover requirement, in basis points (10000 = counts in full). */
export const TurnoverWeights = Type.Record(
  Type.String({ maxLength: 32 }),
  Type.Integer({ minimum: 0, maximum: 10_000 }),
  {
    description: 'category -> basis points; a category not listed counts 0',
  },
);
export type TurnoverWeights = Static<typeof TurnoverWeights>;

// ---------------------------------------------------------------------------------------------------------
// Bonuses: every promotion's money, on the ledger, with its turnover requirement.

export const bonusStatuses = ['ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];
export const BonusStatusSchema = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('COMPLETED'),
  Type.Literal('FORFEITED'),
  Type.Literal('EXPIRED'),
]);

export const Bonus = Type.Object({
  id: IdSchema(),
  /** Where it came from: a promotion, a mission or a raffle, with its title in the reader's language. */
  source: Type.Object({
    kind: Type.Union([
      Type.Literal('PROMOTION'),
      Type.Literal('MISSION'),
      Type.Literal('RAFFLE'),
      Type.Literal('VIP'),
      Type.Literal('OPERATOR'),
    ]),
    id: IdSchema(),
    title: Type.String(),
  }),
  amount: MinorUnits,
  status: BonusStatusSchema,
  /** Weighted stake still to play before the bonus money may be withdrawn, and what was played so far. */
  turnoverRequired: MinorUnits,
  turnoverDone: MinorUnits,
  weights: TurnoverWeights,
  /** Ledger reference of the credit (and of the forfeit, when there was one). */
  reference: Type.String(),
  forfeitReference: Nullable(Type.String()),
  /** What a forfeit or expiry took back (never more than the main balance held then). */
  forfeitedAmount: MinorUnits,
  grantedAt: UnixMs,
  expiresAt: UnixMs,
  completedAt: Nullable(UnixMs),
  endedAt: Nullable(UnixMs),
});
export type Bonus = Static<typeof Bonus>;

export const BonusQuery = Type.Object({
  status: Type.Optional(BonusStatusSchema),
  page: Page,
  size: Size,
});
export type BonusQuery = Static<typeof BonusQuery>;

export const BonusPage = Type.Object({
  list: Type.Array(Bonus),
  total: Type.Integer(),
  /** Turnover still to play over every ACTIVE bonus (0: withdrawals are free of bonus rules). */
  turnoverOutstanding: MinorUnits,
  page: Type.Integer(),
  size: Type.Integer(),
});
export type BonusPage = Static<typeof BonusPage>;

// ---------------------------------------------------------------------------------------------------------
// Promotions

/** What a promotion pays and asks (per type; amounts in minor units, rates in basis points). */
export const PromotionRules = Type.Object({
  /** DEPOSIT: percent of the qualifying deposit, the cap and the smallest deposit that qualifies. */
  bonusBps: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  maxBonus: Type.Optional(PositiveMinorUnits),
  minDeposit: Type.Optional(PositiveMinorUnits),
  /** REGISTRATION, APPLY, RAFFLE prize: a fixed amount. */
  amount: Type.Optional(PositiveMinorUnits),
  /** The turnover requirement: (bonus [+ deposit when depositCounts]) × multiplier, weighted by category. */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  depositCounts: Type.Optional(Type.Boolean()),
  weights: TurnoverWeights,
  /** Days the bonus may take to meet its turnover before it expires. */
  bonusDays: Type.Integer({ minimum: 1, maximum: 365 }),
  /** REGISTRATION: members registered within this many days of their registration may claim. */
  registeredWithinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  /** RAFFLE: one ticket per this much valid bet (minor units) in the period, the number of winners, the draw. */
  ticketPer: Type.Optional(PositiveMinorUnits),
  winners: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  drawAt: Type.Optional(UnixMs),
});
export type PromotionRules = Static<typeof PromotionRules>;

/** One language's text of a promotion (content is HTML, sanitised when saved and again when shown). */
export const PromotionText = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  summary: Type.String({ maxLength: 400 }),
  content: Type.String({ maxLength: 20_000 }),
});
export type PromotionText = Static<typeof PromotionText>;

export const PromotionSummary = Type.Object({
  id: IdSchema(),
  type: PromotionTypeSchema,
  title: Type.String(),
  summary: Type.String(),
  imageUrl: Type.String(),
  startsAt: UnixMs,
  endsAt: Nullable(UnixMs),
  /** The reader's status (a visitor sees join, close or coming_soon). */
  status: ActivityStatusSchema,
});
export type PromotionSummary = Static<typeof PromotionSummary>;

export const PromotionQuery = Type.Object({
  type: Type.Optional(PromotionTypeSchema),
  page: Page,
  size: Size,
});
export type PromotionQuery = Static<typeof PromotionQuery>;

export const PromotionPage = Type.Object({
  list: Type.Array(PromotionSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type PromotionPage = Static<typeof PromotionPage>;

/** A member's part in a promotion. */
export const Participation = Type.Object({
  promotionId: IdSchema(),
  status: ActivityStatusSchema,
  joinedAt: Nullable(UnixMs),
  /** The bonus it paid, once paid. */
  bonusId: Nullable(IdSchema()),
  bonusAmount: Nullable(MinorUnits),
  /** APPLY: the operator's reason for a rejection. */
  reason: Nullable(Type.String()),
  /** APPLY: how many images the application carries. */
  images: Type.Integer(),
  /** RAFFLE: tickets earned so far. */
  tickets: Type.Integer(),
});
export type Participation = Static<typeof Participation>;

/** A raffle's draw: the committed seed hash before it, the seed and winners after (provably fair). */
export const RaffleDraw = Type.Object({
  drawAt: UnixMs,
  seedHash: Type.String({ description: 'sha256 of the server seed, published before the draw' }),
  seed: Nullable(Type.String({ description: 'the server seed, revealed after the draw' })),
  drawnAt: Nullable(UnixMs),
  tickets: Type.Integer({ description: 'tickets in the draw' }),
  winners: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      username: Type.String({ description: 'masked' }),
      ticket: Type.Integer(),
      prize: MinorUnits,
    }),
  ),
});
export type RaffleDraw = Static<typeof RaffleDraw>;

export const PromotionDetail = Type.Intersect([
  PromotionSummary,
  Type.Object({
    content: Type.String({ description: 'sanitised HTML' }),
    rules: PromotionRules,
    participation: Nullable(Participation),
    raffle: Nullable(RaffleDraw),
  }),
]);
export type PromotionDetail = Static<typeof PromotionDetail>;

export const ClaimResult = Type.Object({ participation: Participation, bonus: Bonus });
export type ClaimResult = Static<typeof ClaimResult>;

// ---------------------------------------------------------------------------------------------------------
// Missions

export const missionTaskKinds = [
  'DEPOSIT_AMOUNT',
  'BET_COUNT',
  'BET_AMOUNT',
  'WIN_ROUND',
  'LOGIN_DAYS',
] as const;
export type MissionTaskKind = (typeof missionTaskKinds)[number];
export const MissionTaskKindSchema = Type.Union([
  Type.Literal('DEPOSIT_AMOUNT'),
  Type.Literal('BET_COUNT'),
  Type.Literal('BET_AMOUNT'),
  Type.Literal('WIN_ROUND'),
  Type.Literal('LOGIN_DAYS'),
]);

export const MissionTask = Type.Object({
  kind: MissionTaskKindSchema,
  /** BET_AMOUNT / BET_COUNT / WIN_ROUND may name one game category; none: every category. */
  category: Nullable(Type.String({ maxLength: 32 })),
  /** Amounts in minor units as strings; counts and days as whole numbers in strings too. */
  target: Type.String({ pattern: '^[0-9]{1,18}$' }),
  progress: Type.String({ pattern: '^[0-9]{1,18}$' }),
  done: Type.Boolean(),
});
export type MissionTask = Static<typeof MissionTask>;

export const Mission = Type.Object({
  id: IdSchema(),
  title: Type.String(),
  description: Type.String(),
  period: Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')]),
  periodStart: UnixMs,
  periodEnd: UnixMs,
  reward: MinorUnits,
  tasks: Type.Array(MissionTask),
  /** process (tasks open), claim (all done), claimed (this period). */
  status: Type.Union([Type.Literal('process'), Type.Literal('claim'), Type.Literal('claimed')]),
});
export type Mission = Static<typeof Mission>;

export const MissionList = Type.Object({ list: Type.Array(Mission) });
export type MissionList = Static<typeof MissionList>;

/** What claiming a mission answers: the mission (now claimed) and the bonus it paid. */
export const MissionClaimResult = Type.Object({ mission: Mission, bonus: Bonus });
export type MissionClaimResult = Static<typeof MissionClaimResult>;

export const MissionLeaderboardQuery = Type.Object({
  period: Type.Optional(Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')], { default: 'DAILY' })),
});
export type MissionLeaderboardQuery = Static<typeof MissionLeaderboardQuery>;

/** The mission summary: the member-centre badge shows `open` when above 0. */
export const MissionSummary = Type.Object({
  open: Type.Integer({ description: 'missions of the current periods not claimed yet' }),
  claimable: Type.Integer(),
});
export type MissionSummary = Static<typeof MissionSummary>;

export const MissionLeaderboard = Type.Object({
  period: Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')]),
  periodStart: UnixMs,
  list: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      username: Type.String({ description: 'masked, or the reader itself' }),
      completed: Type.Integer(),
      rewards: MinorUnits,
      me: Type.Boolean(),
    }),
  ),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;

// ---------------------------------------------------------------------------------------------------------
// Reward centre: every claimable reward in one place.

export const RewardKind = Type.Union([
  Type.Literal('PROMOTION'),
  Type.Literal('MISSION'),
  Type.Literal('RAFFLE'),
  Type.Literal('CASHBACK'),
]);
export type RewardKind = Static<typeof RewardKind>;

export const Reward = Type.Object({
  kind: RewardKind,
  /** The promotion, mission or cashback id (claim with POST /wps/rewards/claim {kind, id}). */
  id: IdSchema(),
  title: Type.String(),
  amount: MinorUnits,
  status: Type.Union([Type.Literal('claim'), Type.Literal('claimed')]),
  /** Until when it may be claimed (null: no limit). */
  claimBy: Nullable(UnixMs),
});
export type Reward = Static<typeof Reward>;

export const RewardList = Type.Object({ list: Type.Array(Reward), claimable: Type.Integer() });
export type RewardList = Static<typeof RewardList>;

export const RewardClaimRequest = Type.Object({ kind: RewardKind, id: IdSchema() });
export type RewardClaimRequest = Static<typeof RewardClaimRequest>;

/** A promotion or mission pays a bonus; a cashback day is paid straight into the main wallet (no bonus). */
export const RewardClaimResult = Type.Object({ bonus: Type.Optional(Bonus), amount: MinorUnits });
export type RewardClaimResult = Static<typeof RewardClaimResult>;
