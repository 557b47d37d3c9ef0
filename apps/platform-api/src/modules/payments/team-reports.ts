import { sql } from 'kysely';
import type { Db, UserIdSet } from '../../core/db';

/** Approved deposits and paid withdrawals, per member or per UTC day of the decision. */
export interface PaymentTotals {
  key: string;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
}

const dayOf = (column: 'd.decided_at' | 'w.decided_at') =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Money in and out of `users` decided in [start, end), summed per member (key: the user id) or per UTC day
 * (key: yyyy-MM-dd): deposits the operator approved, and withdrawals paid out, less those refunded after a
 * not-received dispute (the money came back). Each member's rows are read through deposits_user and
 * withdrawals_user; a member has few of them, so the time filter needs no index of its own.
 */
export async function paymentTotals(
  db: Db,
  users: UserIdSet,
  period: { start: Date; end: Date },
  by: 'user' | 'day',
): Promise<PaymentTotals[]> {
  const depositKey = by === 'user' ? sql<string>`d.user_id::text` : dayOf('d.decided_at');
  const withdrawalKey = by === 'user' ? sql<string>`w.user_id::text` : dayOf('w.decided_at');
  const [deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('deposits as d')
      .where('d.user_id', 'in', users)
      .where('d.status', '=', 'APPROVED')
      .where('d.decided_at', '>=', period.start)
      .where('d.decided_at', '<', period.end)
      .select([
        depositKey.as('key'),
        sql<string>`sum(d.amount)::text`.as('total'),
        sql<number>`count(*)::integer`.as('count'),
      ])
      .groupBy(depositKey)
      .execute(),
    db
      .selectFrom('withdrawals as w')
      .where('w.user_id', 'in', users)
      .where('w.status', '=', 'PAID')
      .where('w.decided_at', '>=', period.start)
      .where('w.decided_at', '<', period.end)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('withdrawal_disputes as x')
              .select('x.withdrawal_id')
              .whereRef('x.withdrawal_id', '=', 'w.id')
              .where('x.resolution', '=', 'REFUNDED'),
          ),
        ),
      )
      .select([
        withdrawalKey.as('key'),
        sql<string>`sum(w.amount)::text`.as('total'),
        sql<number>`count(*)::integer`.as('count'),
      ])
      .groupBy(withdrawalKey)
      .execute(),
  ]);
  const totals = new Map<string, PaymentTotals>();
  const of = (key: string) => {
    let found = totals.get(key);
    if (!found) {
      found = { key, deposits: 0n, depositCount: 0, withdrawals: 0n, withdrawalCount: 0 };
      totals.set(key, found);
    }
    return found;
  };
  for (const row of deposits) {
    const entry = of(row.key);
    entry.deposits = BigInt(row.total);
    entry.depositCount = Number(row.count);
  }
  for (const row of withdrawals) {
    const entry = of(row.key);
    entry.withdrawals = BigInt(row.total);
    entry.withdrawalCount = Number(row.count);
  }
  return [...totals.values()];
}

/** What one member's deposits approved in [from, to) add up to (what a deposit mission counts). */
export async function approvedDepositTotal(db: Db, userId: number, from: Date, to: Date): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`COALESCE(sum(amount), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'APPROVED')
    .where('decided_at', '>=', from)
    .where('decided_at', '<', to)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
