import type {
  ProfitLossPage,
  ProfitLossQuery,
  ProfitLossRow,
  TeamBetPage,
  TeamBetQuery,
  TeamOverview,
  TeamOverviewDay,
  TeamOverviewQuery,
  TeamTransactionPage,
  TeamTransactionQuery,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db, UserIdSet } from '../../core/db';
import { dayText, reportPeriod } from '../../core/report-period';
import { roundsOf, settledRoundTotals } from '../games';
import { usernamesById } from '../identity';
import { paymentTotals } from '../payments';
import { mainWalletEntries } from '../wallet';
import { teamMemberByName } from './team';

/*
 * The agent centre's reports. Every figure is of the caller's team only: the accounts below it in
 * agent_tree (depth >= 1), read through the primary key (ancestor_id, descendant_id). The team goes to the
 * games, payments and wallet modules as a subquery (UserIdSet), and each of them reads its own tables through
 * its per-member indexes; only users (for names, levels and registration) is read here, as team.ts does.
 */

const DAY_MS = 86_400_000;

/** The agent's team (every account below it), or the one member of it named in the query. */
function teamOf(db: Db, agentId: number, memberId?: number): UserIdSet {
  let team = db
    .selectFrom('agent_tree')
    .select('descendant_id as id')
    .where('ancestor_id', '=', agentId)
    .where('depth', '>=', 1);
  if (memberId !== undefined) team = team.where('descendant_id', '=', memberId);
  return team;
}

/** The team, narrowed to `username` when given (404 not_in_team when it is not in the team). */
async function scopedTeam(ctx: AppContext, agentId: number, username: string | undefined) {
  if (!username) return teamOf(ctx.db, agentId);
  const member = await teamMemberByName(ctx.db, ctx.config.merchantCode, agentId, username);
  return teamOf(ctx.db, agentId, member.id);
}

const money = (
  rounds: { validBet: bigint; payout: bigint } | undefined,
  payments:
    { deposits: bigint; depositCount: number; withdrawals: bigint; withdrawalCount: number } | undefined,
) => {
  const validBet = rounds?.validBet ?? 0n;
  const payout = rounds?.payout ?? 0n;
  return {
    deposits: String(payments?.deposits ?? 0n),
    depositCount: payments?.depositCount ?? 0,
    withdrawals: String(payments?.withdrawals ?? 0n),
    withdrawalCount: payments?.withdrawalCount ?? 0,
    validBet: String(validBet),
    payout: String(payout),
    profitLoss: String(validBet - payout),
  };
};

const sumOf = <T>(list: T[], pick: (item: T) => bigint) => list.reduce((sum, item) => sum + pick(item), 0n);

/** GET /wps/agent/overview. */
export async function teamOverview(
  ctx: AppContext,
  agentId: number,
  query: TeamOverviewQuery,
): Promise<TeamOverview> {
  const period = reportPeriod(ctx.now(), query);
  const team = teamOf(ctx.db, agentId);
  const [size, byUser, byDay, paymentsByDay] = await Promise.all([
    ctx.db
      .selectFrom('agent_tree as t')
      .innerJoin('users as u', 'u.id', 't.descendant_id')
      .where('t.ancestor_id', '=', agentId)
      .where('t.depth', '>=', 1)
      .select([
        sql<number>`count(*)::integer`.as('all'),
        sql<number>`(count(*) FILTER (WHERE t.depth = 1))::integer`.as('direct'),
        sql<number>`(count(*) FILTER (WHERE u.created_at >= ${period.start} AND u.created_at < ${period.end}))::integer`.as(
          'new',
        ),
      ])
      .executeTakeFirstOrThrow(),
    settledRoundTotals(ctx.db, team, period, 'user'),
    settledRoundTotals(ctx.db, team, period, 'day'),
    paymentTotals(ctx.db, team, period, 'day'),
  ]);
  const rounds = {
    validBet: sumOf(byUser, (row) => row.validBet),
    payout: sumOf(byUser, (row) => row.payout),
  };
  const payments = {
    deposits: sumOf(paymentsByDay, (row) => row.deposits),
    depositCount: paymentsByDay.reduce((sum, row) => sum + row.depositCount, 0),
    withdrawals: sumOf(paymentsByDay, (row) => row.withdrawals),
    withdrawalCount: paymentsByDay.reduce((sum, row) => sum + row.withdrawalCount, 0),
  };
  const roundDays = new Map(byDay.map((row) => [row.key, row]));
  const paymentDays = new Map(paymentsByDay.map((row) => [row.key, row]));
  const days: TeamOverviewDay[] = [];
  for (let at = period.start.getTime(); at < period.end.getTime(); at += DAY_MS) {
    const date = dayText(new Date(at));
    days.push({ date, ...money(roundDays.get(date), paymentDays.get(date)) });
  }
  return {
    from: period.from,
    to: period.to,
    teamSize: Number(size.all),
    directSize: Number(size.direct),
    newMembers: Number(size.new),
    activeMembers: byUser.length,
    ...money(rounds, payments),
    days,
  };
}

/** GET /wps/agent/bets: the team's real-money rounds placed in the period, newest first. */
export async function teamBets(ctx: AppContext, agentId: number, query: TeamBetQuery): Promise<TeamBetPage> {
  const period = reportPeriod(ctx.now(), query);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const team = await scopedTeam(ctx, agentId, query.username);
  const rounds = await roundsOf(ctx.db, team, {
    ...period,
    category: query.category,
    status: query.status,
    page,
    size,
  });
  const names = await usernamesById(
    ctx.db,
    rounds.list.map((round) => round.userId),
  );
  return {
    list: rounds.list.map((round) => ({
      roundId: round.roundId,
      username: names.get(round.userId) ?? '',
      gameCode: round.gameCode,
      gameName: round.gameName,
      category: round.category,
      stake: round.stake,
      payout: round.payout,
      status: round.status,
      createdAt: round.createdAt.getTime(),
      settledAt: round.settledAt?.getTime() ?? null,
    })),
    total: rounds.total,
    page,
    size,
  };
}

/**
 * GET /wps/agent/profit-loss: every team member with settled rounds, deposits or withdrawals in the period,
 * by valid bet (then username), with the totals of all of them. The per-member figures of the whole team are
 * summed in the database and ordered here: one row per active member.
 */
export async function teamProfitLoss(
  ctx: AppContext,
  agentId: number,
  query: ProfitLossQuery,
): Promise<ProfitLossPage> {
  const period = reportPeriod(ctx.now(), query);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const team = await scopedTeam(ctx, agentId, query.username);
  const [rounds, payments] = await Promise.all([
    settledRoundTotals(ctx.db, team, period, 'user'),
    paymentTotals(ctx.db, team, period, 'user'),
  ]);
  const roundsOfUser = new Map(rounds.map((row) => [Number(row.key), row]));
  const paymentsOfUser = new Map(payments.map((row) => [Number(row.key), row]));
  const ids = [...new Set([...roundsOfUser.keys(), ...paymentsOfUser.keys()])];
  const members =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('agent_tree as t')
          .innerJoin('users as u', 'u.id', 't.descendant_id')
          .select(['u.id', 'u.username', 't.depth'])
          .where('t.ancestor_id', '=', agentId)
          .where('t.descendant_id', 'in', ids)
          .execute();
  const rows: ProfitLossRow[] = members.map((member) => {
    const figures = money(roundsOfUser.get(member.id), paymentsOfUser.get(member.id));
    return {
      username: member.username,
      level: member.depth,
      validBet: figures.validBet,
      payout: figures.payout,
      profitLoss: figures.profitLoss,
      deposits: figures.deposits,
      withdrawals: figures.withdrawals,
    };
  });
  rows.sort((a, b) => {
    const byBet = BigInt(b.validBet) - BigInt(a.validBet);
    if (byBet !== 0n) return byBet > 0n ? 1 : -1;
    return a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
  });
  const validBet = sumOf(rows, (row) => BigInt(row.validBet));
  const payout = sumOf(rows, (row) => BigInt(row.payout));
  return {
    list: rows.slice((page - 1) * size, page * size),
    totals: {
      validBet: String(validBet),
      payout: String(payout),
      profitLoss: String(validBet - payout),
      deposits: String(sumOf(rows, (row) => BigInt(row.deposits))),
      withdrawals: String(sumOf(rows, (row) => BigInt(row.withdrawals))),
    },
    total: rows.length,
    page,
    size,
  };
}

/** GET /wps/agent/transactions: movements on the team's main wallets in the period, newest first. */
export async function teamTransactions(
  ctx: AppContext,
  agentId: number,
  query: TeamTransactionQuery,
): Promise<TeamTransactionPage> {
  const period = reportPeriod(ctx.now(), query);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const team = await scopedTeam(ctx, agentId, query.username);
  const entries = await mainWalletEntries(ctx.db, team, { ...period, type: query.type, page, size });
  const names = await usernamesById(
    ctx.db,
    entries.list.map((entry) => entry.userId),
  );
  return {
    list: entries.list.map((entry) => ({
      reference: entry.reference,
      username: names.get(entry.userId) ?? '',
      type: entry.type,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      time: entry.time.getTime(),
    })),
    total: entries.total,
    page,
    size,
  };
}
