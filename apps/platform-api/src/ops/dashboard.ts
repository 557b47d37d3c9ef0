import type { AdminDashboard } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { pendingProposals } from '../core/proposals';
import type { Db } from '../core/db';

const DAY_MS = 86_400_000;

/**
 * Today's figures (UTC day) and the queues waiting on an operator, read over every module's tables (like the
 * reconciliation, above the modules). Real money only: play money and points are left out.
 */
export async function dashboard(
  db: Db,
  merchant: string,
  currency: string,
  now: Date,
): Promise<AdminDashboard> {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const end = new Date(start.getTime() + DAY_MS);
  const day = start.toISOString().slice(0, 10);
  const totals = (table: 'deposits' | 'withdrawals', status: string) =>
    sql<{ n: string; amount: string }>`SELECT count(*)::text AS n, COALESCE(sum(amount), 0)::text AS amount
      FROM ${sql.table(table)} WHERE merchant_code = ${merchant} AND status = ${status}
        AND decided_at >= ${start} AND decided_at < ${end}`.execute(db);
  // Member side of the day's rounds: a bet takes from the member, a payout gives to the member.
  const rounds = (kind: string, sign: 1 | -1) =>
    sql<{ n: string; amount: string }>`SELECT count(DISTINCT t.id)::text AS n,
        COALESCE(sum(e.amount * ${sign}), 0)::text AS amount
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL AND a.currency = ${currency}
      WHERE t.merchant_code = ${merchant} AND t.kind = ${kind} AND t.created_at >= ${start} AND t.created_at < ${end}`.execute(
      db,
    );
  const count = async (query: RawBuilder<{ n: string }>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  const [deposits, withdrawals, bets, payouts] = await Promise.all([
    totals('deposits', 'APPROVED'),
    totals('withdrawals', 'PAID'),
    rounds('GAME_BET', -1),
    rounds('GAME_PAYOUT', 1),
  ]);
  const [
    active,
    fresh,
    pDeposits,
    pWithdrawals,
    pDisputes,
    pRedemptions,
    pApplications,
    pFeedback,
    pProposals,
    pAffordability,
  ] = await Promise.all([
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM (
          SELECT l.user_id FROM login_days l JOIN users u ON u.id = l.user_id
            WHERE u.merchant_code = ${merchant} AND l.day = ${day}
          UNION
          SELECT t.user_id FROM ledger_transactions t
            WHERE t.merchant_code = ${merchant} AND t.kind = 'GAME_BET' AND t.user_id IS NOT NULL
              AND t.created_at >= ${start} AND t.created_at < ${end}) AS players`),
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM users
          WHERE merchant_code = ${merchant} AND created_at >= ${start} AND created_at < ${end}`),
    count(
      sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM deposits WHERE merchant_code = ${merchant} AND status = 'PENDING'`,
    ),
    count(
      sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM withdrawals WHERE merchant_code = ${merchant} AND status = 'PENDING'`,
    ),
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM withdrawals w
          WHERE w.merchant_code = ${merchant} AND w.confirm_status = 'NOT_RECEIVED'
            AND NOT EXISTS (SELECT 1 FROM withdrawal_disputes d WHERE d.withdrawal_id = w.id)`),
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM points_redemptions
          WHERE merchant_code = ${merchant} AND status = 'IN_PROCESS'`),
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM affiliate_applications
          WHERE merchant_code = ${merchant} AND status = 'PENDING'`),
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM feedback_threads
          WHERE merchant_code = ${merchant} AND replied_at IS NULL`),
    pendingProposals(db, merchant),
    count(sql<{ n: string }>`SELECT count(*)::text AS n FROM affordability_reviews
          WHERE merchant_code = ${merchant} AND status = 'OPEN'`),
  ]);
  const totalsOf = (result: { rows: Array<{ n: string; amount: string }> }) => ({
    count: Number(result.rows[0]?.n ?? 0),
    amount: result.rows[0]?.amount ?? '0',
  });
  const betTotals = totalsOf(bets);
  const payoutTotals = totalsOf(payouts);
  return {
    day,
    deposits: totalsOf(deposits),
    withdrawals: totalsOf(withdrawals),
    bets: betTotals,
    payouts: payoutTotals,
    grossGamingRevenue: (BigInt(betTotals.amount) - BigInt(payoutTotals.amount)).toString(),
    activePlayers: active,
    newPlayers: fresh,
    pending: {
      deposits: pDeposits,
      withdrawals: pWithdrawals,
      disputes: pDisputes,
      redemptions: pRedemptions,
      affiliateApplications: pApplications,
      feedback: pFeedback,
      proposals: pProposals,
      affordabilityReviews: pAffordability,
    },
  };
}
