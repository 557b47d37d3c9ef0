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
