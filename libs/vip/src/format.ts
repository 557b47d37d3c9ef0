import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@playfront/brand-config';
import { formatMoney } from '@playfront/ui-kit';
import { toMinorUnits } from '@playfront/wallet';

const localeOf = (language: string) => (language === 'cn' ? 'zh-CN' : language);

/** Formats wire amounts (minor units as strings) with the brand's currency symbol; reads no balance. */
export function useVipMoney(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const { currencySymbol } = useBrand();
  const locale = localeOf(i18n.language);
  return useCallback(
    (value) => formatMoney(toMinorUnits(value), { currencySymbol, locale }),
    [currencySymbol, locale],
  );
}

/** A cashback rate in hundredths of a percent as a percentage: 70 -> "0.70%", 120 -> "1.20%". */
export const formatRate = (rate: number): string => `${(rate / 100).toFixed(2)}%`;

/** How far `have` is towards `need`, 0..100 (100 when nothing is needed). */
export function percentOf(have: string, need: string): number {
  const target = Number(need);
  if (!(target > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((Number(have) / target) * 100)));
}
