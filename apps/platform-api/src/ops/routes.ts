import { AdminDashboard, Reconciliation } from '@playfront/api-contract';
import type { AppContext } from '../core/context';
import { ok } from '../core/errors';
import type { FastifyTypebox } from '../core/fastify';
import { operatorKeyHeader, requireOperator } from '../core/operator';
import { replies } from '../core/route-schema';
import { dashboard } from './dashboard';
import { reconcile } from './reconcile';

/**
 * Operations over every module (above them, like the composition): the ledger reconciliation reads the
 * journal and the records of every module that moves money.
 */
export function opsRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.get(
    '/wps/admin/ledger/reconcile',
    {
      onRequest: requireOperator(ctx),
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: 'Check every ledger invariant',
        response: replies(Reconciliation),
      },
    },
    async () => ok(await reconcile(ctx.db, ctx.config.merchantCode)),
  );

  app.get(
    '/wps/admin/dashboard',
    {
      onRequest: requireOperator(ctx),
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          "Today's deposits, withdrawals, bets, payouts, gross gaming revenue and players, and the queues",
        response: replies(AdminDashboard),
      },
    },
    async () => ok(await dashboard(ctx.db, ctx.config.merchantCode, ctx.config.currency, ctx.now())),
  );
}
