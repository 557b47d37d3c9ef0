import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { PreviousLogin } from './session';

const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Minor units of money, or minutes of a session limit. */
const LimitAmount = Type.String({ pattern: '^[1-9][0-9]{0,17}$', maxLength: 18 });

/**
 * Player protection (docs/player-protection.md): the limits a member sets on deposits, net losses, stakes
 * and the length of a session, the reality check and time-out or self-exclusion.
 */
export const limitKinds = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const LimitKindSchema = Type.Union([
  Type.Literal('DEPOSIT'),
  Type.Literal('LOSS'),
  Type.Literal('WAGER'),
  Type.Literal('SESSION'),
]);

/** DAY, WEEK (Monday to Sunday) and MONTH are UTC calendar periods; SESSION is one login (minutes). */
export const limitPeriods = ['DAY', 'WEEK', 'MONTH', 'SESSION'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
export const LimitPeriodSchema = Type.Union([
  Type.Literal('DAY'),
  Type.Literal('WEEK'),
  Type.Literal('MONTH'),
  Type.Literal('SESSION'),
]);

/** A change that raises or removes a limit: it waits for the cooling-off, then for the member's confirmation. */
export const PendingLimitChange = Type.Object({
  /** The new amount; null removes the limit. */
  amount: Nullable(LimitAmount),
  requestedAt: UnixMs,
  /** From when the member may confirm it. */
  effectiveAt: UnixMs,
  /** The cooling-off is over: the member may confirm it now. */
  confirmable: Type.Boolean(),
});
export type PendingLimitChange = Static<typeof PendingLimitChange>;

/** One limit of the member: what is used of it in the current period, when that period ends. */
export const ProtectionLimit = Type.Object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** The limit in force (minor units; minutes for SESSION); null when only a change to add one is pending. */
  amount: Nullable(LimitAmount),
  /** Used in the current period: deposits requested, net loss, stakes, or minutes since login. */
  used: Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$' }),
  /** When the current period ends (null for SESSION: at logout). */
  resetsAt: Nullable(UnixMs),
  pending: Nullable(PendingLimitChange),
});
export type ProtectionLimit = Static<typeof ProtectionLimit>;

export const exclusionKinds = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];
export const ExclusionKindSchema = Type.Union([Type.Literal('TIME_OUT'), Type.Literal('SELF_EXCLUSION')]);

/** A time-out or self-exclusion in force; it holds on every brand of the deployment for the same person. */
export const ActiveExclusion = Type.Object({
  kind: ExclusionKindSchema,
  startedAt: UnixMs,
  /** null: permanent. */
  endsAt: Nullable(UnixMs),
});
export type ActiveExclusion = Static<typeof ActiveExclusion>;

/** The brand's player-protection settings (operators set them; strict defaults). */
export const ProtectionSettings = Type.Object({
  /** Hours a raise or removal of a limit waits before the member may confirm it. */
  coolingOffHours: Type.Integer({ minimum: 24, maximum: 168 }),
  /**
   * A raise or removal also waits for the end of the limit's current period (58 Pa. Code 814a.2: after the
   * time period of the previous limit has expired).
   */
  raiseWaitsForPeriodEnd: Type.Boolean(),
  /** The minimum age at registration. */
  minimumAge: Type.Integer({ minimum: 18, maximum: 25 }),
  /** Bounds of the reality check's interval, in minutes, and its default. */
  realityCheckMinMinutes: Type.Integer({ minimum: 5, maximum: 120 }),
  realityCheckMaxMinutes: Type.Integer({ minimum: 5, maximum: 240 }),
  realityCheckDefaultMinutes: Type.Integer({ minimum: 5, maximum: 240 }),
  /** Net deposits (minor units) over 30 days that prompt an affordability check and an operator task. */
  affordabilityThreshold: Type.String({ pattern: '^[1-9][0-9]{0,17}$', maxLength: 18 }),
});
export type ProtectionSettings = Static<typeof ProtectionSettings>;

/**
 * GET /wps/protection/play-session: this login's play so far, for the header's clock and the reality check
 * (REAL rounds since the login; `net` is payouts less stakes, negative when the member is down).
 */
export const PlaySession = Type.Object({
  /** When this login began. */
  startedAt: UnixMs,
  /** The server's time of this reply (a client's clock may be wrong). */
  now: UnixMs,
  rounds: Type.Integer({ minimum: 0 }),
  wagered: Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$' }),
  net: Type.String({ pattern: '^(0|-?[1-9][0-9]{0,17})$' }),
  /** Minutes between reality checks. */
  realityCheckMinutes: Type.Integer(),
  previousLogin: Nullable(PreviousLogin),
});
export type PlaySession = Static<typeof PlaySession>;

/** Minor units of money, 0 or more (net deposits may be negative: more withdrawn than deposited). */
const MinorUnits = Type.String({ pattern: '^(0|-?[1-9][0-9]{0,17})$' });

/** Days an affordability declaration holds, and the window net deposits are counted over. */
export const AFFORDABILITY_DAYS = 30;

/**
 * The member's affordability state: net deposits of the last 30 days (deposits approved or still pending
 * less withdrawals paid), the brand's threshold, and the declaration in force, if any (valid 30 days).
 */
export const AffordabilityState = Type.Object({
  netDeposits: MinorUnits,
  threshold: LimitAmount,
  /** When the member last declared they can afford their deposits, while that holds (null: none in force). */
  declaredAt: Nullable(UnixMs),
  /** Until when that declaration holds. */
  validUntil: Nullable(UnixMs),
});
export type AffordabilityState = Static<typeof AffordabilityState>;

/** GET /wps/protection: the member's limits, reality check and exclusion, and the brand's bounds. */
export const ProtectionOverview = Type.Object({
  limits: Type.Array(ProtectionLimit),
  /** Minutes between reality checks. */
  realityCheckMinutes: Type.Integer(),
  exclusion: Nullable(ActiveExclusion),
  settings: ProtectionSettings,
  affordability: AffordabilityState,
});
export type ProtectionOverview = Static<typeof ProtectionOverview>;

/** PUT /wps/protection/limits: set, raise, lower or remove (amount null) one limit. */
export const LimitSetRequest = Type.Object(
  {
    kind: LimitKindSchema,
    period: LimitPeriodSchema,
    amount: Nullable(LimitAmount),
  },
  { additionalProperties: false },
);
export type LimitSetRequest = Static<typeof LimitSetRequest>;

/** POST /wps/protection/limits/confirm and /cancel: the pending change of one limit. */
export const LimitChangeRequest = Type.Object(
  { kind: LimitKindSchema, period: LimitPeriodSchema },
  { additionalProperties: false },
);
export type LimitChangeRequest = Static<typeof LimitChangeRequest>;

/** PUT /wps/protection/reality-check: minutes between reality checks, within the brand's bounds. */
export const RealityCheckRequest = Type.Object(
  { minutes: Type.Integer({ minimum: 5, maximum: 240 }) },
  { additionalProperties: false },
);
export type RealityCheckRequest = Static<typeof RealityCheckRequest>;

/** Durations offered: a time-out of 1 to 42 days, a self-exclusion of 6, 12, 24 or 60 months or permanent. */
export const timeOutDays = [1, 2, 7, 14, 30, 42] as const;
export const selfExclusionMonths = [6, 12, 24, 60] as const;

/** POST /wps/protection/exclusion: start a time-out (days) or a self-exclusion (months, null: permanent). */
export const ExclusionRequest = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('TIME_OUT'),
      days: Type.Union([
        Type.Literal(1),
        Type.Literal(2),
        Type.Literal(7),
        Type.Literal(14),
        Type.Literal(30),
        Type.Literal(42),
      ]),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('SELF_EXCLUSION'),
      months: Nullable(Type.Union([Type.Literal(6), Type.Literal(12), Type.Literal(24), Type.Literal(60)])),
    },
    { additionalProperties: false },
  ),
]);
export type ExclusionRequest = Static<typeof ExclusionRequest>;

/** Income bands a member may give with an affordability declaration (optional). */
export const incomeBands = ['UNDER_25K', '25K_50K', '50K_100K', 'OVER_100K', 'NOT_SAID'] as const;
export type IncomeBand = (typeof incomeBands)[number];
export const IncomeBandSchema = Type.Enum(incomeBands);

/**
 * POST /wps/protection/affordability: the member confirms they can afford their deposits (after the
 * `affordability_check` refusal). `confirm` must be true; the income band is optional.
 */
export const AffordabilityDeclarationRequest = Type.Object(
  {
    confirm: Type.Literal(true),
    incomeBand: Type.Optional(IncomeBandSchema),
  },
  { additionalProperties: false },
);
export type AffordabilityDeclarationRequest = Static<typeof AffordabilityDeclarationRequest>;

export const affordabilityReviewStatuses = ['OPEN', 'CLOSED'] as const;
export type AffordabilityReviewStatus = (typeof affordabilityReviewStatuses)[number];
export const affordabilityOutcomes = ['CLEARED', 'FOLLOW_UP'] as const;
export type AffordabilityOutcome = (typeof affordabilityOutcomes)[number];

/**
 * An operator task opened by an affordability declaration: a member passed the brand's threshold of net
 * deposits over 30 days and declared they can afford it. An operator reviews and closes it with an outcome.
 */
export const AffordabilityReview = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  username: Type.String(),
  /** Net deposits of the 30 days before the declaration (minor units). */
  netDeposits: MinorUnits,
  /** The brand's threshold at that time (minor units). */
  threshold: LimitAmount,
  incomeBand: Nullable(IncomeBandSchema),
  declaredAt: UnixMs,
  status: Type.Enum(affordabilityReviewStatuses),
  outcome: Nullable(Type.Enum(affordabilityOutcomes)),
  note: Nullable(Type.String()),
  closedBy: Nullable(Type.String()),
  closedAt: Nullable(UnixMs),
});
export type AffordabilityReview = Static<typeof AffordabilityReview>;

/** POST /wps/admin/affordability-reviews/:id/close: the outcome and a note for the record. */
export const AffordabilityReviewClose = Type.Object(
  {
    outcome: Type.Enum(affordabilityOutcomes),
    note: Type.String({ minLength: 3, maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type AffordabilityReviewClose = Static<typeof AffordabilityReviewClose>;

export const AffordabilityReviewParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type AffordabilityReviewParams = Static<typeof AffordabilityReviewParams>;

/** One time-out or self-exclusion as operators see it: which brand's account started it. */
export const AdminExclusion = Type.Object({
  kind: ExclusionKindSchema,
  startedAt: UnixMs,
  endsAt: Nullable(UnixMs),
  /** The brand of the account that started it (it holds on every brand for the same person). */
  merchantCode: Type.String(),
  /** Whether it started on this account, or on another account of the same person. */
  sameAccount: Type.Boolean(),
  active: Type.Boolean(),
});
export type AdminExclusion = Static<typeof AdminExclusion>;

/** One thing the member did to their protection (the trail operators read). */
export const ProtectionEvent = Type.Object({
  action: Type.String(),
  detail: Type.String(),
  createdAt: UnixMs,
});
export type ProtectionEvent = Static<typeof ProtectionEvent>;

/**
 * GET /wps/admin/members/:username/protection: a member's limits, reality check, breaks (every one of the
 * person, on any brand) and the trail of their changes, newest first (at most 100). Read only: operators
 * cannot lift a break or change a member's limits.
 */
export const AdminMemberProtection = Type.Object({
  limits: Type.Array(ProtectionLimit),
  realityCheckMinutes: Type.Integer(),
  exclusions: Type.Array(AdminExclusion),
  events: Type.Array(ProtectionEvent),
  /** Net deposits of the last 30 days against the threshold, and the declaration in force. */
  affordability: AffordabilityState,
  /** The member's affordability reviews, newest first (at most 20). */
  affordabilityReviews: Type.Array(AffordabilityReview),
});
export type AdminMemberProtection = Static<typeof AdminMemberProtection>;
