export interface FormatMoneyOptions {
  /** Symbol before the amount. */
  currencySymbol?: string;
  /** BCP 47 locale for the digit grouping and decimal mark. */
  locale?: string;
  /** Digits after the decimal mark; minor units are 10^fractionDigits of a major unit. */
  fractionDigits?: number;
}

const separatorsCache = new Map<string, { decimal: string; formatter: Intl.NumberFormat }>();

function separators(locale: string) {
  let entry = separatorsCache.get(locale);
  if (!entry) {
    const formatter = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    entry = { decimal, formatter };
    separatorsCache.set(locale, entry);
  }
  return entry;
}

/**
 * Formats integer minor units (cents) as `P1,234.56`. All arithmetic is on bigint, so amounts past
 * Number.MAX_SAFE_INTEGER stay exact; a non-integer number is rounded to the nearest minor unit.
 */
export function formatMoney(minorUnits: number | bigint, options: FormatMoneyOptions = {}): string {
  const { currencySymbol = 'P', locale = 'en-US', fractionDigits = 2 } = options;
  if (typeof minorUnits === 'number' && !Number.isFinite(minorUnits)) {
    throw new RangeError(`formatMoney needs a finite amount, got ${minorUnits}`);
  }
  const value = typeof minorUnits === 'bigint' ? minorUnits : BigInt(Math.round(minorUnits));
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const digits = Math.max(0, Math.floor(fractionDigits));
  const scale = 10n ** BigInt(digits);
  const { decimal, formatter } = separators(locale);
  const whole = formatter.format(magnitude / scale);
  const fraction = digits > 0 ? decimal + (magnitude % scale).toString().padStart(digits, '0') : '';
  return `${negative ? '-' : ''}${currencySymbol}${whole}${fraction}`;
}
