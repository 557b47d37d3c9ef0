import type { ContractTerms } from '@playfront/api-contract';
import type { RoundTotals } from '../games';

/**
 * What a team did in a settlement window: the settled real-money rounds of the contract's downline agent
 * and everyone below it (docs/agents.md).
 */
export type TeamFigures = Omit<RoundTotals, 'key'>;

export interface PayrollResult {
  amount: bigint;
  /** The rate applied in basis points (the tier's, or null for a real-time salary, which has two). */
  rateBps: number | null;
  /** Index of the tier reached, null when none (or for a real-time salary). */
  tier: number | null;
}

const BPS = 10_000n;
const share = (base: bigint, rateBps: number) => (base * BigInt(rateBps)) / BPS;

/** The team's loss (the house's win): valid bet minus payouts; negative when the team won. */
export const teamLoss = (figures: TeamFigures): bigint => figures.validBet - figures.payout;

/** The highest tier whose every threshold the figures reach (tiers rise; see terms.ts). */
function reachedTier<T>(tiers: T[], reached: (tier: T) => boolean): number | null {
  let found: number | null = null;
  tiers.forEach((tier, index) => {
    if (reached(tier)) found = index;
  });
  return found;
}

/**
 * What a contract pays for one window, rounded down to the minor unit (the remainder stays with the payer):
 * - daily and hourly wage: valid bet × the rate of the highest tier whose bet amount it reaches;
 * - dividend: the team's loss × the rate of the highest tier whose valid bet, team loss and active members
 *   it all reaches; nothing when the team won;
 * - real-time salary: stakes of lost rounds × the loss rate + stakes of the other rounds × the profit rate,
 *   counting only rounds of at least the single-bet stake (the figures are taken that way).
 */
export function payrollFor(terms: ContractTerms, figures: TeamFigures): PayrollResult {
  switch (terms.kind) {
    case 'REALTIME':
      return {
        amount: share(figures.lostStake, terms.lossRateBps) + share(figures.wonStake, terms.profitRateBps),
        rateBps: null,
        tier: null,
      };
    case 'DAILY_WAGE':
    case 'HOURLY_WAGE': {
      const tier = reachedTier(terms.tiers, (t) => figures.validBet >= BigInt(t.betAmount));
      if (tier === null) return { amount: 0n, rateBps: null, tier };
      const rateBps = terms.tiers[tier].rateBps;
      return { amount: share(figures.validBet, rateBps), rateBps, tier };
    }
    case 'DIVIDEND': {
      const loss = teamLoss(figures);
      const tier = reachedTier(
        terms.tiers,
        (t) =>
          figures.validBet >= BigInt(t.validBet) &&
          loss >= BigInt(t.teamLoss) &&
          figures.activeMembers >= t.activeMembers,
      );
      if (tier === null) return { amount: 0n, rateBps: null, tier };
      const rateBps = terms.tiers[tier].rateBps;
      return { amount: loss > 0n ? share(loss, rateBps) : 0n, rateBps, tier };
    }
  }
}
