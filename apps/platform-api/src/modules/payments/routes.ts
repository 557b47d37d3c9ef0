import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddBankAccountRequest,
  AdminPaymentChannelList,
  ChannelPayee,
  ProposalCreated,
  SuccessEnvelope,
  BankAccount,
  BankAccountList,
  ChannelPayeeRequest,
  ChannelTextsReply,
  ChannelTextsRequest,
  ConfirmWithdrawalRequest,
  ContentLanguageSchema,
  ErrorCode,
  Deposit,
  DepositList,
  DepositRequest,
  PaymentChannelList,
  PaymentMethodList,
  ReferenceParams,
  Withdrawal,
  WithdrawalList,
  WithdrawalRequest,
  WithdrawalSettings,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError, ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, requireStringAmounts, runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { propose, registerProposalExecutor } from '../../core/proposals';
import { bearerAuth, replies, svgReplies } from '../../core/route-schema';
import { proofLimits, readProofImages, removeImages } from '../../core/uploads';
import { rateLimit } from '../../core/rate-limit';
import { qrSvg } from '../system';
import { verifyPaymentPassword } from '../wallet';
import {
  addBankAccount,
  bankAccounts,
  channelQrPayload,
  channelTexts,
  checkNotReceivedAllowed,
  confirmWithdrawal,
  decideDeposit,
  decideWithdrawal,
  memberDeposits,
  memberWallets,
  memberWithdrawals,
  moneyEnv,
  paymentChannels,
  pendingDeposits,
  pendingWithdrawals,
  proofImage,
  reportNotReceived,
  resolveDispute,
  setChannelPayee,
  adminChannels,
  setChannelTexts,
  disputedWithdrawals,
  requestDeposit,
  requestWithdrawal,
  withdrawalSettings,
  decideWithdrawalIn,
  pendingWithdrawalAmount,
} from './service';
import { tutorialArtworkSvg } from './tutorial-art';

const Decision = Type.Object({ decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]) });
const PendingDeposit = Type.Intersect([Deposit, Type.Object({ userId: Type.Integer() })]);
const PendingWithdrawal = Type.Intersect([Withdrawal, Type.Object({ userId: Type.Integer() })]);
const ProofInfo = Type.Object({
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'bytes stored (after re-encoding)' }),
  uploadedAt: Type.Integer({ description: 'Unix ms' }),
});
const DisputedWithdrawal = Type.Intersect([
  Withdrawal,
  Type.Object({
    userId: Type.Integer(),
    username: Type.String(),
    reportedAt: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Unix ms of the not-received report',
    }),
    proofs: Type.Array(ProofInfo),
  }),
]);
const DisputeResolution = Type.Union([Type.Literal('CONFIRMED_PAID'), Type.Literal('REFUNDED')]);
const ResolvedDispute = Type.Intersect([
  Withdrawal,
  Type.Object({ resolution: DisputeResolution, refundReference: Type.Union([Type.String(), Type.Null()]) }),
]);
const ProofParams = Type.Intersect([
  ReferenceParams,
  Type.Object({ fileName: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.(png|jpg)$' }) }),
]);

export function paymentRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx, { realAccount: true });
  const tags = ['payments'];

  app.get(
    '/wps/payment/channels',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          "Deposit channels with limits (minor units), instructions and tutorial steps, in the reader's language",
        security: bearerAuth,
        response: replies(PaymentChannelList),
      },
    },
    async (request) => ok({ list: await paymentChannels(ctx, requestLanguage(request)) }),
  );

  app.get(
    '/wps/payment/tutorial/art/:file',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A picture of a deposit tutorial step (SVG, no words), e.g. scan.svg',
        params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
        response: svgReplies('The picture'),
      },
    },
    async (request, reply) => {
      const svg = tutorialArtworkSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, ErrorCode.notFound, 'No such picture');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  app.post(
    '/wps/payment/deposits',
    {
      preValidation: requireStringAmounts,
      onRequest: member,
      schema: {
        tags,
        summary:
          'Request a deposit (payment simulator): pending until the operator decides (403 excluded, limit_reached, affordability_check)',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: DepositRequest,
        response: replies(Deposit),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      return runIdempotent(ctx, request, reply, userId, (trx) =>
        requestDeposit(ctx, trx, userId, request.body),
      );
    },
  );

  // The footer's payment methods (spec §2): the brand's enabled channels, for visitors too (codes only).
  app.get(
    '/wps/payment/methods',
    {
      schema: {
        tags,
        summary: "Codes of the brand's enabled deposit channels (the footer's payment methods)",
        response: replies(PaymentMethodList),
      },
    },
    async () => ok({ list: (await paymentChannels(ctx, 'en')).map(({ code }) => ({ code })) }),
  );

  app.get(
    '/wps/payment/channels/:code/qr.svg',
    {
      schema: {
        tags,
        summary: "QR code image (SVG) of a deposit channel's payee; the deposit instructions link to it",
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: svgReplies("The QR code of the channel's payee"),
      },
    },
    async (request, reply) => {
      const payload = await channelQrPayload(ctx, request.params.code);
      if (payload === null) throw new AppError(404, ErrorCode.notFound, 'No QR code for this channel');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(qrSvg(payload));
    },
  );

  app.get(
    '/wps/payment/deposits',
    {
      onRequest: member,
      schema: { tags, summary: 'My last 50 deposits', security: bearerAuth, response: replies(DepositList) },
    },
    async (request) => ok({ list: await memberDeposits(ctx, request.session!.userId) }),
  );

  app.get(
    '/wps/member/bank-accounts',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Saved bank accounts (numbers masked)',
        security: bearerAuth,
        response: replies(BankAccountList),
      },
    },
    async (request) => ok({ list: await bankAccounts(ctx, request.session!.userId) }),
  );

  app.post(
    '/wps/member/bank-accounts',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Save a bank account (at most 5)',
        security: bearerAuth,
        body: AddBankAccountRequest,
        response: replies(BankAccount),
      },
    },
    async (request) => ok(await addBankAccount(ctx, request.session!.userId, request.body)),
  );

  app.get(
    '/wps/payment/withdrawals/settings',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Withdrawal limits and the auto-confirm delay',
        security: bearerAuth,
        response: replies(WithdrawalSettings),
      },
    },
    async () => ok(withdrawalSettings(ctx)),
  );

  app.post(
    '/wps/payment/withdrawals',
    {
      preValidation: requireStringAmounts,
      onRequest: member,
      schema: {
        tags,
        summary: 'Request a withdrawal (payment password); the amount is held at once',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: WithdrawalRequest,
        response: replies(Withdrawal),
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
        (trx) => requestWithdrawal(ctx, trx, userId, request.body),
        ['paymentPassword'],
      );
    },
  );

  app.get(
    '/wps/payment/withdrawals',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'My last 50 withdrawals with their confirmation state',
        security: bearerAuth,
        response: replies(WithdrawalList),
      },
    },
    async (request) => ok({ list: await memberWithdrawals(ctx, request.session!.userId) }),
  );

  app.post(
    '/wps/payment/withdrawals/:reference/confirm',
    {
      preValidation: requireStringAmounts,
      onRequest: member,
      schema: {
        tags,
        summary: 'Confirm a paid withdrawal: RECEIVED (optional receivedAmount) or ALL_RECEIVED',
        security: bearerAuth,
        params: ReferenceParams,
        body: ConfirmWithdrawalRequest,
        response: replies(Withdrawal),
      },
    },
    async (request) =>
      ok(await confirmWithdrawal(ctx, request.session!.userId, request.params.reference, request.body)),
  );

  // Multipart is parsed only inside this scope; every other route keeps JSON and form bodies only.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(multipart, { limits: proofLimits });
    scope.post(
      '/wps/payment/withdrawals/:reference/not-received',
      {
        onRequest: member,
        // Cheap checks first: the member's own paid withdrawal awaiting confirmation, within the member's
        // upload limit; only then are images read and decoded (in a bounded queue).
        preHandler: [
          async (request) => checkNotReceivedAllowed(ctx, request.session!.userId, request.params.reference),
          rateLimit(ctx, [
            {
              bucket: (request) => `proof:user:${request.session!.userId}`,
              limit: (limits) => limits.proofUploadPerUser,
            },
          ]).preHandler,
        ],
        schema: {
          tags,
          summary:
            'Report a paid withdrawal as not received, with up to 3 proof images (multipart field "proof")',
          consumes: ['multipart/form-data'],
          security: bearerAuth,
          params: ReferenceParams,
          response: replies(Withdrawal),
        },
      },
      async (request) => {
        const userId = request.session!.userId;
        const dir = ctx.config.uploadDir;
        const { files } = await readProofImages(request, dir, {
          maxPixels: ctx.config.proofMaxPixels,
          queue: { maxQueued: ctx.config.proofQueueMax, maxWaitMs: ctx.config.proofQueueWaitMs },
        });
        try {
          return ok(await reportNotReceived(ctx, userId, request.params.reference, files));
        } catch (error) {
          await removeImages(dir, files);
          throw error;
        }
      },
    );
  });

  const operator = requireOperator(ctx);
  registerProposalExecutor(ctx, 'withdrawal_release', (trx, context, payload) =>
    decideWithdrawalIn(trx, moneyEnv(context), String(payload['reference']), true),
  );
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  app.get(
    '/wps/admin/deposits/pending',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Pending deposits',
        response: replies(Type.Object({ list: Type.Array(PendingDeposit) })),
      },
    },
    async () => ok({ list: await pendingDeposits(moneyEnv(ctx)) }),
  );

  app.post(
    '/wps/admin/deposits/:reference',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Approve (credit from the cashier) or reject a pending deposit',
        params: ReferenceParams,
        body: Decision,
        response: replies(Deposit),
      },
    },
    async (request) =>
      ok(await decideDeposit(moneyEnv(ctx), request.params.reference, request.body.decision === 'approve')),
  );

  app.get(
    '/wps/admin/withdrawals/pending',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Pending withdrawals',
        response: replies(Type.Object({ list: Type.Array(PendingWithdrawal) })),
      },
    },
    async () => ok({ list: await pendingWithdrawals(moneyEnv(ctx)) }),
  );

  app.post(
    '/wps/admin/withdrawals/:reference',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Approve (pay out) or reject (refund) a pending withdrawal; approving one above the two-person threshold proposes it (202) for a second operator',
        params: ReferenceParams,
        body: Decision,
        response: { ...replies(Withdrawal), 202: SuccessEnvelope(ProposalCreated) },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const approve = request.body.decision === 'approve';
      const amount = approve ? await pendingWithdrawalAmount(moneyEnv(ctx), reference) : null;
      if (amount !== null && amount > ctx.config.twoPersonWithdrawalAbove) {
        const proposal = await propose(ctx, request, {
          kind: 'withdrawal_release',
          summary: `Release withdrawal ${reference}`,
          target: `withdrawal=${reference}`,
          amount,
          payload: { reference },
        });
        return reply.code(202).send(ok({ proposal }));
      }
      return ok(await decideWithdrawal(moneyEnv(ctx), reference, approve));
    },
  );

  app.get(
    '/wps/admin/withdrawals/disputes',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Paid withdrawals reported as not received and not resolved yet, with their proof images',
        response: replies(Type.Object({ list: Type.Array(DisputedWithdrawal) })),
      },
    },
    async () => ok({ list: await disputedWithdrawals(moneyEnv(ctx)) }),
  );

  app.get(
    '/wps/admin/withdrawals/:reference/proofs/:fileName',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'One proof image of a withdrawal (image/png or image/jpeg bytes)',
        params: ProofParams,
        produces: ['image/png', 'image/jpeg'],
        response: {
          ...replies(Type.Null()),
          // Buffers bypass the serializer; the schema documents the binary reply.
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const image = await proofImage(
        moneyEnv(ctx),
        ctx.config.uploadDir,
        request.params.reference,
        request.params.fileName,
      );
      return reply
        .type(image.contentType)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${request.params.fileName}"`)
        .send(image.bytes);
    },
  );

  app.post(
    '/wps/admin/withdrawals/:reference/dispute',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Resolve a not-received report: CONFIRMED_PAID (the payout stands) or REFUNDED (credited back to the main wallet); the same resolution again replies the same',
        params: ReferenceParams,
        body: Type.Object({ resolution: DisputeResolution }),
        response: replies(ResolvedDispute),
      },
    },
    async (request) =>
      ok(await resolveDispute(moneyEnv(ctx), request.params.reference, request.body.resolution)),
  );

  app.get(
    '/wps/admin/payment-channels',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Every deposit channel of the brand, enabled or not, in menu order, with its limits and where members pay into it',
        response: replies(AdminPaymentChannelList),
      },
    },
    async () => ok({ list: await adminChannels(moneyEnv(ctx)) }),
  );

  app.put(
    '/wps/admin/payment-channels/:code/payee',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Set where members pay into a deposit channel: bank (bankName, accountName, accountNumber), ewallet (ewalletId) or qr (qrPayload), and expiryMinutes',
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }),
        body: ChannelPayeeRequest,
        response: replies(ChannelPayee),
      },
    },
    async (request) => ok(await setChannelPayee(moneyEnv(ctx), request.params.code, request.body)),
  );

  const ChannelCode = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });

  app.get(
    '/wps/admin/payment-channels/:code/texts',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "A deposit channel's name, instructions and tutorial steps in every language stored",
        params: ChannelCode,
        response: replies(ChannelTextsReply),
      },
    },
    async (request) => ok(await channelTexts(moneyEnv(ctx), request.params.code)),
  );

  app.put(
    '/wps/admin/payment-channels/:code/texts/:language',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          "Set a deposit channel's name, instructions and tutorial steps (text and picture) in one language; other languages stay",
        params: Type.Intersect([ChannelCode, Type.Object({ language: ContentLanguageSchema })]),
        body: ChannelTextsRequest,
        response: replies(ChannelTextsReply),
      },
    },
    async (request) =>
      ok(await setChannelTexts(moneyEnv(ctx), request.params.code, request.params.language, request.body)),
  );

  app.get(
    '/wps/admin/members/:username/wallets',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "A member's ledger accounts and balances (minor units)",
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: replies(
          Type.Object({
            list: Type.Array(
              Type.Object({ kind: Type.String(), code: Type.String(), balance: Type.String() }),
            ),
          }),
        ),
      },
    },
    async (request) => ok({ list: await memberWallets(moneyEnv(ctx), request.params.username) }),
  );
}
