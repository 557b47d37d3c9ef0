import { RewardClaimRequest, RewardClaimResult, RewardList } from '@playfront/api-contract';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { bearerAuth, replies } from '../../core/route-schema';
import { requireCashbackOn } from '../cashback';
import { claimReward, memberRewards } from './service';

const tags = ['rewards'];

/** The reward centre: every reward a member may claim (promotions, missions, raffles) and claiming one. */
export function rewardRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  app.get(
    '/wps/rewards',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Every reward I may claim now, and those claimed in their current period',
        security: bearerAuth,
        response: replies(RewardList),
      },
    },
    async (request) => ok(await memberRewards(ctx, request.session!.userId, requestLanguage(request))),
  );

  app.post(
    '/wps/rewards/claim',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Claim one reward: its bonus is paid once, however often or concurrently it is claimed',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: RewardClaimRequest,
        response: replies(RewardClaimResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      if (request.body.kind === 'CASHBACK') await requireCashbackOn(ctx);
      return runIdempotent(ctx, request, reply, userId, (trx) =>
        claimReward(ctx, trx, userId, request.body, requestLanguage(request)),
      );
    },
  );
}
