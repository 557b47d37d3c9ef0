import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@playfront/brand-config';
import { formatMoney } from '@playfront/ui-kit';
import { toMinorUnits } from '@playfront/wallet';
import type { PointsConfig } from '@playfront/api-contract';

const localeOf = (language: string) => (language === 'cn' ? 'zh-CN' : language);

/** Formats wire amounts (minor units as strings) with the brand's currency symbol. */
export function usePointsMoney(): (value: string | number | null | undefined) => string {
  const { i18n } = useTranslation();
  const { currencySymbol } = useBrand();
  const locale = localeOf(i18n.language);
  return useCallback(
    (value) =>
      formatMoney(toMinorUnits(value === null || value === undefined ? value : String(value)), {
        currencySymbol,
        locale,
      }),
    [currencySymbol, locale],
  );
}

/** Whole points with the reader's grouping: "12345" -> "12,345". */
export function usePointsFormat(): (value: string | number) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useCallback(
    (value) => {
      const text = String(value);
      const negative = text.startsWith('-');
      const digits = negative ? text.slice(1) : text;
      try {
        const grouped = BigInt(digits).toLocaleString(locale);
        return negative ? `-${grouped}` : grouped;
      } catch {
        return text;
      }
    },
    [locale],
  );
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The step of a conversion: the smallest number of points that buys a whole minor unit. */
export function convertStep(config: PointsConfig): bigint {
  const points = BigInt(config.exchange.points);
  const amount = BigInt(config.exchange.amount);
  if (amount === 0n) return points;
  return points / gcd(points, amount);
}

export type ConvertCheck =
  | { ok: true; points: bigint; amount: bigint }
  | { ok: false; reason: 'empty' | 'format' | 'min' | 'step' | 'balance' };

/** Checks a number of points to convert (as typed) against the minimum, the step and the balance. */
export function checkConvert(input: string, config: PointsConfig, balance: string | undefined): ConvertCheck {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (!/^[1-9][0-9]{0,11}$/.test(text)) return { ok: false, reason: 'format' };
  const points = BigInt(text);
  if (points < BigInt(config.minConvert)) return { ok: false, reason: 'min' };
  if (points % convertStep(config) !== 0n) return { ok: false, reason: 'step' };
  if (balance !== undefined && points > BigInt(balance)) return { ok: false, reason: 'balance' };
  return {
    ok: true,
    points,
    amount: (points * BigInt(config.exchange.amount)) / BigInt(config.exchange.points),
  };
}

/** Minor units a number of points buys (rounded down; exact for a valid conversion). */
export function pointsToMinor(points: bigint, config: PointsConfig): bigint {
  return (points * BigInt(config.exchange.amount)) / BigInt(config.exchange.points);
}

/**
 * The text to show for a failed call: the translated message every failed call carries (api-client's
 * ApiError), else `fallback`. The same rule as api-client's `errorMessage`, kept here so that this lazy chunk
 * imports nothing more of the chunks the home route loads (one more importer of api-error would split it out
 * into a file of its own on the first download).
 */
export function pageErrorText(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && Array.isArray((error as { fields?: unknown }).fields)
    ? message
    : fallback;
}
