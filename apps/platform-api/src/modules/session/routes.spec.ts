import { bearer, createTestApp, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // Limits are exercised by their own test below; the rest of the file logs in often.
  t = await createTestApp({ RATE_LOGIN_ACCOUNT_MAX: '1000', RATE_LOGIN_IP_MAX: '1000' });
});
afterAll(() => t.close());

const loginCall = async (payload: unknown, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers,
    payload: await t.seal(payload),
  });

describe('login by username', () => {
  it('logs in, stores only a hash of a 256-bit token, and reads member info', async () => {
    const response = await loginCall({ username: 'demo_member', password: 'Demo@2026' });
    expect(response.statusCode).toBe(200);
    const value = response.envelope.value as {
      token: string;
      firstTimeLogin: boolean;
      passwordExpired: boolean;
    };
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.firstTimeLogin).toBe(true);
    expect(value.passwordExpired).toBe(false);
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === value.token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);

    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.statusCode).toBe(200);
    expect(info.envelope.value).toMatchObject({
      account: 'demo_member',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
      email: 'de***@playfront.example',
      mobileNum: '+84 91****678',
      memberLabel: [{ labelName: 'New player' }, { labelName: 'Verified' }],
    });
    const again = await loginCall({ username: 'DEMO_MEMBER', password: 'Demo@2026' });
    expect((again.envelope.value as { firstTimeLogin: boolean }).firstTimeLogin).toBe(false);
  });

  it('refuses credentials sent in clear', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo_member', password: 'Demo@2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.envelope.code).toBe('encryption_required');
  });

  it('refuses tampered, foreign-key and stale payloads', async () => {
    const sealed = await t.seal({ username: 'demo_member', password: 'Demo@2026' });
    const tampered = { ...sealed, data: Buffer.from('x'.repeat(40)).toString('base64') };
    const r1 = await t.call({ method: 'POST', url: '/wps/session/login', payload: tampered });
    expect(r1.envelope.code).toBe('decryption_failed');
    const r2 = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...sealed, kid: 'other' },
    });
    expect(r2.envelope.code).toBe('decryption_failed');
    t.clock.advance(10 * 60_000);
    const r3 = await t.call({ method: 'POST', url: '/wps/session/login', payload: sealed });
    expect(r3.statusCode).toBe(400);
    expect(r3.envelope.code).toBe('decryption_failed');
  });

  it('validates the decrypted payload', async () => {
    const response = await loginCall({ username: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.envelope.code).toBe('validation_failed');
    expect((response.envelope.value as { fields: Array<{ field: string }> }).fields[0].field).toBe(
      'username',
    );
  });

  it('gives the same reply for an unknown user and a wrong password', async () => {
    const unknown = await loginCall({ username: 'nobody_here', password: 'Whatever1' }, '10.0.1.1');
    const wrong = await loginCall({ username: 'demo_agent', password: 'Wrong@2026' }, '10.0.1.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.envelope.code).toBe('invalid_credentials');
  });

  it('requires a captcha after 3 failures in 15 minutes and refuses captcha bypass', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 2; i += 1) {
      const r = await loginCall({ username: 'demo_member', password: 'bad' }, ip);
      expect(r.envelope.value).toEqual({ captchaRequired: false });
    }
    const third = await loginCall({ username: 'demo_member', password: 'bad' }, ip);
    expect(third.envelope.value).toEqual({ captchaRequired: true });

    const noCaptcha = await loginCall({ username: 'demo_member', password: 'Demo@2026' }, ip);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.envelope).toMatchObject({ code: 'captcha_required', value: { captchaRequired: true } });

    const guess = await loginCall({ username: 'demo_member', password: 'Demo@2026', captcha: '99999' }, ip);
    expect(guess.envelope.code).toBe('captcha_invalid');

    const image = await t.call({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    const id = String(image.headers['x-captcha-id']);
    const answer = t.lastCaptcha();
    const fromElsewhere = await loginCall(
      { username: 'demo_member', password: 'Demo@2026', captcha: answer },
      '10.9.9.9',
      { 'x-captcha-id': id },
    );
    expect(fromElsewhere.envelope.code).toBe('captcha_invalid');

    const image2 = await t.call({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    const id2 = String(image2.headers['x-captcha-id']);
    const answer2 = t.lastCaptcha();
    const solved = await loginCall({ username: 'demo_member', password: 'Demo@2026', captcha: answer2 }, ip, {
      'x-captcha-id': id2,
    });
    expect(solved.statusCode).toBe(200);
    const cookieReplay = await loginCall(
      { username: 'demo_member', password: 'Demo@2026', captcha: answer2 },
      ip,
      {
        cookie: `pf_captcha=${id2}`,
      },
    );
    expect(cookieReplay.statusCode).toBe(200);
    // Success cleared the failures, so no captcha is needed any more.
    expect(
      await t.db
        .selectFrom('login_failures')
        .selectAll()
        .where('account_key', 'like', '%demo_member')
        .execute(),
    ).toEqual([]);
  });

  it('limits failed logins per account; successful logins do not use the budget', async () => {
    const limited = await createTestApp({ RATE_LOGIN_ACCOUNT_MAX: '2', RATE_LOGIN_IP_MAX: '100' });
    try {
      const attempt = async (password: string) =>
        limited.call({
          method: 'POST',
          url: '/wps/session/login',
          payload: await limited.seal({ username: 'demo_member', password }),
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt('Demo@2026')).statusCode).toBe(200);
      const wrong = await attempt('Wrong@2026');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.envelope.code).toBe('invalid_credentials');
      expect((await attempt('Wrong@2026')).statusCode).toBe(401);
      const locked = await attempt('Demo@2026');
      expect(locked.statusCode).toBe(429);
      expect(locked.envelope.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('invalidates the token at logout', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const logout = await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.envelope.code).toBe('unauthorized');
    const again = await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('refuses calls without or with a malformed token', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: 'Bearer x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('expires after the idle timeout and after the absolute lifetime', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    t.clock.advance(29 * 60_000);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(200);
    t.clock.advance(31 * 60_000);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(401);

    const busy = await t.login('demo_member', 'Demo@2026');
    for (let hour = 0; hour < 12; hour += 1) {
      t.clock.advance(25 * 60_000);
      await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(busy) });
      t.clock.advance(25 * 60_000);
      await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(busy) });
      t.clock.advance(10 * 60_000);
    }
    expect((await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(busy) })).statusCode).toBe(
      401,
    );
  });
});

describe('forced password change', () => {
  it('forces a change for the default password and restricts the session until then', async () => {
    const response = await loginCall(
      { username: 'demo_newbie', password: t.config.defaultPassword },
      '10.0.3.1',
    );
    expect(response.envelope.value).toMatchObject({
      passwordExpired: true,
      forceChangeReason: 'default_password',
    });
    const token = (response.envelope.value as { token: string }).token;
    const unread = await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: bearer(token) });
    expect(unread.statusCode).toBe(403);
    expect(unread.envelope.code).toBe('password_change_required');
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect((info.envelope.value as { passwordChangeRequired: boolean }).passwordChangeRequired).toBe(true);
  });

  it('forces a change for an expired password only when the operator turns PWDEXPFORCECHANGE3 on', async () => {
    await t.db
      .updateTable('users')
      .set({ password_changed_at: new Date(t.clock.now.getTime() - 100 * 86_400_000) })
      .where('username', '=', 'demo_member')
      .execute();
    const off = await loginCall({ username: 'demo_member', password: 'Demo@2026' }, '10.0.3.2');
    expect(off.envelope.value).toMatchObject({ passwordExpired: false });
    const headers = { 'x-operator-key': OPERATOR_KEY };
    await t.call({
      method: 'PUT',
      url: '/wps/admin/setting/password-expiry',
      headers,
      payload: { days: 90 },
    });
    const flagOff = await loginCall({ username: 'demo_member', password: 'Demo@2026' }, '10.0.3.2');
    expect(flagOff.envelope.value).toMatchObject({ passwordExpired: false });
    await t.call({
      method: 'PUT',
      url: '/wps/admin/whitelabel/PWDEXPFORCECHANGE3',
      headers,
      payload: { enabled: 1 },
    });
    const on = await loginCall({ username: 'demo_member', password: 'Demo@2026' }, '10.0.3.2');
    expect(on.envelope.value).toMatchObject({ passwordExpired: true, forceChangeReason: 'expired' });
    await t.call({
      method: 'PUT',
      url: '/wps/admin/whitelabel/PWDEXPFORCECHANGE3',
      headers,
      payload: { enabled: 0 },
    });
  });
});

describe('free play', () => {
  it('creates a trial account of type 4 that cannot use member-only actions', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'android', platform: 'W' },
    });
    expect(response.statusCode).toBe(200);
    const value = response.envelope.value as { token: string; accountType: number };
    expect(value.accountType).toBe(4);
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect((info.envelope.value as { type: number }).type).toBe(4);
    const change = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(value.token),
      payload: await t.seal({ oldPassword: 'x', newPassword: 'Abcdef123', confirmNewPassword: 'Abcdef123' }),
    });
    expect(change.statusCode).toBe(403);
    expect(change.envelope.code).toBe('in_need_true_account');
  });
});
