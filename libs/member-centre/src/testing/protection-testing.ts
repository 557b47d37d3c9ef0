// MSW stand-in for the player-protection calls (GET /wps/protection and its changes), shared by the
// responsible-gaming page's specs and stories through @playfront/member-centre/testing.
import { delay, http } from 'msw';
import type {
  ActiveExclusion,
  ExclusionRequest,
  LimitChangeRequest,
  LimitSetRequest,
  ProtectionLimit,
  ProtectionOverview,
  ProtectionSettings,
  RealityCheckRequest,
} from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** "Now" of the protection fixtures: 28 November 2026, 10:00 UTC (a Saturday). */
export const protectionNow = Date.UTC(2026, 10, 28, 10, 0);

/** The brand's settings: 24 hours of cooling-off, reality checks from 10 to 120 minutes (60 by default). */
export const protectionSettings = (over: Partial<ProtectionSettings> = {}): ProtectionSettings => ({
  coolingOffHours: 24,
  raiseWaitsForPeriodEnd: true,
  minimumAge: 18,
  realityCheckMinMinutes: 10,
  realityCheckMaxMinutes: 120,
  realityCheckDefaultMinutes: 60,
  affordabilityThreshold: '10000000',
  ...over,
});

/** When the current period of `period` ends, seen at `now` (UTC calendar periods; a session at logout). */
export function periodEnd(period: ProtectionLimit['period'], now = protectionNow): number | null {
  const date = new Date(now);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'DAY') return day + DAY_MS;
  if (period === 'WEEK') return day + (7 - ((date.getUTCDay() + 6) % 7)) * DAY_MS;
  if (period === 'MONTH') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return null;
}

/** One limit: a daily deposit limit of 500.00 with 120.00 used, unless `over` says otherwise. */
export const protectionLimit = (over: Partial<ProtectionLimit> = {}): ProtectionLimit => {
  const period = over.period ?? 'DAY';
  return {
    kind: 'DEPOSIT',
    period,
    amount: '50000',
    used: '12000',
    resetsAt: periodEnd(period),
    pending: null,
    ...over,
  };
};

/** A raise (or with `amount` null a removal) asked `hoursAgo` hours ago, waiting out 24 hours of cooling-off. */
export const pendingChange = (amount: string | null, hoursAgo = 1, now = protectionNow) => {
  const requestedAt = now - hoursAgo * HOUR_MS;
  const effectiveAt = requestedAt + 24 * HOUR_MS;
  return { amount, requestedAt, effectiveAt, confirmable: effectiveAt <= now };
};

/**
 * The demo member's limits: deposits 500.00 a day (120.00 used) and 1,000.00 a week (raise to 2,000.00
 * waiting for the cooling-off), losses 3,000.00 a month (750.00 used), a session limit of 90 minutes (35
 * played); no wager limit.
 */
export const demoProtectionLimits = (): ProtectionLimit[] => [
  protectionLimit({}),
  protectionLimit({ period: 'WEEK', amount: '100000', used: '42000', pending: pendingChange('200000') }),
  protectionLimit({ kind: 'LOSS', period: 'MONTH', amount: '300000', used: '75000' }),
  protectionLimit({ kind: 'SESSION', period: 'SESSION', amount: '90', used: '35', resetsAt: null }),
];

/** The overview of `limits`, the reality check and the exclusion, with the brand's settings. */
export const protectionOverview = (over: Partial<ProtectionOverview> = {}): ProtectionOverview => ({
  limits: demoProtectionLimits(),
  realityCheckMinutes: 60,
  exclusion: null,
  settings: protectionSettings(),
  affordability: { netDeposits: '0', threshold: '10000000', declaredAt: null, validUntil: null },
  ...over,
});

export interface ProtectionBackendOptions {
  limits?: ProtectionLimit[];
  realityCheckMinutes?: number;
  exclusion?: ActiveExclusion | null;
  settings?: ProtectionSettings;
  /** The server's clock. */
  now?: number;
  /** Milliseconds each call takes (a story that shows the spinner). */
  delayMs?: number;
}

const validCombination = ({ kind, period }: LimitChangeRequest) =>
  kind === 'SESSION' ? period === 'SESSION' : period !== 'SESSION';

/**
 * An in-memory stand-in for the player-protection calls, by the rules of the API: lowering or adding a limit
 * applies at once, raising or removing one waits `coolingOffHours` and then for the member's confirmation
 * (409 limit_change_not_due before), an unchanged amount is 409 limit_no_change, a second exclusion 409
 * already_excluded. Every call answers the whole overview. `state.requests` lists the changes sent.
 */
export function protectionBackend({
  limits = demoProtectionLimits(),
  realityCheckMinutes = 60,
  exclusion = null,
  settings = protectionSettings(),
  now = protectionNow,
  delayMs = 0,
}: ProtectionBackendOptions = {}) {
  const state = {
    limits: limits.map((limit) => ({ ...limit })),
    realityCheckMinutes,
    exclusion,
    settings,
    overviewRequests: 0,
    requests: [] as Array<{ method: string; path: string; body: unknown }>,
  };
  const overview = (): ProtectionOverview => ({
    limits: state.limits.map((limit) => ({
      ...limit,
      pending: limit.pending && { ...limit.pending, confirmable: limit.pending.effectiveAt <= now },
    })),
    realityCheckMinutes: state.realityCheckMinutes,
    exclusion: state.exclusion,
    settings: state.settings,
    affordability: {
      netDeposits: '0',
      threshold: state.settings.affordabilityThreshold,
      declaredAt: null,
      validUntil: null,
    },
  });
  const find = ({ kind, period }: LimitChangeRequest) =>
    state.limits.find((limit) => limit.kind === kind && limit.period === period);
  const drop = (limit: ProtectionLimit) => {
    state.limits = state.limits.filter((other) => other !== limit);
  };
  const invalid = () =>
    errorReply(400, 'validation_failed', {
      fields: [{ field: 'period', key: 'err_invalid_field', message: 'invalid' }],
    });
  /** Records a change and waits like the server would. */
  const received = async (request: Request, path: string) => {
    const body = (await request.json()) as unknown;
    state.requests.push({ method: request.method, path, body });
    if (delayMs > 0) await delay(delayMs);
    return body;
  };

  const handlers = [
    http.get('*/wps/v2/wallets/balance', () =>
      okReply({ sumBalance: '100000', mainBalance: '100000', currency: 'PHP', currencySymbol: 'P' }),
    ),
    http.get('*/wps/protection', async () => {
      state.overviewRequests += 1;
      if (delayMs > 0) await delay(delayMs);
      return okReply(overview());
    }),
    http.put('*/wps/protection/limits', async ({ request }) => {
      const body = (await received(request, '/wps/protection/limits')) as LimitSetRequest;
      if (!validCombination(body)) return invalid();
      const limit = find(body);
      if (!limit || limit.amount === null) {
        if (body.amount === null) return errorReply(409, 'limit_no_change');
        // A new limit applies at once.
        if (limit) Object.assign(limit, { amount: body.amount, pending: null });
        else
          state.limits.push({
            kind: body.kind,
            period: body.period,
            amount: body.amount,
            used: '0',
            resetsAt: periodEnd(body.period, now),
            pending: null,
          });
        return okReply(overview());
      }
      if (body.amount !== null && BigInt(body.amount) === BigInt(limit.amount) && !limit.pending) {
        return errorReply(409, 'limit_no_change');
      }
      if (body.amount !== null && BigInt(body.amount) <= BigInt(limit.amount)) {
        // Lowering applies at once and drops a waiting raise.
        Object.assign(limit, { amount: body.amount, pending: null });
      } else {
        const effectiveAt = now + state.settings.coolingOffHours * HOUR_MS;
        limit.pending = { amount: body.amount, requestedAt: now, effectiveAt, confirmable: false };
      }
      return okReply(overview());
    }),
    http.post('*/wps/protection/limits/confirm', async ({ request }) => {
      const body = (await received(request, '/wps/protection/limits/confirm')) as LimitChangeRequest;
      const limit = find(body);
      if (!limit?.pending) return errorReply(404, 'not_found');
      if (limit.pending.effectiveAt > now) return errorReply(409, 'limit_change_not_due');
      if (limit.pending.amount === null) drop(limit);
      else Object.assign(limit, { amount: limit.pending.amount, pending: null });
      return okReply(overview());
    }),
    http.post('*/wps/protection/limits/cancel', async ({ request }) => {
      const body = (await received(request, '/wps/protection/limits/cancel')) as LimitChangeRequest;
      const limit = find(body);
      if (!limit?.pending) return errorReply(404, 'not_found');
      if (limit.amount === null) drop(limit);
      else limit.pending = null;
      return okReply(overview());
    }),
    http.put('*/wps/protection/reality-check', async ({ request }) => {
      const { minutes } = (await received(request, '/wps/protection/reality-check')) as RealityCheckRequest;
      if (
        minutes < state.settings.realityCheckMinMinutes ||
        minutes > state.settings.realityCheckMaxMinutes
      ) {
        return invalid();
      }
      state.realityCheckMinutes = minutes;
      return okReply(overview());
    }),
    http.post('*/wps/protection/exclusion', async ({ request }) => {
      const body = (await received(request, '/wps/protection/exclusion')) as ExclusionRequest;
      if (state.exclusion) return errorReply(409, 'already_excluded');
      const end = new Date(now);
      if (body.kind === 'TIME_OUT') end.setTime(now + body.days * DAY_MS);
      else if (body.months !== null) end.setUTCMonth(end.getUTCMonth() + body.months);
      state.exclusion = {
        kind: body.kind,
        startedAt: now,
        endsAt: body.kind === 'SELF_EXCLUSION' && body.months === null ? null : end.getTime(),
      };
      return okReply(overview());
    }),
  ];
  return { state, handlers };
}
