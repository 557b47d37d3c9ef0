import { gameCategories } from '@playfront/api-contract';
import type { GameCategory, ProfitQuery, ProfitReport } from '@playfront/api-contract';
import type { Db } from '../../core/db';
import { validationError } from '../../core/errors';
import { roundTotalsByCategory } from '../games';
import { dayRange, ledgerTotalsByKind } from '../wallet';

/** Longest period one call reads. */
export const MAX_PROFIT_DAYS = 366;
const DAY_MS = 86_400_000;

/** Ledger kinds of an agent's income. */
const agentIncomeKinds = ['AGENT_DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY'];

/**
 * The member's profit and loss over the UTC days `from` to `to`: per game category the real-money rounds'
 * stakes (when placed) and payouts (when settled), then bonuses, cashback, referral rewards and agent
 * income as the ledger posted them on the member's main and vendor wallets, and the net of it all. Every
 * figure is a sum of the account record's entries of the same days (docs/api.md "Profit and loss").
 */
export async function profitReport(db: Db, userId: number, query: ProfitQuery): Promise<ProfitReport> {
  if (query.from > query.to) {
    throw validationError([
      { field: 'to', key: 'wallet_date_range_invalid', message: 'The start date is after the end date' },
    ]);
  }
  const range = dayRange(query.from, query.to);
  if (range.end.getTime() - range.start.getTime() > MAX_PROFIT_DAYS * DAY_MS) {
    throw validationError([
      {
        field: 'from',
        key: 'profit_range_too_long',
        message: `A period is at most ${MAX_PROFIT_DAYS} days`,
        params: { days: MAX_PROFIT_DAYS },
      },
    ]);
  }
  const [rounds, ledger] = await Promise.all([
    roundTotalsByCategory(db, userId, range.start, range.end),
    ledgerTotalsByKind(db, userId, range),
  ]);
  const kind = (...kinds: string[]) => kinds.reduce((sum, name) => sum + (ledger.get(name) ?? 0n), 0n);
  const categories = rounds
    .filter((row) => row.rounds > 0 || row.bets > 0n || row.payouts > 0n)
    .sort(
      (a, b) =>
        gameCategories.indexOf(a.category as GameCategory) -
        gameCategories.indexOf(b.category as GameCategory),
    )
    .map((row) => ({
      category: row.category as GameCategory,
      rounds: row.rounds,
      bets: row.bets.toString(),
      payouts: row.payouts.toString(),
      winLoss: (row.payouts - row.bets).toString(),
    }));
  const gamesWinLoss = rounds.reduce((sum, row) => sum + row.payouts - row.bets, 0n);
  const bonuses = kind('BONUS', 'BONUS_FORFEIT');
  const cashback = kind('CASHBACK');
  const referral = kind('REFERRAL_REWARD');
  const agentIncome = kind(...agentIncomeKinds);
  return {
    from: query.from,
    to: query.to,
    categories,
    gamesWinLoss: gamesWinLoss.toString(),
    bonuses: bonuses.toString(),
    cashback: cashback.toString(),
    referral: referral.toString(),
    agentIncome: agentIncome.toString(),
    unsettledBets: rounds.reduce((sum, row) => sum + row.open, 0n).toString(),
    net: (gamesWinLoss + bonuses + cashback + referral + agentIncome).toString(),
  };
}
