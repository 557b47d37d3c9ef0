import {
  AdminCashbackPage,
  AdminCashbackQuery,
  AdminCashbackRateSet,
  AdminCashbackRates,
  CashbackClaimRequest,
  CashbackClaimResult,
  CashbackHistory,
  CashbackHistoryQuery,
  CashbackOverview,
} from '@playfront/api-contract';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, runIdempotent } from '../../core/idempotency';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies } from '../../core/route-schema';
import {
  adminCashbackRates,
  adminCashbacks,
  cashbackHistory,
  cashbackOverview,
  claimCashback,
  requireCashbackOn,
  setCashbackRate,
} from './service';

const tags = ['cashback'];
const operatorTags = ['operator'];

/**
 * Cashback (manual rebate): the member's claimable days with their breakdown, today's estimate, claims and
 * their history (403 feature_disabled while MANPLAYREB3 is off); the operator's rates and rows.
 */
export function cashbackRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  const operator = requireOperator(ctx);

  app.get(
    '/wps/cashback',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "My claimable cashback by day and category, today's estimate and the rates of my rank",
        security: bearerAuth,
        response: replies(CashbackOverview),
      },
    },
    async (request) => ok(await cashbackOverview(ctx, request.session!.userId)),
  );

  app.get(
    '/wps/cashback/history',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'My claimed and expired cashback days, newest first',
        security: bearerAuth,
        querystring: CashbackHistoryQuery,
        response: replies(CashbackHistory),
      },
    },
    async (request) => ok(await cashbackHistory(ctx, request.session!.userId, request.query)),
  );

  app.post(
    '/wps/cashback/claim',
    {
      onRequest: member,
      // No body claims every claimable day, as {} does.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        summary:
          'Claim every claimable day (or the one of id): each is paid once into the main wallet (409 cashback_nothing_to_claim)',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: CashbackClaimRequest,
        response: replies(CashbackClaimResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      await requireCashbackOn(ctx);
      return runIdempotent(ctx, request, reply, userId, (trx) =>
        claimCashback(ctx, trx, userId, request.body?.id),
      );
    },
  );

  app.get(
    '/wps/admin/cashback/rates',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: 'Cashback rates by rank level (0: the brand default) and category',
        response: replies(AdminCashbackRates),
      },
    },
    async () => ok(await adminCashbackRates(ctx)),
  );

  app.put(
    '/wps/admin/cashback/rates',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary:
          "Set one rank level's rate of a category (null removes a rank's own rate); computed days keep theirs",
        body: AdminCashbackRateSet,
        response: replies(AdminCashbackRates),
      },
    },
    async (request) => ok(await setCashbackRate(ctx, request.body)),
  );

  app.get(
    '/wps/admin/cashback',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: 'Cashback rows of the brand by member, day or status, newest day first',
        querystring: AdminCashbackQuery,
        response: replies(AdminCashbackPage),
      },
    },
    async (request) => ok(await adminCashbacks(ctx, request.query)),
  );
}
