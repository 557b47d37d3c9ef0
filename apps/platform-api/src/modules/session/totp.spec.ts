import { base32Decode, base32Encode, hotp, matchTotp, openSecret, sealSecret, totp } from './totp';

// RFC 6238 appendix B: the seeds are the ASCII digits "1234567890" repeated to the key length of each hash.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length), 'ascii');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s gives the test vectors of SHA1, SHA256 and SHA512', (seconds, sha1, sha256, sha512) => {
    expect(totp(seed(20), seconds * 1000, 8, 'sha1')).toBe(sha1);
    expect(totp(seed(32), seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totp(seed(64), seconds * 1000, 8, 'sha512')).toBe(sha512);
  });

  it('gives the RFC 4226 HOTP values for counters 0 to 2', () => {
    expect([0, 1, 2].map((counter) => hotp(seed(20), counter))).toEqual(['755224', '287082', '359152']);
  });

  it('accepts one step either side, refuses further, and refuses a step already used', () => {
    const key = seed(20);
    const at = 1_234_567_890_000;
    const code = totp(key, at);
    expect(matchTotp(key, code, at, null)).toBe(Math.floor(at / 30_000));
    expect(matchTotp(key, code, at + 30_000, null)).not.toBeNull();
    expect(matchTotp(key, code, at - 30_000, null)).not.toBeNull();
    expect(matchTotp(key, code, at + 90_000, null)).toBeNull();
    expect(matchTotp(key, code, at, Math.floor(at / 30_000))).toBeNull();
    expect(matchTotp(key, 'abcdef', at, null)).toBeNull();
  });

  it('round-trips base32 and sealed secrets', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
    const key = Buffer.alloc(32, 7);
    const sealed = sealSecret(key, seed(20));
    expect(sealed).not.toContain(base32Encode(seed(20)));
    expect(openSecret(key, sealed).equals(seed(20))).toBe(true);
  });
});
