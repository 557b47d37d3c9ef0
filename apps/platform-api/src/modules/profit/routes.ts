import { ProfitQuery, ProfitReport } from '@playfront/api-contract';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { bearerAuth, replies } from '../../core/route-schema';
import { profitReport } from './service';

/** Personal profit and loss (member centre personalProfit). */
export function profitRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/wps/profit',
    {
      onRequest: requireSession(ctx),
      schema: {
        tags: ['profit'],
        summary:
          'My profit and loss over UTC days from..to: games per category, bonuses, cashback, referral, net',
        security: bearerAuth,
        querystring: ProfitQuery,
        response: replies(ProfitReport),
      },
    },
    async (request) => ok(await profitReport(ctx.readDb, request.session!.userId, request.query)),
  );
}
