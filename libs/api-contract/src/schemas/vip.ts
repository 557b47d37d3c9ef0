import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { MinorUnits } from './wallet';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Level = Type.Integer({ minimum: 1, maximum: 100 });

/** A rank's cashback per game category, in hundredths of a percent of valid bets (70 = 0.70 %). */
export const VipCashbackRates = Type.Record(Type.String(), Type.Integer({ minimum: 0, maximum: 10_000 }));

/** One VIP rank as members see it: its name in the request language, what reaches it and what it gives. */
export const VipRank = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  /** Approved deposits over the window that reach the rank (minor units). */
  minDeposit: MinorUnits,
  /** Valid bets of settled real-money rounds over the window that reach the rank (minor units). */
  minValidBet: MinorUnits,
  /** What the member may withdraw per UTC day at this rank (minor units); null: no limit of the rank. */
  dailyWithdrawalLimit: Nullable(MinorUnits),
  /** Bonus paid once per member the first time the rank is reached ('0': none). */
  upgradeBonus: MinorUnits,
  cashbackRates: VipCashbackRates,
});
export type VipRank = Static<typeof VipRank>;

/** What still separates the member from the next rank (both amounts must be reached). */
export const VipProgress = Type.Object({
  nextLevel: Type.Integer(),
  nextName: Type.String(),
  /** Deposits still needed ('0' when the deposit threshold is met). */
  depositNeeded: MinorUnits,
  validBetNeeded: MinorUnits,
});
export type VipProgress = Static<typeof VipProgress>;

/** The member's own standing: the current rank, the window's totals and the progress to the next rank. */
export const VipMemberStatus = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  windowDays: Type.Integer(),
  deposits: MinorUnits,
  validBet: MinorUnits,
  /** Null at the top rank. */
  progress: Nullable(VipProgress),
});
export type VipMemberStatus = Static<typeof VipMemberStatus>;

/** GET /wps/vip: every rank; `member` only for a signed-in member. */
export const VipOverview = Type.Object({
  windowDays: Type.Integer(),
  ranks: Type.Array(VipRank),
  member: Nullable(VipMemberStatus),
});
export type VipOverview = Static<typeof VipOverview>;

/** A rank's name per portal language; English is required, a missing language falls back to it. */
export const VipRankNames = Type.Object(
  {
    en: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
    cn: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
    ja: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
    ko: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
    th: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
    vi: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
  },
  { additionalProperties: false },
);
export type VipRankNames = Static<typeof VipRankNames>;

/** A rank as the operator sees and edits it. */
export const AdminVipRank = Type.Object({
  level: Type.Integer(),
  names: VipRankNames,
  minDeposit: MinorUnits,
  minValidBet: MinorUnits,
  dailyWithdrawalLimit: Nullable(MinorUnits),
  upgradeBonus: MinorUnits,
  cashbackRates: VipCashbackRates,
  members: Type.Integer(),
});
export type AdminVipRank = Static<typeof AdminVipRank>;

export const AdminVipRankList = Type.Object({ windowDays: Type.Integer(), list: Type.Array(AdminVipRank) });
export type AdminVipRankList = Static<typeof AdminVipRankList>;

/** An edit of a rank: only the fields sent change (thresholds must keep rising with the level). */
export const VipRankUpdate = Type.Object(
  {
    names: Type.Optional(VipRankNames),
    minDeposit: Type.Optional(MinorUnits),
    minValidBet: Type.Optional(MinorUnits),
    dailyWithdrawalLimit: Type.Optional(Nullable(MinorUnits)),
    upgradeBonus: Type.Optional(MinorUnits),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type VipRankUpdate = Static<typeof VipRankUpdate>;

export const VipLevelParams = Type.Object({ level: Level });
export type VipLevelParams = Static<typeof VipLevelParams>;

export const VipMemberParams = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type VipMemberParams = Static<typeof VipMemberParams>;

/** The operator sets a member's rank by hand, with the reason kept in the rank's history. */
export const VipRankSet = Type.Object(
  {
    level: Level,
    reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type VipRankSet = Static<typeof VipRankSet>;

/** One change of a member's rank. */
export const VipRankChange = Type.Object({
  id: Type.String(),
  userId: Type.Integer(),
  fromLevel: Type.Integer(),
  toLevel: Type.Integer(),
  kind: Type.Union([Type.Literal('UPGRADE'), Type.Literal('DOWNGRADE'), Type.Literal('MANUAL')]),
  reason: Nullable(Type.String()),
  /** The upgrade bonus this change paid ('0': none). */
  bonusPaid: MinorUnits,
  changedAt: Type.Number({ description: 'Unix ms' }),
});
export type VipRankChange = Static<typeof VipRankChange>;

export const VipRankChangeList = Type.Object({ list: Type.Array(VipRankChange) });
export type VipRankChangeList = Static<typeof VipRankChangeList>;

// ---- Member labels per language (member info's clubLabel and memberLabel) ----

/** A member label with its texts per language (the label is its text as stored on members). */
export const VipLabel = Type.Object({ label: Type.String(), names: VipRankNames });
export type VipLabel = Static<typeof VipLabel>;
export const VipLabelList = Type.Object({ list: Type.Array(VipLabel) });
export type VipLabelList = Static<typeof VipLabelList>;
export const VipLabelParams = Type.Object({
  label: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
});
export type VipLabelParams = Static<typeof VipLabelParams>;
/** Body of PUT /wps/admin/vip/labels/:label. */
export const VipLabelUpdate = Type.Object({ names: VipRankNames }, { additionalProperties: false });
export type VipLabelUpdate = Static<typeof VipLabelUpdate>;
