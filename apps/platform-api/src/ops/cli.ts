import { sql } from 'kysely';
import type { Db } from '../db/types';
import {
  decideDeposit,
  decideWithdrawal,
  pendingDeposits,
  pendingWithdrawals,
} from '../modules/payments/service';
import type { MoneyEnv } from '../modules/payments/service';
import { AppError } from '../platform/errors';
import { reconcile } from './reconcile';

export const usage = `Usage: npm run ops -- <command>
  pending                          list pending deposits and withdrawals
  deposit approve|reject <ref>     decide a pending deposit
  withdrawal approve|reject <ref>  decide a pending withdrawal
  balances <username>              show a member's wallets
  reconcile                        check every ledger invariant (exit 1 on a violation)`;

const major = (minor: string) => {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
};

/** Runs one operator command; returns the process exit code. */
export async function runOps(env: MoneyEnv, args: string[], out: (line: string) => void): Promise<number> {
  const [command, action, reference] = args;
  try {
    switch (command) {
      case 'pending': {
        const deposits = await pendingDeposits(env);
        const withdrawals = await pendingWithdrawals(env);
        out(`Pending deposits (${deposits.length}):`);
        for (const d of deposits)
          out(`  ${d.reference}  user ${d.userId}  ${major(d.amount)}  ${d.channelCode}`);
        out(`Pending withdrawals (${withdrawals.length}):`);
        for (const w of withdrawals) {
          out(
            `  ${w.reference}  user ${w.userId}  ${major(w.amount)}  ${w.bankAccount.bankName} ${w.bankAccount.accountNumber}`,
          );
        }
        return 0;
      }
      case 'deposit':
      case 'withdrawal': {
        if ((action !== 'approve' && action !== 'reject') || !reference) break;
        const approve = action === 'approve';
        const result =
          command === 'deposit'
            ? await decideDeposit(env, reference, approve)
            : await decideWithdrawal(env, reference, approve);
        out(`${command} ${result.reference}: ${result.status} (${major(result.amount)})`);
        return 0;
      }
      case 'balances': {
        if (!action) break;
        const rows = await sql<{
          kind: string;
          code: string;
          balance: string;
        }>`SELECT a.kind, a.code, a.balance::text AS balance
          FROM ledger_accounts a JOIN users u ON u.id = a.user_id
          WHERE u.merchant_code = ${env.merchant} AND u.username_key = ${action.toLowerCase()} ORDER BY a.id`.execute(
          env.db,
        );
        if (rows.rows.length === 0) {
          out(`No wallets for ${action}`);
          return 1;
        }
        for (const row of rows.rows)
          out(
            `  ${(row.kind === 'VENDOR' ? row.code : row.kind).padEnd(8)} ${major(row.balance).padStart(16)}`,
          );
        return 0;
      }
      case 'reconcile': {
        const result = await reconcile(env.db, env.merchant);
        for (const check of result.checks)
          out(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
        out(result.ok ? 'Reconciliation: OK' : 'Reconciliation: VIOLATIONS FOUND');
        return result.ok ? 0 : 1;
      }
      default:
    }
  } catch (error) {
    if (error instanceof AppError) {
      out(`${error.code}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  out(usage);
  return 2;
}

export type { Db };
