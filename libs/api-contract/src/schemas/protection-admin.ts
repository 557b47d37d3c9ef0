import { Type } from 'typebox';
import type { Static } from 'typebox';
import { PageNumberQuery, PageOf, PageSizeQuery } from './paging';
import { AffordabilityReview, affordabilityReviewStatuses } from './protection';

// The operators' list of affordability reviews: apart from protection.ts, so the portal's protection chunk
// does not carry the paging schemas.

/** GET /wps/admin/affordability-reviews: open ones first (oldest first), then closed ones (newest first). */
export const AffordabilityReviewQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(affordabilityReviewStatuses)),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    page: PageNumberQuery,
    size: PageSizeQuery,
  },
  { additionalProperties: false },
);
export type AffordabilityReviewQuery = Static<typeof AffordabilityReviewQuery>;

export const AffordabilityReviewPage = PageOf(AffordabilityReview);
export type AffordabilityReviewPage = Static<typeof AffordabilityReviewPage>;
