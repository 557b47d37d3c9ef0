import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { PromotionRules, PromotionText, PromotionTypeSchema, RaffleDraw } from './promotions';

/** A time in a request: Unix ms up to 2100-01-01 (the database holds any of them). */
const UnixMs = Type.Integer({ minimum: 0, maximum: 4_102_444_800_000, description: 'Unix ms' });
/** Null first: with type coercion a null must match null, not turn into 0. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** A promotion's texts per language: en is required, the other portal languages optional. */
export const PromotionTexts = Type.Object(
  {
    en: PromotionText,
    cn: Type.Optional(PromotionText),
    ja: Type.Optional(PromotionText),
    th: Type.Optional(PromotionText),
    vi: Type.Optional(PromotionText),
    ko: Type.Optional(PromotionText),
  },
  { additionalProperties: false },
);
export type PromotionTexts = Static<typeof PromotionTexts>;

/** Create or edit a promotion (operator). Rules must carry what the type needs (docs/promotions.md). */
export const PromotionInput = Type.Object(
  {
    type: PromotionTypeSchema,
    texts: PromotionTexts,
    /** A path on this server (/wps/...) or an https URL. */
    imageUrl: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' }),
    rules: PromotionRules,
    startsAt: UnixMs,
    endsAt: Nullable(UnixMs),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type PromotionInput = Static<typeof PromotionInput>;

/** A promotion as the operator sees it: every language, its state and how many took part. */
export const AdminPromotion = Type.Object({
  id: IdSchema(),
  type: PromotionTypeSchema,
  texts: PromotionTexts,
  imageUrl: Type.String(),
  rules: PromotionRules,
  startsAt: UnixMs,
  endsAt: Nullable(UnixMs),
  paused: Type.Boolean(),
  endedAt: Nullable(UnixMs),
  sort: Type.Integer(),
  createdAt: UnixMs,
  participants: Type.Integer(),
  /** Rewards paid (claimed or issued). */
  paid: Type.Integer(),
  raffle: Nullable(RaffleDraw),
});
export type AdminPromotion = Static<typeof AdminPromotion>;

export const AdminPromotionList = Type.Object({ list: Type.Array(AdminPromotion) });
export type AdminPromotionList = Static<typeof AdminPromotionList>;

export const applicationStatuses = ['APPLYING', 'REJECTED', 'ISSUED'] as const;
export const ApplicationStatusSchema = Type.Union([
  Type.Literal('APPLYING'),
  Type.Literal('REJECTED'),
  Type.Literal('ISSUED'),
]);

/** An APPLY promotion's application: the member's note and images, and the decision. */
export const PromotionApplication = Type.Object({
  id: IdSchema(),
  promotionId: IdSchema(),
  userId: Type.Integer(),
  username: Type.String(),
  status: ApplicationStatusSchema,
  note: Type.String(),
  reason: Nullable(Type.String()),
  appliedAt: UnixMs,
  decidedAt: Nullable(UnixMs),
  bonusId: Nullable(IdSchema()),
  images: Type.Array(
    Type.Object({
      fileName: Type.String(),
      contentType: Type.String(),
      size: Type.Integer({ description: 'bytes stored (after re-encoding)' }),
      /** GET it with the operator key. */
      url: Type.String(),
    }),
  ),
});
export type PromotionApplication = Static<typeof PromotionApplication>;

export const PromotionApplicationQuery = Type.Object({ status: Type.Optional(ApplicationStatusSchema) });
export type PromotionApplicationQuery = Static<typeof PromotionApplicationQuery>;

export const PromotionApplicationList = Type.Object({ list: Type.Array(PromotionApplication) });
export type PromotionApplicationList = Static<typeof PromotionApplicationList>;

/** The operator's decision on an application: approve (the bonus is paid) or reject with a reason. */
export const ApplicationDecision = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type ApplicationDecision = Static<typeof ApplicationDecision>;

/** The largest note an application carries. */
export const APPLICATION_NOTE_MAX = 500;
