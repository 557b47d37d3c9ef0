// Test and story entry of @playfront/vip (`@playfront/vip/testing`): the six default ranks, a member's
// standing, and MSW handlers of the VIP call, shared by its specs and stories.
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { VipMemberStatus, VipOverview, VipRank } from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { baseHandlers, memberInfo } from '@playfront/auth-session/testing';
import type { HandlerOptions } from '@playfront/auth-session/testing';

const rates = (uplift: number) => ({
  LIVE: 70 + uplift,
  SPORTS: 100 + uplift,
  FISH: 120 + uplift,
  RNG: 120 + uplift,
  PVP: 100 + uplift,
});

const rank = (
  level: number,
  name: string,
  minDeposit: string,
  minValidBet: string,
  dailyWithdrawalLimit: string | null,
  upgradeBonus: string,
): VipRank => ({
  level,
  name,
  minDeposit,
  minValidBet,
  dailyWithdrawalLimit,
  upgradeBonus,
  cashbackRates: rates((level - 1) * 10),
});

/** The six ranks every brand starts with (docs/vip.md), Gold and above with a cashback uplift. */
export const vipRanks: VipRank[] = [
  rank(1, 'Bronze', '0', '0', '5000000', '0'),
  rank(2, 'Silver', '100000', '500000', '10000000', '8800'),
  rank(3, 'Gold', '500000', '2500000', '20000000', '28800'),
  rank(4, 'Platinum', '2000000', '10000000', '50000000', '88800'),
  rank(5, 'Diamond', '5000000', '30000000', '100000000', '288800'),
  rank(6, 'Crown', '20000000', '100000000', null, '888800'),
];

/** A Gold member on the way to Platinum: deposits 12,000.00 of 20,000.00, bets 62,000.00 of 100,000.00. */
export const goldMember: VipMemberStatus = {
  level: 3,
  name: 'Gold',
  windowDays: 30,
  deposits: '1200000',
  validBet: '6200000',
  progress: {
    nextLevel: 4,
    nextName: 'Platinum',
    depositNeeded: '800000',
    validBetNeeded: '3800000',
  },
};

/** A Crown member: the top rank, no next one. */
export const crownMember: VipMemberStatus = {
  level: 6,
  name: 'Crown',
  windowDays: 30,
  deposits: '25000000',
  validBet: '130000000',
  progress: null,
};

/** What the VIP call answers: a visitor gets no `member`. */
export const vipOverview = (member: VipMemberStatus | null, ranks = vipRanks): VipOverview => ({
  windowDays: 30,
  ranks,
  member,
});

export interface VipHandlerOptions {
  /** The member's standing (default Gold); a request without a token gets none. */
  member?: VipMemberStatus;
  ranks?: VipRank[];
  /** Counts the VIP calls. */
  calls?: { vip: number; memberInfo: number };
  /** Options of the session handlers (member info's club label, flags). */
  session?: HandlerOptions;
}

/** The VIP call on an in-memory brand: the member's standing with a bearer token, none without. */
export function vipHandlers({ member = goldMember, ranks, calls }: VipHandlerOptions = {}): HttpHandler[] {
  return [
    http.get('*/wps/vip', ({ request }) => {
      if (calls) calls.vip += 1;
      const signedIn = (request.headers.get('Authorization') ?? '').startsWith('Bearer ');
      return okReply(vipOverview(signedIn ? member : null, ranks));
    }),
  ];
}

/**
 * The VIP call plus the session calls the page makes (member info of a signed-in reader, with its club
 * label from `session.member`); with `calls`, member info calls are counted too.
 */
export const vipStoryHandlers = (options: VipHandlerOptions = {}): HttpHandler[] => [
  ...vipHandlers(options),
  http.get('*/wps/member/info', () => {
    if (options.calls) options.calls.memberInfo += 1;
    return okReply(memberInfo(options.session?.member));
  }),
  ...baseHandlers(options.session),
];

/** The VIP call failing (the error state). */
export const failingVipHandler = (status = 500, code = 'internal_error') =>
  http.get('*/wps/vip', () => errorReply(status, code));

/** The VIP call never answering (the loading state). */
export const pendingVipHandler = () =>
  http.get('*/wps/vip', async () => {
    await delay('infinite');
    return okReply(null);
  });
