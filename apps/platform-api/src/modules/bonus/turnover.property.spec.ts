import fc from 'fast-check';
import { allocateTurnover } from './turnover';
import type { TurnoverBonus, TurnoverRound } from './turnover';

/**
 * Turnover accounting: whatever the bonuses and rounds, a bonus never counts more than it requires, never a
 * round settled before it was granted, never more than the rounds' weighted stakes, and counting the rounds
 * in one go or in any number of batches gives the same result.
 */
const categories = ['SLOT', 'LIVE', 'SPORTS', 'LOTTERY'];

const bonusArb = fc
  .array(
    fc.record({
      grantedAt: fc.integer({ min: 0, max: 1_000 }),
      required: fc.bigInt({ min: 0n, max: 50_000n }),
      weights: fc.record({
        SLOT: fc.integer({ min: 0, max: 10_000 }),
        LIVE: fc.integer({ min: 0, max: 10_000 }),
        SPORTS: fc.integer({ min: 0, max: 10_000 }),
      }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((list) => list.map((b, index): TurnoverBonus => ({ id: String(index + 1), done: 0n, ...b })));

const roundArb = fc
  .array(
    fc.record({
      category: fc.constantFrom(...categories),
      stake: fc.bigInt({ min: 1n, max: 20_000n }),
      settledAt: fc.integer({ min: 0, max: 1_200 }),
    }),
    { maxLength: 40 },
  )
  .map((list) => list.map((r, index): TurnoverRound => ({ id: String(index + 1), ...r })));

/** Counts `rounds` in batches cut at `cuts`, carrying only each bonus's done amount between batches. */
function inBatches(bonuses: TurnoverBonus[], rounds: TurnoverRound[], cuts: number[]) {
  const sorted = [...rounds].sort((a, b) => a.settledAt - b.settledAt || Number(a.id) - Number(b.id));
  let state = bonuses.map((b) => ({ ...b }));
  const completed = new Map<string, number>();
  let start = 0;
  for (const cut of [...cuts.map((c) => Math.min(c, sorted.length)).sort((a, b) => a - b), sorted.length]) {
    const result = allocateTurnover(
      state.filter((b) => b.done < b.required || b.required === 0n),
      sorted.slice(start, cut),
    );
    for (const [id, at] of result.completedAt) completed.set(id, at);
    state = state.map((b) => ({ ...b, done: result.done.get(b.id) ?? b.done }));
    start = Math.max(start, cut);
  }
  return { done: new Map(state.map((b) => [b.id, b.done])), completed };
}

describe('turnover allocation', () => {
  it('never counts more than required, a round before the grant, or more than the weighted stakes', () => {
    fc.assert(
      fc.property(bonusArb, roundArb, (bonuses, rounds) => {
        const { done, completedAt } = allocateTurnover(bonuses, rounds);
        let counted = 0n;
        for (const bonus of bonuses) {
          const got = done.get(bonus.id) ?? 0n;
          expect(got).toBeGreaterThanOrEqual(0n);
          expect(got).toBeLessThanOrEqual(bonus.required);
          counted += got;
          // Only rounds settled once it existed, in categories it weighs, can have counted.
          const eligible = rounds
            .filter((r) => r.settledAt >= bonus.grantedAt)
            .reduce((sum, r) => sum + (r.stake * BigInt(bonus.weights[r.category] ?? 0)) / 10_000n, 0n);
          expect(got).toBeLessThanOrEqual(eligible);
          if (completedAt.has(bonus.id)) {
            expect(got).toBe(bonus.required);
            expect(completedAt.get(bonus.id)).toBeGreaterThanOrEqual(bonus.grantedAt);
          } else if (bonus.required > 0n) {
            expect(got).toBeLessThan(bonus.required);
          }
        }
        // At most the whole stake of every round counts (weights are at most 100 %).
        expect(counted).toBeLessThanOrEqual(rounds.reduce((sum, r) => sum + r.stake, 0n));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result counted at once or in batches', () => {
    fc.assert(
      fc.property(
        bonusArb,
        roundArb,
        fc.array(fc.nat({ max: 40 }), { maxLength: 4 }),
        (bonuses, rounds, cuts) => {
          const once = allocateTurnover(bonuses, rounds);
          const batched = inBatches(bonuses, rounds, cuts);
          for (const bonus of bonuses) {
            expect(batched.done.get(bonus.id)).toBe(once.done.get(bonus.id) ?? bonus.done);
          }
          expect(new Map([...batched.completed].sort())).toEqual(new Map([...once.completedAt].sort()));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('fills the oldest bonus first and moves the rest of a stake on', () => {
    const slotsOnly = { SLOT: 10_000 };
    const { done, completedAt } = allocateTurnover(
      [
        { id: '1', grantedAt: 0, required: 1_000n, done: 0n, weights: slotsOnly },
        { id: '2', grantedAt: 5, required: 1_000n, done: 0n, weights: { SLOT: 5_000 } },
      ],
      [
        { id: '10', category: 'SLOT', stake: 1_500n, settledAt: 10 },
        { id: '11', category: 'LIVE', stake: 9_000n, settledAt: 11 },
      ],
    );
    // 1,000 of the 1,500 complete the first; the other 500 count half (250) for the second; LIVE counts 0.
    expect(done.get('1')).toBe(1_000n);
    expect(completedAt.get('1')).toBe(10);
    expect(done.get('2')).toBe(250n);
    expect(completedAt.has('2')).toBe(false);
  });
});
