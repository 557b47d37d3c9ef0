import {
  AdminAgentDetail,
  AdminAgentPage,
  AdminAgentParams,
  AdminAgentQuery,
  AgentContract,
  ContractKindSchema,
  ContractListQuery,
  ContractPage,
  ContractParams,
  ContractTerms,
  DownlineTransferRequest,
  DownlineTransferResult,
  NoticePage,
  NoticeQuery,
  OfferContractRequest,
  AdminSettlementQuery,
  AgentSettlement,
  RegisterDownlineRequest,
  SettlementPage,
  SettlementQuery,
  SettlementRunResult,
  RegisterDownlineResult,
  TeamPage,
  TeamQuery,
  isAgentType,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import { extendReply, type FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, requireStringAmounts, runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies } from '../../core/route-schema';
import { noticePage } from '../content';
import { transferToDownline, verifyPaymentPassword } from '../wallet';
import {
  answerContract,
  awaitingAnswer,
  listContracts,
  offerContract,
  setPlatformContract,
} from './contracts';
import { adminAgent, adminAgentContracts, adminAgentPage } from './hierarchy';
import { runSettlement } from './settlement';
import { adminSettlement, adminSettlements, agentSettlements, retrySettlement } from './settlement-records';
import { registerDownline, requireAgent, teamMemberByName, teamPage } from './team';

const SettlementParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

/** The wallet module's consolidated funds call, which carries the agent contract fields. */
const CONSOLIDATED_FUNDS = '/wps/member/info/funds/consolidated';

export function agentRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const agent = requireAgent(ctx);
  const operator = requireOperator(ctx);
  const tags = ['agent'];

  // The agent contract fields ride on the consolidated funds reply (declared in its schema): added here,
  // where contracts live, so the wallet module needs nothing of the agents module.
  extendReply<{ success?: boolean; value?: Record<string, unknown> }>(
    app,
    { method: 'GET', url: CONSOLIDATED_FUNDS },
    async (request, envelope) => {
      if (!request.session || !envelope.success || !envelope.value) return envelope;
      if (!isAgentType(request.session.accountType)) return envelope;
      return {
        ...envelope,
        value: { ...envelope.value, ...(await awaitingAnswer(ctx.db, request.session.userId)) },
      };
    },
  );

  app.get(
    '/wps/agent/notices',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: "The brand's notices addressed to agents, newest first, 9 per page by default",
        security: bearerAuth,
        querystring: NoticeQuery,
        response: replies(NoticePage),
      },
    },
    async (request) => ok(await noticePage(ctx, 'AGENTS', request.query, requestLanguage(request))),
  );

  app.get(
    '/wps/agent/team',
    {
      onRequest: agent,
      schema: {
        tags,
        summary:
          "The agent's team: every account below it (or direct downlines only), with balance and last login",
        security: bearerAuth,
        querystring: TeamQuery,
        response: replies(TeamPage),
      },
    },
    async (request) => ok(await teamPage(ctx, request.session!.userId, request.query)),
  );

  app.post(
    '/wps/agent/team/register',
    {
      onRequest: agent,
      schema: {
        tags,
        summary:
          'Register a member or a sub-agent directly below the agent (default password, changed at first login)',
        security: bearerAuth,
        body: RegisterDownlineRequest,
        response: replies(RegisterDownlineResult),
      },
    },
    async (request) => {
      const { userId, accountType } = request.session!;
      return ok(await registerDownline(ctx, { id: userId, accountType, ip: request.ip }, request.body));
    },
  );

  app.post(
    '/wps/agent/team/transfer',
    {
      preValidation: requireStringAmounts,
      onRequest: agent,
      schema: {
        tags,
        summary:
          "Transfer from the agent's main wallet to a member of its team (payment password, idempotent)",
        security: bearerAuth,
        headers: idempotencyHeader,
        body: DownlineTransferRequest,
        response: replies(DownlineTransferResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      const downline = await teamMemberByName(ctx.db, ctx.config.merchantCode, userId, request.body.downline);
      await verifyPaymentPassword(ctx, userId, request.body.paymentPassword);
      return runIdempotent(
        ctx,
        request,
        reply,
        userId,
        (trx) => transferToDownline(ctx, trx, userId, downline, request.body),
        ['paymentPassword'],
      );
    },
  );

  app.get(
    '/wps/agent/contracts',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: 'Contracts the agent gave (role upline) or holds (role downline), newest first',
        security: bearerAuth,
        querystring: ContractListQuery,
        response: replies(ContractPage),
      },
    },
    async (request) => ok(await listContracts(ctx, request.session!.userId, request.query)),
  );

  app.post(
    '/wps/agent/contracts',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: 'Offer a direct downline agent a contract, at rates no higher than the agent’s own contract',
        security: bearerAuth,
        body: OfferContractRequest,
        response: replies(AgentContract),
      },
    },
    async (request) => ok(await offerContract(ctx, request.session!.userId, request.body)),
  );

  for (const answer of ['accept', 'reject', 'withdraw', 'terminate'] as const) {
    app.post(
      `/wps/agent/contracts/:id/${answer}`,
      {
        onRequest: agent,
        schema: {
          tags,
          summary: {
            accept: 'Accept the pending request of the other party (a new contract or a termination)',
            reject: 'Reject the pending request of the other party',
            withdraw: 'Withdraw your own pending request',
            terminate: 'Ask the other party to end a live contract',
          }[answer],
          security: bearerAuth,
          params: ContractParams,
          response: replies(AgentContract),
        },
      },
      async (request) => ok(await answerContract(ctx, request.session!.userId, request.params.id, answer)),
    );
  }

  app.put(
    '/wps/admin/agents/:username/contracts/:kind',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          "Set (terms) or end (terms null) a top-level agent's contract with the platform; it is live at once",
        params: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 64 }),
          kind: ContractKindSchema,
        }),
        body: Type.Object(
          { terms: Type.Union([ContractTerms, Type.Null()]) },
          { additionalProperties: false },
        ),
        response: replies(Type.Union([AgentContract, Type.Null()])),
      },
    },
    async (request) =>
      ok(await setPlatformContract(ctx, request.params.username, request.body.terms, request.params.kind)),
  );

  app.get(
    '/wps/agent/settlements',
    {
      onRequest: agent,
      schema: {
        tags,
        summary:
          'Salaries and dividends paid to the agent (role income: my income) or by it to its downlines (role paid)',
        security: bearerAuth,
        querystring: SettlementQuery,
        response: replies(SettlementPage),
      },
    },
    async (request) => ok(await agentSettlements(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/admin/agents/tree',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          'One level of the agent hierarchy: the top-level agents, or the direct downline agents of `upline`; with `search`, agents of any level by the start of their username',
        querystring: AdminAgentQuery,
        response: replies(AdminAgentPage),
      },
    },
    async (request) => ok(await adminAgentPage(ctx, request.query)),
  );

  app.get(
    '/wps/admin/agents/tree/:username',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'One agent: its team, its live contracts and its uplines from the top-level agent down',
        params: AdminAgentParams,
        response: replies(AdminAgentDetail),
      },
    },
    async (request) => ok(await adminAgent(ctx, request.params.username)),
  );

  app.get(
    '/wps/admin/agents/tree/:username/contracts',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'The contracts an agent holds (role downline), gave (role upline) or both, newest first',
        params: AdminAgentParams,
        querystring: ContractListQuery,
        response: replies(ContractPage),
      },
    },
    async (request) => ok(await adminAgentContracts(ctx, request.params.username, request.query)),
  );

  app.get(
    '/wps/admin/agents/settlements',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'Every settlement item of the brand (filter by kind, status, payee), newest first',
        querystring: AdminSettlementQuery,
        response: replies(SettlementPage),
      },
    },
    async (request) => ok(await adminSettlements(ctx, request.query)),
  );

  app.get(
    '/wps/admin/agents/settlements/:id',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'One settlement item: figures, rate, amount, status, attempts and the last error',
        params: SettlementParams,
        response: replies(AgentSettlement),
      },
    },
    async (request) => ok(await adminSettlement(ctx, request.params.id)),
  );

  app.post(
    '/wps/admin/agents/settlements/:id/retry',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'Try a failed settlement item again now (paid once however often it is asked)',
        params: SettlementParams,
        response: replies(AgentSettlement),
      },
    },
    async (request) => ok(await retrySettlement(ctx, request.params.id)),
  );

  app.post(
    '/wps/admin/agents/settlements/run',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'Run one settlement step now: plan every due period, pay every due item',
        response: replies(SettlementRunResult),
      },
    },
    async () => ok(await runSettlement(ctx)),
  );
}
