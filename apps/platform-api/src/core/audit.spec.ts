import { redact, redactRequest } from './audit';

describe('redact (what the audit trail may store)', () => {
  it('hides secrets at any depth and keeps the rest', () => {
    expect(
      redactRequest({
        username: 'fiona',
        password: 'x',
        nested: { code: '123456', totpCode: '1', reason: 'ok' },
        enc: 'sealed',
      }),
    ).toEqual({
      username: 'fiona',
      password: '[redacted]',
      nested: { code: '[redacted]', totpCode: '[redacted]', reason: 'ok' },
      enc: '[redacted]',
    });
  });

  it('keeps a code that names a thing (a vendor, an error) outside a request body', () => {
    expect(redact({ code: 'JL', reply: { code: 'not_found' }, otp: '1' })).toEqual({
      code: 'JL',
      reply: { code: 'not_found' },
      otp: '[redacted]',
    });
  });

  it('makes hostile strings storable in jsonb: no NUL, no lone surrogate, in keys too', () => {
    expect(redact({ 'a\u0000b': 'x\u0000y\ud800z' })).toEqual({ ab: 'xy\ufffdz' });
    expect(redact('\udc00\ud83d\ude00')).toBe('\ufffd\ud83d\ude00');
  });
});
