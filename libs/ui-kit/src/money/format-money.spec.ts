import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, 'P0.00'],
    [5, 'P0.05'],
    [99, 'P0.99'],
    [100, 'P1.00'],
    [123456, 'P1,234.56'],
    [-1234567, '-P12,345.67'],
    [-5, '-P0.05'],
    [100000000, 'P1,000,000.00'],
  ])('%p minor units -> %s', (minor, expected) => {
    expect(formatMoney(minor)).toBe(expected);
  });

  it('is exact for bigint beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatMoney(10n ** 15n + 1n)).toBe('P10,000,000,000,000.01');
    expect(formatMoney(-(2n ** 64n))).toBe('-P184,467,440,737,095,516.16');
    expect(formatMoney(9007199254740993n)).toBe('P90,071,992,547,409.93');
  });

  it('uses the given symbol and fraction digits', () => {
    expect(formatMoney(123456, { currencySymbol: '₫' })).toBe('₫1,234.56');
    expect(formatMoney(123456, { currencySymbol: '' })).toBe('1,234.56');
    expect(formatMoney(123456, { fractionDigits: 0 })).toBe('P123,456');
    expect(formatMoney(123456, { fractionDigits: 3 })).toBe('P123.456');
  });

  it('follows the locale for grouping and decimal marks', () => {
    expect(formatMoney(123456789, { locale: 'de-DE', currencySymbol: '€' })).toBe('€1.234.567,89');
  });

  it('rounds a fractional number to the nearest minor unit', () => {
    expect(formatMoney(12.6)).toBe('P0.13');
  });

  it('rejects non-finite numbers', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
