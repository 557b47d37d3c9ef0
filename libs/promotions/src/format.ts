import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '@playfront/api-contract';
import { useBrand } from '@playfront/brand-config';
import { formatMoney } from '@playfront/ui-kit';
import { toMinorUnits } from '@playfront/wallet';

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix ms as `yyyy-MM-dd hh:mm` in the reader's time zone (the notices' date format without seconds). */
export function formatPromotionTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A promotion's period in words: "start to end", or open-ended. */
export function usePeriod(): (startsAt: number, endsAt: number | null) => string {
  const { t } = useTranslation();
  return useCallback(
    (startsAt, endsAt) =>
      endsAt === null
        ? t('promo_period_open', { start: formatPromotionTime(startsAt) })
        : t('promo_period', { start: formatPromotionTime(startsAt), end: formatPromotionTime(endsAt) }),
    [t],
  );
}

const localeOf = (language: string) => (language === 'cn' ? 'zh-CN' : language);

/**
 * Formats wire amounts (minor units as strings) with the brand's currency symbol. Unlike the wallet's
 * `useMoney` it reads no balance, so a visitor's page makes no member call.
 */
export function usePromotionMoney(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const { currencySymbol } = useBrand();
  const locale = localeOf(i18n.language);
  return useCallback(
    (value) => formatMoney(toMinorUnits(value), { currencySymbol, locale }),
    [currencySymbol, locale],
  );
}

/** Basis points as a percentage: 10000 -> "100%", 1250 -> "12.5%". */
export function formatBps(bps: number, language = 'en'): string {
  return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(bps / 100)}%`;
}

/** The translation key of a status chip (spec §4). */
export const statusKey = (status: ActivityStatus) => `promo_status_${status}`;
