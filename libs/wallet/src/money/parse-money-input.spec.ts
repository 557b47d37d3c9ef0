import { checkAmountLimits, minorUnitsToInput, parseMoneyInput } from '../index';

describe('parseMoneyInput', () => {
  it.each([
    ['200', 20000n],
    ['200.5', 20050n],
    ['200.50', 20050n],
    ['0.01', 1n],
    ['.5', 50n],
    ['7.', 700n],
    ['  1,234.56 ', 123456n],
    ['1,000,000', 100000000n],
    ['+3', 300n],
    ['0001.10', 110n],
    ['9999999999999999.99', 999999999999999999n],
    // Beyond 2^53: exact, never rounded through a float.
    ['90071992547409.93', 9007199254740993n],
  ])('reads %j as %s minor units', (text, expected) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['1.234', 'decimals'],
    ['0.001', 'decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['.', 'invalid'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['1,23', 'invalid'],
    ['12,345,67', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1 000', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['0x10', 'invalid'],
    ['10000000000000000', 'too_large'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, error });
  });
});

describe('checkAmountLimits', () => {
  const limits = { min: 10000n, max: 5000000n, available: 100000n };
  it('accepts the bounds themselves', () => {
    expect(checkAmountLimits(10000n, limits)).toBeNull();
    expect(checkAmountLimits(100000n, limits)).toBeNull();
  });
  it('names the first limit broken', () => {
    expect(checkAmountLimits(9999n, limits)).toBe('below_min');
    expect(checkAmountLimits(5000001n, limits)).toBe('above_max');
    expect(checkAmountLimits(100001n, limits)).toBe('above_balance');
    expect(checkAmountLimits(1n, {})).toBeNull();
  });
});

describe('minorUnitsToInput', () => {
  it('writes minor units back as decimal text', () => {
    expect(minorUnitsToInput(123456n)).toBe('1234.56');
    expect(minorUnitsToInput(5n)).toBe('0.05');
    expect(minorUnitsToInput(-120n)).toBe('-1.20');
  });
});
