// MSW stand-in for GET /wps/profit, shared by the profit page's specs and stories through
// @playfront/member-centre/testing.
import { http } from 'msw';
import type { ProfitReport } from '@playfront/api-contract';
import { okReply } from '@playfront/api-client/testing';

/** A period with rounds in three categories, a bonus, cashback and a referral reward. */
export const profitReport = (over: Partial<ProfitReport> = {}): ProfitReport => ({
  from: '2026-11-19',
  to: '2026-11-25',
  categories: [
    { category: 'LIVE', rounds: 4, bets: '200000', payouts: '150000', winLoss: '-50000' },
    { category: 'FISH', rounds: 2, bets: '3000', payouts: '3000', winLoss: '0' },
    { category: 'RNG', rounds: 12, bets: '60000', payouts: '85000', winLoss: '25000' },
  ],
  gamesWinLoss: '-25000',
  bonuses: '5000',
  cashback: '1870',
  referral: '10000',
  agentIncome: '0',
  unsettledBets: '0',
  net: '-8130',
  ...over,
});

/** GET /wps/profit answering `report` for every period; `state.queries` lists the periods asked. */
export function profitBackend(
  report: (query: { from: string; to: string }) => ProfitReport = () => profitReport(),
) {
  const state = { queries: [] as Array<{ from: string; to: string }> };
  const handlers = [
    http.get('*/wps/v2/wallets/balance', () =>
      okReply({ sumBalance: '100000', mainBalance: '100000', currency: 'PHP', currencySymbol: 'P' }),
    ),
    http.get('*/wps/profit', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
      state.queries.push(query);
      return okReply({ ...report(query), ...query });
    }),
  ];
  return { state, handlers };
}
