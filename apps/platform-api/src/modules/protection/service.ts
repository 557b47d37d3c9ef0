import {
  AFFORDABILITY_DAYS,
  ErrorCode,
  OperatorErrorCode,
  ProtectionErrorCode,
} from '@playfront/api-contract';
import type {
  ActiveExclusion,
  AdminMemberProtection,
  AffordabilityDeclarationRequest,
  AffordabilityReview,
  AffordabilityReviewClose,
  AffordabilityReviewPage,
  AffordabilityReviewQuery,
  AffordabilityState,
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
import { pageOf } from '../../core/paging';
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
  const [rows, preference, exclusion, settings, declaration, net] = await Promise.all([
    ctx.db.selectFrom('protection_limits').select(limitColumns).where('user_id', '=', userId).execute(),
    ctx.db
      .selectFrom('protection_preferences')
      .select('reality_check_minutes')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    activeExclusion(ctx.db, userId, now),
    protectionSettings(ctx),
    declarationInForce(ctx.db, userId, now),
    netDeposits(ctx.db, userId, now),
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
    affordability: affordabilityState(net, settings.affordabilityThreshold, declaration),
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

// ---- Affordability ----

const AFFORDABILITY_MS = AFFORDABILITY_DAYS * DAY_MS;

/**
 * Locks the member's row without blocking rows that refer to it (FOR NO KEY UPDATE): deposit requests and
 * declarations of one member take turns.
 */
const lockMember = (trx: Db, userId: number) =>
  sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(trx);

/**
 * Net deposits of the 30 days before `now`: deposits requested in them that are approved or still pending
 * (what the deposit limit counts, so parallel requests count at once) less withdrawals paid in them.
 */
export async function netDeposits(db: Db, userId: number, now: Date): Promise<bigint> {
  const since = new Date(now.getTime() - AFFORDABILITY_MS);
  const row = await sql<{ deposits: string; withdrawals: string }>`SELECT
      (SELECT COALESCE(sum(amount), 0) FROM deposits WHERE user_id = ${userId} AND created_at >= ${since}
        AND (status = 'APPROVED' OR (status = 'PENDING' AND expires_at > ${now})))::text AS deposits,
      (SELECT COALESCE(sum(amount), 0) FROM withdrawals WHERE user_id = ${userId} AND status = 'PAID'
        AND decided_at >= ${since})::text AS withdrawals`.execute(db);
  const totals = row.rows[0];
  return BigInt(totals?.deposits ?? '0') - BigInt(totals?.withdrawals ?? '0');
}

/** When the member last declared they can afford their deposits, within the last 30 days (null: none). */
async function declarationInForce(db: Db, userId: number, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('affordability_declarations')
    .select('declared_at')
    .where('user_id', '=', userId)
    .where('declared_at', '>', new Date(now.getTime() - AFFORDABILITY_MS))
    .orderBy('declared_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.declared_at ?? null;
}

const affordabilityState = (net: bigint, threshold: string, declaredAt: Date | null): AffordabilityState => ({
  netDeposits: String(net),
  threshold,
  declaredAt: declaredAt?.getTime() ?? null,
  validUntil: declaredAt ? declaredAt.getTime() + AFFORDABILITY_MS : null,
});

/** The brand's settings read in a transaction of a rule (which has no context of its own). */
const brandProtection = (db: Db, merchantCode: string) =>
  protectionSettings({ db, config: { merchantCode } } as unknown as Pick<AppContext, 'db' | 'config'>);

/** The refusal of a deposit that needs an affordability declaration first; nothing is recorded. */
export function affordabilityRefusal(net: bigint, amount: bigint, threshold: string): AppError {
  return new AppError(
    403,
    ProtectionErrorCode.affordabilityCheck,
    'Please confirm that you can afford your deposits',
    {
      details: {
        key: 'affordability_refusal',
        params: { netDeposits: String(net), amount: String(amount), threshold, days: AFFORDABILITY_DAYS },
      },
    },
  );
}

/**
 * Refuses a deposit request that would bring net deposits of 30 days to or past the brand's threshold while
 * the member has no declaration of the last 30 days (UKGC LCCP SR 3.4.3: interaction on indicators of
 * financial harm).
 */
async function refuseWithoutAffordability(
  trx: Db,
  check: { merchant: string; userId: number; amount: bigint; now: Date },
): Promise<void> {
  const { affordabilityThreshold } = await brandProtection(trx, check.merchant);
  const net = await netDeposits(trx, check.userId, check.now);
  if (net + check.amount < BigInt(affordabilityThreshold)) return;
  if (await declarationInForce(trx, check.userId, check.now)) return;
  throw affordabilityRefusal(net, check.amount, affordabilityThreshold);
}

/**
 * The member declares they can afford their deposits: valid 30 days; recorded with the net deposits and the
 * threshold of the moment, in the member's trail, and opening an operator review unless one is open.
 */
export async function declareAffordability(
  ctx: AppContext,
  userId: number,
  body: AffordabilityDeclarationRequest,
): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await lockMember(trx, userId);
    const { affordabilityThreshold } = await protectionSettings({ db: trx, config: ctx.config });
    const net = await netDeposits(trx, userId, now);
    await recordDeclaration(
      trx,
      ctx.config.merchantCode,
      userId,
      now,
      net,
      affordabilityThreshold,
      body.incomeBand ?? null,
    );
  });
}

/** Records a declaration and its trail entry, and opens a review unless the member has one open. */
export async function recordDeclaration(
  trx: Db,
  merchantCode: string,
  userId: number,
  now: Date,
  net: bigint,
  threshold: string,
  incomeBand: string | null,
): Promise<void> {
  const declaration = await trx
    .insertInto('affordability_declarations')
    .values({
      merchant_code: merchantCode,
      user_id: userId,
      net_deposits: String(net),
      threshold,
      income_band: incomeBand,
      declared_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('protection_events')
    .values({
      merchant_code: merchantCode,
      user_id: userId,
      action: 'AFFORDABILITY_DECLARED',
      detail: `net ${net} threshold ${threshold}${incomeBand ? ` income ${incomeBand}` : ''}`,
      created_at: now,
    })
    .execute();
  const open = await trx
    .selectFrom('affordability_reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  if (open) return;
  await trx
    .insertInto('affordability_reviews')
    .values({
      merchant_code: merchantCode,
      user_id: userId,
      declaration_id: declaration.id,
      net_deposits: String(net),
      threshold,
      declared_at: now,
      status: 'OPEN',
      outcome: null,
      note: null,
      closed_by: null,
      closed_at: null,
    })
    .execute();
}

const reviewsQuery = (db: Db) =>
  db
    .selectFrom('affordability_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('affordability_declarations as d', 'd.id', 'r.declaration_id');

type ReviewRow = {
  id: number;
  username: string;
  net_deposits: string;
  threshold: string;
  income_band: string | null;
  declared_at: Date;
  status: string;
  outcome: string | null;
  note: string | null;
  closed_by: string | null;
  closed_at: Date | null;
};

const reviewColumns = [
  'r.id',
  'u.username',
  'r.net_deposits',
  'r.threshold',
  'd.income_band',
  'r.declared_at',
  'r.status',
  'r.outcome',
  'r.note',
  'r.closed_by',
  'r.closed_at',
] as const;

const toReview = (row: ReviewRow): AffordabilityReview => ({
  id: row.id,
  username: row.username,
  netDeposits: String(row.net_deposits),
  threshold: String(row.threshold),
  incomeBand: row.income_band as AffordabilityReview['incomeBand'],
  declaredAt: new Date(row.declared_at).getTime(),
  status: row.status as AffordabilityReview['status'],
  outcome: row.outcome as AffordabilityReview['outcome'],
  note: row.note,
  closedBy: row.closed_by,
  closedAt: row.closed_at === null ? null : new Date(row.closed_at).getTime(),
});

/** The brand's affordability reviews: open ones first (oldest first, the queue), then closed ones (newest first). */
export async function affordabilityReviews(
  ctx: Ctx,
  query: AffordabilityReviewQuery,
): Promise<AffordabilityReviewPage> {
  let base = reviewsQuery(ctx.db).where('r.merchant_code', '=', ctx.config.merchantCode);
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.username) base = base.where('u.username', '=', query.username);
  const page = await pageOf(base, query, (filtered) =>
    filtered
      .select(reviewColumns)
      .orderBy(sql`CASE WHEN r.status = 'OPEN' THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN r.status = 'OPEN' THEN r.id ELSE -r.id END`),
  );
  return { ...page, list: page.list.map(toReview) };
}

/**
 * Closes an open review with an outcome and a note (404 when it is not the brand's, 409 `review_closed` when
 * it was closed already); the member's trail records it. `before` receives the review as it was (audit).
 */
export async function closeAffordabilityReview(
  ctx: AppContext,
  id: number,
  body: AffordabilityReviewClose,
  operator: string,
  before: (review: AffordabilityReview) => void = () => undefined,
): Promise<AffordabilityReview> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const locked = await trx
      .selectFrom('affordability_reviews')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.config.merchantCode)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError(404, ErrorCode.notFound, 'No such affordability review');
    const current = toReview(
      (await reviewsQuery(trx)
        .select(reviewColumns)
        .where('r.id', '=', id)
        .executeTakeFirstOrThrow()) as ReviewRow,
    );
    before(current);
    if (locked.status !== 'OPEN') {
      throw new AppError(409, OperatorErrorCode.reviewClosed, 'This affordability review is closed already');
    }
    await trx
      .updateTable('affordability_reviews')
      .set({ status: 'CLOSED', outcome: body.outcome, note: body.note, closed_by: operator, closed_at: now })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, ctx, locked.user_id, 'AFFORDABILITY_REVIEW_CLOSED', body.outcome);
    return {
      ...current,
      status: 'CLOSED',
      outcome: body.outcome,
      note: body.note,
      closedBy: operator,
      closedAt: now.getTime(),
    };
  });
}

// ---- Rules other modules run ----

/**
 * The refusal of a request at a limit, saying which limit and when it resets. `before` is what was used
 * before this request: under the limit, the request would pass it (`limit_pass_*`, with what is left);
 * at or over it, the limit is reached (`limit_refusal_*`).
 */
function limitRefusal(row: LimitRow, now: Date, before?: bigint): AppError {
  const kind = row.kind.toLowerCase();
  if (row.kind === 'SESSION') {
    return new AppError(403, ErrorCode.limitReached, 'Your session time limit is reached', {
      details: { key: 'limit_refusal_session', params: { minutes: Number(row.amount) } },
    });
  }
  const period = row.period as Exclude<LimitPeriod, 'SESSION'>;
  const limit = BigInt(row.amount!);
  const resetsAt = periodEnd(period, now).getTime();
  if (before !== undefined && before < limit) {
    return new AppError(403, ErrorCode.limitReached, `This would pass your ${kind} limit of this period`, {
      details: {
        key: `limit_pass_${kind}_${period.toLowerCase()}`,
        params: { resetsAt, limit: String(limit), remaining: String(limit - before) },
      },
    });
  }
  return new AppError(403, ErrorCode.limitReached, `Your ${kind} limit of this period is reached`, {
    details: { key: `limit_refusal_${kind}_${period.toLowerCase()}`, params: { resetsAt } },
  });
}

/**
 * How a request meets a limit: `adding` (a deposit not yet recorded: refused when it would pass the limit),
 * `recorded` (a bet of this stake whose open round already counts as lost: refused when the use passes the
 * limit), or `reached` (a launch: refused once the limit is used up).
 */
type Check = { adding: bigint } | { recorded: bigint } | 'reached';

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
    if (check === 'reached') {
      if (sofar >= limit) throw limitRefusal(row, now);
    } else if ('recorded' in check) {
      if (sofar > limit) throw limitRefusal(row, now, sofar - check.recorded);
    } else if (sofar + check.adding > limit) {
      throw limitRefusal(row, now, sofar);
    }
  }
}

/**
 * Deposit rule: no deposit during an exclusion, past a deposit limit, or bringing net deposits of 30 days to
 * the brand's affordability threshold without a declaration in force. The member's row is locked first
 * (as limit changes and declarations lock it), so two requests of one member are checked one after the
 * other even without a limit row to lock.
 */
export async function depositRule(
  trx: Db,
  check: { merchant: string; userId: number; amount: bigint; now: Date },
): Promise<void> {
  await lockMember(trx, check.userId);
  await refuseWhenExcluded(trx, check.userId, check.now);
  await enforce(trx, check.userId, ['DEPOSIT'], { adding: check.amount }, check.now, async () => null);
  await refuseWithoutAffordability(trx, check);
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
  await enforce(
    trx,
    check.userId,
    ['LOSS', 'WAGER', 'SESSION'],
    { recorded: check.stake },
    check.now,
    async () => {
      const row = await sql<{ auth_session_id: number | null }>`SELECT auth_session_id FROM game_sessions
      WHERE id = ${check.gameSessionId}::bigint`.execute(trx);
      return row.rows[0]?.auth_session_id ?? null;
    },
  );
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
  const [view, exclusions, events, reviews] = await Promise.all([
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
    reviewsQuery(ctx.db)
      .select(reviewColumns)
      .where('r.user_id', '=', user.id)
      .orderBy('r.id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    affordability: view.affordability,
    affordabilityReviews: reviews.map((row) => toReview(row as ReviewRow)),
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
