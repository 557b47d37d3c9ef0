import { ErrorCode } from '@playfront/api-contract';
import type {
  ActiveExclusion,
  AdminMemberProtection,
  ExclusionRequest,
  LimitChangeRequest,
  LimitKind,
  LimitPeriod,
  LimitSetRequest,
  PlaySession,
  ProtectionLimit,
  ProtectionOverview,
  ProtectionSettings,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { inTransaction } from '../../core/db';
import { AppError, validationError } from '../../core/errors';
import { getSetting, putSetting } from '../system';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A session limit is between 5 minutes and 24 hours. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;

// ---- Periods ----

/** Start of the UTC calendar period holding `now` (weeks start on Monday). */
export function periodStart(period: Exclude<LimitPeriod, 'SESSION'>, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  if (period === 'MONTH') return new Date(Date.UTC(y, m, 1));
  const day = new Date(Date.UTC(y, m, d));
  if (period === 'DAY') return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** End (exclusive) of the UTC calendar period holding `now`: when a limit of that period resets. */
export function periodEnd(period: Exclude<LimitPeriod, 'SESSION'>, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'DAY') return new Date(start.getTime() + DAY_MS);
  if (period === 'WEEK') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

const validPair = (kind: LimitKind, period: LimitPeriod) => (kind === 'SESSION') === (period === 'SESSION');

// ---- Settings ----

export const protectionSettings = (ctx: Pick<AppContext, 'db' | 'config'>): Promise<ProtectionSettings> =>
  getSetting(ctx, 'protection');

/** Replaces the brand's settings; the bounds must hold together. */
export async function setProtectionSettings(
  ctx: AppContext,
  settings: ProtectionSettings,
): Promise<ProtectionSettings> {
  const {
    realityCheckMinMinutes: min,
    realityCheckMaxMinutes: max,
    realityCheckDefaultMinutes: def,
  } = settings;
  if (min > max || def < min || def > max) {
    throw validationError([
      {
        field: 'realityCheckDefaultMinutes',
        key: 'protection_reality_check_bounds',
        message: 'The default reality check must lie between the minimum and the maximum',
        params: { min, max },
      },
    ]);
  }
  await putSetting(ctx, 'protection', settings);
  return settings;
}

// ---- Usage ----

/** A member's REAL rounds created since a time (voided ones left out): how many, their stakes and payouts. */
interface RoundTotals {
  rounds: number;
  stakes: bigint;
  payouts: bigint;
}

async function roundTotals(db: Db, userId: number, since: Date): Promise<RoundTotals> {
  const row = await sql<{ rounds: string; stakes: string; payouts: string }>`SELECT count(*)::text AS rounds,
      COALESCE(sum(stake), 0)::text AS stakes, COALESCE(sum(payout), 0)::text AS payouts FROM game_rounds
    WHERE user_id = ${userId} AND created_at >= ${since} AND mode = 'REAL' AND status <> 'VOID'`.execute(db);
  const totals = row.rows[0];
  return {
    rounds: Number(totals?.rounds ?? '0'),
    stakes: BigInt(totals?.stakes ?? '0'),
    payouts: BigInt(totals?.payouts ?? '0'),
  };
}

/** roundTotals read once per start time: a loss and a wager limit of one period share one query. */
const roundTotalsOnce = (db: Db, userId: number) => {
  const read = new Map<number, Promise<RoundTotals>>();
  return (since: Date) => {
    let totals = read.get(since.getTime());
    if (!totals) read.set(since.getTime(), (totals = roundTotals(db, userId, since)));
    return totals;
  };
};

/** Net of what is used of a money limit since `since`: deposits asked for, stakes, or net loss. */
async function moneyUsed(
  db: Db,
  userId: number,
  kind: LimitKind,
  since: Date,
  now: Date,
  rounds: (since: Date) => Promise<RoundTotals>,
): Promise<bigint> {
  if (kind === 'DEPOSIT') {
    const row = await sql<{ total: string }>`SELECT COALESCE(sum(amount), 0)::text AS total FROM deposits
      WHERE user_id = ${userId} AND created_at >= ${since}
        AND (status = 'APPROVED' OR (status = 'PENDING' AND expires_at > ${now}))`.execute(db);
    return BigInt(row.rows[0]?.total ?? '0');
  }
  const { stakes, payouts } = await rounds(since);
  if (kind === 'WAGER') return stakes;
  const loss = stakes - payouts;
  return loss > 0n ? loss : 0n;
}

/** Whole minutes since the login session began (0 when it is unknown). */
async function sessionMinutes(db: Db, authSessionId: number | null, now: Date): Promise<bigint> {
  if (authSessionId === null) return 0n;
  const row = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', authSessionId)
    .executeTakeFirst();
  if (!row) return 0n;
  return BigInt(Math.max(0, Math.floor((now.getTime() - row.created_at.getTime()) / 60_000)));
}

// ---- Exclusions ----

/** The ID number as exclusions compare it: letters and digits, upper case. */
const idNumberKey = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const key = value.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return key.length >= 4 ? key : null;
};

/**
 * Whether exclusion `e` is of the person of account `u`: started by that account, or by an account (of any
 * brand) with the same mobile, e-mail or ID number.
 */
const samePerson = sql`(e.user_id = u.id
  OR (u.mobile_key IS NOT NULL AND e.mobile_key = u.mobile_key)
  OR (u.email IS NOT NULL AND e.email_key = lower(u.email))
  OR (e.id_number_key IS NOT NULL
    AND e.id_number_key = upper(regexp_replace(COALESCE(u.profile->>'idNumber', ''), '[^0-9A-Za-z]', '', 'g'))))`;

/**
 * Broadcast filter: no operator broadcast (marketing) sent while the member's person was on a break reaches
 * them, then or later (58 Pa. Code 814a.1(d)).
 */
export const noBroadcastsDuringBreaks = () => sql`NOT EXISTS (SELECT 1 FROM protection_exclusions e
  WHERE ${samePerson} AND b.created_at >= e.started_at AND (e.ends_at IS NULL OR b.created_at < e.ends_at))`;

/**
 * The exclusion in force for the person of this account on any brand of the deployment: one started by this
 * account, or by an account with the same mobile, e-mail or ID number. The permanent or latest-ending first.
 */
export async function activeExclusion(db: Db, userId: number, now: Date): Promise<ActiveExclusion | null> {
  const row = await sql<{ kind: string; started_at: Date; ends_at: Date | null }>`
    SELECT e.kind, e.started_at, e.ends_at FROM users u
    JOIN protection_exclusions e ON ${samePerson}
    WHERE u.id = ${userId} AND (e.ends_at IS NULL OR e.ends_at > ${now})
    ORDER BY e.ends_at DESC NULLS FIRST LIMIT 1`.execute(db);
  const found = row.rows[0];
  if (!found) return null;
  return {
    kind: found.kind as ActiveExclusion['kind'],
    startedAt: new Date(found.started_at).getTime(),
    endsAt: found.ends_at === null ? null : new Date(found.ends_at).getTime(),
  };
}

/** The refusal of play or a deposit during an exclusion: says until when. */
export function excludedRefusal(exclusion: ActiveExclusion): AppError {
  const details: { key: string; params: Record<string, number> } =
    exclusion.endsAt === null
      ? { key: 'exclusion_refusal_permanent', params: {} }
      : {
          key:
            exclusion.kind === 'TIME_OUT' ? 'exclusion_refusal_time_out' : 'exclusion_refusal_self_exclusion',
          params: { endsAt: exclusion.endsAt },
        };
  return new AppError(403, ErrorCode.excluded, 'You have taken a break from play', { details });
}

async function refuseWhenExcluded(db: Db, userId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, userId, now);
  if (exclusion) throw excludedRefusal(exclusion);
}

/** Adds months in UTC, keeping the day where the month has it (31 Jan + 1 month -> 28/29 Feb). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/** Starts a time-out or a self-exclusion; it cannot be shortened or lifted, by the member or an operator. */
export async function startExclusion(ctx: AppContext, userId: number, body: ExclusionRequest): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    // One exclusion at a time per account: the member's row lock orders two requests.
    await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    if (await activeExclusion(trx, userId, now)) {
      throw new AppError(409, ErrorCode.alreadyExcluded, 'A break is already in force');
    }
    const user = await trx
      .selectFrom('users')
      .select(['mobile_key', 'email', 'profile'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const endsAt =
      body.kind === 'TIME_OUT'
        ? new Date(now.getTime() + body.days * DAY_MS)
        : body.months === null
          ? null
          : addMonths(now, body.months);
    const profile = (typeof user.profile === 'string' ? JSON.parse(user.profile) : user.profile) as Record<
      string,
      string
    >;
    await trx
      .insertInto('protection_exclusions')
      .values({
        merchant_code: ctx.config.merchantCode,
        user_id: userId,
        kind: body.kind,
        started_at: now,
        ends_at: endsAt,
        mobile_key: user.mobile_key,
        email_key: user.email ? user.email.toLowerCase() : null,
        id_number_key: idNumberKey(profile?.['idNumber']),
      })
      .execute();
    await recordEvent(
      trx,
      ctx,
      userId,
      body.kind,
      endsAt === null ? 'permanent' : `until ${endsAt.toISOString()}`,
    );
  });
}

// ---- Limits ----

interface LimitRow {
  id: number;
  kind: string;
  period: string;
  amount: string | null;
  pending_amount: string | null;
  pending_requested_at: Date | null;
  pending_effective_at: Date | null;
}

const limitColumns = [
  'id',
  'kind',
  'period',
  sql<string | null>`amount::text`.as('amount'),
  sql<string | null>`pending_amount::text`.as('pending_amount'),
  'pending_requested_at',
  'pending_effective_at',
] as const;

const kindOrder: Record<string, number> = { DEPOSIT: 0, LOSS: 1, WAGER: 2, SESSION: 3 };
const periodOrder: Record<string, number> = { DAY: 0, WEEK: 1, MONTH: 2, SESSION: 3 };

async function recordEvent(db: Db, ctx: Ctx, userId: number, action: string, detail: string): Promise<void> {
  await db
    .insertInto('protection_events')
    .values({
      merchant_code: ctx.config.merchantCode,
      user_id: userId,
      action,
      detail,
      created_at: ctx.now(),
    })
    .execute();
}

async function used(
  db: Db,
  userId: number,
  row: LimitRow,
  now: Date,
  authSessionId: number | null,
  rounds: (since: Date) => Promise<RoundTotals>,
) {
  if (row.kind === 'SESSION') return sessionMinutes(db, authSessionId, now);
  const period = row.period as Exclude<LimitPeriod, 'SESSION'>;
  return moneyUsed(db, userId, row.kind as LimitKind, periodStart(period, now), now, rounds);
}

/** The member's page: every limit with its use in this period, the reality check and any exclusion. */
export async function protectionOverview(
  ctx: Ctx,
  userId: number,
  authSessionId: number | null,
): Promise<ProtectionOverview> {
  const now = ctx.now();
  const [rows, preference, exclusion, settings] = await Promise.all([
    ctx.db.selectFrom('protection_limits').select(limitColumns).where('user_id', '=', userId).execute(),
    ctx.db
      .selectFrom('protection_preferences')
      .select('reality_check_minutes')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    activeExclusion(ctx.db, userId, now),
    protectionSettings(ctx),
  ]);
  rows.sort(
    (a, b) => kindOrder[a.kind]! - kindOrder[b.kind]! || periodOrder[a.period]! - periodOrder[b.period]!,
  );
  const limits: ProtectionLimit[] = [];
  const rounds = roundTotalsOnce(ctx.db, userId);
  for (const row of rows) {
    limits.push({
      kind: row.kind as LimitKind,
      period: row.period as LimitPeriod,
      amount: row.amount,
      used: String(await used(ctx.db, userId, row, now, authSessionId, rounds)),
      resetsAt:
        row.period === 'SESSION'
          ? null
          : periodEnd(row.period as Exclude<LimitPeriod, 'SESSION'>, now).getTime(),
      pending:
        row.pending_requested_at && row.pending_effective_at
          ? {
              amount: row.pending_amount,
              requestedAt: row.pending_requested_at.getTime(),
              effectiveAt: row.pending_effective_at.getTime(),
              confirmable: row.pending_effective_at.getTime() <= now.getTime(),
            }
          : null,
    });
  }
  return {
    limits,
    realityCheckMinutes: realityCheckOf(preference?.reality_check_minutes, settings),
    exclusion,
    settings,
  };
}

/**
 * This login's play so far: its start, the previous login, and the REAL rounds since it began (for the
 * header's clock and the reality check).
 */
export async function playSession(ctx: Ctx, userId: number, authSessionId: number): Promise<PlaySession> {
  const now = ctx.now();
  const session = await ctx.db
    .selectFrom('sessions')
    .select(['created_at', 'previous_login_at', 'previous_login_ip'])
    .where('id', '=', authSessionId)
    .executeTakeFirstOrThrow();
  const [totals, preference, settings] = await Promise.all([
    roundTotals(ctx.db, userId, session.created_at),
    ctx.db
      .selectFrom('protection_preferences')
      .select('reality_check_minutes')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    protectionSettings(ctx),
  ]);
  return {
    startedAt: session.created_at.getTime(),
    now: now.getTime(),
    rounds: totals.rounds,
    wagered: String(totals.stakes),
    net: String(totals.payouts - totals.stakes),
    realityCheckMinutes: realityCheckOf(preference?.reality_check_minutes, settings),
    previousLogin: session.previous_login_at
      ? { at: session.previous_login_at.getTime(), ip: session.previous_login_ip }
      : null,
  };
}

/** The member's choice kept within the brand's bounds (which an operator may have moved since). */
const realityCheckOf = (minutes: number | undefined, settings: ProtectionSettings) =>
  Math.min(
    settings.realityCheckMaxMinutes,
    Math.max(settings.realityCheckMinMinutes, minutes ?? settings.realityCheckDefaultMinutes),
  );

function checkPair(kind: LimitKind, period: LimitPeriod): void {
  if (!validPair(kind, period)) {
    throw validationError([
      {
        field: 'period',
        key: 'protection_period_invalid',
        message: 'A session limit has the period SESSION; the other limits a day, a week or a month',
      },
    ]);
  }
}

const lockLimit = (trx: Db, userId: number, kind: LimitKind, period: LimitPeriod) =>
  trx
    .selectFrom('protection_limits')
    .select(limitColumns)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .forUpdate()
    .executeTakeFirst();

const noChange = () => new AppError(409, ErrorCode.limitNoChange, 'This limit is already so');

/**
 * Sets one limit. A new limit or a lower one applies at once (and drops any raise that waited); a higher one
 * or a removal waits for the brand's cooling-off (and, by default, for the end of the limit's current
 * period), then for the member's confirmation.
 */
export async function setLimit(ctx: AppContext, userId: number, body: LimitSetRequest): Promise<void> {
  checkPair(body.kind, body.period);
  if (body.kind === 'SESSION' && body.amount !== null) {
    const minutes = Number(body.amount);
    if (minutes < SESSION_LIMIT_MINUTES.min || minutes > SESSION_LIMIT_MINUTES.max) {
      throw validationError([
        {
          field: 'amount',
          key: 'protection_session_minutes',
          message: `A session limit is ${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max} minutes`,
          params: { ...SESSION_LIMIT_MINUTES },
        },
      ]);
    }
  }
  const now = ctx.now();
  const { coolingOffHours, raiseWaitsForPeriodEnd } = await protectionSettings(ctx);
  const coolingOffEnd = now.getTime() + coolingOffHours * HOUR_MS;
  const effectiveAt = new Date(
    raiseWaitsForPeriodEnd && body.period !== 'SESSION'
      ? Math.max(coolingOffEnd, periodEnd(body.period, now).getTime())
      : coolingOffEnd,
  );
  await inTransaction(ctx.db, async (trx) => {
    // Two saves of one limit at once: the member's row orders them (a new limit has no row to lock yet).
    await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    const row = await lockLimit(trx, userId, body.kind, body.period);
    const current = row?.amount == null ? null : BigInt(row.amount);
    const wanted = body.amount === null ? null : BigInt(body.amount);
    const stricter = wanted !== null && (current === null || wanted < current);
    const detail = `${body.kind} ${body.period} ${body.amount ?? 'none'}`;
    if (stricter || (wanted !== null && wanted === current && row?.pending_requested_at)) {
      // At once: a new limit, a lower one, or the limit in force again (drops the raise that waited).
      await trx
        .insertInto('protection_limits')
        .values({
          merchant_code: ctx.config.merchantCode,
          user_id: userId,
          kind: body.kind,
          period: body.period,
          amount: String(wanted),
          pending_amount: null,
          pending_requested_at: null,
          pending_effective_at: null,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'kind', 'period']).doUpdateSet({
            amount: String(wanted),
            pending_amount: null,
            pending_requested_at: null,
            pending_effective_at: null,
            updated_at: now,
          }),
        )
        .execute();
      await recordEvent(trx, ctx, userId, 'LIMIT_SET', detail);
      return;
    }
    if (!row || current === null || wanted === current) throw noChange();
    const pendingSame =
      row.pending_requested_at !== null && (row.pending_amount ?? null) === (body.amount ?? null);
    if (pendingSame) throw noChange();
    await trx
      .updateTable('protection_limits')
      .set({
        pending_amount: body.amount,
        pending_requested_at: now,
        pending_effective_at: effectiveAt,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, ctx, userId, 'LIMIT_CHANGE_REQUESTED', detail);
  });
}

/** Applies a raise or removal whose cooling-off is over (409 before). */
export async function confirmLimitChange(
  ctx: AppContext,
  userId: number,
  body: LimitChangeRequest,
): Promise<void> {
  checkPair(body.kind, body.period);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockLimit(trx, userId, body.kind, body.period);
    if (!row?.pending_requested_at || !row.pending_effective_at) throw noChange();
    if (row.pending_effective_at.getTime() > now.getTime()) {
      throw new AppError(409, ErrorCode.limitChangeNotDue, 'The cooling-off of this change is not over', {
        details: {
          key: 'limit_change_not_due_until',
          params: { effectiveAt: row.pending_effective_at.getTime() },
        },
      });
    }
    if (row.pending_amount === null) {
      await trx.deleteFrom('protection_limits').where('id', '=', row.id).execute();
    } else {
      await trx
        .updateTable('protection_limits')
        .set({
          amount: row.pending_amount,
          pending_amount: null,
          pending_requested_at: null,
          pending_effective_at: null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
    }
    await recordEvent(
      trx,
      ctx,
      userId,
      'LIMIT_CHANGE_CONFIRMED',
      `${body.kind} ${body.period} ${row.pending_amount ?? 'none'}`,
    );
  });
}

/** Drops a raise or removal that waits; the limit in force stays. */
export async function cancelLimitChange(
  ctx: AppContext,
  userId: number,
  body: LimitChangeRequest,
): Promise<void> {
  checkPair(body.kind, body.period);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockLimit(trx, userId, body.kind, body.period);
    if (!row?.pending_requested_at) throw noChange();
    await trx
      .updateTable('protection_limits')
      .set({ pending_amount: null, pending_requested_at: null, pending_effective_at: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, ctx, userId, 'LIMIT_CHANGE_CANCELLED', `${body.kind} ${body.period}`);
  });
}

/** The member's reality-check interval, within the brand's bounds. */
export async function setRealityCheck(ctx: AppContext, userId: number, minutes: number): Promise<void> {
  const settings = await protectionSettings(ctx);
  if (minutes < settings.realityCheckMinMinutes || minutes > settings.realityCheckMaxMinutes) {
    throw validationError([
      {
        field: 'minutes',
        key: 'protection_reality_check_minutes',
        message: `Choose ${settings.realityCheckMinMinutes} to ${settings.realityCheckMaxMinutes} minutes`,
        params: { min: settings.realityCheckMinMinutes, max: settings.realityCheckMaxMinutes },
      },
    ]);
  }
  const now = ctx.now();
  await ctx.db
    .insertInto('protection_preferences')
    .values({ user_id: userId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
    .execute();
  await recordEvent(ctx.db, ctx, userId, 'REALITY_CHECK', `${minutes} minutes`);
}

// ---- Rules other modules run ----

function limitRefusal(row: LimitRow, now: Date): AppError {
  const kind = row.kind.toLowerCase();
  if (row.kind === 'SESSION') {
    return new AppError(403, ErrorCode.limitReached, 'Your session time limit is reached', {
      details: { key: 'limit_refusal_session', params: { minutes: Number(row.amount) } },
    });
  }
  const period = row.period as Exclude<LimitPeriod, 'SESSION'>;
  return new AppError(403, ErrorCode.limitReached, `Your ${kind} limit of this period is reached`, {
    details: {
      key: `limit_refusal_${kind}_${period.toLowerCase()}`,
      params: { resetsAt: periodEnd(period, now).getTime() },
    },
  });
}

/**
 * How a request meets a limit: `adding` (a deposit not yet recorded: refused when it would pass the limit),
 * `recorded` (a bet whose open round already counts as lost: refused when the use passes the limit), or
 * `reached` (a launch: refused once the limit is used up).
 */
type Check = { adding: bigint } | 'recorded' | 'reached';

/**
 * Locks the member's limits of these kinds in force (so parallel requests of one member are checked one
 * after the other) and refuses the request when it would pass one.
 */
async function enforce(
  trx: Db,
  userId: number,
  kinds: LimitKind[],
  check: Check,
  now: Date,
  authSessionId: () => Promise<number | null>,
): Promise<void> {
  const rows = await trx
    .selectFrom('protection_limits')
    .select(limitColumns)
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('amount', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const rounds = roundTotalsOnce(trx, userId);
  for (const row of rows) {
    const limit = BigInt(row.amount!);
    if (row.kind === 'SESSION') {
      if ((await sessionMinutes(trx, await authSessionId(), now)) >= limit) throw limitRefusal(row, now);
      continue;
    }
    const sofar = await used(trx, userId, row, now, null, rounds);
    const over =
      check === 'reached'
        ? sofar >= limit
        : check === 'recorded'
          ? sofar > limit
          : sofar + check.adding > limit;
    if (over) throw limitRefusal(row, now);
  }
}

/** Deposit rule: no deposit during an exclusion or past a deposit limit. */
export async function depositRule(
  trx: Db,
  check: { userId: number; amount: bigint; now: Date },
): Promise<void> {
  await refuseWhenExcluded(trx, check.userId, check.now);
  await enforce(trx, check.userId, ['DEPOSIT'], { adding: check.amount }, check.now, async () => null);
}

/**
 * Bet rule: no stake during an exclusion, past a loss or wager limit (this stake's open round counts as lost),
 * or after a session's time. The stake is in `check` for rules that need it; the round is already recorded.
 */
export async function betRule(
  trx: Db,
  check: { userId: number; stake: bigint; gameSessionId: string; now: Date },
): Promise<void> {
  await refuseWhenExcluded(trx, check.userId, check.now);
  await enforce(trx, check.userId, ['LOSS', 'WAGER', 'SESSION'], 'recorded', check.now, async () => {
    const row = await sql<{ auth_session_id: number | null }>`SELECT auth_session_id FROM game_sessions
      WHERE id = ${check.gameSessionId}::bigint`.execute(trx);
    return row.rows[0]?.auth_session_id ?? null;
  });
}

/** Launch rule: no game during an exclusion, once a loss or wager limit is reached, or after the session's time. */
export async function launchRule(
  db: Db,
  check: { userId: number; authSessionId: number; now: Date },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await refuseWhenExcluded(trx, check.userId, check.now);
    await enforce(
      trx,
      check.userId,
      ['LOSS', 'WAGER', 'SESSION'],
      'reached',
      check.now,
      async () => check.authSessionId,
    );
  });
}

// ---- Operators ----

/** A member's protection as operators see it (404 for an account that is not the brand's). */
export async function adminMemberProtection(ctx: Ctx, username: string): Promise<AdminMemberProtection> {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) throw new AppError(404, ErrorCode.notFound, 'No such member');
  const now = ctx.now();
  const [view, exclusions, events] = await Promise.all([
    protectionOverview(ctx, user.id, null),
    sql<{ kind: string; started_at: Date; ends_at: Date | null; merchant_code: string; user_id: number }>`
      SELECT e.kind, e.started_at, e.ends_at, e.merchant_code, e.user_id FROM users u
      JOIN protection_exclusions e ON ${samePerson}
      WHERE u.id = ${user.id} ORDER BY e.started_at DESC, e.id DESC LIMIT 100`.execute(ctx.db),
    ctx.db
      .selectFrom('protection_events')
      .select(['action', 'detail', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
  ]);
  return {
    limits: view.limits,
    realityCheckMinutes: view.realityCheckMinutes,
    exclusions: exclusions.rows.map((row) => {
      const endsAt = row.ends_at === null ? null : new Date(row.ends_at).getTime();
      return {
        kind: row.kind as AdminMemberProtection['exclusions'][number]['kind'],
        startedAt: new Date(row.started_at).getTime(),
        endsAt,
        merchantCode: row.merchant_code,
        sameAccount: row.user_id === user.id,
        active: endsAt === null || endsAt > now.getTime(),
      };
    }),
    events: events.map((row) => ({
      action: row.action,
      detail: row.detail,
      createdAt: row.created_at.getTime(),
    })),
  };
}
