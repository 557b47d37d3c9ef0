import {
  OperatorBrand,
  AdminMemberPage,
  AdminMemberParams,
  AdminMemberQuery,
  AuditPage,
  AuditQuery,
  BalanceAdjustmentRequest,
  BonusGranted,
  BonusGrantRequest,
  EncryptedPayload,
  OperatorAccount,
  OperatorAccountList,
  OperatorCreate,
  OperatorLoginRequest,
  OperatorLoginTicket,
  OperatorMe,
  OperatorReset,
  OperatorRoleList,
  OperatorSession,
  OperatorUpdate,
  OperatorUsernameParams,
  OperatorVerifyRequest,
  Proposal,
  ProposalCreated,
  ProposalDecision,
  ProposalIdParams,
  ProposalPage,
  ProposalQuery,
  SuccessEnvelope,
  operatorRoles,
  rolePermissions,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { searchAudit } from '../../core/audit';
import { listBrands } from '../system';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { operatorKeyHeader, operatorOf, requireOperator } from '../../core/operator';
import { decideProposal, listProposals } from '../../core/proposals';
import { perIp, rateLimit } from '../../core/rate-limit';
import { replies } from '../../core/route-schema';
import { openSealed } from '../../core/sealed';
import { memberAdminRoutes } from './member-admin-routes';
import { grantOrPropose, registerMoneyExecutors } from './money';
import {
  createOperator,
  endSession,
  finishLogin,
  listOperators,
  memberByUsername,
  proposeAdjustment,
  resetOperator,
  searchMembers,
  startLogin,
  toMe,
  updateOperator,
} from './service';

const tags = ['operator'];
const proposed = (value: typeof ProposalCreated) => ({ ...replies(value), 202: SuccessEnvelope(value) });

export function operatorRoutes(app: FastifyTypebox, ctx: AppContext): void {
  registerMoneyExecutors(ctx);
  memberAdminRoutes(app, ctx);
  const operator = requireOperator(ctx);
  const signedIn = async (request: FastifyRequest) => {
    request.operator = await operatorOf(ctx, request);
  };
  const self = (request: FastifyRequest) => request.operator!;
  // Read at start, outside any request: the deployment's own brand.
  const baseMerchant = ctx.config.merchantCode;

  app.post(
    '/wps/admin/auth/login',
    {
      config: { encrypted: true },
      ...rateLimit(ctx, [perIp('operator-login', (limits) => limits.loginPerIp)]),
      schema: {
        tags,
        security: [],
        summary: 'Back-office sign-in, first step: the password (body: OperatorLoginRequest, sealed)',
        description:
          'Answers a ticket for the authenticator code; `enrol` carries a new secret when the operator has no ' +
          'authenticator yet. Wrong username or password: 400 invalid_credentials.',
        body: EncryptedPayload,
        response: replies(OperatorLoginTicket),
      },
    },
    async (request) => ok(await startLogin(ctx, request, openSealed(ctx, request, OperatorLoginRequest))),
  );

  app.post(
    '/wps/admin/auth/verify',
    {
      ...rateLimit(ctx, [perIp('operator-verify', (limits) => limits.loginPerIp)]),
      schema: {
        tags,
        security: [],
        summary:
          'Back-office sign-in, second step: the authenticator code (400 totp_code_invalid, operator_ticket_invalid)',
        body: OperatorVerifyRequest,
        response: replies(OperatorSession),
      },
    },
    async (request) => ok(await finishLogin(ctx, request, request.body)),
  );

  app.get(
    '/wps/admin/auth/me',
    {
      onRequest: signedIn,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'Who I am: roles and permissions',
        response: replies(OperatorMe),
      },
    },
    async (request) => ok(toMe(self(request))),
  );

  app.get(
    '/wps/admin/auth/brands',
    {
      onRequest: signedIn,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          "The deployment's brands, the own one first: every other operator call works on the brand its Merchant header names",
        response: replies(Type.Array(OperatorBrand)),
      },
    },
    async () => ok(await listBrands(ctx.db, baseMerchant)),
  );

  app.post(
    '/wps/admin/auth/logout',
    {
      onRequest: signedIn,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'End my back-office session',
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await endSession(ctx, self(request));
      return ok(null);
    },
  );

  app.get(
    '/wps/admin/roles',
    {
      onRequest: operator,
      config: { permission: 'operators:read' },
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'The roles and their permissions',
        response: replies(OperatorRoleList),
      },
    },
    async () =>
      ok({ list: operatorRoles.map((role) => ({ role, permissions: [...rolePermissions[role]] })) }),
  );

  app.get(
    '/wps/admin/operators',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'Back-office accounts',
        response: replies(OperatorAccountList),
      },
    },
    async () => ok({ list: await listOperators(ctx) }),
  );

  app.post(
    '/wps/admin/operators',
    {
      onRequest: operator,
      config: { encrypted: true },
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          'Create a back-office account (body: OperatorCreate, sealed); it enrols its authenticator at first sign-in (409 operator_exists)',
        body: EncryptedPayload,
        response: replies(OperatorAccount),
      },
    },
    async (request) => ok(await createOperator(ctx, self(request), openSealed(ctx, request, OperatorCreate))),
  );

  app.put(
    '/wps/admin/operators/:username',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          "Change an operator's name, roles or disabled flag (409 operator_last_admin); ends their sessions",
        params: OperatorUsernameParams,
        body: OperatorUpdate,
        response: replies(OperatorAccount),
      },
    },
    async (request) => ok(await updateOperator(ctx, request, request.params.username, request.body)),
  );

  app.post(
    '/wps/admin/operators/:username/reset',
    {
      onRequest: operator,
      config: { encrypted: true },
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          'Set a new password (body: OperatorReset, sealed); the authenticator is enrolled again at sign-in',
        params: OperatorUsernameParams,
        body: EncryptedPayload,
        response: replies(OperatorAccount),
      },
    },
    async (request) =>
      ok(await resetOperator(ctx, request.params.username, openSealed(ctx, request, OperatorReset).password)),
  );

  app.get(
    '/wps/admin/audit',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'The audit trail (append only), newest first',
        querystring: AuditQuery,
        response: replies(AuditPage),
      },
    },
    async (request) => ok(await searchAudit(ctx.db, request.query)),
  );

  app.get(
    '/wps/admin/proposals',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'Actions waiting for (or decided by) a second operator',
        querystring: ProposalQuery,
        response: replies(ProposalPage),
      },
    },
    async (request) => ok(await listProposals(ctx, request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/wps/admin/proposals/:id/${decision}`,
      {
        onRequest: operator,
        schema: {
          tags,
          headers: operatorKeyHeader,
          summary:
            decision === 'approve'
              ? 'Approve and carry out a proposal (not its proposer: 409 proposal_self_approval); a refused action ends it failed'
              : 'Reject a proposal (not its proposer)',
          params: ProposalIdParams,
          body: ProposalDecision,
          response: replies(Proposal),
        },
      },
      async (request) =>
        ok(
          await decideProposal(
            ctx,
            request,
            request.params.id,
            decision === 'approve',
            request.body.reason ?? null,
          ),
        ),
    );
  }

  app.get(
    '/wps/admin/members',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'Members by part of the username, mobile or e-mail',
        querystring: AdminMemberQuery,
        response: replies(AdminMemberPage),
      },
    },
    async (request) => ok(await searchMembers(ctx, request.query)),
  );

  app.post(
    '/wps/admin/members/:username/adjustments',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: "Propose a correction of a member's main wallet (202): a second operator approves it",
        params: AdminMemberParams,
        body: BalanceAdjustmentRequest,
        response: proposed(ProposalCreated),
      },
    },
    async (request, reply) => {
      const member = await memberByUsername(ctx, request.params.username);
      const proposal = await proposeAdjustment(
        ctx,
        request,
        member,
        BigInt(request.body.amount),
        request.body.reason.trim(),
      );
      return reply.code(202).send(ok({ proposal }));
    },
  );

  app.post(
    '/wps/admin/members/:username/bonus',
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'Grant a bonus: paid now up to the two-person threshold (200), above it proposed (202)',
        params: AdminMemberParams,
        body: BonusGrantRequest,
        response: { ...replies(BonusGranted), 202: SuccessEnvelope(ProposalCreated) },
      },
    },
    async (request, reply) => {
      const member = await memberByUsername(ctx, request.params.username);
      const outcome = await grantOrPropose(
        ctx,
        request,
        member,
        BigInt(request.body.amount),
        request.body.reason.trim(),
      );
      if (outcome.proposed) return reply.code(202).send(ok({ proposal: outcome.proposal }));
      return ok({ reference: outcome.reference });
    },
  );
}
