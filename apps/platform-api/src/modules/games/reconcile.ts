import { sql } from 'kysely';
import type { Db } from '../../core/db';

/**
 * Rounds whose ledger postings do not match them (empty when all is well): every round's bet debited its
 * wallet by exactly the stake; a SETTLED round's wallet was credited exactly its payout (no posting for 0);
 * a VOID round's stake was refunded exactly; an OPEN round has no settlement. Meant for the ledger
 * reconciliation (ops reconcile) next to the journal's own invariants.
 */
export async function roundViolations(db: Db): Promise<Array<{ round_id: string; status: string }>> {
  const { rows } = await sql<{ round_id: string; status: string }>`SELECT r.round_id, r.status
    FROM game_rounds r
    LEFT JOIN ledger_entries b ON b.transaction_id = r.bet_transaction_id AND b.account_id = r.wallet_account_id
    LEFT JOIN ledger_entries s ON s.transaction_id = r.settle_transaction_id AND s.account_id = r.wallet_account_id
    WHERE b.amount IS DISTINCT FROM -r.stake
      OR (r.status = 'OPEN' AND r.settle_transaction_id IS NOT NULL)
      OR (r.status = 'SETTLED' AND COALESCE(s.amount, 0) <> r.payout)
      OR (r.status = 'SETTLED' AND r.payout = 0 AND r.settle_transaction_id IS NOT NULL)
      OR (r.status = 'VOID' AND s.amount IS DISTINCT FROM r.stake)
    ORDER BY r.id LIMIT 100`.execute(db);
  return rows;
}
