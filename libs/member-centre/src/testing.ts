// Test and story entry of @playfront/member-centre (`@playfront/member-centre/testing`): MSW handlers and
// fixtures of the member info, the payment password, the account record and the betting record, shared by
// the member centre's specs and stories.
import { delay, http } from 'msw';
import type { BetRound, BettingRecord } from '@playfront/api-contract';
import { okReply } from '@playfront/api-client/testing';

/** The signed-in member of every member-centre spec and story. */
export const demoMemberInfo = {
  id: 1,
  account: 'demo_member',
  userName: 'demo_member',
  nickname: 'Demo',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', rankLevel: 2 },
  memberLabel: [],
  mobileNum: '+84*****678' as string | null,
  email: 'd***@example.com' as string | null,
  referralCode: 'ABC',
  avatar: '',
  avatarType: 'STATIC',
  passwordChangeRequired: false,
};

/** GET /wps/member/info, after `delayMs` (a spec that watches the spinner). */
export const memberInfoHandler = (over: Partial<typeof demoMemberInfo> = {}, delayMs = 0) =>
  http.get('*/wps/member/info', async () => {
    if (delayMs > 0) await delay(delayMs);
    return okReply({ ...demoMemberInfo, ...over });
  });

/** GET /wps/member/payment-password. */
export const paymentPasswordHandler = (isSet = true) =>
  http.get('*/wps/member/payment-password', () => okReply({ isSet }));

/** GET /wps/member/transactions: an empty account record. */
export const emptyTransactionsHandler = () =>
  http.get('*/wps/member/transactions', () => okReply({ list: [], total: 0, page: 1, size: 20 }));

/** One round of the betting record: a settled real-money slot spin unless `over` says otherwise. */
export const betRound = (over: Partial<BetRound>): BetRound => ({
  roundId: 'R1',
  gameId: 1,
  gameName: 'Gates of Fortune',
  vendorCode: 'PP',
  gameCategory: 'RNG',
  mode: 'REAL',
  stake: '1000',
  payout: '2500',
  status: 'SETTLED',
  detail: 'Spin 10.00',
  createdAt: Date.UTC(2026, 0, 15, 9, 30),
  settledAt: Date.UTC(2026, 0, 15, 9, 30),
  ...over,
});

/** A betting-record page of `list`, with its totals. */
export const bettingRecord = (list: BetRound[], total = list.length): BettingRecord => ({
  list,
  total,
  totalStake: String(list.reduce((sum, r) => sum + BigInt(r.stake), 0n)),
  totalPayout: String(list.reduce((sum, r) => sum + BigInt(r.payout ?? '0'), 0n)),
});

/**
 * GET /wps/game/bettingRecord over `rounds`, filtered by the query's category and status. Unfiltered it
 * reports `unfilteredTotal` rounds in all (three pages of 20 by default), so paging can be tried.
 */
export const bettingRecordHandler = (
  rounds: BetRound[],
  {
    unfilteredTotal = 45,
    onQuery,
  }: { unfilteredTotal?: number; onQuery?: (query: URLSearchParams) => void } = {},
) =>
  http.get('*/wps/game/bettingRecord', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onQuery?.(query);
    const category = query.get('category');
    const status = query.get('status');
    const list = rounds.filter(
      (r) => (!category || r.gameCategory === category) && (!status || r.status === status),
    );
    return okReply(bettingRecord(list, category || status ? list.length : unfilteredTotal));
  });
