import { CODE_ALPHABET, randomCode } from './crypto';

describe('randomCode', () => {
  it('gives codes of the alphabet, none repeated, across the refills of its 4 KiB of drawn bytes', () => {
    // 1,000 codes of 10 use 10,000 bytes: the drawn bytes are refilled twice on the way.
    const codes = Array.from({ length: 1000 }, () => randomCode(CODE_ALPHABET, 10));
    expect(codes.every((code) => /^[A-HJ-NP-Z2-9]{10}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Each of the 32 characters about 312 times in 10,000 (a fixed sequence, or bytes reused, would not be).
    const counts = new Map<string, number>();
    for (const char of codes.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    expect(Math.min(...counts.values())).toBeGreaterThan(200);
    expect(Math.max(...counts.values())).toBeLessThan(430);
  });

  it('refuses a code longer than its drawn bytes', () => {
    expect(() => randomCode(CODE_ALPHABET, 4097)).toThrow(RangeError);
    expect(randomCode('AB', 4096)).toMatch(/^[AB]{4096}$/);
  });
});
