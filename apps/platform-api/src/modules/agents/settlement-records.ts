import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminSettlementQuery,
  AgentSettlement,
  ContractKind,
  SettlementPage,
  SettlementQuery,
  SettlementStatus,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError, validationError } from '../../core/errors';
import { usernamesById } from '../identity';
import { payItem } from './settlement';
import type { SettlementRow } from './settlement';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The usernames of the payer and payee of every item in `rows`. */
const names = (db: Db, rows: SettlementRow[]) =>
  usernamesById(
    db,
    rows.flatMap((row) => [row.payee_id, row.payer_id ?? row.payee_id]),
  );

type SettlementQueryBase = ReturnType<typeof settlementsOf>;
const settlementsOf = (db: Db) => db.selectFrom('agent_settlements');

/**
 * One page of the items `base` selects, `order` first then newest, with the count and the paid total of
 * everything it selects.
 */
async function settlementPage(
  db: Db,
  base: SettlementQueryBase,
  order: 'period_start' | 'id',
  page: number,
  size: number,
): Promise<SettlementPage> {
  const [summary, rows] = await Promise.all([
    base
      .select([
        sql<string>`count(*)::text`.as('total'),
        sql<string>`COALESCE(SUM(amount) FILTER (WHERE status = 'PAID'), 0)::text`.as('paid'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(order, 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const usernames = await names(db, rows);
  return {
    list: rows.map((row) => toSettlement(row, usernames)),
    total: Number(summary.total),
    paidTotal: summary.paid,
    page,
    size,
  };
}

const toSettlement = (row: SettlementRow, usernames: Map<number, string>): AgentSettlement => {
  const figures = row.figures as Record<string, string | number>;
  const validBet = String(figures['validBet'] ?? '0');
  const payout = String(figures['payout'] ?? '0');
  return {
    id: String(row.id),
    contractId: row.contract_id,
    kind: row.kind as ContractKind,
    payer: row.payer_id === null ? null : (usernames.get(row.payer_id) ?? ''),
    payee: usernames.get(row.payee_id) ?? '',
    periodStart: row.period_start.getTime(),
    periodEnd: row.period_end.getTime(),
    validBet,
    payout,
    teamLoss: String(BigInt(validBet) - BigInt(payout)),
    activeMembers: Number(figures['activeMembers'] ?? 0),
    rateBps: row.rate_bps,
    amount: String(row.amount),
    status: row.status as SettlementStatus,
    attempts: row.attempts,
    lastError: row.last_error,
    paidAt: row.paid_at?.getTime() ?? null,
  };
};

/**
 * An agent's settlements: what it was paid (income) or what it pays its direct downlines, by kind, status
 * and period start (UTC days, inclusive), newest first, with the paid total of everything matching.
 */
export async function agentSettlements(
  ctx: AppContext,
  agentId: number,
  query: SettlementQuery,
): Promise<SettlementPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  if (query.from && query.to && query.to < query.from) {
    throw validationError([{ field: 'to', key: 'date_range', message: 'The end date is before the start' }]);
  }
  let base = settlementsOf(ctx.db).where(query.role === 'paid' ? 'payer_id' : 'payee_id', '=', agentId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.from) base = base.where('period_start', '>=', dayStart(query.from));
  if (query.to) base = base.where('period_start', '<', new Date(dayStart(query.to).getTime() + DAY_MS));
  return settlementPage(ctx.db, base, 'period_start', page, size);
}

/** Operator: every settlement item of the brand, filtered, newest first. */
export async function adminSettlements(
  ctx: AppContext,
  query: AdminSettlementQuery,
): Promise<SettlementPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = settlementsOf(ctx.db).where('merchant_code', '=', ctx.config.merchantCode);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.payee) {
    const payee = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('merchant_code', '=', ctx.config.merchantCode)
      .where('username_key', '=', query.payee.trim().toLowerCase())
      .executeTakeFirst();
    base = base.where('payee_id', '=', payee?.id ?? -1);
  }
  return settlementPage(ctx.db, base, 'id', page, size);
}

async function itemOf(ctx: AppContext, id: string): Promise<SettlementRow> {
  const row = await ctx.db
    .selectFrom('agent_settlements')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such settlement');
  return row;
}

/** Operator: one settlement item. */
export async function adminSettlement(ctx: AppContext, id: string): Promise<AgentSettlement> {
  const row = await itemOf(ctx, id);
  return toSettlement(row, await names(ctx.db, [row]));
}

/**
 * Operator: tries a FAILED (or still PENDING) item again now. A paid or NIL item is refused; the item is
 * paid once however often this is called, also in parallel with the job.
 */
export async function retrySettlement(ctx: AppContext, id: string): Promise<AgentSettlement> {
  const before = await itemOf(ctx, id);
  if (before.status === 'PAID' || before.status === 'NIL') {
    throw new AppError(409, ErrorCode.alreadyDecided, `The settlement is ${before.status.toLowerCase()}`);
  }
  await payItem(ctx, id, ctx.now());
  return adminSettlement(ctx, id);
}
