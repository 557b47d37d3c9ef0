import { Bonus, BonusPage, BonusQuery } from '@playfront/api-contract';
import { Type } from 'typebox';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { bearerAuth, replies } from '../../core/route-schema';
import { forfeitBonus, memberBonuses } from './service';

const tags = ['bonus'];

/** Bonus details (member centre): the member's bonuses with their turnover, and giving one up. */
export function bonusRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  app.get(
    '/wps/bonuses',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "My bonuses, newest first, with each one's turnover brought up to date",
        security: bearerAuth,
        querystring: BonusQuery,
        response: replies(BonusPage),
      },
    },
    async (request) =>
      ok(await memberBonuses(ctx, request.session!.userId, request.query, requestLanguage(request))),
  );

  app.post(
    '/wps/bonuses/:id/forfeit',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Give up an active bonus: what is left of it goes back, the rest of the balance is free',
        security: bearerAuth,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) }),
        response: replies(Bonus),
      },
    },
    async (request) =>
      ok(await forfeitBonus(ctx, request.session!.userId, request.params.id, requestLanguage(request))),
  );
}
