/** A bonus as the turnover allocation sees it. */
export interface TurnoverBonus {
  id: string;
  grantedAt: number;
  required: bigint;
  done: bigint;
  /** Category -> basis points of a stake that count (absent: 0). */
  weights: Record<string, number>;
}

/** A settled real-money round not counted yet. */
export interface TurnoverRound {
  id: string;
  category: string;
  stake: bigint;
  settledAt: number;
}

export interface Allocation {
  /** Turnover done of every bonus after the rounds (bonuses the rounds did not touch keep theirs). */
  done: Map<string, bigint>;
  /** Bonuses the rounds completed, with the settlement time of the round that completed each. */
  completedAt: Map<string, number>;
}

const BPS = 10_000n;

/**
 * Plays rounds through bonuses' turnover requirements, first granted first: each round's stake goes to the
 * oldest unfinished bonus granted by the time the round settled whose weights count its category; what
 * completes a bonus flows on to the next with the stake it did not need. A weighted amount is rounded down
 * (never in the member's favour by a fraction). Counting rounds in one call or spread over many gives the
 * same result, so turnover can be brought up to date at any moment.
 */
export function allocateTurnover(
  bonuses: readonly TurnoverBonus[],
  rounds: readonly TurnoverRound[],
): Allocation {
  const order = [...bonuses].sort(
    (a, b) => a.grantedAt - b.grantedAt || (BigInt(a.id) < BigInt(b.id) ? -1 : 1),
  );
  const done = new Map(order.map((bonus) => [bonus.id, bonus.done]));
  const completedAt = new Map<string, number>();
  const sorted = [...rounds].sort(
    (a, b) => a.settledAt - b.settledAt || (BigInt(a.id) < BigInt(b.id) ? -1 : 1),
  );
  for (const round of sorted) {
    let stake = round.stake;
    for (const bonus of order) {
      if (stake <= 0n) break;
      const weight = BigInt(bonus.weights[round.category] ?? 0);
      const current = done.get(bonus.id) ?? 0n;
      if (bonus.grantedAt > round.settledAt || weight === 0n || current >= bonus.required) continue;
      const need = bonus.required - current;
      const counted = (stake * weight) / BPS;
      if (counted < need) {
        done.set(bonus.id, current + counted);
        stake = 0n;
        break;
      }
      done.set(bonus.id, bonus.required);
      completedAt.set(bonus.id, round.settledAt);
      // The stake that was needed (rounded up), and the rest moves on.
      stake -= (need * BPS + weight - 1n) / weight;
    }
  }
  return { done, completedAt };
}
