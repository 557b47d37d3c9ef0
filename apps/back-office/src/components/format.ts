import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultBrand } from '@playfront/brand-config';
import { isLanguage, languageTags } from '@playfront/i18n';
import { formatMoney } from '@playfront/ui-kit';

/** Minor units per major unit: two decimals (spec §9). */
const FRACTION_DIGITS = 2;

/** An amount of minor units from the wire (a string of digits, maybe signed), or null when not one. */
export function toMinorUnits(value: string | number | bigint | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : null;
  return /^-?\d{1,20}$/.test(value.trim()) ? BigInt(value.trim()) : null;
}

/**
 * Reads an amount typed in major units ("1,234.5", "-20") as minor units: at most two decimals, digit
 * grouping commas allowed; null when it is not such an amount. A sign only where `signed`.
 */
export function parseMajorAmount(text: string, { signed = false } = {}): bigint | null {
  const trimmed = text.trim().replace(/,/g, '');
  const match = /^([-+])?(\d{1,15})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (sign === '-' && !signed) return null;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(FRACTION_DIGITS, '0'));
  return sign === '-' ? -minor : minor;
}

/** The operator's locale for numbers and dates (the BCP 47 tag of the back office's language). */
export const localeOf = (language: string): string => (isLanguage(language) ? languageTags[language] : 'en');

export interface Formatters {
  /** Money from minor units, with the brand's currency symbol ('—' when there is no amount). */
  money: (minor: string | number | bigint | null | undefined) => string;
  /** A Unix-ms moment, date and time in the operator's time zone. */
  dateTime: (ms: number | null | undefined) => string;
  /** A whole number with digit grouping. */
  count: (value: number) => string;
  /** A whole number from the wire (a string of digits, exact past 2^53), with digit grouping. */
  whole: (value: string) => string;
}

export function formatters(language: string): Formatters {
  const locale = localeOf(language);
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const countFormat = new Intl.NumberFormat(locale);
  return {
    money: (minor) => {
      const value = toMinorUnits(minor);
      return value === null
        ? '—'
        : formatMoney(value, {
            currencySymbol: defaultBrand.currencySymbol,
            locale,
            fractionDigits: FRACTION_DIGITS,
          });
    },
    dateTime: (ms) => (ms === null || ms === undefined ? '—' : dateTimeFormat.format(new Date(ms))),
    count: (value) => countFormat.format(value),
    whole: (value) => {
      const exact = toMinorUnits(value);
      return exact === null ? value : countFormat.format(exact);
    },
  };
}

/** The formatters of the language the operator reads. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => formatters(language), [language]);
}
