import {
  AdminVipRank,
  AdminVipRankList,
  VipLabel,
  VipLabelList,
  VipLabelParams,
  VipLabelUpdate,
  VipLevelParams,
  VipMemberParams,
  VipOverview,
  VipRankChangeList,
  VipRankSet,
  VipRankUpdate,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { optionalSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import { extendReply, type FastifyTypebox } from '../../core/fastify';
import { requestLanguage } from '../../core/language';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { replies } from '../../core/route-schema';
import { localiseLabels, memberLabels, setMemberLabel } from './labels';
import type { StoredLabels } from './labels';
import { VIP_WINDOW_DAYS } from './ranks';
import {
  adminRanks,
  memberRankChanges,
  runVipEvaluation,
  setMemberRank,
  updateRank,
  vipOverview,
} from './service';
import type { VipEnv } from './service';

/** The member module's member info call, whose labels are read in the reader's language here. */
const MEMBER_INFO = '/wps/member/info';

export const vipEnv = (ctx: Pick<AppContext, 'db' | 'config'>): VipEnv => ({
  db: ctx.db,
  merchant: ctx.config.merchantCode,
  currency: ctx.config.currency,
});

/** VIP: the ranks and the member's standing (public), and the operator's ranks, members' ranks and runs. */
export function vipRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const reader = optionalSession(ctx);
  const operator = requireOperator(ctx);
  const operatorTags = ['operator'];

  // The member info reply (member module) carries the club label and member labels as stored; they are
  // read here in the reader's language, where ranks and labels live, so member needs nothing of vip.
  extendReply<{ success?: boolean; value?: Partial<StoredLabels> }>(
    app,
    { method: 'GET', url: MEMBER_INFO },
    async (request, envelope) => {
      const value = envelope.value;
      if (!envelope.success || !value?.clubLabel || !value.memberLabel) return envelope;
      const labels = await localiseLabels(
        ctx.db,
        ctx.config.merchantCode,
        { clubLabel: value.clubLabel, memberLabel: value.memberLabel },
        requestLanguage(request),
      );
      return { ...envelope, value: { ...value, ...labels } };
    },
  );

  app.get(
    '/wps/vip',
    {
      onRequest: reader,
      schema: {
        tags: ['vip'],
        summary:
          "The VIP ranks (names in the request language, thresholds, benefits with cashback rates); with a session also the member's rank, window totals and progress to the next rank",
        response: replies(VipOverview),
      },
    },
    async (request) =>
      ok(
        await vipOverview(vipEnv(ctx), request.session?.userId ?? null, requestLanguage(request), ctx.now()),
      ),
  );

  app.get(
    '/wps/admin/vip/ranks',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: 'Every VIP rank of the brand with its names, thresholds, benefits and members',
        response: replies(AdminVipRankList),
      },
    },
    async () => ok({ windowDays: VIP_WINDOW_DAYS, list: await adminRanks(ctx.db, ctx.config.merchantCode) }),
  );

  app.put(
    '/wps/admin/vip/ranks/:level',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary:
          'Edit a VIP rank: only the fields sent change; thresholds keep rising with the level (400 vip_rank_invalid)',
        params: VipLevelParams,
        body: VipRankUpdate,
        response: replies(AdminVipRank),
      },
    },
    async (request) => ok(await updateRank(vipEnv(ctx), request.params.level, request.body, ctx.now())),
  );

  app.post(
    '/wps/admin/vip/members/:userId/rank',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary:
          "Set a member's VIP rank by hand with a reason (a MANUAL change, no upgrade bonus); returns the member's changes",
        params: VipMemberParams,
        body: VipRankSet,
        response: replies(VipRankChangeList),
      },
    },
    async (request) =>
      ok({ list: await setMemberRank(vipEnv(ctx), request.params.userId, request.body, ctx.now()) }),
  );

  app.get(
    '/wps/admin/vip/members/:userId/changes',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary: "A member's VIP rank changes, newest first",
        params: VipMemberParams,
        response: replies(VipRankChangeList),
      },
    },
    async (request) => ok({ list: await memberRankChanges(ctx.db, request.params.userId) }),
  );

  app.post(
    '/wps/admin/vip/evaluate',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary:
          "Evaluate every member's rank now (what the hourly job does, skipped when this hour's run already happened); returns the changes made",
        response: replies(Type.Object({ changes: Type.Integer() })),
      },
    },
    async () => ok({ changes: await runVipEvaluation(vipEnv(ctx), ctx.now()) }),
  );

  app.get(
    '/wps/admin/vip/labels',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary:
          "The brand's member labels (club label without a rank, labels given to members) per language",
        response: replies(VipLabelList),
      },
    },
    async () => ok({ list: await memberLabels(ctx.db, ctx.config.merchantCode) } as VipLabelList),
  );

  app.put(
    '/wps/admin/vip/labels/:label',
    {
      onRequest: operator,
      schema: {
        tags: operatorTags,
        headers: operatorKeyHeader,
        summary:
          'Set the texts of a member label per language (label = its text as stored on members; created when new)',
        params: VipLabelParams,
        body: VipLabelUpdate,
        response: replies(VipLabel),
      },
    },
    async (request) =>
      ok(
        (await setMemberLabel(
          ctx.db,
          ctx.config.merchantCode,
          request.params.label,
          request.body.names,
          ctx.now(),
        )) as VipLabel,
      ),
  );
}
