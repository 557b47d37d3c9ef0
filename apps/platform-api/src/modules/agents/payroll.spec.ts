import type { ContractTerms } from '@playfront/api-contract';
import { payrollFor } from './payroll';
import type { TeamFigures } from './payroll';

const figures = (over: Partial<TeamFigures>): TeamFigures => ({
  validBet: 0n,
  payout: 0n,
  lostStake: 0n,
  wonStake: 0n,
  activeMembers: 0,
  ...over,
});

// The worked examples of docs/agents.md.
describe('what a contract pays for one period', () => {
  const dailyWage: ContractTerms = {
    kind: 'DAILY_WAGE',
    tiers: [
      { betAmount: '10000', rateBps: 50 },
      { betAmount: '50000', rateBps: 100 },
      { betAmount: '200000', rateBps: 150 },
    ],
  };

  it('daily and hourly wage: valid bet × the rate of the highest tier reached, rounded down', () => {
    // 700.00 bet reaches the 500.00 tier (1 %): 7.00.
    expect(payrollFor(dailyWage, figures({ validBet: 70_000n }))).toEqual({
      amount: 700n,
      rateBps: 100,
      tier: 1,
    });
    // 123.45 reaches only the first tier (0.5 %): 0.61725 -> 0.61.
    expect(payrollFor(dailyWage, figures({ validBet: 12_345n }))).toEqual({
      amount: 61n,
      rateBps: 50,
      tier: 0,
    });
    // Below every tier: nothing.
    expect(payrollFor(dailyWage, figures({ validBet: 9_999n }))).toEqual({
      amount: 0n,
      rateBps: null,
      tier: null,
    });
    const hourly: ContractTerms = { ...dailyWage, kind: 'HOURLY_WAGE' };
    expect(payrollFor(hourly, figures({ validBet: 250_000n })).amount).toBe(3_750n);
  });

  it('dividend: the team loss × the rate of the highest tier whose three thresholds are all reached', () => {
    const terms: ContractTerms = {
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      tiers: [
        { validBet: '100000', teamLoss: '10000', activeMembers: 2, rateBps: 1000 },
        { validBet: '500000', teamLoss: '50000', activeMembers: 5, rateBps: 2000 },
      ],
    };
    // Bet 6,000.00, paid out 5,200.00: the team lost 800.00 with 4 active members: tier 1 only (10 %).
    expect(payrollFor(terms, figures({ validBet: 600_000n, payout: 520_000n, activeMembers: 4 }))).toEqual({
      amount: 8_000n,
      rateBps: 1000,
      tier: 0,
    });
    // Same with 5 active members: tier 2 (20 %): 160.00.
    expect(
      payrollFor(terms, figures({ validBet: 600_000n, payout: 520_000n, activeMembers: 5 })).amount,
    ).toBe(16_000n);
    // The team won: no tier's loss threshold is reached, nothing is paid.
    expect(payrollFor(terms, figures({ validBet: 600_000n, payout: 700_000n, activeMembers: 9 }))).toEqual({
      amount: 0n,
      rateBps: null,
      tier: null,
    });
  });

  it('a dividend tier with no loss threshold still pays nothing on a winning period', () => {
    const terms: ContractTerms = {
      kind: 'DIVIDEND',
      period: 'DAILY',
      tiers: [{ validBet: '0', teamLoss: '0', activeMembers: 0, rateBps: 1000 }],
    };
    expect(payrollFor(terms, figures({ validBet: 1_000n, payout: 1_000n })).amount).toBe(0n);
  });

  it('real-time salary: lost stakes × the loss rate + other stakes × the profit rate', () => {
    const terms: ContractTerms = { kind: 'REALTIME', profitRateBps: 20, lossRateBps: 50, singleBet: '1000' };
    // 300.00 staked on lost rounds, 400.00 on won ones: 1.50 + 0.80 = 2.30.
    expect(payrollFor(terms, figures({ validBet: 70_000n, lostStake: 30_000n, wonStake: 40_000n }))).toEqual({
      amount: 230n,
      rateBps: null,
      tier: null,
    });
    // Each part is rounded down on its own: 0.5 % of 0.99 is 0.00495 -> 0.
    expect(payrollFor(terms, figures({ lostStake: 99n })).amount).toBe(0n);
  });
});
