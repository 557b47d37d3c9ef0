import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorCode,
  AdminFeedback,
  AdminFeedbackPage,
  AdminFeedbackQuery,
  FeedbackConfig,
  FeedbackIdParams,
  FeedbackImageParams,
  FeedbackPageQuery,
  FeedbackReplyRequest,
  FeedbackRequest,
  FeedbackSent,
  MyFeedbackPage,
  SupportQuestionBounds,
} from '@playfront/api-contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { optionalSession, requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError, ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { perIp, rateLimit } from '../../core/rate-limit';
import { bearerAuth, replies } from '../../core/route-schema';
import { proofLimits, readProofImages, removeImages } from '../../core/uploads';
import type { SavedImage } from '../../core/uploads';
import {
  addFeedback,
  adminFeedback,
  checkFeedback,
  feedbackConfig,
  feedbackImage,
  myFeedback,
  replyFeedback,
  setSupportQuestion,
} from './service';
import type { FeedbackForm } from './service';

const tags = ['feedback'];
const feedbackJson = Compile(FeedbackRequest);
const imageReplies = {
  ...replies(Type.Null()),
  // Buffers bypass the serializer; the schema documents the binary reply.
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
};

const sendImage = (reply: FastifyReply, image: { bytes: Buffer; contentType: string }, fileName: string) =>
  reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(image.bytes);

/** Feedback (spec §5, §9): send with up to 3 images, "My feedback" with replies, the operator's review. */
export function feedbackRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx, { realAccount: true });
  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  app.get(
    '/wps/feedback/config',
    {
      schema: {
        tags,
        summary: 'Categories, the 140-character limit, the image limits and the support-question word bounds',
        response: replies(FeedbackConfig),
      },
    },
    async () => ok(await feedbackConfig(ctx)),
  );

  // Multipart is parsed only inside this scope; every other route keeps JSON and form bodies only.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(multipart, { limits: proofLimits });
    scope.put(
      '/wps/feedback',
      {
        onRequest: optionalSession(ctx),
        ...rateLimit(ctx, [perIp('feedback', (limits) => limits.feedbackPerIp)]),
        schema: {
          tags,
          summary:
            'Send feedback: JSON FeedbackRequest, or multipart with "content", "category", "contact" and up to 3 png/jpg images (5 MB each) in "proof"',
          consumes: ['application/json', 'multipart/form-data'],
          // JSON is checked here; a url-encoded form is checked by the same schema in the handler, multipart
          // fields by checkFeedback.
          body: { content: { 'application/json': { schema: FeedbackRequest } } },
          response: replies(FeedbackSent),
        },
      },
      async (request) => {
        const userId = request.session?.userId ?? null;
        if (!request.isMultipart()) {
          if (!feedbackJson.Check(request.body)) {
            throw new AppError(400, ErrorCode.validationFailed, 'Send content, category and contact as JSON');
          }
          const form = await checkFeedback(ctx, request.body as FeedbackForm);
          return ok(await addFeedback(ctx, { form, userId, ip: request.ip, images: [] }));
        }
        const dir = ctx.config.uploadDir;
        let files: SavedImage[] = [];
        let fields: Record<string, string> = {};
        const read = await readProofImages(request, dir, {
          maxPixels: ctx.config.proofMaxPixels,
          queue: { maxQueued: ctx.config.proofQueueMax, maxWaitMs: ctx.config.proofQueueWaitMs },
        });
        files = read.files;
        fields = read.fields;
        try {
          const form = await checkFeedback(ctx, {
            content: fields['content'] ?? '',
            ...(fields['category'] ? { category: fields['category'] } : {}),
            ...(fields['contact'] ? { contact: fields['contact'] } : {}),
          });
          return ok(await addFeedback(ctx, { form, userId, ip: request.ip, images: files }));
        } catch (error) {
          await removeImages(dir, files);
          throw error;
        }
      },
    );
  });

  app.get(
    '/wps/feedback/mine',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The member's own feedback, newest first, with the operator's replies",
        security: bearerAuth,
        querystring: FeedbackPageQuery,
        response: replies(MyFeedbackPage),
      },
    },
    async (request) => ok(await myFeedback(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/feedback/:id/images/:fileName',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "One image of the member's own feedback (404 for anyone else's)",
        security: bearerAuth,
        params: FeedbackImageParams,
        produces: ['image/png', 'image/jpeg'],
        response: imageReplies,
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await feedbackImage(ctx, request.params.id, request.params.fileName, request.session!.userId),
        request.params.fileName,
      ),
  );

  app.get(
    '/wps/admin/feedback',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "The brand's feedback, newest first (replied=false: those waiting for a reply)",
        querystring: AdminFeedbackQuery,
        response: replies(AdminFeedbackPage),
      },
    },
    async (request) => ok(await adminFeedback(ctx, request.query)),
  );

  app.post(
    '/wps/admin/feedback/:id/reply',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Reply to feedback (a later reply replaces it); the member sees it under My feedback',
        params: FeedbackIdParams,
        body: FeedbackReplyRequest,
        response: replies(AdminFeedback),
      },
    },
    async (request) => ok(await replyFeedback(ctx, request.params.id, request.body.reply)),
  );

  app.get(
    '/wps/admin/feedback/:id/images/:fileName',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'One image of a feedback (image/png or image/jpeg bytes)',
        params: FeedbackImageParams,
        produces: ['image/png', 'image/jpeg'],
        response: imageReplies,
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await feedbackImage(ctx, request.params.id, request.params.fileName, null),
        request.params.fileName,
      ),
  );

  app.put(
    '/wps/admin/setting/support-question',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Set the word bounds of a support question (feedback category "question")',
        body: SupportQuestionBounds,
        response: replies(SupportQuestionBounds),
      },
    },
    async (request) => {
      await setSupportQuestion(ctx, request.body);
      return ok(request.body);
    },
  );
}
