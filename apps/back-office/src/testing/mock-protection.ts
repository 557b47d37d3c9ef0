// Player protection in the in-memory platform API (mock-backend.ts): the brand's settings, read and replaced
// as the server does (the schema's bounds, then the reality check's default between its minimum and
// maximum, else 400 `validation_failed` naming the field), and a member's limits, breaks and trail, read
// only (404 for an unknown member).
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode, OperatorErrorCode } from '@playfront/api-contract';
import { affordabilityOutcomes } from '@playfront/api-contract';
import type { AdminMemberProtection, AffordabilityReview, ProtectionSettings } from '@playfront/api-contract';
import type { Audit, Caller } from './mock-catalogue';

export interface MockProtectionState {
  settings: ProtectionSettings;
  /** A member's protection by username; a member not listed has none (no limit, break or change). */
  members: Record<string, AdminMemberProtection>;
  /** The brand's affordability reviews (a member's protection lists theirs from here). */
  reviews: AffordabilityReview[];
}

const T0 = Date.UTC(2026, 10, 27, 9, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The server's defaults for a new brand (modules/system/defaults.ts). */
export const defaultProtectionSettings = (): ProtectionSettings => ({
  coolingOffHours: 24,
  raiseWaitsForPeriodEnd: true,
  minimumAge: 18,
  realityCheckMinMinutes: 10,
  realityCheckMaxMinutes: 60,
  realityCheckDefaultMinutes: 60,
  affordabilityThreshold: '1000000',
});

/**
 * alice (Friday 27 Nov 2026, 09:30 UTC): deposits of 1,000.00 a day (600.00 used) and 3,000.00 a week with a
 * raise to 5,000.00 waiting for the week's end, losses of 5,000.00 a month with a removal she may confirm,
 * 120 minutes a session (35 played); a reality check every 30 minutes; a time-out she took on another
 * brand's account a day ago (7 days) and an ended time-out of her own.
 */
export const aliceProtection = (): AdminMemberProtection => ({
  affordability: {
    netDeposits: '1250000',
    threshold: '1000000',
    declaredAt: T0 - 2 * DAY,
    validUntil: T0 + 28 * DAY,
  },
  affordabilityReviews: [],
  limits: [
    {
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: '100000',
      used: '60000',
      resetsAt: Date.UTC(2026, 10, 28),
      pending: null,
    },
    {
      kind: 'DEPOSIT',
      period: 'WEEK',
      amount: '300000',
      used: '60000',
      resetsAt: Date.UTC(2026, 10, 30),
      pending: {
        amount: '500000',
        requestedAt: T0 - 2 * HOUR,
        effectiveAt: Date.UTC(2026, 10, 30),
        confirmable: false,
      },
    },
    {
      kind: 'LOSS',
      period: 'MONTH',
      amount: '500000',
      used: '125000',
      resetsAt: Date.UTC(2026, 11, 1),
      pending: { amount: null, requestedAt: T0 - 30 * DAY, effectiveAt: T0 - 3 * DAY, confirmable: true },
    },
    { kind: 'SESSION', period: 'SESSION', amount: '120', used: '35', resetsAt: null, pending: null },
  ],
  realityCheckMinutes: 30,
  exclusions: [
    {
      kind: 'TIME_OUT',
      startedAt: T0 - DAY,
      endsAt: T0 + 6 * DAY,
      merchantCode: 'LUCKYSEA',
      sameAccount: false,
      active: true,
    },
    {
      kind: 'TIME_OUT',
      startedAt: T0 - 60 * DAY,
      endsAt: T0 - 58 * DAY,
      merchantCode: 'PLAYFRONT',
      sameAccount: true,
      active: false,
    },
  ],
  events: [
    { action: 'LIMIT_CHANGE_REQUESTED', detail: 'DEPOSIT WEEK 500000', createdAt: T0 - 2 * HOUR },
    { action: 'REALITY_CHECK', detail: '30 minutes', createdAt: T0 - 5 * DAY },
    { action: 'LIMIT_CHANGE_REQUESTED', detail: 'LOSS MONTH none', createdAt: T0 - 30 * DAY },
    { action: 'LIMIT_SET', detail: 'SESSION SESSION 120', createdAt: T0 - 40 * DAY },
    { action: 'LIMIT_SET', detail: 'LOSS MONTH 500000', createdAt: T0 - 40 * DAY - HOUR },
    { action: 'LIMIT_SET', detail: 'DEPOSIT WEEK 300000', createdAt: T0 - 45 * DAY },
    { action: 'LIMIT_SET', detail: 'DEPOSIT DAY 100000', createdAt: T0 - 45 * DAY - HOUR },
    {
      action: 'TIME_OUT',
      detail: `until ${new Date(T0 - 58 * DAY).toISOString()}`,
      createdAt: T0 - 60 * DAY,
    },
  ],
});

/**
 * Affordability reviews: alice declared two days ago with 12,500.00 of net deposits (open), bob a week ago
 * (open, the oldest first in the queue), and chen's was closed as cleared last month.
 */
export const initialReviews = (): AffordabilityReview[] => [
  {
    id: 3,
    username: 'alice',
    netDeposits: '1250000',
    threshold: '1000000',
    incomeBand: '25K_50K',
    declaredAt: T0 - 2 * DAY,
    status: 'OPEN',
    outcome: null,
    note: null,
    closedBy: null,
    closedAt: null,
  },
  {
    id: 2,
    username: 'bob',
    netDeposits: '1010000',
    threshold: '1000000',
    incomeBand: null,
    declaredAt: T0 - 7 * DAY,
    status: 'OPEN',
    outcome: null,
    note: null,
    closedBy: null,
    closedAt: null,
  },
  {
    id: 1,
    username: 'chen',
    netDeposits: '1100000',
    threshold: '1000000',
    incomeBand: 'OVER_100K',
    declaredAt: T0 - 40 * DAY,
    status: 'CLOSED',
    outcome: 'CLEARED',
    note: 'Income checked against the declared band.',
    closedBy: 'sam',
    closedAt: T0 - 38 * DAY,
  },
];

export const initialProtection = (): MockProtectionState => ({
  settings: defaultProtectionSettings(),
  members: { alice: aliceProtection() },
  reviews: initialReviews(),
});

/** Open ones first (oldest first), then closed ones (newest first), as the server orders them. */
const reviewOrder = (a: AffordabilityReview, b: AffordabilityReview) =>
  a.status !== b.status ? (a.status === 'OPEN' ? -1 : 1) : a.status === 'OPEN' ? a.id - b.id : b.id - a.id;

type Bounds = { min: number; max: number };
const integerBounds: Record<
  Exclude<keyof ProtectionSettings, 'raiseWaitsForPeriodEnd' | 'affordabilityThreshold'>,
  Bounds
> = {
  coolingOffHours: { min: 24, max: 168 },
  minimumAge: { min: 18, max: 25 },
  realityCheckMinMinutes: { min: 5, max: 120 },
  realityCheckMaxMinutes: { min: 5, max: 240 },
  realityCheckDefaultMinutes: { min: 5, max: 240 },
};

/** The schema's checks of a body (the server's field errors: `invalid_<keyword>` by field). */
function schemaProblems(body: Record<string, unknown>) {
  const fields: { field: string; key: string; message: string }[] = [];
  for (const [field, { min, max }] of Object.entries(integerBounds)) {
    const value = body[field];
    if (value === undefined) fields.push({ field, key: 'reg_required', message: 'is required' });
    else if (typeof value !== 'number' || !Number.isInteger(value))
      fields.push({ field, key: 'invalid_type', message: 'must be integer' });
    else if (value < min) fields.push({ field, key: 'invalid_minimum', message: `must be >= ${min}` });
    else if (value > max) fields.push({ field, key: 'invalid_maximum', message: `must be <= ${max}` });
  }
  if (typeof body['raiseWaitsForPeriodEnd'] !== 'boolean')
    fields.push({ field: 'raiseWaitsForPeriodEnd', key: 'invalid_type', message: 'must be boolean' });
  const threshold = body['affordabilityThreshold'];
  if (typeof threshold !== 'string' || !/^[1-9][0-9]{0,17}$/.test(threshold))
    fields.push({ field: 'affordabilityThreshold', key: 'invalid_pattern', message: 'must match pattern' });
  const known = new Set([...Object.keys(integerBounds), 'raiseWaitsForPeriodEnd', 'affordabilityThreshold']);
  for (const field of Object.keys(body))
    if (!known.has(field))
      fields.push({ field, key: 'invalid_additionalProperties', message: 'must not have it' });
  return fields;
}

/** The handlers, over `state`, with the mock's caller check and audit; `memberOf` finds a member's name. */
export function protectionHandlers<Account>(
  state: MockProtectionState,
  caller: Caller<Account>,
  audit: Audit<Account>,
  received: { call: string; body: unknown }[],
  memberOf: (username: string) => string | null,
): HttpHandler[] {
  return [
    http.get('*/wps/admin/setting/protection', ({ request }) => {
      const { refusal } = caller(request, 'setting:read');
      return refusal ?? okReply(state.settings);
    }),
    http.put('*/wps/admin/setting/protection', async ({ request }) => {
      const { account, refusal } = caller(request, 'setting:write');
      if (refusal) return refusal;
      const body = (await request.json()) as Record<string, unknown>;
      received.push({ call: 'protection', body });
      const problems = schemaProblems(body);
      if (problems.length > 0) return errorReply(400, ErrorCode.validationFailed, { fields: problems });
      const settings = body as unknown as ProtectionSettings;
      const {
        realityCheckMinMinutes: min,
        realityCheckMaxMinutes: max,
        realityCheckDefaultMinutes: def,
      } = settings;
      if (min > max || def < min || def > max)
        return errorReply(400, ErrorCode.validationFailed, {
          fields: [
            {
              field: 'realityCheckDefaultMinutes',
              key: 'protection_reality_check_bounds',
              message: 'The default reality check must lie between the minimum and the maximum',
              params: { min, max },
            },
          ],
        });
      const before = state.settings;
      state.settings = { ...settings };
      audit(
        account as Account,
        'PUT /wps/admin/setting/protection',
        'Changed the player protection settings',
        'setting=protection',
        before,
        state.settings,
      );
      return okReply(state.settings);
    }),
    http.get('*/wps/admin/members/:username/protection', ({ request, params }) => {
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const username = memberOf(String(params['username']));
      if (!username) return errorReply(404, ErrorCode.notFound);
      const view = state.members[username] ?? {
        affordability: {
          netDeposits: '0',
          threshold: state.settings.affordabilityThreshold,
          declaredAt: null,
          validUntil: null,
        },
        affordabilityReviews: [],
        limits: [],
        realityCheckMinutes: state.settings.realityCheckDefaultMinutes,
        exclusions: [],
        events: [],
      };
      return okReply({
        ...view,
        affordabilityReviews: state.reviews
          .filter((review) => review.username === username)
          .sort((a, b) => b.id - a.id),
      });
    }),
    http.get('*/wps/admin/affordability-reviews', ({ request }) => {
      const { refusal } = caller(request, 'members:read');
      if (refusal) return refusal;
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = state.reviews.filter((review) => !status || review.status === status).sort(reviewOrder);
      return okReply({ list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
    }),
    http.post('*/wps/admin/affordability-reviews/:id/close', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'members:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { outcome?: string; note?: string };
      received.push({ call: 'affordability-close', body });
      const fields: { field: string; key: string; message: string }[] = [];
      if (!(affordabilityOutcomes as readonly (string | undefined)[]).includes(body.outcome))
        fields.push({ field: 'outcome', key: 'invalid_enum', message: 'must be one of the outcomes' });
      if (typeof body.note !== 'string' || body.note.length < 3 || body.note.length > 1000)
        fields.push({ field: 'note', key: 'invalid_minLength', message: 'must have 3 to 1000 characters' });
      if (fields.length > 0) return errorReply(400, ErrorCode.validationFailed, { fields });
      const review = state.reviews.find((row) => row.id === Number(params['id']));
      if (!review) return errorReply(404, ErrorCode.notFound);
      if (review.status === 'CLOSED') return errorReply(409, OperatorErrorCode.reviewClosed);
      const before = { ...review };
      const operator = (account as { username: string }).username;
      Object.assign(review, {
        status: 'CLOSED',
        outcome: body.outcome,
        note: body.note,
        closedBy: operator,
        closedAt: T0,
      });
      audit(
        account as Account,
        `POST /wps/admin/affordability-reviews/:id/close`,
        'Close an affordability review with an outcome and a note',
        `id=${review.id}`,
        before,
        review,
      );
      return okReply(review);
    }),
  ];
}
