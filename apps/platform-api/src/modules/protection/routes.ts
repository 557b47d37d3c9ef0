import {
  AdminMemberParams,
  AdminMemberProtection,
  AffordabilityDeclarationRequest,
  AffordabilityReview,
  AffordabilityReviewClose,
  AffordabilityReviewPage,
  AffordabilityReviewParams,
  AffordabilityReviewQuery,
  ExclusionRequest,
  LimitChangeRequest,
  LimitSetRequest,
  PlaySession,
  ProtectionOverview,
  ProtectionSettings,
  RealityCheckRequest,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies } from '../../core/route-schema';
import {
  adminMemberProtection,
  affordabilityReviews,
  closeAffordabilityReview,
  declareAffordability,
  cancelLimitChange,
  confirmLimitChange,
  playSession,
  protectionOverview,
  protectionSettings,
  setLimit,
  setProtectionSettings,
  setRealityCheck,
  startExclusion,
} from './service';

const tags = ['protection'];

/**
 * Player protection (docs/player-protection.md): the member's limits with their cooling-off, the reality
 * check, time-out and self-exclusion; the brand's settings for operators. Every member call answers the
 * member's whole protection state.
 */
export function protectionRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  const operator = requireOperator(ctx);
  const overview = (request: FastifyRequest) =>
    protectionOverview(ctx, request.session!.userId, request.session!.sessionId);

  app.get(
    '/wps/protection',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'My limits with what is used of them, the reality check, any time-out or self-exclusion',
        security: bearerAuth,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => ok(await overview(request)),
  );

  app.get(
    '/wps/protection/play-session',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          "This login's play: when it began, the previous login (time and address), rounds, stakes and net result since, and the reality-check interval",
        security: bearerAuth,
        response: replies(PlaySession),
      },
    },
    async (request) => ok(await playSession(ctx, request.session!.userId, request.session!.sessionId)),
  );

  app.put(
    '/wps/protection/limits',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Set, lower, raise or remove (amount null) one limit: lower or new applies at once; a raise or removal waits for the cooling-off and a confirmation (409 limit_no_change)',
        security: bearerAuth,
        body: LimitSetRequest,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => {
      await setLimit(ctx, request.session!.userId, request.body);
      return ok(await overview(request));
    },
  );

  app.post(
    '/wps/protection/limits/confirm',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Apply the raise or removal of a limit whose cooling-off is over (409 limit_change_not_due before, limit_no_change when none waits)',
        security: bearerAuth,
        body: LimitChangeRequest,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => {
      await confirmLimitChange(ctx, request.session!.userId, request.body);
      return ok(await overview(request));
    },
  );

  app.post(
    '/wps/protection/limits/cancel',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Drop the raise or removal of a limit that waits (409 limit_no_change when none waits)',
        security: bearerAuth,
        body: LimitChangeRequest,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => {
      await cancelLimitChange(ctx, request.session!.userId, request.body);
      return ok(await overview(request));
    },
  );

  app.put(
    '/wps/protection/reality-check',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "Minutes between reality checks during play, within the brand's bounds",
        security: bearerAuth,
        body: RealityCheckRequest,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => {
      await setRealityCheck(ctx, request.session!.userId, request.body.minutes);
      return ok(await overview(request));
    },
  );

  app.post(
    '/wps/protection/exclusion',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Take a time-out (days) or self-exclude (months, null: permanent) on every brand of the deployment; no play or deposit until it ends, withdrawals stay open (409 already_excluded)',
        security: bearerAuth,
        body: ExclusionRequest,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => {
      await startExclusion(ctx, request.session!.userId, request.body);
      return ok(await overview(request));
    },
  );

  app.post(
    '/wps/protection/affordability',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Declare that I can afford my deposits (after 403 affordability_check): holds 30 days, opens an operator review',
        security: bearerAuth,
        body: AffordabilityDeclarationRequest,
        response: replies(ProtectionOverview),
      },
    },
    async (request) => {
      await declareAffordability(ctx, request.session!.userId, request.body);
      return ok(await overview(request));
    },
  );

  app.get(
    '/wps/admin/affordability-reviews',
    {
      onRequest: operator,
      config: { permission: 'protection:read' },
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          "The brand's affordability reviews (open first, oldest first; then closed, newest first); needs protection:read",
        querystring: AffordabilityReviewQuery,
        response: replies(AffordabilityReviewPage),
      },
    },
    async (request) => ok(await affordabilityReviews(ctx, request.query)),
  );

  app.post(
    '/wps/admin/affordability-reviews/:id/close',
    {
      onRequest: operator,
      config: { permission: 'protection:write' },
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          "Close an affordability review with an outcome and a note (404 another brand's, 409 review_closed); needs protection:write",
        params: AffordabilityReviewParams,
        body: AffordabilityReviewClose,
        response: replies(AffordabilityReview),
      },
    },
    async (request) =>
      ok(
        await closeAffordabilityReview(
          ctx,
          request.params.id,
          request.body,
          request.operator!.username,
          (review) => {
            request.auditBefore = review;
          },
        ),
      ),
  );

  app.get(
    '/wps/admin/setting/protection',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary: "The brand's player-protection settings",
        response: replies(ProtectionSettings),
      },
    },
    async () => ok(await protectionSettings(ctx)),
  );

  app.put(
    '/wps/admin/setting/protection',
    {
      onRequest: operator,
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          "Replace the brand's player-protection settings (cooling-off, minimum age, reality-check bounds, affordability threshold)",
        body: ProtectionSettings,
        response: replies(ProtectionSettings),
      },
    },
    async (request) => ok(await setProtectionSettings(ctx, request.body)),
  );

  app.get(
    '/wps/admin/members/:username/protection',
    {
      onRequest: operator,
      config: { permission: 'protection:read' },
      schema: {
        tags: ['operator'],
        headers: operatorKeyHeader,
        summary:
          "A member's limits, reality check, breaks (the person's on every brand) and the trail of their changes; read only; needs protection:read",
        params: AdminMemberParams,
        response: replies(AdminMemberProtection),
      },
    },
    async (request) => ok(await adminMemberProtection(ctx, request.params.username)),
  );
}
