import {
  AdminGoods,
  AdminGoodsList,
  AdminRedemptionPage,
  AdminRedemptionQuery,
  ConvertRequest,
  GoodsCreate,
  GoodsIdParams,
  GoodsList,
  GoodsQuery,
  GoodsUpdate,
  PointEntryPage,
  PointEntryQuery,
  PointsAdjust,
  PointsAdjustResult,
  PointsBalance,
  PointsConfig,
  PointsReward,
  PointsRulesUpdate,
  RedeemRequest,
  RedemptionDecision,
  RedemptionIdParams,
  RedemptionPage,
  RedemptionQuery,
  RedemptionResult,
  RedemptionStatusSchema,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ErrorCode } from '@playfront/api-contract';
import { AppError, ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies, svgReplies } from '../../core/route-schema';
import { verifyPaymentPassword } from '../wallet';
import { goodsArtworkSvg } from './artwork';
import {
  adjustPoints,
  adminGoods,
  adminRedemptions,
  createGoods,
  decideRedemption,
  updateGoods,
  updatePointsRules,
} from './admin';
import {
  convertPoints,
  goodsList,
  pointEntries,
  pointsBalance,
  pointsConfig,
  pointsReward,
  redeem,
  redemptions,
} from './service';

const tags = ['points'];
const operatorTags = ['operator'];

/** The points mall (spec §7 points calls): balance, reward, config, goods, redeem, convert, history, details. */
export function pointsRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx, { realAccount: true });
  const operator = requireOperator(ctx);
  const admin = { tags: operatorTags, headers: operatorKeyHeader };

  app.get(
    '/wps/points/config',
    {
      schema: {
        tags,
        summary:
          'The exchange ratio of chips, the smallest conversion, the earning rates and the requirement window',
        response: replies(PointsConfig),
      },
    },
    async () => ok(await pointsConfig(ctx)),
  );

  app.get(
    '/wps/points',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The member's points and valid bets of the requirement window (403 in_need_true_account)",
        security: bearerAuth,
        response: replies(PointsBalance),
      },
    },
    async (request) => ok(await pointsBalance(ctx, request.session!.userId)),
  );

  app.get(
    '/wps/points/reward',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Points earned by type today (UTC) and over the last 30 days',
        security: bearerAuth,
        response: replies(PointsReward),
      },
    },
    async (request) => ok(await pointsReward(ctx, request.session!.userId)),
  );

  app.get(
    '/wps/points/goods',
    {
      schema: {
        tags,
        summary: 'The goods on sale, in the request language (public)',
        querystring: GoodsQuery,
        response: replies(GoodsList),
      },
    },
    async (request) => ok(await goodsList(ctx, requestLanguage(request), request.query.kind)),
  );

  app.get(
    '/wps/points/art/:file',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A demo item picture (SVG), e.g. phone.svg',
        params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
        response: svgReplies('The picture'),
      },
    },
    async (request, reply) => {
      const svg = goodsArtworkSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, ErrorCode.notFound, 'No such picture');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  app.post(
    '/wps/points/redeem',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Redeem goods for points, checked with the payment password (404 not_found; 409 goods_unavailable, goods_requirement_not_met, points_insufficient; 400 delivery_required; 403 payment_password_required)',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: RedeemRequest,
        response: replies(RedemptionResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      await verifyPaymentPassword(ctx, userId, request.body.paymentPassword);
      return runIdempotent(
        ctx,
        request,
        reply,
        userId,
        (trx) => redeem(ctx, trx, userId, request.body, requestLanguage(request)),
        ['paymentPassword'],
      );
    },
  );

  app.post(
    '/wps/points/convert',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Convert points to money at the exchange ratio, checked with the payment password (400 points_convert_invalid; 409 points_insufficient)',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: ConvertRequest,
        response: replies(RedemptionResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      await verifyPaymentPassword(ctx, userId, request.body.paymentPassword);
      return runIdempotent(
        ctx,
        request,
        reply,
        userId,
        (trx) => convertPoints(ctx, trx, userId, request.body, requestLanguage(request)),
        ['paymentPassword'],
      );
    },
  );

  app.get(
    '/wps/points/redemptions',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The redeem history: goods and conversions, newest first',
        security: bearerAuth,
        querystring: RedemptionQuery,
        response: replies(RedemptionPage),
      },
    },
    async (request) =>
      ok(await redemptions(ctx, request.session!.userId, request.query, requestLanguage(request))),
  );

  app.get(
    '/wps/points/details',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          "Points details: every change of the member's points with its type, balance after and remark",
        security: bearerAuth,
        querystring: PointEntryQuery,
        response: replies(PointEntryPage),
      },
    },
    async (request) => ok(await pointEntries(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/admin/points/goods',
    {
      onRequest: operator,
      schema: { ...admin, summary: 'Every item of the mall', response: replies(AdminGoodsList) },
    },
    async () => ok(await adminGoods(ctx)),
  );

  app.post(
    '/wps/admin/points/goods',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Add an item to the mall',
        body: GoodsCreate,
        response: replies(AdminGoods),
      },
    },
    async (request) => ok(await createGoods(ctx, request.body)),
  );

  app.patch(
    '/wps/admin/points/goods/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Edit, restock or pause an item (400 when the stock would go below what is redeemed)',
        params: GoodsIdParams,
        body: GoodsUpdate,
        response: replies(AdminGoods),
      },
    },
    async (request) => ok(await updateGoods(ctx, request.params.id, request.body)),
  );

  app.get(
    '/wps/admin/points/redemptions',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Redemptions of the brand, newest first, by status or member',
        querystring: AdminRedemptionQuery,
        response: replies(AdminRedemptionPage),
      },
    },
    async (request) => ok(await adminRedemptions(ctx, request.query)),
  );

  app.post(
    '/wps/admin/points/redemptions/:id/decision',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Approve or reject a physical redemption in process (409 already_decided; a rejection refunds)',
        params: RedemptionIdParams,
        body: RedemptionDecision,
        response: replies(Type.Object({ status: RedemptionStatusSchema })),
      },
    },
    async (request) => ok(await decideRedemption(ctx, request.params.id, request.body)),
  );

  app.post(
    '/wps/admin/points/adjust',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "Correct a member's points with a remark (409 points_insufficient below 0)",
        body: PointsAdjust,
        response: replies(PointsAdjustResult),
      },
    },
    async (request) => ok(await adjustPoints(ctx, request.body)),
  );

  app.put(
    '/wps/admin/points/rules',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Set the exchange ratio, the smallest conversion, the requirement window and the earning rates',
        body: PointsRulesUpdate,
        response: replies(PointsConfig),
      },
    },
    async (request) => ok(await updatePointsRules(ctx, request.body)),
  );
}
