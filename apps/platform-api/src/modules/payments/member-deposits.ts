import { sql } from 'kysely';
import type { Db } from '../../core/db';

/** An approved deposit of a member, as promotions see it. */
export interface ApprovedDeposit {
  reference: string;
  amount: bigint;
  decidedAt: Date;
}

/**
 * A member's deposits the operator approved at or after `since` (and before `until` when given), oldest
 * decision first: what a deposit promotion qualifies.
 */
export async function approvedDepositsSince(
  db: Db,
  userId: number,
  since: Date,
  until: Date | null = null,
): Promise<ApprovedDeposit[]> {
  let query = db
    .selectFrom('deposits')
    .select(['reference', 'amount', 'decided_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'APPROVED')
    .where('decided_at', '>=', since);
  if (until) query = query.where('decided_at', '<', until);
  const rows = await query.orderBy('decided_at').orderBy('id').limit(100).execute();
  return rows.map((row) => ({
    reference: row.reference,
    amount: BigInt(row.amount),
    decidedAt: row.decided_at as Date,
  }));
}

/** An approved deposit of any member, for work that sweeps every deposit of a window. */
export interface BrandDeposit {
  id: string;
  reference: string;
  userId: number;
  amount: bigint;
  decidedAt: Date;
}

/**
 * A brand's deposits approved in [from, to), in decision order after `after` ((decided at, row id)), at most
 * `limit`: what points earning sweeps.
 */
export async function approvedDepositsWindow(
  db: Db,
  merchant: string,
  from: Date,
  to: Date,
  after: { at: Date; id: string } | null,
  limit: number,
): Promise<BrandDeposit[]> {
  let query = db
    .selectFrom('deposits')
    .select([sql<string>`id::text`.as('id'), 'reference', 'user_id', 'amount', 'decided_at'])
    .where('merchant_code', '=', merchant)
    .where('status', '=', 'APPROVED')
    .where('decided_at', '>=', from)
    .where('decided_at', '<', to);
  if (after) query = query.where(sql<boolean>`(decided_at, id) > (${after.at}, ${after.id}::bigint)`);
  const rows = await query.orderBy('decided_at').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    amount: BigInt(row.amount),
    decidedAt: row.decided_at as Date,
  }));
}
