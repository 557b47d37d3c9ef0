// What the deposit page reads of a 403 `affordability_check` refusal before it loads the dialog's chunk.

/** The figures of a 403 `affordability_check` refusal (`value.details.params`, minor units). */
export interface AffordabilityFigures {
  netDeposits: string;
  amount: string;
  threshold: string;
  days: number;
}

/** The figures of a refusal's `value`, when it is an affordability check with well-formed ones. */
export function affordabilityFigures(value: unknown): AffordabilityFigures | null {
  const details = (value as { details?: { key?: unknown; params?: Record<string, unknown> } } | null)
    ?.details;
  const params = details?.params;
  if (details?.key !== 'affordability_refusal' || !params) return null;
  const money = (name: string) => {
    const raw = params[name];
    return typeof raw === 'string' && /^-?[0-9]{1,18}$/.test(raw) ? raw : null;
  };
  const netDeposits = money('netDeposits');
  const amount = money('amount');
  const threshold = money('threshold');
  if (netDeposits === null || amount === null || threshold === null) return null;
  return { netDeposits, amount, threshold, days: typeof params['days'] === 'number' ? params['days'] : 30 };
}
