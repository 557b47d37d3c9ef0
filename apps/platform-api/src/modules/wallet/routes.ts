import {
  ChangePaymentPasswordRequest,
  ConsolidatedFunds,
  EncryptedPayload,
  MerchantWallet,
  MerchantWalletQuery,
  PaymentPasswordStatus,
  SetPaymentPasswordRequest,
  TransactionPage,
  TransactionQuery,
  UplineTransferRequest,
  UplineTransferResult,
  WalletBalance,
  WalletTransferRequest,
  WalletTransferResult,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { bearer, requireSession, sessionInStatement } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import {
  fingerprint,
  idempotencyHeader,
  requireStringAmounts,
  runIdempotent,
  sendOutcome,
} from '../../core/idempotency';
import { bearerAuth, replies } from '../../core/route-schema';
import { openSealed } from '../../core/sealed';
import {
  balanceForBearer,
  changePaymentPassword,
  consolidatedFunds,
  merchantWallet,
  paymentPasswordIsSet,
  setPaymentPassword,
  transactionHistory,
  transferToUpline,
  uplineOf,
  verifyPaymentPassword,
  walletTransfer,
  walletTransferForBearer,
} from './service';

export function walletRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  const realMember = requireSession(ctx, { realAccount: true });
  const transferSession = sessionInStatement(ctx, { realAccount: true });

  app.get(
    '/wps/v2/wallets/balance',
    {
      // The session is checked inside the balance statement (one round trip), as requireSession would.
      schema: {
        tags: ['wallet'],
        summary: 'Balance: sum of the main and every vendor wallet, and the main wallet (minor units)',
        security: bearerAuth,
        response: replies(WalletBalance),
      },
    },
    async (request) => ok(await balanceForBearer(ctx, request.headers.authorization)),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      onRequest: member,
      schema: {
        tags: ['wallet'],
        summary: 'The main wallet and every vendor wallet with balances',
        security: bearerAuth,
        response: replies(ConsolidatedFunds),
      },
    },
    async (request) => ok(await consolidatedFunds(ctx, request.session!.userId)),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      schema: {
        tags: ['wallet'],
        summary: "The merchant's vendor wallets and transfer mode (isSingle=true: transfer wallets only)",
        querystring: MerchantWalletQuery,
        response: replies(MerchantWallet),
      },
    },
    async (request) => {
      const flag = request.query.isSingle;
      return ok(await merchantWallet(ctx, flag === 'true' || flag === '1'));
    },
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      preValidation: requireStringAmounts,
      // The session is checked inside the transfer statement (one round trip), as realMember would.
      onRequest: transferSession.onRequest,
      errorHandler: transferSession.errorHandler,
      schema: {
        tags: ['wallet'],
        summary: 'Transfer main <-> vendor wallet, or { all: true } every vendor wallet back to main',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: WalletTransferRequest,
        response: replies(WalletTransferResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('all' in body) {
        // Checked here in full (a refusal needs no second check in the error handler).
        transferSession.checked(request);
        await realMember(request);
        const userId = request.session!.userId;
        return runIdempotent(ctx, request, reply, userId, (trx) => walletTransfer(ctx, trx, userId, body));
      }
      // The common case, one wallet to another: one statement, one round trip.
      const { key, hash } = fingerprint(request);
      const outcome = await walletTransferForBearer(ctx, bearer(request)!, key, hash, body).finally(() =>
        transferSession.checked(request),
      );
      return sendOutcome(reply, hash, outcome);
    },
  );

  app.post(
    '/wps/member/transfer/upline',
    {
      preValidation: requireStringAmounts,
      onRequest: realMember,
      schema: {
        tags: ['wallet'],
        summary: "Transfer from the main wallet to the member's own upline (payment password)",
        security: bearerAuth,
        headers: idempotencyHeader,
        body: UplineTransferRequest,
        response: replies(UplineTransferResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      const upline = await uplineOf(ctx, userId);
      await verifyPaymentPassword(ctx, userId, request.body.paymentPassword);
      return runIdempotent(
        ctx,
        request,
        reply,
        userId,
        (trx) => transferToUpline(ctx, trx, userId, upline, request.body),
        ['paymentPassword'],
      );
    },
  );

  app.get(
    '/wps/member/transactions',
    {
      onRequest: member,
      schema: {
        tags: ['wallet'],
        summary: 'Account record: ledger entries of the member wallets, newest first',
        security: bearerAuth,
        querystring: TransactionQuery,
        response: replies(TransactionPage),
      },
    },
    async (request) => ok(await transactionHistory(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/member/payment-password',
    {
      onRequest: realMember,
      schema: {
        tags: ['wallet'],
        summary: 'Whether a payment password is set',
        security: bearerAuth,
        response: replies(PaymentPasswordStatus),
      },
    },
    async (request) => ok({ isSet: await paymentPasswordIsSet(ctx, request.session!.userId) }),
  );

  app.put(
    '/wps/member/payment-password',
    {
      config: { encrypted: true },
      onRequest: realMember,
      schema: {
        tags: ['wallet'],
        summary: 'Set the payment password, first time only (encrypted SetPaymentPasswordRequest)',
        security: bearerAuth,
        body: EncryptedPayload,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await setPaymentPassword(
        ctx,
        request.session!.userId,
        openSealed(ctx, request, SetPaymentPasswordRequest),
      );
      return ok(null);
    },
  );

  app.post(
    '/wps/member/payment-password',
    {
      config: { encrypted: true },
      onRequest: realMember,
      schema: {
        tags: ['wallet'],
        summary: 'Change the payment password (encrypted ChangePaymentPasswordRequest)',
        security: bearerAuth,
        body: EncryptedPayload,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await changePaymentPassword(
        ctx,
        request.session!.userId,
        openSealed(ctx, request, ChangePaymentPasswordRequest),
      );
      return ok(null);
    },
  );
}
