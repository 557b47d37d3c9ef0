import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminMission,
  FieldError,
  AdminMissionState,
  Mission,
  MissionClaimResult,
  MissionCreate,
  MissionLeaderboard,
  MissionList,
  MissionPeriod,
  MissionSummary,
  MissionTaskKind,
  MissionTaskRule,
  MissionUpdate,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError, validationError } from '../../core/errors';

import { grantBonus, toBonus } from '../bonus';
import { memberRoundStats } from '../games';
import type { CategoryRoundStats } from '../games';
import { maskUsername, usernamesById } from '../identity';
import { approvedDepositTotal } from '../payments';
import { loginDays } from '../session';
import type { MissionTaskRow, MissionsTable } from './tables';

type MissionRow = Selectable<MissionsTable>;
const DAY_MS = 86_400_000;
const BOARD_SIZE = 20;

/** The current period of a mission kind: a UTC day, or a week from Monday 00:00 UTC. */
export function periodBounds(period: MissionPeriod, now: Date): { start: Date; end: Date } {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (period === 'DAILY') return { start: new Date(day), end: new Date(day + DAY_MS) };
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const start = day - sinceMonday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

const isoDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

/** What a member did in a period, as mission tasks measure it. */
export interface PeriodActivity {
  deposits: bigint;
  rounds: CategoryRoundStats[];
  /** Consecutive UTC days with a sign-in within the period, ending today (or yesterday when not yet today). */
  loginStreak: number;
}

export async function periodActivity(
  db: Db,
  userId: number,
  bounds: { start: Date; end: Date },
  now: Date,
): Promise<PeriodActivity> {
  const [deposits, rounds, days] = await Promise.all([
    approvedDepositTotal(db, userId, bounds.start, bounds.end),
    memberRoundStats(db, userId, bounds.start, bounds.end),
    loginDays(db, userId, isoDay(bounds.start), isoDay(now)),
  ]);
  return { deposits, rounds, loginStreak: loginStreak(new Set(days), now, bounds.start) };
}

/** Consecutive days with a sign-in back from today (or from yesterday when there is none today yet). */
export function loginStreak(days: ReadonlySet<string>, now: Date, periodStart: Date): number {
  let at = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (!days.has(isoDay(at))) at -= DAY_MS;
  let streak = 0;
  while (at >= periodStart.getTime() && days.has(isoDay(at))) {
    streak += 1;
    at -= DAY_MS;
  }
  return streak;
}

/** How far the activity brings one task (not capped). */
export function taskValue(task: MissionTaskRow, activity: PeriodActivity): bigint {
  const rounds = activity.rounds.filter((r) => task.category === null || r.category === task.category);
  switch (task.kind as MissionTaskKind) {
    case 'DEPOSIT_AMOUNT':
      return activity.deposits;
    case 'BET_COUNT':
      return BigInt(rounds.reduce((sum, r) => sum + r.count, 0));
    case 'BET_AMOUNT':
      return rounds.reduce((sum, r) => sum + r.stake, 0n);
    case 'WIN_ROUND':
      return BigInt(rounds.reduce((sum, r) => sum + r.wins, 0));
    case 'LOGIN_DAYS':
      return BigInt(activity.loginStreak);
    default:
      return 0n;
  }
}

const textIn = (row: MissionRow, language: string) =>
  row.texts[language] ?? row.texts['en'] ?? Object.values(row.texts)[0] ?? { title: '', description: '' };

function toMission(
  row: MissionRow,
  language: string,
  bounds: { start: Date; end: Date },
  activity: PeriodActivity,
  claimed: boolean,
): Mission {
  const tasks = row.tasks.map((task) => {
    const target = BigInt(task.target);
    const value = taskValue(task, activity);
    return {
      kind: task.kind as MissionTaskKind,
      category: task.category,
      target: target.toString(),
      progress: (value < target ? value : target).toString(),
      done: value >= target,
    };
  });
  const text = textIn(row, language);
  return {
    id: Number(row.id),
    title: text.title,
    description: text.description,
    period: row.period as MissionPeriod,
    periodStart: bounds.start.getTime(),
    periodEnd: bounds.end.getTime(),
    reward: String(row.reward),
    tasks,
    status: claimed ? 'claimed' : tasks.every((task) => task.done) ? 'claim' : 'process',
  };
}

const liveMissions = (db: Db, merchant: string, now: Date) =>
  db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('paused', '=', false)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The member's live missions of the current periods, each with its progress from real activity. */
export async function memberMissions(
  ctx: AppContext,
  userId: number,
  language: string,
): Promise<MissionList> {
  const now = ctx.now();
  const rows = await liveMissions(ctx.db, ctx.config.merchantCode, now);
  if (rows.length === 0) return { list: [] };
  const periods = [...new Set(rows.map((row) => row.period as MissionPeriod))];
  const bounds = new Map(periods.map((period) => [period, periodBounds(period, now)]));
  const [activities, claims] = await Promise.all([
    Promise.all(periods.map((period) => periodActivity(ctx.db, userId, bounds.get(period)!, now))),
    ctx.db
      .selectFrom('mission_claims')
      .select(['mission_id', 'period_start'])
      .where('user_id', '=', userId)
      .where(
        'mission_id',
        'in',
        rows.map((row) => row.id),
      )
      .where(
        'period_start',
        'in',
        [...bounds.values()].map((b) => b.start),
      )
      .execute(),
  ]);
  const activity = new Map(periods.map((period, i) => [period, activities[i]!]));
  const claimed = new Set(claims.map((claim) => `${claim.mission_id}:${claim.period_start.getTime()}`));
  return {
    list: rows.map((row) => {
      const period = row.period as MissionPeriod;
      const b = bounds.get(period)!;
      return toMission(
        row,
        language,
        b,
        activity.get(period)!,
        claimed.has(`${row.id}:${b.start.getTime()}`),
      );
    }),
  };
}

/** The member-centre badge: live missions not claimed in their current period, and how many may be claimed. */
export async function missionSummary(ctx: AppContext, userId: number): Promise<MissionSummary> {
  const { list } = await memberMissions(ctx, userId, 'en');
  return {
    open: list.filter((mission) => mission.status !== 'claimed').length,
    claimable: list.filter((mission) => mission.status === 'claim').length,
  };
}

/**
 * Claims a live mission whose tasks are all done in the current period, inside the caller's transaction (the
 * Idempotency-Key's): pays its reward as a bonus (source key per mission, member and period, so a period
 * pays once however often and however concurrently it is claimed) and records the claim.
 */
export async function claimMission(
  ctx: AppContext,
  trx: Db,
  userId: number,
  id: number,
  language: string,
): Promise<MissionClaimResult> {
  const now = ctx.now();
  const merchant = ctx.config.merchantCode;
  const row = (await liveMissions(trx, merchant, now)).find((mission) => Number(mission.id) === id);
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such mission running now');
  const period = row.period as MissionPeriod;
  const bounds = periodBounds(period, now);
  const alreadyClaimed = () =>
    new AppError(409, ErrorCode.missionAlreadyClaimed, 'The mission was already claimed in this period');
  const earlier = await trx
    .selectFrom('mission_claims')
    .select('id')
    .where('mission_id', '=', row.id)
    .where('user_id', '=', userId)
    .where('period_start', '=', bounds.start)
    .executeTakeFirst();
  if (earlier) throw alreadyClaimed();
  const activity = await periodActivity(trx, userId, bounds, now);
  const mission = toMission(row, language, bounds, activity, false);
  if (mission.status !== 'claim') {
    throw new AppError(409, ErrorCode.missionNotComplete, 'The mission has tasks still open');
  }
  const reward = BigInt(row.reward);
  const { bonus, created } = await grantBonus(trx, {
    merchant,
    currency: ctx.config.currency,
    userId,
    sourceKind: 'MISSION',
    sourceId: id,
    sourceKey: `M${id}:U${userId}:${isoDay(bounds.start)}`,
    titles: Object.fromEntries(Object.entries(row.texts).map(([lang, text]) => [lang, text.title])),
    amount: reward,
    turnoverRequired: reward * BigInt(row.turnover_multiplier),
    weights: row.weights,
    days: row.bonus_days,
    now,
  });
  if (!created) throw alreadyClaimed();
  const inserted = await trx
    .insertInto('mission_claims')
    .values({
      mission_id: row.id,
      user_id: userId,
      period,
      period_start: bounds.start,
      reward: reward.toString(),
      bonus_id: bonus.id,
      claimed_at: now,
    })
    .onConflict((oc) => oc.columns(['mission_id', 'user_id', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw alreadyClaimed();
  return { mission: { ...mission, status: 'claimed' }, bonus: toBonus(bonus, language) };
}

/**
 * The top members of the current daily or weekly period: by missions claimed in it, then by the rewards
 * they paid, then by who got there first. Names are masked except the reader's own.
 */
export async function missionLeaderboard(
  ctx: AppContext,
  userId: number,
  period: MissionPeriod,
): Promise<MissionLeaderboard> {
  const { start } = periodBounds(period, ctx.now());
  const rows = await ctx.db
    .selectFrom('mission_claims as c')
    .innerJoin('missions as m', 'm.id', 'c.mission_id')
    .where('m.merchant_code', '=', ctx.config.merchantCode)
    .where('c.period', '=', period)
    .where('c.period_start', '=', start)
    .groupBy('c.user_id')
    .select([
      'c.user_id',
      sql<number>`count(*)::integer`.as('completed'),
      sql<string>`sum(c.reward)::text`.as('rewards'),
      sql<Date>`max(c.claimed_at)`.as('last'),
    ])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`sum(c.reward)`, 'desc')
    .orderBy(sql`max(c.claimed_at)`)
    .orderBy('c.user_id')
    .limit(BOARD_SIZE)
    .execute();
  const names = await usernamesById(
    ctx.db,
    rows.map((row) => row.user_id),
  );
  return {
    period,
    periodStart: start.getTime(),
    list: rows.map((row, i) => {
      const name = names.get(row.user_id) ?? '';
      const me = row.user_id === userId;
      return {
        rank: i + 1,
        username: me ? name : maskUsername(name),
        completed: row.completed,
        rewards: row.rewards,
        me,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Operator calls

function stateOf(row: MissionRow, now: Date): AdminMissionState {
  if (row.ends_at && (row.ends_at <= now || row.ends_at <= row.starts_at)) return 'ended';
  if (row.paused) return 'paused';
  return row.starts_at > now ? 'scheduled' : 'live';
}

async function toAdmin(db: Db, rows: MissionRow[], now: Date): Promise<AdminMission[]> {
  const totals =
    rows.length === 0
      ? []
      : await db
          .selectFrom('mission_claims')
          .select([
            'mission_id',
            sql<number>`count(*)::integer`.as('claims'),
            sql<string>`sum(reward)::text`.as('paid'),
          ])
          .where(
            'mission_id',
            'in',
            rows.map((row) => row.id),
          )
          .groupBy('mission_id')
          .execute();
  const byId = new Map(totals.map((total) => [String(total.mission_id), total]));
  return rows.map((row) => ({
    id: Number(row.id),
    texts: row.texts as AdminMission['texts'],
    period: row.period as MissionPeriod,
    tasks: row.tasks.map((task) => ({
      kind: task.kind as MissionTaskKind,
      category: task.category,
      target: task.target,
    })),
    reward: String(row.reward),
    turnoverMultiplier: row.turnover_multiplier,
    weights: row.weights,
    bonusDays: row.bonus_days,
    startsAt: row.starts_at.getTime(),
    endsAt: row.ends_at?.getTime() ?? null,
    paused: row.paused,
    sort: row.sort,
    state: stateOf(row, now),
    claims: byId.get(String(row.id))?.claims ?? 0,
    paid: byId.get(String(row.id))?.paid ?? '0',
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  }));
}

const COUNTED_BY_CATEGORY: readonly string[] = ['BET_COUNT', 'BET_AMOUNT', 'WIN_ROUND'];

/** Rules a mission's fields must keep together (400 validation_failed with every broken one). */
function checkMission(fields: {
  period: MissionPeriod;
  tasks: MissionTaskRule[];
  startsAt: number;
  endsAt: number | null;
}): void {
  const errors: FieldError[] = [];
  if (fields.endsAt !== null && fields.endsAt <= fields.startsAt) {
    errors.push({ field: 'endsAt', key: 'err_invalid_field', message: 'A mission ends after it starts' });
  }
  fields.tasks.forEach((task, i) => {
    if (task.category && !COUNTED_BY_CATEGORY.includes(task.kind)) {
      errors.push({
        field: `tasks.${i}.category`,
        key: 'err_invalid_field',
        message: 'Only bet and win tasks are narrowed to a game category',
      });
    }
    const days = fields.period === 'DAILY' ? 1n : 7n;
    if (task.kind === 'LOGIN_DAYS' && BigInt(task.target) > days) {
      errors.push({
        field: `tasks.${i}.target`,
        key: 'err_invalid_field',
        message: `A ${fields.period.toLowerCase()} mission counts at most ${days} consecutive login days`,
      });
    }
  });
  if (errors.length > 0) throw validationError(errors);
}

const taskRows = (tasks: MissionTaskRule[]): MissionTaskRow[] =>
  tasks.map((task) => ({ kind: task.kind, category: task.category ?? null, target: task.target }));

export async function adminMissions(ctx: AppContext): Promise<{ list: AdminMission[] }> {
  const rows = await ctx.db
    .selectFrom('missions')
    .selectAll()
    .where('merchant_code', '=', ctx.config.merchantCode)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { list: await toAdmin(ctx.db, rows, ctx.now()) };
}

export async function createMission(ctx: AppContext, input: MissionCreate): Promise<AdminMission> {
  return insertMission(ctx.db, ctx.config.merchantCode, input, ctx.now()).then((row) =>
    toAdmin(ctx.db, [row], ctx.now()).then((list) => list[0]!),
  );
}

/** Inserts a mission (the operator's create, and the demo seed). */
export async function insertMission(
  db: Db,
  merchant: string,
  input: MissionCreate,
  now: Date,
): Promise<MissionRow> {
  const endsAt = input.endsAt ?? null;
  checkMission({ period: input.period, tasks: input.tasks, startsAt: input.startsAt, endsAt });
  return db
    .insertInto('missions')
    .values({
      merchant_code: merchant,
      texts: JSON.stringify(input.texts),
      period: input.period,
      tasks: JSON.stringify(taskRows(input.tasks)),
      reward: input.reward,
      turnover_multiplier: input.turnoverMultiplier,
      weights: JSON.stringify(input.weights),
      bonus_days: input.bonusDays,
      starts_at: new Date(input.startsAt),
      ends_at: endsAt === null ? null : new Date(endsAt),
      paused: input.paused ?? false,
      sort: input.sort ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function missionRow(db: Db, merchant: string, id: number): Promise<MissionRow> {
  const row = await db
    .selectFrom('missions')
    .selectAll()
    .where('id', '=', String(id))
    .where('merchant_code', '=', merchant)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such mission');
  return row;
}

/** Edits the fields sent; claims already paid keep what they paid. */
export async function updateMission(
  ctx: AppContext,
  id: number,
  patch: MissionUpdate,
): Promise<AdminMission> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await missionRow(trx, ctx.config.merchantCode, id);
    const period = patch.period ?? (row.period as MissionPeriod);
    const tasks = patch.tasks ?? row.tasks.map((task) => ({ ...task, kind: task.kind as MissionTaskKind }));
    const startsAt = patch.startsAt ?? row.starts_at.getTime();
    const endsAt = patch.endsAt === undefined ? (row.ends_at?.getTime() ?? null) : patch.endsAt;
    checkMission({ period, tasks, startsAt, endsAt });
    const updated = await trx
      .updateTable('missions')
      .set({
        ...(patch.texts ? { texts: JSON.stringify(patch.texts) } : {}),
        period,
        tasks: JSON.stringify(taskRows(tasks)),
        ...(patch.reward ? { reward: patch.reward } : {}),
        ...(patch.turnoverMultiplier === undefined ? {} : { turnover_multiplier: patch.turnoverMultiplier }),
        ...(patch.weights ? { weights: JSON.stringify(patch.weights) } : {}),
        ...(patch.bonusDays === undefined ? {} : { bonus_days: patch.bonusDays }),
        ...(patch.sort === undefined ? {} : { sort: patch.sort }),
        starts_at: new Date(startsAt),
        ends_at: endsAt === null ? null : new Date(endsAt),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await toAdmin(trx, [updated], now))[0]!;
  });
}

/** Pauses or resumes a mission (paused: members do not see it and cannot claim it). */
export async function setMissionPaused(ctx: AppContext, id: number, paused: boolean): Promise<AdminMission> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await missionRow(trx, ctx.config.merchantCode, id);
    const updated = await trx
      .updateTable('missions')
      .set({ paused, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await toAdmin(trx, [updated], now))[0]!;
  });
}

/** Ends a mission now (one not started yet never starts); ending an ended mission changes nothing. */
export async function endMission(ctx: AppContext, id: number): Promise<AdminMission> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await missionRow(trx, ctx.config.merchantCode, id);
    if (stateOf(row, now) === 'ended') return (await toAdmin(trx, [row], now))[0]!;
    const endsAt = row.starts_at > now ? row.starts_at : now;
    const updated = await trx
      .updateTable('missions')
      .set({ ends_at: endsAt, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await toAdmin(trx, [updated], now))[0]!;
  });
}

/**
 * Mission claims whose money does not match them (empty when all is well): each claim paid its reward as one
 * MISSION bonus of its mission to its member, and no MISSION bonus was paid without a claim. For the ledger
 * reconciliation (the bonus's own posting is checked by the bonus module's).
 */
export async function missionViolations(db: Db): Promise<Array<{ id: string; problem: string }>> {
  const { rows } = await sql<{ id: string; problem: string }>`(SELECT c.id::text AS id, 'claim' AS problem
      FROM mission_claims c
      LEFT JOIN bonuses b ON b.id = c.bonus_id
      WHERE b.id IS NULL OR b.source_kind <> 'MISSION' OR b.source_id <> c.mission_id
        OR b.user_id <> c.user_id OR b.amount <> c.reward
      LIMIT 100)
    UNION ALL
    (SELECT b.id::text AS id, 'bonus without a claim' AS problem
      FROM bonuses b
      WHERE b.source_kind = 'MISSION'
        AND NOT EXISTS (SELECT 1 FROM mission_claims c WHERE c.bonus_id = b.id)
      LIMIT 100)`.execute(db);
  return rows;
}
