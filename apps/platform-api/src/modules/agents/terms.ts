import type { ContractKind, ContractTerms, FieldError } from '@playfront/api-contract';

/** The rates of a contract that a downline's contract of the same kind may not exceed. */
export function ratesOf(terms: ContractTerms): number[] {
  switch (terms.kind) {
    case 'REALTIME':
      return [terms.profitRateBps, terms.lossRateBps];
    default:
      return [Math.max(...terms.tiers.map((tier) => tier.rateBps))];
  }
}

/**
 * Whether `terms` pays more than `ceiling` (the upline's own contract of the kind) on any rate: the top tier
 * rate of a tiered contract, the profit and the loss rate of a real-time salary.
 */
export function exceeds(terms: ContractTerms, ceiling: ContractTerms | null): boolean {
  if (!ceiling) return true;
  const mine = ratesOf(terms);
  const theirs = ratesOf(ceiling);
  return mine.some((rate, index) => rate > theirs[index]);
}

/**
 * What the schema cannot say about terms: tiers in rising order (every threshold at least the one before,
 * one of them higher, and a rate no lower), and a rate above zero.
 */
export function termsErrors(terms: ContractTerms): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string, key: string, message: string) => errors.push({ field, key, message });
  if (terms.kind === 'REALTIME') {
    if (terms.profitRateBps === 0 && terms.lossRateBps === 0) {
      fail('terms.profitRateBps', 'contract_rate_zero', 'A contract pays at least one rate above zero');
    }
    return errors;
  }
  const tiers = terms.tiers as Array<Record<string, string | number>>;
  const thresholds = Object.keys(tiers[0]).filter((key) => key !== 'rateBps');
  tiers.forEach((tier, index) => {
    if (Number(tier['rateBps']) === 0) {
      fail(`terms.tiers.${index}.rateBps`, 'contract_rate_zero', 'Every tier pays a rate above zero');
    }
    if (index === 0) return;
    const before = tiers[index - 1];
    const atLeast = thresholds.every((key) => BigInt(tier[key]) >= BigInt(before[key]));
    const higher = thresholds.some((key) => BigInt(tier[key]) > BigInt(before[key]));
    if (!atLeast || !higher || Number(tier['rateBps']) < Number(before['rateBps'])) {
      fail(
        `terms.tiers.${index}`,
        'contract_tiers_order',
        'Each tier asks more than the one before and pays no less',
      );
    }
  });
  return errors;
}

/** The brand setting that turns a kind of contract on. */
export const policyKey = {
  DIVIDEND: 'dividend',
  DAILY_WAGE: 'dailyWage',
  HOURLY_WAGE: 'hourlyWage',
  REALTIME: 'realtimeSalary',
} as const satisfies Record<ContractKind, string>;
