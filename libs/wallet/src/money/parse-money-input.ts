/** Why a typed amount was refused; each has a translated message `wallet_amount_<error>`. */
export type MoneyInputError = 'required' | 'invalid' | 'decimals' | 'negative' | 'zero' | 'too_large';

export type MoneyInputResult = { ok: true; value: bigint } | { ok: false; error: MoneyInputError };

/** Largest amount the wire accepts: 18 digits of minor units (PostgreSQL bigint, docs/api.md). */
export const MAX_MINOR_UNITS = 999_999_999_999_999_999n;

/**
 * The amount a player typed ("1,234.5", "200", " 0.07 ") as exact integer minor units (two decimals, spec
 * §9), with string arithmetic only: no float ever touches money. Thousands separators are accepted only in
 * their right places; more than two decimals, a sign, zero or more than the wire can carry are refused.
 */
export function parseMoneyInput(text: string): MoneyInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (/^-/.test(trimmed)) return { ok: false, error: 'negative' };
  const unsigned = trimmed.replace(/^\+/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(unsigned);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, error: 'invalid' };
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 18) return { ok: false, error: 'too_large' };
  const value = BigInt(digits);
  if (value === 0n) return { ok: false, error: 'zero' };
  return { ok: true, value };
}

/** Limits an amount must respect, in minor units; each is optional. */
export interface AmountLimits {
  min?: bigint;
  max?: bigint;
  /** What the player can spend (e.g. the main wallet balance). */
  available?: bigint;
}

export type AmountLimitError = 'below_min' | 'above_max' | 'above_balance';

/** The first limit an amount breaks, or null. Checked after parseMoneyInput, before anything is sent. */
export function checkAmountLimits(value: bigint, limits: AmountLimits): AmountLimitError | null {
  if (limits.min !== undefined && value < limits.min) return 'below_min';
  if (limits.max !== undefined && value > limits.max) return 'above_max';
  if (limits.available !== undefined && value > limits.available) return 'above_balance';
  return null;
}

/** Minor units as the plain decimal text a player would type back ("123456" -> "1234.56"). */
export function minorUnitsToInput(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
