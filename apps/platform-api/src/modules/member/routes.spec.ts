import { sql } from 'kysely';
import { bearer, createTestApp, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_SMS_MOBILE_MAX: '100', RATE_REGISTER_IP_MAX: '100' });
});
afterAll(() => t.close());

const sealedCall = async (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => t.call({ method, url, headers, payload: await t.seal(payload) });

/** The last code the outbox holds for a mobile key. */
const lastSmsCode = async (to: string): Promise<string> => {
  const outbox = await t.call({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const body = (outbox.envelope.value as Array<{ body: string }>)[0]?.body ?? '';
  return /(\d{6})/.exec(body)?.[1] ?? '';
};

const registration = {
  username: 'player01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  email: 'player01@example.com',
  birthday: '1990-01-01',
  registerMethod: 'WEB',
  login: true,
};

describe('register by username', () => {
  it('registers, logs in and records upline and referrer', async () => {
    const response = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      affiliateCode: 'AGENT01',
      referralCode: 'DEMO2026',
      domain: 'localhost',
    });
    expect(response.statusCode).toBe(200);
    const token = (response.envelope.value as { token: string }).token;
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(info.envelope.value).toMatchObject({ account: 'player01', type: 0, toUpline: true });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row.register_method).toBe('WEB');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.referred_by).not.toBeNull();
  });

  it('refuses a taken username, case-insensitively', async () => {
    const response = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'PLAYER01',
    });
    expect(response.statusCode).toBe(409);
    expect(response.envelope.code).toBe('username_taken');
  });

  it.each([
    ['username pattern', { username: '1player' }, 'username', 'reg_pattern_2'],
    ['username length', { username: 'abc' }, 'username', 'reg_pattern_2'],
    ['common password', { password: 'password1', confirmPassword: 'password1' }, 'password', 'password_weak'],
    ['common password', { password: 'aaaaaaa1', confirmPassword: 'aaaaaaa1' }, 'password', 'password_weak'],
    ['username', { password: 'player02', confirmPassword: 'player02' }, 'password', 'password_username'],
    [
      'username',
      { password: 'My-PLAYER02!', confirmPassword: 'My-PLAYER02!' },
      'password',
      'password_username',
    ],
    ['password length', { password: 'Short1', confirmPassword: 'Short1' }, 'password', 'reg_pattern_1'],
    ['e-mail format', { email: 'not-an-email' }, 'email', 'reg_pattern_4'],
    ['confirmation', { confirmPassword: 'Secret124' }, 'confirmPassword', 'inconsistent_twice'],
    ['missing username', { username: '' }, 'username', 'reg_required'],
  ])('enforces the %s rule server-side', async (_name, change, field, key) => {
    const response = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'player02',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.envelope.code).toBe('validation_failed');
    expect(
      (response.envelope.value as { fields: Array<{ field: string; key: string }> }).fields,
    ).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('accepts a long passphrase with spaces, unchanged, and logs in with it', async () => {
    const passphrase = 'correct horse battery staple on a quiet sunday morning by the old harbour';
    expect(passphrase.length).toBeGreaterThan(64);
    const response = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'phrase01',
      email: undefined,
      password: passphrase,
      confirmPassword: passphrase,
    });
    expect([response.statusCode, response.envelope.code]).toEqual([200, null]);
    await expect(t.login('phrase01', passphrase, '10.6.0.1')).resolves.toEqual(expect.any(String));
    await expect(t.login('phrase01', passphrase.slice(0, 64), '10.6.0.2')).rejects.toThrow();
  });

  it('refuses an unknown affiliate code and referral code', async () => {
    const affiliate = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'player03',
      affiliateCode: 'NOPE99',
    });
    expect(affiliate.envelope.code).toBe('invitation_code_error');
    const referral = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'player03',
      referralCode: 'NOPE9999',
    });
    expect(referral.envelope.code).toBe('referral_code_error');
  });

  it('checks affiliate codes', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/wps/agent/affiliate?code=AGENT01' })).envelope.value,
    ).toEqual({ valid: true });
    expect((await t.call({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE' })).envelope.value).toEqual({
      valid: false,
    });
    expect((await t.call({ method: 'GET', url: '/wps/agent/affiliate' })).statusCode).toBe(400);
  });

  it('requires the captcha when the operator turns it on', async () => {
    const rules = (await t.call({ method: 'GET', url: '/wps/system/setting/register/rules' })).envelope
      .value as Record<string, object>;
    await t.call({
      method: 'PUT',
      url: '/wps/admin/setting/register/rules',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { captcha: { ...rules['captcha'], enabled: true, required: true } },
    });
    const without = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'player04',
    });
    expect(without.envelope.code).toBe('captcha_invalid');
    const image = await t.call({ method: 'GET', url: '/wps/captcha' });
    const ok = await sealedCall(
      'PUT',
      '/wps/member/register',
      { ...registration, username: 'player04', captcha: t.lastCaptcha() },
      { 'x-captcha-id': String(image.headers['x-captcha-id']) },
    );
    expect(ok.statusCode).toBe(200);
    await t.call({
      method: 'PUT',
      url: '/wps/admin/setting/register/rules',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { captcha: rules['captcha'] },
    });
  });
});

describe('the age check at registration', () => {
  const operator = { 'x-operator-key': OPERATOR_KEY };
  let realNow: Date;
  beforeEach(() => {
    realNow = t.clock.now;
    // Late on the brand's (UTC) day: the date of birth counts on that day, whatever the time.
    t.clock.now = new Date('2026-11-25T23:30:00Z');
  });
  afterEach(() => {
    t.clock.now = realNow;
  });

  const fieldErrors = (response: { envelope: { value: unknown } }) =>
    (response.envelope.value as { fields: Array<{ field: string; key: string; params?: object }> }).fields;
  const storedBirthDate = async (username: string) =>
    (
      await t.db
        .selectFrom('users')
        .select(sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('day'))
        .where('username_key', '=', username)
        .executeTakeFirst()
    )?.day;
  const setRule = async (rule: object) =>
    t.call({ method: 'PUT', url: '/wps/admin/setting/register/rules', headers: operator, payload: rule });

  it('asks the date of birth by default and tells the form the minimum age', async () => {
    const settings = (await t.call({ method: 'GET', url: '/wps/system/setting/register' })).envelope
      .value as {
      minimumAge: number;
      rules: Record<string, { enabled: boolean; required: boolean }>;
    };
    expect(settings.minimumAge).toBe(18);
    expect(settings.rules['birthday']).toEqual(expect.objectContaining({ enabled: true, required: true }));
  });

  it('refuses 17 years and 364 days and stores nothing; accepts 18 today and stores the date', async () => {
    const young = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'young01',
      birthday: '2008-11-26',
    });
    expect([young.statusCode, young.envelope.code]).toEqual([400, 'validation_failed']);
    expect(fieldErrors(young)).toEqual([
      expect.objectContaining({
        field: 'birthday',
        key: 'reg_underage',
        params: expect.objectContaining({ age: 18 }),
      }),
    ]);
    expect(await storedBirthDate('young01')).toBeUndefined();

    const adult = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'adult01',
      birthday: '2008-11-25',
    });
    expect([adult.statusCode, adult.envelope.code]).toEqual([200, null]);
    expect(await storedBirthDate('adult01')).toBe('2008-11-25');
    const detail = await t.call({ method: 'GET', url: '/wps/admin/members/adult01', headers: operator });
    expect((detail.envelope.value as { birthDate: string | null }).birthDate).toBe('2008-11-25');
  });

  it.each([
    ['a missing date', undefined, 'reg_required'],
    ['a future date', '2026-11-26', 'reg_birthday_invalid'],
    ['a day that does not exist', '2023-02-30', 'reg_birthday_invalid'],
    ['another format', '25/11/1990', 'reg_birthday_invalid'],
  ])('refuses %s', async (_name, birthday, key) => {
    const response = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'dated01',
      birthday,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ field: 'birthday', key }));
    expect(await storedBirthDate('dated01')).toBeUndefined();
  });

  it("follows the brand's minimum age: 21 refuses 20", async () => {
    const before = (await t.call({ method: 'GET', url: '/wps/admin/setting/protection', headers: operator }))
      .envelope.value as Record<string, unknown>;
    const put = (payload: object) =>
      t.call({ method: 'PUT', url: '/wps/admin/setting/protection', headers: operator, payload });
    expect((await put({ ...before, minimumAge: 21 })).statusCode).toBe(200);
    try {
      const twenty = await sealedCall('PUT', '/wps/member/register', {
        ...registration,
        username: 'twenty01',
        birthday: '2006-01-01',
      });
      expect(fieldErrors(twenty)).toEqual([
        expect.objectContaining({
          field: 'birthday',
          key: 'reg_underage',
          params: expect.objectContaining({ age: 21 }),
        }),
      ]);
      const older = await sealedCall('PUT', '/wps/member/register', {
        ...registration,
        username: 'twentyone01',
        birthday: '2005-11-25',
      });
      expect(older.statusCode).toBe(200);
    } finally {
      await put(before);
    }
  });

  it('checks the mobile registration too, before the SMS code is used', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '944444444', countryDialingCode: '+84' },
    });
    const code = await lastSmsCode('+84944444444');
    const form = {
      mobileNum: '944444444',
      countryDialingCode: '+84',
      verificationCode: code,
      password: 'Mobile123',
    };
    const young = await sealedCall('PUT', '/wps/member/register/mobile', { ...form, birthday: '2010-05-05' });
    expect(fieldErrors(young)).toEqual([expect.objectContaining({ field: 'birthday', key: 'reg_underage' })]);
    expect(await storedBirthDate('944444444')).toBeUndefined();
    const adult = await sealedCall('PUT', '/wps/member/register/mobile', { ...form, birthday: '1980-02-29' });
    expect(adult.statusCode).toBe(200);
    expect(await storedBirthDate('944444444')).toBe('1980-02-29');
  });

  it('asks nothing and checks nothing when the operator turns the rule off', async () => {
    const rules = (await t.call({ method: 'GET', url: '/wps/system/setting/register/rules' })).envelope
      .value as Record<string, { enabled: boolean; required: boolean }>;
    const optional = await setRule({ birthday: { ...rules['birthday'], required: false } });
    expect(optional.statusCode).toBe(400);
    expect(fieldErrors(optional)).toEqual([expect.objectContaining({ field: 'birthday.required' })]);
    await setRule({ birthday: { ...rules['birthday'], enabled: false, required: false } });
    try {
      const child = await sealedCall('PUT', '/wps/member/register', {
        ...registration,
        username: 'nodate01',
        birthday: '2020-01-01',
      });
      expect(child.statusCode).toBe(200);
      expect(await storedBirthDate('nodate01')).toBeNull();
      const without = await sealedCall('PUT', '/wps/member/register', {
        ...registration,
        username: 'nodate02',
        birthday: undefined,
      });
      expect(without.statusCode).toBe(200);
    } finally {
      await setRule({ birthday: rules['birthday'] });
    }
  });
});

describe('mobile registration and SMS', () => {
  it('registers with an SMS code; the code is single use', async () => {
    const sms = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0987654321', countryDialingCode: '+84' },
    });
    expect(sms.envelope.value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode('+84987654321');
    expect(code).toMatch(/^\d{6}$/);
    const form = {
      mobileNum: '987654321',
      countryDialingCode: '+84',
      verificationCode: code,
      password: 'Mobile123',
      birthday: '1990-01-01',
    };
    const response = await sealedCall('PUT', '/wps/member/register/mobile', form);
    expect(response.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('mobile_key', '=', '+84987654321')
      .executeTakeFirstOrThrow();
    expect(user.username).toBe('987654321');
    const replay = await sealedCall('PUT', '/wps/member/register/mobile', {
      ...form,
      mobileNum: '987654321',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.envelope.code).toBe('sms_code_invalid');
  });

  it('refuses a wrong and an expired code', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '911111111', countryDialingCode: '84' },
    });
    const code = await lastSmsCode('+84911111111');
    const form = {
      mobileNum: '911111111',
      countryDialingCode: '+84',
      password: 'Mobile123',
      birthday: '1990-01-01',
    };
    const wrong = await sealedCall('PUT', '/wps/member/register/mobile', {
      ...form,
      verificationCode: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.envelope.code).toBe('sms_code_invalid');
    t.clock.advance(6 * 60_000);
    const expired = await sealedCall('PUT', '/wps/member/register/mobile', {
      ...form,
      verificationCode: code,
    });
    expect(expired.envelope.code).toBe('sms_code_invalid');
  });

  it('rate-limits SMS requests per number', async () => {
    const limited = await createTestApp();
    try {
      const send = () =>
        limited.call({
          method: 'POST',
          url: '/wps/verification/sms/register',
          payload: { mobileNo: '922222222', countryDialingCode: '+84' },
        });
      expect((await send()).statusCode).toBe(200);
      const second = await send();
      expect(second.statusCode).toBe(429);
      expect(second.envelope.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });

  it('validates mobile numbers and dialling codes', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '12ab', countryDialingCode: '+84' },
    });
    expect(bad.envelope.code).toBe('validation_failed');
    const country = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '912345670', countryDialingCode: '+999' },
    });
    expect(country.envelope.code).toBe('validation_failed');
  });

  it('logs in by SMS code once; a replayed code fails', async () => {
    const request = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    expect(request.statusCode).toBe(200);
    const code = await lastSmsCode('+84912345678');
    const payload = { username: '912345678', password: code, type: 'sms', countryDialingCode: '+84' };
    const first = await sealedCall('POST', '/wps/session/login', payload);
    expect(first.statusCode).toBe(200);
    const info = await t.call({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer((first.envelope.value as { token: string }).token),
    });
    expect((info.envelope.value as { account: string }).account).toBe('demo_member');
    const replay = await sealedCall('POST', '/wps/session/login', payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.envelope.code).toBe('sms_code_invalid');
  });

  it('answers sms_code_invalid, not invalid_credentials, for a wrong SMS code', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    const code = await lastSmsCode('+84912345678');
    const wrong = code === '000000' ? '111111' : '000000';
    const payload = { username: '912345678', password: wrong, type: 'sms', countryDialingCode: '+84' };
    const response = await sealedCall('POST', '/wps/session/login', payload);
    expect(response.statusCode).toBe(401);
    expect(response.envelope.code).toBe('sms_code_invalid');
    expect(response.envelope.value).toEqual({ captchaRequired: false });
    const password = await sealedCall('POST', '/wps/session/login', {
      username: 'demo_member',
      password: 'not-the-password',
      type: 'username',
    });
    expect(password.envelope.code).toBe('invalid_credentials');
  });

  it('answers the same for an unregistered number but sends nothing', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '933333333', countryDialingCode: '+84' },
    });
    expect(response.envelope.value).toEqual({ expiredMinutes: 5 });
    expect((await t.call({ method: 'GET', url: '/dev/outbox?to=%2B84933333333' })).envelope.value).toEqual(
      [],
    );
  });
});

describe('passwords', () => {
  it('changes the password, ends every session and refuses the old one', async () => {
    await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'changer01',
      email: undefined,
    });
    const token = await t.login('changer01', 'Secret123', '10.5.0.1');
    const other = await t.login('changer01', 'Secret123', '10.5.0.2');
    const wrongOld = await sealedCall(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Nope12345', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      bearer(token),
    );
    expect(wrongOld.envelope.code).toBe('invalid_credentials');
    const mismatch = await sealedCall(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better124' },
      bearer(token),
    );
    expect(mismatch.envelope.code).toBe('inconsistent_twice');
    const weak = await sealedCall(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'short', confirmNewPassword: 'short' },
      bearer(token),
    );
    expect(weak.envelope.code).toBe('validation_failed');
    for (const [newPassword, key] of [
      ['12345678', 'password_weak'],
      ['changer01-2026', 'password_username'],
    ]) {
      const refused = await sealedCall(
        'POST',
        '/wps/member/password',
        { oldPassword: 'Secret123', newPassword, confirmNewPassword: newPassword },
        bearer(token),
      );
      expect(refused.statusCode).toBe(400);
      expect((refused.envelope.value as { fields: unknown[] }).fields).toEqual([
        expect.objectContaining({ field: 'newPassword', key }),
      ]);
    }
    const clear = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
    });
    expect(clear.envelope.code).toBe('encryption_required');
    const done = await sealedCall(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      bearer(token),
    );
    expect(done.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(other) })).statusCode,
    ).toBe(401);
    await expect(t.login('changer01', 'Secret123', '10.5.0.3')).rejects.toThrow();
    await expect(t.login('changer01', 'Better123', '10.5.0.3')).resolves.toEqual(expect.any(String));
  });

  it('sends a reset link by e-mail (form-urlencoded) only when username and e-mail match', async () => {
    const post = (payload: string) =>
      t.call({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const match = await post('username=demo_member&email=demo.member%40playfront.example');
    const miss = await post('username=demo_member&email=other%40example.com');
    expect(match.statusCode).toBe(200);
    expect(match.body).toBe(miss.body);
    const mails = (await t.call({ method: 'GET', url: '/dev/outbox?to=demo.member%40playfront.example' }))
      .envelope.value as Array<{ body: string }>;
    expect(mails).toHaveLength(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0].body)?.[1] ?? '';
    const reset = await sealedCall('POST', '/wps/member/password/reset', {
      token,
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset1234',
    });
    expect(reset.statusCode).toBe(200);
    const again = await sealedCall('POST', '/wps/member/password/reset', {
      token,
      newPassword: 'Reset5678',
      confirmNewPassword: 'Reset5678',
    });
    expect(again.envelope.code).toBe('reset_token_invalid');
    expect((await post('username=demo_member')).envelope.code).toBe('validation_failed');
  });

  it('e-mails an absolute link that expires after 30 minutes; a reset ends every session', async () => {
    const ip = '10.9.0.1';
    const registered = await sealedCall('PUT', '/wps/member/register', {
      ...registration,
      username: 'resetter01',
      email: 'resetter01@example.com',
      login: false,
    });
    expect(registered.statusCode).toBe(200);
    const requestLink = async (): Promise<string> => {
      await t.call({
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=resetter01&email=resetter01%40example.com',
      });
      const [mail] = (await t.call({ method: 'GET', url: '/dev/outbox?to=resetter01%40example.com' }))
        .envelope.value as Array<{ body: string }>;
      const link = new RegExp(`${t.config.publicUrl}/reset-password\\?token=([A-Za-z0-9_-]+) `).exec(
        mail.body,
      );
      expect(link).not.toBeNull();
      return link?.[1] ?? '';
    };
    const reset = async (token: string, password: string) =>
      t.call({
        method: 'POST',
        url: '/wps/member/password/reset',
        remoteAddress: ip,
        payload: await t.seal({ token, newPassword: password, confirmNewPassword: password }),
      });

    const stale = await requestLink();
    t.clock.advance(30 * 60_000 + 1_000);
    expect((await reset(stale, 'Expired123')).envelope.code).toBe('reset_token_invalid');
    await expect(t.login('resetter01', 'Secret123', ip)).resolves.toEqual(expect.any(String));

    const session = await t.login('resetter01', 'Secret123', ip);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(session) })).statusCode,
    ).toBe(200);
    expect((await reset(await requestLink(), 'Fresh1234')).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(session) })).statusCode,
    ).toBe(401);
    await expect(t.login('resetter01', 'Fresh1234', ip)).resolves.toEqual(expect.any(String));
  });

  it('sets a password by phone with an SMS code', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', countryDialingCode: '+84' },
    });
    const code = await lastSmsCode('+84912345678');
    const form = {
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: code,
      newPassword: 'Phone1234',
    };
    const done = await sealedCall('POST', '/wps/member/password/verification', form);
    expect(done.statusCode).toBe(200);
    await expect(t.login('demo_member', 'Phone1234', '10.6.0.1')).resolves.toEqual(expect.any(String));
    const replay = await sealedCall('POST', '/wps/member/password/verification', {
      ...form,
      newPassword: 'Phone5678',
    });
    expect(replay.envelope.code).toBe('sms_code_invalid');
  });

  it('limits resets by phone per number, whatever the address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/wps/member/password/verification',
        remoteAddress: `10.8.0.${i + 1}`,
        payload: await t.seal({
          mobileNum: '987650001',
          countryDialingCode: '+84',
          verificationCode: String(100000 + i),
          newPassword: 'Phone1234',
        }),
      });
      codes.push(`${response.statusCode} ${response.envelope.code}`);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('400 sms_code_invalid'));
    expect(codes[5]).toBe('429 rate_limited');
  });
});

describe('member extras', () => {
  it('reads unread count, avatar and icon, and sets a static avatar', async () => {
    const token = await t.login('demo_agent', 'Agent@2026', '10.7.0.1');
    const member = await t.login('demo_member', 'Phone1234', '10.7.0.1');
    // The demo inbox: a broadcast, a bonus and two deposits (one of the VIP demo's) unread.
    expect(
      (await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: bearer(member) })).envelope
        .value,
    ).toEqual({ count: 4 });
    expect(
      (await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: bearer(token) })).envelope
        .value,
    ).toEqual({ count: 1 });
    expect((await t.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
    const icon = (await t.call({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(token) }))
      .envelope.value as { options: string[] };
    expect(icon.options).toContain('avatar-3');
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/wps/member/info/icon',
          headers: bearer(token),
          payload: { avatar: 'avatar-3' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: bearer(token) }))
        .envelope.value,
    ).toEqual({ avatar: 'avatar-3', avatarType: 'STATIC' });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/wps/member/info/icon',
          headers: bearer(token),
          payload: { avatar: '../etc' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores feedback up to 140 characters', async () => {
    const ok = await t.call({ method: 'PUT', url: '/wps/feedback', payload: { content: 'Great site' } });
    expect(ok.statusCode).toBe(200);
    expect(await t.db.selectFrom('feedback').select('content').execute()).toContainEqual({
      content: 'Great site',
    });
    const long = await t.call({ method: 'PUT', url: '/wps/feedback', payload: { content: 'x'.repeat(141) } });
    expect(long.statusCode).toBe(400);
    expect(long.envelope.code).toBe('validation_failed');
  });
});
