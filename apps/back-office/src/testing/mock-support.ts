// Members' feedback and affiliate applications in the in-memory platform API (mock-backend.ts), answered as
// the server does.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminAffiliateApplication,
  AdminFeedback,
  SupportQuestionBounds,
} from '@playfront/api-contract';
import type { Audit, Caller } from './mock-catalogue';

export interface MockSupportState {
  feedback: AdminFeedback[];
  applications: AdminAffiliateApplication[];
  /** The support question's word bounds (the feedback config). */
  question: SupportQuestionBounds;
}

const T0 = Date.UTC(2026, 10, 27, 9, 30);
/** A 1×1 PNG: the picture of a feedback. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function initialSupport(): MockSupportState {
  return {
    feedback: [
      {
        id: 31,
        username: 'alice88',
        category: 'Deposit',
        content: 'My deposit took an hour to arrive.\nIs that normal?',
        contact: 'alice@example.com',
        images: [
          { fileName: 'a1b2c3d4e5f6a7b8.png', url: '/wps/admin/feedback/31/images/a1b2c3d4e5f6a7b8.png' },
        ],
        reply: null,
        repliedAt: null,
        createdAt: T0 - 3_600_000,
      },
      {
        id: 30,
        username: null,
        category: null,
        content: 'The slots page is great.',
        contact: null,
        images: [],
        reply: 'Thank you!',
        repliedAt: T0 - 7_200_000,
        createdAt: T0 - 9_000_000,
      },
    ],
    applications: [
      {
        id: 7,
        reference: 'JA12345678',
        name: 'Kim Partner',
        email: 'kim@example.com',
        mobile: null,
        messengers: [{ channel: 'telegram', handle: '@kimp' }],
        trafficChannels: ['social'],
        playersPerMonth: 120,
        message: 'I run a sports community.',
        status: 'PENDING',
        reason: null,
        applicant: null,
        agentUsername: null,
        createdAt: T0 - 86_400_000,
        decidedAt: null,
      },
    ],
    question: { minWords: 3, maxWords: 30 },
  };
}

const paged = <Row>(rows: Row[], url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 20);
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size };
};

/** The handlers, over `support`, with the mock's caller check and audit. */
export function supportHandlers<Account>(
  support: MockSupportState,
  caller: Caller<Account>,
  audit: Audit<Account>,
  received: { call: string; body: unknown }[],
  now: () => number,
): HttpHandler[] {
  return [
    http.get('*/wps/admin/feedback', ({ request }) => {
      const { refusal } = caller(request, 'feedback:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const replied = url.searchParams.get('replied');
      const rows = support.feedback.filter(
        (row) => replied === null || String(row.reply !== null) === replied,
      );
      return okReply(paged(rows, url));
    }),
    http.get('*/wps/admin/feedback/:id/images/:fileName', ({ request }) => {
      const { refusal } = caller(request, 'feedback:read');
      if (refusal) return refusal;
      return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
    }),
    http.post('*/wps/admin/feedback/:id/reply', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'feedback:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { reply?: string };
      received.push({ call: 'feedback-reply', body });
      const index = support.feedback.findIndex((row) => row.id === Number(params.id));
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      if (!body.reply?.trim()) return errorReply(400, ErrorCode.validationFailed);
      const before = support.feedback[index];
      support.feedback[index] = { ...before, reply: body.reply, repliedAt: now() };
      audit(
        account as Account,
        'POST /wps/admin/feedback/:id/reply',
        'Reply',
        `id=${before.id}`,
        before,
        body,
      );
      return okReply(support.feedback[index]);
    }),
    http.get('*/wps/feedback/config', () =>
      okReply({
        categories: ['Deposit', 'Withdrawal', 'Games', 'question'],
        maxChars: 140,
        maxImages: 3,
        maxImageBytes: 2_097_152,
        question: support.question,
      }),
    ),
    http.put('*/wps/admin/setting/support-question', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as SupportQuestionBounds;
      received.push({ call: 'support-question', body });
      if (body.minWords > body.maxWords) return errorReply(400, ErrorCode.validationFailed);
      const before = support.question;
      support.question = body;
      audit(
        account as Account,
        'PUT /wps/admin/setting/support-question',
        'Support question',
        null,
        before,
        body,
      );
      return okReply(body);
    }),
    http.get('*/wps/admin/affiliate-applications', ({ request }) => {
      const { refusal } = caller(request, 'affiliate-applications:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      return okReply(
        paged(
          support.applications.filter((row) => !status || row.status === status),
          url,
        ),
      );
    }),
    http.post('*/wps/admin/affiliate-applications/:reference/:decision', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'affiliate-applications:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { accountType?: number; reason?: string };
      received.push({ call: `application-${String(params.decision)}`, body });
      const index = support.applications.findIndex((row) => row.reference === params.reference);
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      const before = support.applications[index];
      if (before.status !== 'PENDING') return errorReply(409, ErrorCode.alreadyDecided);
      const approved = params.decision === 'approve';
      const after: AdminAffiliateApplication = {
        ...before,
        status: approved ? 'APPROVED' : 'REJECTED',
        reason: approved ? null : (body.reason ?? null),
        agentUsername: approved ? 'ag10000001' : null,
        decidedAt: now(),
      };
      support.applications[index] = after;
      audit(
        account as Account,
        `POST /wps/admin/affiliate-applications/:reference/${String(params.decision)}`,
        'Application',
        `reference=${before.reference}`,
        before,
        body,
      );
      return okReply({
        reference: after.reference,
        status: after.status,
        agentUsername: after.agentUsername,
        accountType: approved ? (body.accountType ?? 1) : null,
        reason: after.reason,
      });
    }),
  ];
}
