import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { MinorUnits, PositiveMinorUnits } from './wallet';

const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Query parameter of the invite link: the registration form prefills the referral code from it. */
export const REFERRAL_QUERY_PARAM = 'referralCode';
/** Friends per page of the invite-friends list. */
export const REFERRAL_PAGE_SIZE = 10;

/**
 * The brand's referral rule: a friend who registered with the member's referral code qualifies once their
 * approved deposits reach `minDeposit` and their valid bets (settled real-money stakes) reach `minTurnover`;
 * the member is then paid `reward` once for that friend.
 */
export const ReferralRule = Type.Object(
  {
    minDeposit: MinorUnits,
    minTurnover: MinorUnits,
    reward: PositiveMinorUnits,
  },
  { additionalProperties: false },
);
export type ReferralRule = Static<typeof ReferralRule>;

/** What GET /wps/referral returns: the member's code and link, the rule and the totals. */
export const ReferralOverview = Type.Object({
  referralCode: Type.String(),
  /** The brand's portal address with `/?referralCode=CODE` (PUBLIC_URL of the server). */
  link: Type.String(),
  rule: ReferralRule,
  totals: Type.Object({
    /** Friends who registered with the code (trial accounts are not counted). */
    friends: Type.Integer(),
    /** Friends who reached the rule (rewarded or about to be). */
    qualified: Type.Integer(),
    /** Rewards paid to the member, in minor units. */
    rewarded: MinorUnits,
  }),
});
export type ReferralOverview = Static<typeof ReferralOverview>;

export const referralFriendStatuses = ['REGISTERED', 'QUALIFIED', 'REWARDED'] as const;
export type ReferralFriendStatus = (typeof referralFriendStatuses)[number];
export const ReferralFriendStatusSchema = Type.Union([
  Type.Literal('REGISTERED'),
  Type.Literal('QUALIFIED'),
  Type.Literal('REWARDED'),
]);

/** One invited friend with their progress towards the rule. */
export const ReferralFriend = Type.Object({
  /** Masked (first two letters, ***, the last one). */
  username: Type.String(),
  registeredAt: UnixMs,
  status: ReferralFriendStatusSchema,
  /** Approved deposits and valid bets so far, and what the rule needs. */
  deposits: MinorUnits,
  depositsNeeded: MinorUnits,
  turnover: MinorUnits,
  turnoverNeeded: MinorUnits,
  /** The reward paid for this friend (REWARDED), else null. */
  reward: Nullable(MinorUnits),
  rewardedAt: Nullable(UnixMs),
});
export type ReferralFriend = Static<typeof ReferralFriend>;

export const ReferralFriendsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_PAGE_SIZE })),
});
export type ReferralFriendsQuery = Static<typeof ReferralFriendsQuery>;

export const ReferralFriendPage = Type.Object({
  list: Type.Array(ReferralFriend),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ReferralFriendPage = Static<typeof ReferralFriendPage>;

/** Operator: the referrals of one member, by username (friends shown unmasked). */
export const AdminReferralQuery = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type AdminReferralQuery = Static<typeof AdminReferralQuery>;

export const AdminReferralPage = Type.Object({
  username: Type.String(),
  referralCode: Type.String(),
  totals: ReferralOverview.properties.totals,
  list: Type.Array(ReferralFriend),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type AdminReferralPage = Static<typeof AdminReferralPage>;
