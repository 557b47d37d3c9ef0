import {
  ProfitLossPage,
  ProfitLossQuery,
  TeamBetPage,
  TeamBetQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamTransactionPage,
  TeamTransactionQuery,
} from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { bearerAuth, replies } from '../../core/route-schema';
import { teamBets, teamOverview, teamProfitLoss, teamTransactions } from './reports';
import { requireAgent } from './team';

/** The agent centre's read-only reports: the caller's team only, over a period of UTC days. */
export function agentReportRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const agent = requireAgent(ctx);
  const tags = ['agent'];

  app.get(
    '/wps/agent/overview',
    {
      onRequest: agent,
      schema: {
        tags,
        summary:
          'The team in a period: size, new and active members, deposits, withdrawals, valid bet, payout and P&L, with a row per day',
        security: bearerAuth,
        querystring: TeamOverviewQuery,
        response: replies(TeamOverview),
      },
    },
    async (request) => ok(await teamOverview(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/agent/bets',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: "The team's real-money rounds placed in a period, newest first",
        security: bearerAuth,
        querystring: TeamBetQuery,
        response: replies(TeamBetPage),
      },
    },
    async (request) => ok(await teamBets(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/agent/profit-loss',
    {
      onRequest: agent,
      schema: {
        tags,
        summary:
          'Valid bet, payout, P&L, deposits and withdrawals of each team member active in a period, with totals',
        security: bearerAuth,
        querystring: ProfitLossQuery,
        response: replies(ProfitLossPage),
      },
    },
    async (request) => ok(await teamProfitLoss(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/agent/transactions',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: "Movements on the team's main wallets in a period, newest first",
        security: bearerAuth,
        querystring: TeamTransactionQuery,
        response: replies(TeamTransactionPage),
      },
    },
    async (request) => ok(await teamTransactions(ctx, request.session!.userId, request.query)),
  );
}
