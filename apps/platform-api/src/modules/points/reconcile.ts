import { sql } from 'kysely';
import type { Db } from '../../core/db';

/**
 * Points that do not match their postings (empty when all is well): an award of more than 0 points has one
 * POINTS_EARN posting that credited exactly its points to the member's points account, an award of 0 none; a
 * redemption's posting took exactly its points (and credited exactly its money, for chips and conversions);
 * a rejected one gave exactly its points back; each item's stock sold equals its redemptions not rejected.
 */
export async function pointsViolations(db: Db): Promise<Array<{ id: string; problem: string }>> {
  const { rows } = await sql<{ id: string; problem: string }>`
    SELECT 'award ' || aw.id AS id, 'earned' AS problem FROM points_awards aw
      LEFT JOIN LATERAL (SELECT SUM(e.amount) AS total FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'POINTS' AND a.user_id = aw.user_id
        JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'POINTS_EARN'
        WHERE e.transaction_id = aw.transaction_id) c ON true
      WHERE (aw.points = 0 AND aw.transaction_id IS NOT NULL)
        OR (aw.points > 0 AND c.total IS DISTINCT FROM aw.points)
    UNION ALL
    SELECT 'redemption ' || r.id, 'spent' FROM points_redemptions r
      LEFT JOIN LATERAL (SELECT
          SUM(e.amount) FILTER (WHERE a.kind = 'POINTS') AS points,
          COALESCE(SUM(e.amount) FILTER (WHERE a.kind = 'MAIN'), 0) AS money
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id = r.user_id
        WHERE e.transaction_id = r.transaction_id) s ON true
      WHERE s.points IS DISTINCT FROM -r.points OR s.money <> r.amount
    UNION ALL
    SELECT 'redemption ' || r.id, 'refund' FROM points_redemptions r
      LEFT JOIN LATERAL (SELECT SUM(e.amount) AS points FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'POINTS' AND a.user_id = r.user_id
        JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'POINTS_REFUND'
        WHERE e.transaction_id = r.refund_transaction_id) f ON true
      WHERE (r.status = 'REJECTED') <> (r.refund_transaction_id IS NOT NULL)
        OR (r.status = 'REJECTED' AND f.points IS DISTINCT FROM r.points)
    UNION ALL
    SELECT 'goods ' || g.id, 'stock' FROM points_goods g
      LEFT JOIN LATERAL (SELECT COALESCE(SUM(quantity), 0) AS sold FROM points_redemptions r
        WHERE r.goods_id = g.id AND r.status <> 'REJECTED') s ON true
      WHERE g.quantity - g.available <> s.sold
    LIMIT 100`.execute(db);
  return rows;
}
