import { FIXTURE_MARGIN } from '@playfront/api-contract';
import { esportsTeams, fixtureOdds, fixtureOutcome, footballTeams, probabilities } from './model';

describe('fixture odds', () => {
  const pairs = (teams: typeof footballTeams) =>
    teams.flatMap((home) => teams.filter((away) => away !== home).map((away) => [home, away] as const));

  it('carries at least the documented margin on every market: implied probabilities sum to >= 1.05', () => {
    for (const [kind, teams] of [
      ['SPORTS', footballTeams],
      ['ESPORTS', esportsTeams],
    ] as const) {
      for (const [home, away] of pairs(teams)) {
        const p = probabilities(kind, home.strength, away.strength);
        expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
        const odds = fixtureOdds(kind, home.strength, away.strength, FIXTURE_MARGIN);
        const prices = [odds.home, odds.away, ...(odds.draw === null ? [] : [odds.draw])];
        const overround = prices.reduce((sum, price) => sum + 100 / price, 0);
        expect(overround).toBeGreaterThanOrEqual(1 + FIXTURE_MARGIN - 1e-12);
        expect(overround).toBeLessThan(1.12);
        // Each pick returns at most 1 / 1.05 of its stakes in the long run.
        expect((p.home * odds.home) / 100).toBeLessThanOrEqual(1 / (1 + FIXTURE_MARGIN) + 1e-12);
        expect((p.away * odds.away) / 100).toBeLessThanOrEqual(1 / (1 + FIXTURE_MARGIN) + 1e-12);
        expect(odds.draw === null).toBe(kind === 'ESPORTS');
      }
    }
  });

  it('makes the stronger side the favourite', () => {
    const odds = fixtureOdds('SPORTS', 88, 52, FIXTURE_MARGIN);
    expect(odds.home).toBeLessThan(odds.away);
  });
});

describe('fixture outcomes', () => {
  it('follows the published probabilities and gives a score that agrees with the outcome', () => {
    const n = 20_000;
    const tally = { HOME: 0, DRAW: 0, AWAY: 0, cancelled: 0 };
    for (let index = 0; index < n; index += 1) {
      const outcome = fixtureOutcome('SPORTS', `seed-${index}`, `SPORTS:${index}`, 80, 60);
      if (outcome.cancelled) {
        tally.cancelled += 1;
        expect(outcome.score).toBeNull();
        continue;
      }
      tally[outcome.outcome!] += 1;
      const [home, away] = outcome.score!.split('-').map(Number);
      expect(Math.sign(home - away)).toBe(
        outcome.outcome === 'HOME' ? 1 : outcome.outcome === 'AWAY' ? -1 : 0,
      );
    }
    const p = probabilities('SPORTS', 80, 60);
    const played = n - tally.cancelled;
    // Within 4 standard deviations of the expected counts.
    for (const pick of ['HOME', 'DRAW', 'AWAY'] as const) {
      const expected = played * { HOME: p.home, DRAW: p.draw, AWAY: p.away }[pick];
      expect(Math.abs(tally[pick] - expected)).toBeLessThan(4 * Math.sqrt(expected));
    }
    expect(Math.abs(tally.cancelled - n * 0.02)).toBeLessThan(4 * Math.sqrt(n * 0.02));
  });

  it('is fixed by the seed: the same seed gives the same result', () => {
    expect(fixtureOutcome('ESPORTS', 'x', 'ESPORTS:1', 70, 70)).toEqual(
      fixtureOutcome('ESPORTS', 'x', 'ESPORTS:1', 70, 70),
    );
  });
});
