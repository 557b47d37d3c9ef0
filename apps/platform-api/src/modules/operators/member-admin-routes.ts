import {
  AdminMemberDetail,
  AdminMemberLabelsRequest,
  AdminMemberLedgerPage,
  AdminMemberLedgerQuery,
  AdminMemberLockRequest,
  AdminMemberParams,
  AdminMemberSessionList,
  AdminMemberSessionParams,
  AdminMemberUnlockRequest,
  AdminPasswordReset,
  AdminSessionsEnded,
} from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { operatorKeyHeader, requireOperator } from '../../core/operator';
import { replies } from '../../core/route-schema';
import {
  endMemberSession,
  endMemberSessions,
  lockMember,
  memberDetail,
  memberLedger,
  memberSessions,
  resetMemberPassword,
  setMemberLabels,
  unlockMember,
} from './member-admin';

const tags = ['operator'];

/**
 * One member in the back office (members:read for GET, members:write for the rest): detail, ledger,
 * sessions, lock and unlock, password reset, labels. Unknown member: 404 not_found.
 */
export function memberAdminRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const operator = requireOperator(ctx);
  const base = '/wps/admin/members/:username';

  app.get(
    base,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'A member: profile, status and lock reason, labels, VIP rank, wallets and balances',
        params: AdminMemberParams,
        response: replies(AdminMemberDetail),
      },
    },
    async (request) => ok(await memberDetail(ctx, request.params.username)),
  );

  app.get(
    `${base}/ledger`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          "A member's postings on every wallet, newest first, by wallet code, type and UTC days (400 validation_failed date_order)",
        params: AdminMemberParams,
        querystring: AdminMemberLedgerQuery,
        response: replies(AdminMemberLedgerPage),
      },
    },
    async (request) => ok(await memberLedger(ctx, request.params.username, request.query)),
  );

  app.get(
    `${base}/sessions`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: "A member's live sessions: device, address, started, last seen",
        params: AdminMemberParams,
        response: replies(AdminMemberSessionList),
      },
    },
    async (request) => ok({ list: await memberSessions(ctx, request.params.username) }),
  );

  app.delete(
    `${base}/sessions/:sessionId`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          "End one of a member's sessions: its next call is 401 (404 member_session_not_found when it is not live)",
        params: AdminMemberSessionParams,
        response: replies(AdminSessionsEnded),
      },
    },
    async (request) =>
      ok({
        ended: await endMemberSession(ctx, request, request.params.username, request.params.sessionId),
      }),
  );

  app.delete(
    `${base}/sessions`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'End every session of a member (signs them out everywhere)',
        params: AdminMemberParams,
        response: replies(AdminSessionsEnded),
      },
    },
    async (request) => ok({ ended: await endMemberSessions(ctx, request, request.params.username) }),
  );

  app.post(
    `${base}/lock`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          'Lock a member with a reason: sign-in is refused (403 account_disabled) and every session ends (409 member_already_locked)',
        params: AdminMemberParams,
        body: AdminMemberLockRequest,
        response: replies(AdminMemberDetail),
      },
    },
    async (request) =>
      ok(await lockMember(ctx, request, request.params.username, request.body.reason.trim())),
  );

  app.post(
    `${base}/unlock`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary: 'Unlock a member: they may sign in again (409 member_not_locked)',
        params: AdminMemberParams,
        body: AdminMemberUnlockRequest,
        response: replies(AdminMemberDetail),
      },
    },
    async (request) => ok(await unlockMember(ctx, request, request.params.username)),
  );

  app.post(
    `${base}/reset-password`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          "Reset a member's password: a one-time password goes to the member's e-mail (else mobile), every session ends and a new password is chosen at the next sign-in (409 member_no_contact)",
        params: AdminMemberParams,
        response: replies(AdminPasswordReset),
      },
    },
    async (request) => ok(await resetMemberPassword(ctx, request, request.params.username)),
  );

  app.put(
    `${base}/labels`,
    {
      onRequest: operator,
      schema: {
        tags,
        headers: operatorKeyHeader,
        summary:
          "Set a member's labels, each one of the brand's labels (GET /wps/admin/vip/labels; 400 member_label_unknown)",
        params: AdminMemberParams,
        body: AdminMemberLabelsRequest,
        response: replies(AdminMemberDetail),
      },
    },
    async (request) => ok(await setMemberLabels(ctx, request, request.params.username, request.body.labels)),
  );
}
