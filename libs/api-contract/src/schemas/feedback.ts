import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { PageNumberQuery, PageOf, PageSizeQuery } from './paging';

const UnixMs = Type.Integer({ description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Spec §5: feedback up to 140 characters. */
export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_REPLY_MAX = 1000;
/** Feedback categories; `question` is a support question bounded in words by the brand (supportQuestion). */
export const feedbackCategories = ['suggestion', 'problem', 'payment', 'game', 'question', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** The brand's support-question word bounds (spec §5 "{0}-{1} words"), a brand setting. */
export const SupportQuestionBounds = Type.Object(
  {
    minWords: Type.Integer({ minimum: 1, maximum: 100 }),
    maxWords: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type SupportQuestionBounds = Static<typeof SupportQuestionBounds>;

/** GET /wps/feedback/config: what the feedback form checks before sending. */
export const FeedbackConfig = Type.Object({
  categories: Type.Array(Type.String()),
  maxChars: Type.Integer(),
  maxImages: Type.Integer(),
  maxImageBytes: Type.Integer(),
  question: SupportQuestionBounds,
});
export type FeedbackConfig = Static<typeof FeedbackConfig>;

export const FeedbackImage = Type.Object({
  fileName: Type.String(),
  url: Type.String({ description: 'GET it with the same authorisation (member or operator key)' }),
});
export type FeedbackImage = Static<typeof FeedbackImage>;

/** What a member and the operator see of a feedback, after its id (and the operator, its username). */
const feedbackFields = {
  category: Nullable(Type.String()),
  content: Type.String(),
  contact: Nullable(Type.String()),
  images: Type.Array(FeedbackImage),
  reply: Nullable(Type.String()),
  repliedAt: Nullable(UnixMs),
  createdAt: UnixMs,
};

/** A member's own feedback with the operator's reply. */
export const MyFeedback = Type.Object({ id: IdSchema(), ...feedbackFields });
export type MyFeedback = Static<typeof MyFeedback>;

export const FeedbackPageQuery = Type.Object(
  { page: PageNumberQuery, size: PageSizeQuery },
  { additionalProperties: false },
);
export type FeedbackPageQuery = Static<typeof FeedbackPageQuery>;

export const MyFeedbackPage = PageOf(MyFeedback);
export type MyFeedbackPage = Static<typeof MyFeedbackPage>;

export const FeedbackSent = Type.Object({ id: IdSchema() });
export type FeedbackSent = Static<typeof FeedbackSent>;

export const AdminFeedbackQuery = Type.Object(
  { replied: Type.Optional(Type.Boolean()), page: PageNumberQuery, size: PageSizeQuery },
  { additionalProperties: false },
);
export type AdminFeedbackQuery = Static<typeof AdminFeedbackQuery>;

export const AdminFeedback = Type.Object({
  id: IdSchema(),
  username: Nullable(Type.String()),
  ...feedbackFields,
});
export type AdminFeedback = Static<typeof AdminFeedback>;

export const AdminFeedbackPage = PageOf(AdminFeedback);
export type AdminFeedbackPage = Static<typeof AdminFeedbackPage>;

export const FeedbackIdParams = Type.Object({ id: IdSchema() });
export type FeedbackIdParams = Static<typeof FeedbackIdParams>;
export const FeedbackImageParams = Type.Object({
  id: IdSchema(),
  fileName: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.(png|jpg)$' }),
});
export type FeedbackImageParams = Static<typeof FeedbackImageParams>;

export const FeedbackReplyRequest = Type.Object(
  { reply: Type.String({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX }) },
  { additionalProperties: false },
);
export type FeedbackReplyRequest = Static<typeof FeedbackReplyRequest>;

/** Counts words as the form does: runs of non-space characters (a CJK text counts each character). */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu)?.length ?? 0;
  const rest = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu, ' ')
    .trim()
    .split(/\s+/u)
    .filter((word) => word.length > 0).length;
  return cjk + rest;
}
