import { bearer, createTestApp, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { base32Decode, totp } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_ACCOUNT_MAX: '1000',
    RATE_LOGIN_IP_MAX: '1000',
    RATE_SMS_MOBILE_MAX: '100',
  });
});
afterAll(() => t.close());

const MEMBER = { username: 'demo_member', password: 'Demo@2026' };
const MOBILE_KEY = '+84912345678';
const EMAIL = 'demo.member@playfront.example';

interface Challenge {
  id: string;
  factors: string[];
  mobileNum: string | null;
  email: string | null;
  expiresInSeconds: number;
}

const setCheck = (enabled: boolean) =>
  t.call({
    method: 'PUT',
    url: '/wps/admin/setting/login-device-check',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { enabled },
  });

const deviceCookie = (setCookie: string | string[] | undefined): string => {
  const header = Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? '');
  const match = /pf_device=([A-Za-z0-9_-]+)/.exec(header);
  if (!match) throw new Error(`no device cookie in ${header}`);
  return `pf_device=${match[1]}`;
};

const loginFrom = async (ip: string, cookie?: string) =>
  t.call({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: await t.seal(MEMBER),
  });

const challengeFrom = async (ip: string): Promise<Challenge> => {
  const response = await loginFrom(ip);
  expect(response.statusCode).toBe(200);
  const value = response.envelope.value as { challenge?: Challenge; token?: string };
  expect(value.token).toBeUndefined();
  return value.challenge!;
};

const verify = (ip: string, challengeId: string, factor: string, answer: string) =>
  t.call({
    method: 'POST',
    url: '/wps/session/device/verify',
    remoteAddress: ip,
    payload: { challengeId, factor, answer },
  });

const sendCode = (ip: string, challengeId: string, factor: 'sms' | 'email') =>
  t.call({
    method: 'POST',
    url: '/wps/session/device/code',
    remoteAddress: ip,
    payload: { challengeId, factor },
  });

const lastCode = async (to: string): Promise<string> => {
  const outbox = await t.call({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const body = (outbox.envelope.value as Array<{ body: string }>)[0]?.body ?? '';
  return /(\d{6})/.exec(body)?.[1] ?? '';
};

describe('login from a new device', () => {
  it('is off by default; the operator route needs the operator key', async () => {
    const plain = await loginFrom('10.1.0.1');
    expect(plain.statusCode).toBe(200);
    expect((plain.envelope.value as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refused = await t.call({
      method: 'PUT',
      url: '/wps/admin/setting/login-device-check',
      payload: { enabled: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('asks only a new device or address for a second factor once the brand turns the check on', async () => {
    await setCheck(false);
    const first = await loginFrom('10.1.0.2');
    const cookie = deviceCookie(first.headers['set-cookie']);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect((await setCheck(true)).envelope.value).toEqual({ enabled: true });

    const known = await loginFrom('10.1.0.2', cookie);
    expect((known.envelope.value as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const [ip, withCookie] of [
      ['10.1.0.2', false],
      ['10.1.0.3', true],
    ] as const) {
      const held = await loginFrom(ip, withCookie ? cookie : undefined);
      const value = held.envelope.value as { challenge: Challenge; token?: string };
      expect(value.token).toBeUndefined();
      expect(value.challenge).toMatchObject({
        factors: ['sms', 'email', 'bank'],
        mobileNum: '+84 91****678',
        email: 'de***@playfront.example',
        expiresInSeconds: 600,
      });
    }
    // A wrong password is still just a wrong password.
    const wrong = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '10.1.0.9',
      payload: await t.seal({ ...MEMBER, password: 'Wrong@2026x' }),
    });
    expect(wrong.envelope.code).toBe('invalid_credentials');
  });

  it('passes with the SMS code, registers the device, and refuses the used challenge again', async () => {
    await setCheck(true);
    const challenge = await challengeFrom('10.2.0.1');
    expect((await sendCode('10.2.0.1', challenge.id, 'sms')).envelope.value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(MOBILE_KEY);
    expect(code).toMatch(/^\d{6}$/);
    const passed = await verify('10.2.0.1', challenge.id, 'sms', code);
    expect(passed.statusCode).toBe(200);
    const token = (passed.envelope.value as { token: string }).token;
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect((info.envelope.value as { account: string }).account).toBe('demo_member');

    const replay = await verify('10.2.0.1', challenge.id, 'sms', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.envelope.code).toBe('device_challenge_invalid');
  });

  it('passes with the e-mail code; an SMS code does not answer the e-mail factor', async () => {
    await setCheck(true);
    const challenge = await challengeFrom('10.3.0.1');
    await sendCode('10.3.0.1', challenge.id, 'email');
    const code = await lastCode(EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    const mixed = await verify('10.3.0.1', challenge.id, 'sms', code);
    expect(mixed.envelope.code).toBe('device_answer_wrong');
    const passed = await verify('10.3.0.1', challenge.id, 'email', code);
    expect(passed.statusCode).toBe(200);
    expect((passed.envelope.value as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('passes with the bank account name, compared without case or extra spaces', async () => {
    await setCheck(true);
    const challenge = await challengeFrom('10.4.0.1');
    expect((await verify('10.4.0.1', challenge.id, 'bank', 'Someone Else')).envelope.code).toBe(
      'device_answer_wrong',
    );
    const passed = await verify('10.4.0.1', challenge.id, 'bank', '  demo   MEMBER ');
    expect(passed.statusCode).toBe(200);
  });

  it('counts wrong answers: the fifth voids the challenge, even for the right answer after it', async () => {
    await setCheck(true);
    const challenge = await challengeFrom('10.5.0.1');
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(String((await verify('10.5.0.1', challenge.id, 'bank', `nobody ${i}`)).envelope.code));
    }
    expect(codes).toEqual([...Array(4).fill('device_answer_wrong'), 'device_challenge_invalid']);
    const late = await verify('10.5.0.1', challenge.id, 'bank', 'Demo Member');
    expect(late.envelope.code).toBe('device_challenge_invalid');
  });

  it('expires after ten minutes, answers only the address that logged in, and offers only bound factors', async () => {
    await setCheck(true);
    const challenge = await challengeFrom('10.6.0.1');
    const elsewhere = await verify('10.6.0.2', challenge.id, 'bank', 'Demo Member');
    expect(elsewhere.envelope.code).toBe('device_challenge_invalid');
    const noApp = await verify('10.6.0.1', challenge.id, 'totp', '123456');
    expect(noApp.envelope.code).toBe('device_factor_unavailable');
    t.clock.advance(11 * 60_000);
    const late = await verify('10.6.0.1', challenge.id, 'bank', 'Demo Member');
    expect(late.envelope.code).toBe('device_challenge_invalid');
  });
});

describe('authenticator app', () => {
  it('enables with a code, passes a challenge with a computed code, refuses its replay, and disables', async () => {
    await setCheck(false);
    const token = await t.login(MEMBER.username, MEMBER.password, '10.7.0.1');
    const auth = bearer(token);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/security/totp', headers: auth })).envelope.value,
    ).toEqual({ enabled: false });
    const setup = await t.call({ method: 'POST', url: '/wps/member/security/totp/setup', headers: auth });
    const { secret, otpauthUri, qrSvg } = setup.envelope.value as {
      secret: string;
      otpauthUri: string;
      qrSvg: string;
    };
    expect(otpauthUri).toBe(
      `otpauth://totp/Playfront%3Ademo_member?secret=${secret}&issuer=Playfront&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg/);
    const stored = await t.db.selectFrom('member_totp').select('secret_sealed').executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(secret);
    const key = base32Decode(secret);

    const wrong = await t.call({
      method: 'POST',
      url: '/wps/member/security/totp/enable',
      headers: auth,
      payload: { code: '000000' === totp(key, t.clock.now.getTime()) ? '111111' : '000000' },
    });
    expect(wrong.envelope.code).toBe('totp_code_invalid');
    const enabled = await t.call({
      method: 'POST',
      url: '/wps/member/security/totp/enable',
      headers: auth,
      payload: { code: totp(key, t.clock.now.getTime()) },
    });
    expect(enabled.envelope.value).toEqual({ enabled: true });
    const again = await t.call({ method: 'POST', url: '/wps/member/security/totp/setup', headers: auth });
    expect(again.envelope.code).toBe('totp_already_enabled');

    await setCheck(true);
    t.clock.advance(30_000);
    const challenge = await challengeFrom('10.7.0.2');
    expect(challenge.factors).toEqual(['sms', 'email', 'totp', 'bank']);
    const code = totp(key, t.clock.now.getTime());
    expect((await verify('10.7.0.2', challenge.id, 'totp', code)).statusCode).toBe(200);
    const replayed = await challengeFrom('10.7.0.3');
    expect((await verify('10.7.0.3', replayed.id, 'totp', code)).envelope.code).toBe('device_answer_wrong');

    t.clock.advance(30_000);
    const disabled = await t.call({
      method: 'POST',
      url: '/wps/member/security/totp/disable',
      headers: auth,
      payload: { code: totp(key, t.clock.now.getTime()) },
    });
    expect(disabled.envelope.value).toEqual({ enabled: false });
    await setCheck(false);
  });

  it('needs a session', async () => {
    const response = await t.call({ method: 'POST', url: '/wps/member/security/totp/setup' });
    expect(response.statusCode).toBe(401);
  });
});
