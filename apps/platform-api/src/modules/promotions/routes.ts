import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminPromotion,
  AdminPromotionList,
  ApplicationDecision,
  ClaimResult,
  ErrorCode,
  Participation,
  PromotionApplication,
  PromotionApplicationList,
  PromotionApplicationQuery,
  PromotionDetail,
  PromotionInput,
  PromotionPage,
  PromotionQuery,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { optionalSession, requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError, ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { rateLimit } from '../../core/rate-limit';
import { bearerAuth, replies, svgReplies } from '../../core/route-schema';
import { proofLimits, readProofImages, removeImages } from '../../core/uploads';
import {
  adminApplications,
  adminCreate,
  adminDraw,
  adminEdit,
  adminGet,
  adminList,
  adminSetState,
  applicationImage,
  decideApplication,
} from './admin';
import { applicationNote, checkApplyAllowed, submitApplication } from './apply';
import { artworkSvg } from './artwork';
import { claimPromotion, joinPromotion, promotionDetail, promotionPage } from './service';

/** Promotion ids are 32-bit (a larger one is simply unknown, never a database error). */
const PromotionParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const ApplicationParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
const ImageParams = Type.Intersect([
  ApplicationParams,
  Type.Object({ fileName: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.(png|jpg)$' }) }),
]);
/** The application's note may be up to 500 characters of any script (4 bytes each at most). */
const applyLimits = { ...proofLimits, fieldSize: 2_048 };

export function promotionRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const tags = ['promotions'];
  const reader = optionalSession(ctx);
  const member = requireSession(ctx, { realAccount: true });

  app.get(
    '/wps/promotions',
    {
      onRequest: reader,
      schema: {
        tags,
        summary:
          "The brand's promotions (started, or starting within 30 days; ended at most 7 days ago), with the reader's status when logged in",
        querystring: PromotionQuery,
        response: replies(PromotionPage),
      },
    },
    async (request) =>
      ok(await promotionPage(ctx, request.session?.userId ?? null, request.query, requestLanguage(request))),
  );

  app.get(
    '/wps/promotions/art/:file',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A demo promotion banner (SVG), e.g. deposit.svg',
        params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
        response: svgReplies('The banner'),
      },
    },
    async (request, reply) => {
      const svg = artworkSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, ErrorCode.notFound, 'No such banner');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  app.get(
    '/wps/promotions/:id',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: "A promotion: its content, rules, the reader's participation and a raffle's draw",
        params: PromotionParams,
        response: replies(PromotionDetail),
      },
    },
    async (request) =>
      ok(
        await promotionDetail(
          ctx,
          request.session?.userId ?? null,
          request.params.id,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/wps/promotions/:id/join',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Join a deposit promotion or a raffle (Idempotency-Key required)',
        security: bearerAuth,
        headers: idempotencyHeader,
        params: PromotionParams,
        response: replies(Participation),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      return runIdempotent(ctx, request, reply, userId, (trx) =>
        joinPromotion(ctx, trx, userId, request.params.id),
      );
    },
  );

  app.post(
    '/wps/promotions/:id/claim',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          "Claim a promotion's reward: the bonus is paid once, with its turnover requirement (Idempotency-Key required)",
        security: bearerAuth,
        headers: idempotencyHeader,
        params: PromotionParams,
        response: replies(ClaimResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      const language = requestLanguage(request);
      return runIdempotent(ctx, request, reply, userId, (trx) =>
        claimPromotion(ctx, trx, userId, request.params.id, language),
      );
    },
  );

  // Multipart is parsed only inside this scope; every other route keeps JSON and form bodies only.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(multipart, { limits: applyLimits });
    scope.post(
      '/wps/promotions/:id/apply',
      {
        onRequest: member,
        // Cheap checks first (an open APPLY promotion, nothing under review), then the member's upload
        // limit (the payment proofs' limit, counted apart); only then are images read and decoded (in a
        // bounded queue).
        preHandler: [
          async (request) => checkApplyAllowed(ctx, request.session!.userId, request.params.id),
          rateLimit(ctx, [
            {
              bucket: (request) => `apply:user:${request.session!.userId}`,
              limit: (limits) => limits.proofUploadPerUser,
            },
          ]).preHandler,
        ],
        schema: {
          tags,
          summary:
            'Apply to an APPLY promotion: multipart with "note" (at most 500 characters) and 1-3 png/jpg images in "proof"',
          consumes: ['multipart/form-data'],
          security: bearerAuth,
          params: PromotionParams,
          response: replies(Participation),
        },
      },
      async (request) => {
        const dir = ctx.config.uploadDir;
        const { files, fields } = await readProofImages(request, dir, {
          maxPixels: ctx.config.proofMaxPixels,
          queue: { maxQueued: ctx.config.proofQueueMax, maxWaitMs: ctx.config.proofQueueWaitMs },
        });
        try {
          const note = applicationNote(fields);
          return ok(await submitApplication(ctx, request.session!.userId, request.params.id, note, files));
        } catch (error) {
          await removeImages(dir, files);
          throw error;
        }
      },
    );
  });

  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  app.get(
    '/wps/admin/promotions',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "The brand's promotions, newest first, in every language",
        response: replies(AdminPromotionList),
      },
    },
    async () => ok({ list: await adminList(ctx) }),
  );

  app.post(
    '/wps/admin/promotions',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Create a promotion (content HTML is sanitised; a raffle commits its seed hash now)',
        body: PromotionInput,
        response: replies(AdminPromotion),
      },
    },
    async (request) => ok(await adminCreate(ctx, request.body)),
  );

  app.get(
    '/wps/admin/promotions/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'One promotion with its counts and draw',
        params: PromotionParams,
        response: replies(AdminPromotion),
      },
    },
    async (request) => ok(await adminGet(ctx, request.params.id)),
  );

  app.put(
    '/wps/admin/promotions/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Edit a promotion (its type stays; a drawn raffle no longer changes)',
        params: PromotionParams,
        body: PromotionInput,
        response: replies(AdminPromotion),
      },
    },
    async (request) => ok(await adminEdit(ctx, request.params.id, request.body)),
  );

  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(
      `/wps/admin/promotions/:id/${action}`,
      {
        onRequest: operator,
        schema: {
          ...admin,
          summary:
            action === 'pause'
              ? 'Pause a promotion: no one new joins, ready rewards may still be claimed'
              : action === 'resume'
                ? 'Resume a paused promotion'
                : 'End a promotion now',
          params: PromotionParams,
          response: replies(AdminPromotion),
        },
      },
      async (request) => ok(await adminSetState(ctx, request.params.id, action)),
    );
  }

  app.post(
    '/wps/admin/promotions/:id/draw',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Draw a raffle now: winners picked by the committed seed, the seed revealed (once)',
        params: PromotionParams,
        response: replies(AdminPromotion),
      },
    },
    async (request) => ok(await adminDraw(ctx, request.params.id)),
  );

  app.get(
    '/wps/admin/promotions/:id/applications',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "An APPLY promotion's applications, oldest first, with their images",
        params: PromotionParams,
        querystring: PromotionApplicationQuery,
        response: replies(PromotionApplicationList),
      },
    },
    async (request) => ok({ list: await adminApplications(ctx, request.params.id, request.query) }),
  );

  app.post(
    '/wps/admin/promotion-applications/:id',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Approve an application (its bonus is paid now) or reject it with a reason',
        params: ApplicationParams,
        body: ApplicationDecision,
        response: replies(PromotionApplication),
      },
    },
    async (request) => ok(await decideApplication(ctx, request.params.id, request.body)),
  );

  app.get(
    '/wps/admin/promotion-applications/:id/images/:fileName',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'One image of an application (image/png or image/jpeg bytes)',
        params: ImageParams,
        produces: ['image/png', 'image/jpeg'],
        response: {
          ...replies(Type.Null()),
          // Buffers bypass the serializer; the schema documents the binary reply.
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const image = await applicationImage(ctx, request.params.id, request.params.fileName);
      return reply
        .type(image.contentType)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );
}
