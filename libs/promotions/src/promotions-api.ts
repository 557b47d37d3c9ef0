import { api } from '@playfront/api-client';
import type {
  ClaimResult,
  Participation,
  PromotionDetail,
  PromotionPage,
  PromotionQuery,
} from '@playfront/api-contract';

/** Promotions shown on one page of the list. */
export const PROMOTION_PAGE_SIZE = 10;

/**
 * A page of the list. `member` is not sent: it keeps a visitor's answer and a member's apart in the cache,
 * so logging in shows the member's statuses at once.
 */
export type PromotionListArgs = PromotionQuery & { member?: boolean };

/** A promotion's detail (`member` as in PromotionListArgs). */
export interface PromotionArgs {
  id: number;
  member?: boolean;
}

/** A join or claim: the promotion and the Idempotency-Key of this intent (a double click pays once). */
export interface PromotionCall {
  id: number;
  idempotencyKey: string;
}

/** An application: a note and 1..3 png/jpg images, sent as multipart form data. */
export interface ApplyRequest {
  id: number;
  note: string;
  images: readonly File[];
}

/** The promotion calls of docs/api.md ("Promotions"), on the one api of the portal. */
export const promotionsApi = api
  .enhanceEndpoints({ addTagTypes: ['Promotions', 'Promotion'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPromotions: build.query<PromotionPage, PromotionListArgs>({
        query: ({ type, page, size }) => ({ url: '/wps/promotions', params: { type, page, size } }),
        providesTags: ['Promotions'],
      }),
      getPromotion: build.query<PromotionDetail, PromotionArgs>({
        query: ({ id }) => `/wps/promotions/${id}`,
        providesTags: (_result, _error, { id }) => [{ type: 'Promotion', id }],
      }),
      joinPromotion: build.mutation<Participation, PromotionCall>({
        query: ({ id, idempotencyKey }) => ({
          url: `/wps/promotions/${id}/join`,
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: (_result, _error, { id }) => ['Promotions', { type: 'Promotion', id }],
      }),
      claimPromotion: build.mutation<ClaimResult, PromotionCall>({
        query: ({ id, idempotencyKey }) => ({
          url: `/wps/promotions/${id}/claim`,
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        // The bonus is credited to the main wallet.
        invalidatesTags: (_result, _error, { id }) => [
          'Promotions',
          { type: 'Promotion', id },
          'Balance',
          'Funds',
          'Transactions',
        ],
      }),
      applyPromotion: build.mutation<Participation, ApplyRequest>({
        query: ({ id, note, images }) => {
          const body = new FormData();
          body.append('note', note);
          for (const image of images) body.append('proof', image);
          return { url: `/wps/promotions/${id}/apply`, method: 'POST', body };
        },
        invalidatesTags: (_result, _error, { id }) => ['Promotions', { type: 'Promotion', id }],
      }),
    }),
  });

export const {
  useGetPromotionsQuery,
  useGetPromotionQuery,
  useJoinPromotionMutation,
  useClaimPromotionMutation,
  useApplyPromotionMutation,
} = promotionsApi;
