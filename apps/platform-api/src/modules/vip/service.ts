import { AccountType, ErrorCode } from '@playfront/api-contract';
import type {
  VipMemberStatus,
  VipOverview,
  VipRankChange,
  VipRankSet,
  VipRankUpdate,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Db, UserIdSet } from '../../core/db';
import { inTransaction } from '../../core/db';
import { AppError } from '../../core/errors';
import { grantBonus } from '../bonus';
import { sendSystemMessage } from '../messages';
import { settledRoundTotals } from '../games';
import { paymentTotals } from '../payments';
import type { WithdrawalCheck } from '../payments';
import type { Trx } from '../wallet';
import {
  VIP_WINDOW_DAYS,
  adminRanks,
  publicRanks,
  rankAt,
  rankName,
  ranksOf,
  reachedLevel,
  reaches,
} from './ranks';
import type { RankRow, WindowTotals } from './ranks';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What the VIP rules work with: the brand, its currency. */
export interface VipEnv {
  db: Db;
  merchant: string;
  currency: string;
}

/** The last `VIP_WINDOW_DAYS` days up to and including `now`: the period whose deposits and bets place a member. */
export const windowOf = (now: Date) => ({
  start: new Date(now.getTime() - VIP_WINDOW_DAYS * DAY_MS),
  end: new Date(now.getTime() + 1),
});

/** The window totals of every member of `users` who deposited or played in it (key: user id). */
export async function windowTotals(db: Db, users: UserIdSet, now: Date): Promise<Map<number, WindowTotals>> {
  const period = windowOf(now);
  const [payments, rounds] = await Promise.all([
    paymentTotals(db, users, period, 'user'),
    settledRoundTotals(db, users, period, 'user'),
  ]);
  const totals = new Map<number, WindowTotals>();
  const of = (key: string) => {
    const id = Number(key);
    let found = totals.get(id);
    if (!found) {
      found = { deposits: 0n, validBet: 0n };
      totals.set(id, found);
    }
    return found;
  };
  for (const row of payments) of(row.key).deposits = row.deposits;
  for (const row of rounds) of(row.key).validBet = BigInt(row.validBet);
  return totals;
}

const oneUser = (db: Db, userId: number): UserIdSet =>
  db.selectFrom('users').select('id').where('id', '=', userId);

const minus = (need: string, have: bigint) => {
  const left = BigInt(need) - have;
  return (left > 0n ? left : 0n).toString();
};

/** GET /wps/vip: the ranks, and for a member the current rank, the window totals and the way to the next. */
export async function vipOverview(
  env: VipEnv,
  userId: number | null,
  language: string,
  now: Date,
): Promise<VipOverview> {
  const ranks = await publicRanks(env.db, env.merchant, language);
  if (userId === null) return { windowDays: VIP_WINDOW_DAYS, ranks, member: null };
  const [user, totals] = await Promise.all([
    env.db.selectFrom('users').select('rank_level').where('id', '=', userId).executeTakeFirstOrThrow(),
    windowTotals(env.db, oneUser(env.db, userId), now),
  ]);
  const mine = totals.get(userId) ?? { deposits: 0n, validBet: 0n };
  const current = [...ranks].reverse().find((rank) => rank.level <= user.rank_level) ?? ranks[0];
  const next = ranks.find((rank) => rank.level > (current?.level ?? user.rank_level));
  const member: VipMemberStatus = {
    level: current?.level ?? user.rank_level,
    name: current?.name ?? '',
    windowDays: VIP_WINDOW_DAYS,
    deposits: mine.deposits.toString(),
    validBet: mine.validBet.toString(),
    progress: next
      ? {
          nextLevel: next.level,
          nextName: next.name,
          depositNeeded: minus(next.minDeposit, mine.deposits),
          validBetNeeded: minus(next.minValidBet, mine.validBet),
        }
      : null,
  };
  return { windowDays: VIP_WINDOW_DAYS, ranks, member };
}

const monthKey = (now: Date) => now.toISOString().slice(0, 7);
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const bonusTitles = (rank: RankRow): Record<string, string> => ({
  en: `VIP ${rankName(rank, 'en')} upgrade bonus`,
  cn: `VIP ${rankName(rank, 'cn')} 晋级奖金`,
  ja: `VIP ${rankName(rank, 'ja')} 昇格ボーナス`,
  ko: `VIP ${rankName(rank, 'ko')} 승급 보너스`,
  th: `โบนัสเลื่อนระดับ VIP ${rankName(rank, 'th')}`,
  vi: `Thưởng thăng hạng VIP ${rankName(rank, 'vi')}`,
});

interface ChangeInput {
  userId: number;
  from: number;
  to: number;
  kind: 'UPGRADE' | 'DOWNGRADE' | 'MANUAL';
  reason: string | null;
  changeKey: string | null;
}

/**
 * Moves a locked member from one rank to another inside `trx`: a change row per rank passed on the way up
 * (each new rank's upgrade bonus paid once per member ever, `VIP<level>:U<user>`), one row down, the
 * member's rank and club label, and an inbox message. Returns false when a job's change key was used.
 */
async function changeRank(env: VipEnv, trx: Db, ranks: RankRow[], input: ChangeInput, now: Date) {
  const steps: Array<{ from: number; to: number; bonus: bigint }> = [];
  if (input.to > input.from) {
    for (const rank of ranks) {
      if (rank.level <= input.from || rank.level > input.to) continue;
      let bonus = 0n;
      const amount = BigInt(rank.upgrade_bonus);
      if (amount > 0n) {
        const granted = await grantBonus(trx, {
          merchant: env.merchant,
          currency: env.currency,
          userId: input.userId,
          sourceKind: 'VIP',
          sourceId: rank.level,
          sourceKey: `VIP${rank.level}:U${input.userId}`,
          titles: bonusTitles(rank),
          amount,
          turnoverRequired: 0n,
          weights: {},
          days: 30,
          now,
        });
        if (granted.created) bonus = amount;
      }
      steps.push({ from: steps.at(-1)?.to ?? input.from, to: rank.level, bonus });
    }
  }
  if (steps.length === 0) steps.push({ from: input.from, to: input.to, bonus: 0n });
  for (const step of steps) {
    const inserted = await trx
      .insertInto('vip_rank_changes')
      .values({
        merchant_code: env.merchant,
        user_id: input.userId,
        from_level: step.from,
        to_level: step.to,
        kind: input.kind,
        reason: input.reason,
        change_key: input.changeKey === null ? null : `${input.changeKey}:${step.to}`,
        bonus_paid: step.bonus.toString(),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'change_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // A change key already used: another run made this change (its transaction rolls this one back).
    if (!inserted) throw new ChangeAlreadyMade();
  }
  const target = rankAt(ranks, input.to);
  const name = rankName(target, 'en');
  await trx
    .updateTable('users')
    .set({ rank_level: input.to, club_label: name })
    .where('id', '=', input.userId)
    .execute();
  await sendSystemMessage(
    trx,
    input.userId,
    'vip_rank_changed',
    { from: input.from, to: input.to, name: target?.names ?? {} },
    now,
  );
  return steps.length;
}

class ChangeAlreadyMade extends Error {}

/**
 * One member's evaluation, in its own transaction with the member's row locked: up to the highest rank the
 * window reaches at once; down by one level when the window is below the current rank, at most once per
 * calendar month and never in a month the rank already changed in (the grace of docs/vip.md). Returns the
 * number of change rows written.
 */
async function evaluateMember(
  env: VipEnv,
  ranks: RankRow[],
  userId: number,
  totals: WindowTotals,
  runKey: string,
  now: Date,
): Promise<number> {
  try {
    return await inTransaction(env.db, async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('rank_level')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const current = user.rank_level;
      const reached = reachedLevel(ranks, totals);
      if (reached > current) {
        return changeRank(
          env,
          trx,
          ranks,
          { userId, from: current, to: reached, kind: 'UPGRADE', reason: null, changeKey: `U:${runKey}` },
          now,
        );
      }
      const currentRank = rankAt(ranks, current);
      if (current <= 1 || !currentRank || reaches(currentRank, totals)) return 0;
      const changedThisMonth = await trx
        .selectFrom('vip_rank_changes')
        .select('id')
        .where('user_id', '=', userId)
        .where('created_at', '>=', monthStart(now))
        .limit(1)
        .executeTakeFirst();
      if (changedThisMonth) return 0;
      const below = [...ranks].reverse().find((rank) => rank.level < current)?.level ?? 1;
      return changeRank(
        env,
        trx,
        ranks,
        {
          userId,
          from: current,
          to: Math.max(1, below),
          kind: 'DOWNGRADE',
          reason: null,
          changeKey: `D:${monthKey(now)}`,
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof ChangeAlreadyMade) return 0;
    throw error;
  }
}

/** The run of the hour `now` falls in: `2026-11-25T13`. */
export const runKeyOf = (now: Date) =>
  new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString().slice(0, 13);

/**
 * The hourly evaluation (every replica runs it): the replica that inserts the hour's vip_runs row evaluates
 * every member who deposited or played in the window or holds a rank above 1, member by member; the others
 * do nothing. Each change is also keyed (vip_rank_changes unique (user, change_key), bonuses once per
 * member and rank), so even a repeated run changes nothing twice. Returns the number of change rows.
 */
export async function runVipEvaluation(env: VipEnv, now: Date): Promise<number> {
  const runKey = runKeyOf(now);
  const claimed = await env.db
    .insertInto('vip_runs')
    .values({ merchant_code: env.merchant, run_key: runKey, started_at: now, finished_at: null, changes: 0 })
    .onConflict((oc) => oc.columns(['merchant_code', 'run_key']).doNothing())
    .returning('run_key')
    .executeTakeFirst();
  if (!claimed) return 0;
  const ranks = await ranksOf(env.db, env.merchant);
  if (ranks.length === 0) return 0;
  const members = env.db
    .selectFrom('users')
    .select('id')
    .where('merchant_code', '=', env.merchant)
    .where('account_type', '=', AccountType.MEMBER);
  const totals = await windowTotals(env.db, members, now);
  const ranked = await members.where('rank_level', '>', 1).execute();
  const candidates = new Set([...totals.keys(), ...ranked.map((row) => row.id)]);
  let changes = 0;
  // One member's failure does not stop the others; the first is reported (and the run retried next hour).
  let failure: unknown = null;
  for (const userId of [...candidates].sort((a, b) => a - b)) {
    try {
      changes += await evaluateMember(
        env,
        ranks,
        userId,
        totals.get(userId) ?? { deposits: 0n, validBet: 0n },
        runKey,
        now,
      );
    } catch (error) {
      failure ??= error;
    }
  }
  await syncClubLabels(env.db, env.merchant);
  await env.db
    .updateTable('vip_runs')
    .set({ finished_at: new Date(), changes })
    .where('merchant_code', '=', env.merchant)
    .where('run_key', '=', runKey)
    .execute();
  if (failure !== null) throw failure;
  return changes;
}

/** Run rows older than 30 days are deleted (the changes themselves stay). */
export async function purgeVipRuns(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('vip_runs')
    .where('started_at', '<', new Date(now.getTime() - 30 * DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Members whose club label is not their rank's English name (new members, renamed ranks) get it. */
async function syncClubLabels(db: Db, merchant: string): Promise<void> {
  await sql`UPDATE users u SET club_label = r.names->>'en'
    FROM vip_ranks r
    WHERE u.merchant_code = ${merchant} AND r.merchant_code = u.merchant_code AND r.level = u.rank_level
      AND u.account_type = ${AccountType.MEMBER} AND u.club_label IS DISTINCT FROM r.names->>'en'`.execute(
    db,
  );
}

const rankInvalid = (message: string) => new AppError(400, ErrorCode.vipRankInvalid, message);

/** The operator sets a member's rank by hand (a MANUAL change row with the reason; no upgrade bonus). */
export async function setMemberRank(
  env: VipEnv,
  userId: number,
  body: VipRankSet,
  now: Date,
): Promise<VipRankChange[]> {
  const ranks = await ranksOf(env.db, env.merchant);
  if (!ranks.some((rank) => rank.level === body.level))
    throw rankInvalid(`The brand has no rank ${body.level}`);
  return inTransaction(env.db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('rank_level')
      .where('id', '=', userId)
      .where('merchant_code', '=', env.merchant)
      .where('account_type', '=', AccountType.MEMBER)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError(404, ErrorCode.notFound, 'Member not found');
    if (user.rank_level === body.level) throw rankInvalid(`The member already has rank ${body.level}`);
    // A manual change pays no upgrade bonus: only the ranks list of the change row is written.
    await trx
      .insertInto('vip_rank_changes')
      .values({
        merchant_code: env.merchant,
        user_id: userId,
        from_level: user.rank_level,
        to_level: body.level,
        kind: 'MANUAL',
        reason: body.reason.trim(),
        change_key: null,
        bonus_paid: '0',
        created_at: now,
      })
      .execute();
    const target = rankAt(ranks, body.level);
    const name = rankName(target, 'en');
    await trx
      .updateTable('users')
      .set({ rank_level: body.level, club_label: name })
      .where('id', '=', userId)
      .execute();
    await sendSystemMessage(
      trx,
      userId,
      'vip_rank_changed',
      { from: user.rank_level, to: body.level, name: target?.names ?? {} },
      now,
    );
    return memberRankChanges(trx, userId);
  });
}

/** A member's rank changes, newest first. */
export async function memberRankChanges(db: Db, userId: number): Promise<VipRankChange[]> {
  const rows = await db
    .selectFrom('vip_rank_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    userId: row.user_id,
    fromLevel: row.from_level,
    toLevel: row.to_level,
    kind: row.kind as VipRankChange['kind'],
    reason: row.reason,
    bonusPaid: String(row.bonus_paid),
    changedAt: row.created_at.getTime(),
  }));
}

/** An operator's edit of a rank; thresholds must keep rising with the level (level 1 stays at 0). */
export async function updateRank(env: VipEnv, level: number, body: VipRankUpdate, now: Date) {
  const ranks = await ranksOf(env.db, env.merchant);
  const index = ranks.findIndex((rank) => rank.level === level);
  if (index < 0) throw new AppError(404, ErrorCode.notFound, 'Rank not found');
  const row = ranks[index];
  const minDeposit = BigInt(body.minDeposit ?? row.min_deposit);
  const minValidBet = BigInt(body.minValidBet ?? row.min_valid_bet);
  if (index === 0 && (minDeposit > 0n || minValidBet > 0n)) {
    throw rankInvalid('The entry rank has no thresholds');
  }
  const below = ranks[index - 1];
  const above = ranks[index + 1];
  if (below && (minDeposit < BigInt(below.min_deposit) || minValidBet < BigInt(below.min_valid_bet))) {
    throw rankInvalid('A rank needs at least the thresholds of the rank below');
  }
  if (above && (minDeposit > BigInt(above.min_deposit) || minValidBet > BigInt(above.min_valid_bet))) {
    throw rankInvalid('A rank needs at most the thresholds of the rank above');
  }
  await env.db
    .updateTable('vip_ranks')
    .set({
      ...(body.names ? { names: JSON.stringify(body.names) } : {}),
      min_deposit: minDeposit.toString(),
      min_valid_bet: minValidBet.toString(),
      ...(body.dailyWithdrawalLimit !== undefined
        ? { daily_withdrawal_limit: body.dailyWithdrawalLimit }
        : {}),
      ...(body.upgradeBonus !== undefined ? { upgrade_bonus: body.upgradeBonus } : {}),
      updated_at: now,
    })
    .where('merchant_code', '=', env.merchant)
    .where('level', '=', level)
    .execute();
  const updated = (await adminRanks(env.db, env.merchant)).find((rank) => rank.level === level)!;
  if (body.names) await syncClubLabels(env.db, env.merchant);
  return updated;
}

/**
 * The VIP rule of withdrawals (added to payments by this module): what a member requests per UTC day stays
 * within the daily withdrawal limit of the member's rank (409 vip_withdrawal_limit).
 */
export async function vipWithdrawalRule(trx: Trx, check: WithdrawalCheck): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select('rank_level')
    .where('id', '=', check.userId)
    .executeTakeFirst();
  if (!user) return;
  const rank = rankAt(await ranksOf(trx, check.merchant), user.rank_level);
  if (!rank || rank.daily_withdrawal_limit === null) return;
  const limit = BigInt(rank.daily_withdrawal_limit);
  if (check.requestedToday > limit) {
    const before = check.requestedToday - check.amount;
    const left = limit > before ? limit - before : 0n;
    throw new AppError(
      409,
      ErrorCode.vipWithdrawalLimit,
      `The daily withdrawal limit of VIP rank ${rankName(rank, 'en')} is ${limit} (minor units); ${left} left today`,
    );
  }
}

export { adminRanks };

/**
 * What the reconciliation checks of VIP: every upgrade bonus belongs to the one upgrade that paid it (same
 * member, rank and amount), every upgrade that says it paid has its bonus, and every member whose rank
 * changed holds the rank of the latest change.
 */
export async function vipViolations(db: Db): Promise<Array<{ id: string; problem: string }>> {
  const { rows } = await sql<{
    id: string;
    problem: string;
  }>`(SELECT b.id::text AS id, 'bonus without its upgrade' AS problem
      FROM bonuses b
      WHERE b.source_kind = 'VIP'
        AND (SELECT count(*) FROM vip_rank_changes c
              WHERE c.user_id = b.user_id AND c.to_level = b.source_id AND c.kind = 'UPGRADE'
                AND c.bonus_paid = b.amount) <> 1
      LIMIT 100)
    UNION ALL
    (SELECT c.id::text AS id, 'upgrade without its bonus' AS problem
      FROM vip_rank_changes c
      WHERE c.bonus_paid > 0
        AND NOT EXISTS (SELECT 1 FROM bonuses b
              WHERE b.merchant_code = c.merchant_code AND b.source_key = 'VIP' || c.to_level || ':U' || c.user_id
                AND b.amount = c.bonus_paid)
      LIMIT 100)
    UNION ALL
    (SELECT u.id::text AS id, 'rank is not the latest change' AS problem
      FROM users u
      JOIN LATERAL (SELECT c.to_level FROM vip_rank_changes c WHERE c.user_id = u.id ORDER BY c.id DESC LIMIT 1) last
        ON true
      WHERE u.rank_level <> last.to_level
      LIMIT 100)`.execute(db);
  return rows;
}
