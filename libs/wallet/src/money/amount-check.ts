import type { TFunction } from 'i18next';
import { checkAmountLimits, parseMoneyInput } from './parse-money-input';
import type { AmountLimits } from './parse-money-input';

export type AmountCheck = { value: bigint; error: null } | { value: null; error: string };

/** Parses and checks a typed amount; the error is the translated message to show under the field. */
export function checkAmount(
  text: string,
  limits: AmountLimits,
  t: TFunction,
  format: (value: bigint) => string,
): AmountCheck {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) return { value: null, error: t(`wallet_amount_${parsed.error}`) };
  const broken = checkAmountLimits(parsed.value, limits);
  if (broken === 'below_min')
    return { value: null, error: t('wallet_amount_below_min', { min: format(limits.min ?? 0n) }) };
  if (broken === 'above_max')
    return { value: null, error: t('wallet_amount_above_max', { max: format(limits.max ?? 0n) }) };
  if (broken === 'above_balance')
    return {
      value: null,
      error: t('wallet_amount_above_balance', { available: format(limits.available ?? 0n) }),
    };
  return { value: parsed.value, error: null };
}
