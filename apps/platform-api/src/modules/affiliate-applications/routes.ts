import {
  AdminApplicationPage,
  AdminApplicationQuery,
  AffiliateApplicationList,
  AffiliateApplicationRequest,
  AffiliateApplicationView,
  JoinDecision,
  ApplicationReferenceParams,
  JoinStatusQuery,
  ApproveApplicationRequest,
  RejectApplicationRequest,
} from '@playfront/api-contract';
import { optionalSession, requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { perIp, rateLimit } from '../../core/rate-limit';
import { bearerAuth, replies } from '../../core/route-schema';
import {
  adminApplications,
  applicationStatus,
  approveApplication,
  myApplications,
  rejectApplication,
  submitApplication,
} from './service';

const tags = ['join'];

/** Affiliate applications (/join): apply, follow the status, and the operator's review. */
export function affiliateApplicationRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx, { realAccount: true });
  const operator = requireOperator(ctx);
  const admin = { tags: ['operator'], headers: operatorKeyHeader };

  app.put(
    '/wps/affiliate-applications',
    {
      onRequest: optionalSession(ctx),
      ...rateLimit(ctx, [perIp('join', (limits) => limits.feedbackPerIp)]),
      schema: {
        tags,
        summary:
          'Apply to become an agent (visitor or member); answers the reference to follow it with (e-mail and/or mobile required)',
        body: AffiliateApplicationRequest,
        response: replies(AffiliateApplicationView),
      },
    },
    async (request) =>
      ok(
        await submitApplication(ctx, {
          form: request.body,
          userId: request.session?.userId ?? null,
          ip: request.ip,
          language: requestLanguage(request),
        }),
      ),
  );

  app.get(
    '/wps/affiliate-applications/status',
    {
      ...rateLimit(ctx, [perIp('join-status', (limits) => limits.captchaPerIp)]),
      schema: {
        tags,
        summary: "A visitor's application by its reference and the e-mail or mobile it gave (404 otherwise)",
        querystring: JoinStatusQuery,
        response: replies(AffiliateApplicationView),
      },
    },
    async (request) => ok(await applicationStatus(ctx, request.query.reference, request.query.contact)),
  );

  app.get(
    '/wps/affiliate-applications/mine',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The signed-in member's applications, newest first (at most 20)",
        security: bearerAuth,
        response: replies(AffiliateApplicationList),
      },
    },
    async (request) => ok({ list: await myApplications(ctx, request.session!.userId) }),
  );

  app.get(
    '/wps/admin/affiliate-applications',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: "The brand's affiliate applications, newest first, by status",
        querystring: AdminApplicationQuery,
        response: replies(AdminApplicationPage),
      },
    },
    async (request) => ok(await adminApplications(ctx, request.query)),
  );

  app.post(
    '/wps/admin/affiliate-applications/:reference/approve',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary:
          'Approve: opens an agent account (type 1, 2, 41 or 42) and sends its one-time login to the applicant; again answers the same (409 already_decided when rejected)',
        params: ApplicationReferenceParams,
        body: ApproveApplicationRequest,
        response: replies(JoinDecision),
      },
    },
    async (request) => ok(await approveApplication(ctx, request.params.reference, request.body.accountType)),
  );

  app.post(
    '/wps/admin/affiliate-applications/:reference/reject',
    {
      onRequest: operator,
      schema: {
        ...admin,
        summary: 'Reject with the reason the applicant sees (409 already_decided when approved)',
        params: ApplicationReferenceParams,
        body: RejectApplicationRequest,
        response: replies(JoinDecision),
      },
    },
    async (request) => ok(await rejectApplication(ctx, request.params.reference, request.body.reason)),
  );
}
