import {
  AdminMission,
  AdminMissionList,
  MissionClaimResult,
  MissionCreate,
  MissionIdParams,
  MissionLeaderboard,
  MissionLeaderboardQuery,
  MissionList,
  MissionSummary,
  MissionUpdate,
} from '@playfront/api-contract';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { idempotencyHeader, runIdempotent } from '../../core/idempotency';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { bearerAuth, replies } from '../../core/route-schema';
import {
  adminMissions,
  claimMission,
  createMission,
  endMission,
  memberMissions,
  missionLeaderboard,
  missionSummary,
  setMissionPaused,
  updateMission,
} from './service';

const tags = ['missions'];
const operatorTags = ['operator'];
/** Mission activity (member centre): missions with progress, claims, the badge count and the leaderboard. */
export function missionRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  const operator = requireOperator(ctx);

  app.get(
    '/wps/missions',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The live missions of the current periods, with the member's progress from real activity",
        security: bearerAuth,
        response: replies(MissionList),
      },
    },
    async (request) => ok(await memberMissions(ctx, request.session!.userId, requestLanguage(request))),
  );

  app.get(
    '/wps/missions/summary',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The member-centre badge: missions of the current periods not claimed yet, and claimable',
        security: bearerAuth,
        response: replies(MissionSummary),
      },
    },
    async (request) => ok(await missionSummary(ctx, request.session!.userId)),
  );

  app.get(
    '/wps/missions/leaderboard',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Top 20 members of the current day or week by missions claimed, then rewards (names masked)',
        security: bearerAuth,
        querystring: MissionLeaderboardQuery,
        response: replies(MissionLeaderboard),
      },
    },
    async (request) =>
      ok(await missionLeaderboard(ctx, request.session!.userId, request.query.period ?? 'DAILY')),
  );

  app.post(
    '/wps/missions/:id/claim',
    {
      onRequest: member,
      schema: {
        tags,
        summary:
          'Claim a completed mission: pays its reward as a bonus once per period (409 mission_not_complete, mission_already_claimed)',
        security: bearerAuth,
        headers: idempotencyHeader,
        params: MissionIdParams,
        response: replies(MissionClaimResult),
      },
    },
    async (request, reply) => {
      const userId = request.session!.userId;
      return runIdempotent(ctx, request, reply, userId, (trx) =>
        claimMission(ctx, trx, userId, request.params.id, requestLanguage(request)),
      );
    },
  );

  app.get(
    '/wps/admin/missions',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: 'Every mission of the brand with its state, claims and what they paid',
        response: replies(AdminMissionList),
      },
    },
    async () => ok(await adminMissions(ctx)),
  );

  app.post(
    '/wps/admin/missions',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: 'Create a mission (live from startsAt unless paused)',
        body: MissionCreate,
        response: replies(AdminMission),
      },
    },
    async (request) => ok(await createMission(ctx, request.body)),
  );

  app.put(
    '/wps/admin/missions/:id',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: 'Edit a mission: only the fields sent change; claims already paid keep what they paid',
        params: MissionIdParams,
        body: MissionUpdate,
        response: replies(AdminMission),
      },
    },
    async (request) => ok(await updateMission(ctx, request.params.id, request.body)),
  );

  for (const [action, summary] of [
    ['pause', 'Pause a mission: members no longer see or claim it'],
    ['resume', 'Resume a paused mission'],
    ['end', 'End a mission now (one not started yet never starts)'],
  ] as const) {
    app.post(
      `/wps/admin/missions/:id/${action}`,
      {
        onRequest: operator,
        schema: {
          tags: operatorTags,
          headers: operatorKeyHeader,
          summary,
          params: MissionIdParams,
          response: replies(AdminMission),
        },
      },
      async (request) =>
        ok(
          action === 'end'
            ? await endMission(ctx, request.params.id)
            : await setMissionPaused(ctx, request.params.id, action === 'pause'),
        ),
    );
  }
}
