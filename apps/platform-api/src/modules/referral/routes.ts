import {
  AdminReferralPage,
  AdminReferralQuery,
  ReferralFriendPage,
  ReferralFriendsQuery,
  ReferralOverview,
  ReferralRule,
} from '@playfront/api-contract';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies } from '../../core/route-schema';
import { adminReferrals, referralFriends, referralOverview, referralRule, setReferralRule } from './service';

const tags = ['referral'];
const operatorTags = ['operator'];

/** Invite friends (member centre `referral`): the member's code, link, rule, totals and friends; operator calls. */
export function referralRoutes(app: FastifyTypebox, ctx: AppContext): void {
  // Trial accounts never refer: refused with in_need_true_account.
  const member = requireSession(ctx, { realAccount: true });
  const operator = requireOperator(ctx);

  app.get(
    '/wps/referral',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          "The member's referral code and invite link, the brand's rule and the totals (403 feature_disabled when invite friends is off)",
        security: bearerAuth,
        response: replies(ReferralOverview),
      },
    },
    async (request) => ok(await referralOverview(ctx, request.session!.userId)),
  );

  app.get(
    '/wps/referral/friends',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'The friends who registered with the member’s code, newest first: masked name, status, progress',
        security: bearerAuth,
        querystring: ReferralFriendsQuery,
        response: replies(ReferralFriendPage),
      },
    },
    async (request) => ok(await referralFriends(ctx, request.session!.userId, request.query)),
  );

  app.get(
    '/wps/admin/referral/rule',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: "The brand's referral rule",
        response: replies(ReferralRule),
      },
    },
    async () => ok(await referralRule(ctx.db, ctx.config.merchantCode)),
  );

  app.put(
    '/wps/admin/referral/rule',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: "Set the brand's referral rule (rewards already paid keep what they paid)",
        body: ReferralRule,
        response: replies(ReferralRule),
      },
    },
    async (request) => ok(await setReferralRule(ctx, request.body)),
  );

  app.get(
    '/wps/admin/referral/referrals',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: "A member's referrals by username: code, totals and friends with progress (404 not_found)",
        querystring: AdminReferralQuery,
        response: replies(AdminReferralPage),
      },
    },
    async (request) => ok(await adminReferrals(ctx, request.query)),
  );
}
