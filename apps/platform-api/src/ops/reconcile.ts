import { settlementViolations } from '../modules/agents';
import { bonusViolations } from '../modules/bonus';
import { cashbackViolations } from '../modules/cashback';
import { roundViolations } from '../modules/games/reconcile';
import { missionViolations } from '../modules/missions';
import { referralViolations } from '../modules/referral';
import { vipViolations } from '../modules/vip';
import { pointsViolations } from '../modules/points';
import type { Reconciliation } from '@playfront/api-contract';
import { sql } from 'kysely';
import { HouseAccount } from '../modules/wallet';
import type { Db } from '../core/db';

interface Check {
  name: string;
  /** Rows returned are violations; `detail` describes them. */
  query: ReturnType<typeof sql<Record<string, unknown>>>;
}

const checks = (merchant: string): Check[] => [
  {
    name: 'every transaction balances (entries sum to zero)',
    query: sql`SELECT transaction_id::text AS id, SUM(amount)::text AS sum FROM ledger_entries
      GROUP BY transaction_id HAVING SUM(amount) <> 0`,
  },
  {
    name: 'every transaction has at least two entries',
    query: sql`SELECT t.reference FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
      GROUP BY t.id, t.reference HAVING count(e.id) < 2`,
  },
  {
    name: 'every stored balance equals the sum of its entries',
    query: sql`SELECT a.id::text AS id, a.balance::text AS balance, COALESCE(s.total, 0)::text AS entries
      FROM ledger_accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) s
      ON s.account_id = a.id WHERE a.balance <> COALESCE(s.total, 0)`,
  },
  {
    name: 'every last entry carries the stored balance',
    query: sql`SELECT a.id::text AS id FROM ledger_accounts a
      JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) last ON true
      WHERE last.balance_after <> a.balance`,
  },
  {
    name: 'no member account is negative',
    query: sql`SELECT id::text AS id, balance::text AS balance FROM ledger_accounts WHERE NOT allow_negative AND balance < 0`,
  },
  {
    name: 'money is conserved (all balances of a currency sum to zero)',
    query: sql`SELECT currency, SUM(balance)::text AS sum FROM ledger_accounts GROUP BY currency HAVING SUM(balance) <> 0`,
  },
  {
    name: 'the withdrawal hold equals the pending withdrawals',
    query: sql`SELECT h.balance::text AS hold, COALESCE(p.total, 0)::text AS pending FROM ledger_accounts h
      LEFT JOIN (SELECT merchant_code, SUM(amount) AS total FROM withdrawals WHERE status = 'PENDING' GROUP BY merchant_code) p
      ON p.merchant_code = h.merchant_code
      WHERE h.user_id IS NULL AND h.code = ${HouseAccount.WITHDRAWAL_HOLD} AND h.merchant_code = ${merchant}
      AND h.balance <> COALESCE(p.total, 0)`,
  },
  {
    name: 'every approved deposit was credited once, for its amount',
    query: sql`SELECT d.reference FROM deposits d LEFT JOIN ledger_transactions t ON t.id = d.transaction_id
      LEFT JOIN LATERAL (SELECT SUM(amount) AS credit FROM ledger_entries e WHERE e.transaction_id = t.id AND e.amount > 0) c ON true
      WHERE d.status = 'APPROVED' AND (t.id IS NULL OR t.kind <> 'DEPOSIT' OR c.credit <> d.amount)`,
  },
  {
    name: 'every decided withdrawal has its payout or refund',
    query: sql`SELECT w.reference FROM withdrawals w LEFT JOIN ledger_transactions t ON t.id = w.decision_transaction_id
      WHERE w.status <> 'PENDING' AND (t.id IS NULL OR t.kind <> CASE w.status WHEN 'PAID' THEN 'WITHDRAWAL' ELSE 'WITHDRAWAL_REFUND' END)`,
  },
  {
    name: 'every refunded not-received dispute was credited once, for the withdrawal amount',
    query: sql`SELECT w.reference FROM withdrawal_disputes r JOIN withdrawals w ON w.id = r.withdrawal_id
      LEFT JOIN ledger_transactions t ON t.id = r.transaction_id
      LEFT JOIN LATERAL (SELECT SUM(amount) AS credit FROM ledger_entries e WHERE e.transaction_id = t.id AND e.amount > 0) c ON true
      WHERE r.resolution = 'REFUNDED' AND (t.id IS NULL OR t.kind <> 'WITHDRAWAL_REFUND' OR c.credit <> w.amount
        OR t.user_id <> w.user_id)`,
  },
];

/** Checks every ledger invariant on one consistent snapshot. */
export async function reconcile(db: Db, merchant: string): Promise<Reconciliation> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const results = [];
      for (const check of checks(merchant)) {
        const { rows } = await check.query.execute(trx);
        results.push({
          name: check.name,
          ok: rows.length === 0,
          detail:
            rows.length === 0
              ? 'ok'
              : `${rows.length} violation(s): ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? ' …' : ''}`,
        });
      }
      const rounds = await roundViolations(trx);
      results.push({
        name: 'every game round moved exactly its stake, payout or refund',
        ok: rounds.length === 0,
        detail:
          rounds.length === 0 ? 'ok' : `${rounds.length} violation(s): ${JSON.stringify(rounds.slice(0, 5))}`,
      });
      const settlements = await settlementViolations(trx);
      results.push({
        name: 'every paid agent settlement moved exactly its amount, once; no other has a posting',
        ok: settlements.length === 0,
        detail:
          settlements.length === 0
            ? 'ok'
            : `${settlements.length} violation(s): ${JSON.stringify(settlements.slice(0, 5))}`,
      });
      const bonuses = await bonusViolations(trx);
      results.push({
        name: 'every bonus was credited exactly its amount once, and every forfeit took back what it says',
        ok: bonuses.length === 0,
        detail:
          bonuses.length === 0
            ? 'ok'
            : `${bonuses.length} violation(s): ${JSON.stringify(bonuses.slice(0, 5))}`,
      });
      const missions = await missionViolations(trx);
      results.push({
        name: 'every mission claim paid its reward as one bonus, and no mission bonus was paid without a claim',
        ok: missions.length === 0,
        detail:
          missions.length === 0
            ? 'ok'
            : `${missions.length} violation(s): ${JSON.stringify(missions.slice(0, 5))}`,
      });
      const referrals = await referralViolations(trx);
      results.push({
        name: 'every referral reward was paid exactly its amount once, and no referral posting lacks a reward',
        ok: referrals.length === 0,
        detail:
          referrals.length === 0
            ? 'ok'
            : `${referrals.length} violation(s): ${JSON.stringify(referrals.slice(0, 5))}`,
      });
      const cashbacks = await cashbackViolations(trx);
      results.push({
        name: 'every claimed cashback day has exactly one CASHBACK posting of its amount, and no other posting',
        ok: cashbacks.length === 0,
        detail:
          cashbacks.length === 0
            ? 'ok'
            : `${cashbacks.length} violation(s): ${JSON.stringify(cashbacks.slice(0, 5))}`,
      });
      const vip = await vipViolations(trx);
      results.push({
        name: 'every VIP upgrade bonus was paid once by its upgrade, and every rank is the latest change',
        ok: vip.length === 0,
        detail: vip.length === 0 ? 'ok' : `${vip.length} violation(s): ${JSON.stringify(vip.slice(0, 5))}`,
      });
      const points = await pointsViolations(trx);
      results.push({
        name: 'every point earned, spent and refunded matches its posting, and every stock its redemptions',
        ok: points.length === 0,
        detail:
          points.length === 0 ? 'ok' : `${points.length} violation(s): ${JSON.stringify(points.slice(0, 5))}`,
      });
      const totals = await sql<{ accounts: string; transactions: string; entries: string }>`SELECT
        (SELECT count(*) FROM ledger_accounts)::text AS accounts,
        (SELECT count(*) FROM ledger_transactions)::text AS transactions,
        (SELECT count(*) FROM ledger_entries)::text AS entries`.execute(trx);
      const t = totals.rows[0];
      results.push({
        name: 'ledger size',
        ok: true,
        detail: `${t?.accounts} accounts, ${t?.transactions} transactions, ${t?.entries} entries`,
      });
      return { ok: results.every((result) => result.ok), checks: results };
    });
}
