import { decodeCustomerServicePath, whitelabelFlags } from '@playfront/api-contract';
import type { BrandResources } from '@playfront/api-contract';
import { operatorSignIn } from '../../testing/operators';
import { OPERATOR_KEY, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });
});
afterAll(() => t.close());

describe('system calls', () => {
  it('reports status 0 and lets the operator set maintenance and region restriction', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/system/status' })).envelope).toEqual({
      success: true,
      value: 0,
      message: null,
      code: null,
    });
    // Without the key the call is refused before its body is looked at, even a body that is not valid.
    const denied = await t.call({ method: 'PUT', url: '/wps/admin/system/status', payload: { status: 'x' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.envelope.code).toBe('forbidden');
    const wrongKey = await t.call({
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-operator-key': 'nope' },
      payload: { status: 1 },
    });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.envelope.code).toBe('forbidden');

    const set = await t.call({
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { status: 1, message: 'Back soon' },
    });
    expect(set.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/wps/system/status' })).envelope.value).toBe(1);
    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: await t.seal({ username: 'demo_member', password: 'Demo@2026' }),
    });
    expect(login.statusCode).toBe(403);
    expect(login.envelope.code).toBe('maintenance');

    await t.call({
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { status: 0, restrictedCountries: ['us'] },
    });
    expect((await t.call({ method: 'GET', url: '/wps/system/status' })).envelope.value).toBe(0);
    const fromUs = await t.call({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(fromUs.envelope.value).toBe(2);
    const permission = await t.call({
      method: 'GET',
      url: '/wps/system/permission',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(permission.envelope.value).toMatchObject({
      location: { country: 'US' },
      regionRestriction: { restricted: true, countries: ['US'] },
    });
    await t.call({
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { status: 0, restrictedCountries: [] },
    });
  });

  it('rejects an unknown status value with validation_failed', async () => {
    const response = await t.call({
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { status: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.envelope.code).toBe('validation_failed');
  });

  it('tells the portal which agent contract kinds the brand offers', async () => {
    const policy = { dividend: false, dailyWage: true, hourlyWage: false, realtimeSalary: true };
    await t.db
      .insertInto('brand_settings')
      .values({
        merchant_code: t.config.merchantCode,
        key: 'agentPolicy',
        value: JSON.stringify(policy),
        updated_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'key']).doUpdateSet({ value: JSON.stringify(policy) }))
      .execute();
    try {
      const response = await t.call({ method: 'GET', url: '/wps/system/permission' });
      expect(response.statusCode).toBe(200);
      expect((response.envelope.value as { agentPolicy: unknown }).agentPolicy).toEqual(policy);
    } finally {
      await t.db
        .deleteFrom('brand_settings')
        .where('merchant_code', '=', t.config.merchantCode)
        .where('key', '=', 'agentPolicy')
        .execute();
    }
  });

  it('serves permission info with every part', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/wps/system/permission?host=localhost',
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(200);
    const value = response.envelope.value as Record<string, unknown>;
    expect(Object.keys(value).sort()).toEqual(
      [
        'agentPolicy',
        'brand',
        'customerService',
        'gtagId',
        'imageCDNs',
        'launchGameCDNs',
        'licence',
        'location',
        'maintenance',
        'regionRestriction',
        'registerRules',
        'resources',
        'whitelabel',
      ].sort(),
    );
    expect(value['location']).toEqual({ ip: '10.1.2.3', country: null });
    expect(value['licence']).toBe('Playfront demo brand. Licensed and regulated for demonstration only.');
    expect(value['agentPolicy']).toEqual({
      dividend: true,
      dailyWage: true,
      hourlyWage: true,
      realtimeSalary: true,
    });
    const resources = value['resources'] as Array<{ qrCodeUrl: string }>;
    expect(resources.length).toBeGreaterThan(0);
    expect(resources[0].qrCodeUrl).toMatch(/^\/wps\/system\/qr\/[A-Z_]+\.svg\?v=[0-9a-f]{12}$/);
    const image = await t.app.inject({ method: 'GET', url: resources[0].qrCodeUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg/);
    const unknown = await t.call({ method: 'GET', url: '/wps/system/qr/NOPE.svg' });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the whitelabel tree with every flag, and the operator toggles one', async () => {
    const tree = (await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).envelope.value as Array<{
      modId: string;
      enabled: number;
      childrenNodes: Array<{ modId: string; enabled: number }>;
    }>;
    const flags = tree.flatMap((node) => node.childrenNodes.map((child) => child.modId));
    expect(flags.sort()).toEqual([...whitelabelFlags].sort());
    const expiry = tree
      .flatMap((node) => node.childrenNodes)
      .find((node) => node.modId === 'PWDEXPFORCECHANGE3');
    expect(expiry?.enabled).toBe(0);

    const toggled = await t.call({
      method: 'PUT',
      url: '/wps/admin/whitelabel/FREEPLAY3',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { enabled: 0 },
    });
    expect(toggled.statusCode).toBe(200);
    const freeplay = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    expect(freeplay.statusCode).toBe(403);
    expect(freeplay.envelope.code).toBe('feature_disabled');
    await t.call({
      method: 'PUT',
      url: '/wps/admin/whitelabel/FREEPLAY3',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { enabled: 1 },
    });
    const unknown = await t.call({
      method: 'PUT',
      url: '/wps/admin/whitelabel/NOPE3',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { enabled: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves register settings and rules with the pattern catalogue ids', async () => {
    const settings = (await t.call({ method: 'GET', url: '/wps/system/setting/register' })).envelope
      .value as {
      rules: Record<string, { patternId: number; acceptedPattern: string }>;
      mobileRegistration: boolean;
    };
    expect(settings.mobileRegistration).toBe(true);
    expect(settings.rules['username']).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      patternId: 2,
    });
    const rules = (await t.call({ method: 'GET', url: '/wps/system/setting/register/rules' })).envelope.value;
    expect(rules).toEqual(settings.rules);
  });

  it('serves countries, domain routes, help centre and notices', async () => {
    const countries = (await t.call({ method: 'GET', url: '/wps/system/countries' })).envelope
      .value as Array<{
      countryCode: string;
      countryDialingCode: string;
    }>;
    expect(countries.length).toBeGreaterThanOrEqual(20);
    expect(countries).toContainEqual(
      expect.objectContaining({ countryCode: 'VN', countryDialingCode: '+84' }),
    );
    const domains = (await t.call({ method: 'GET', url: '/wps/system/domainRoute' })).envelope.value;
    expect(domains).toContainEqual(expect.objectContaining({ domain: 'localhost' }));
    // The host of PUBLIC_URL is always one of the brand's domains (the portal's invalid-URL check).
    expect(domains).toContainEqual({ domain: new URL(t.config.publicUrl).hostname, type: 'MAIN', path: '/' });
    const help = (await t.call({ method: 'GET', url: '/wps/system/helpCenter' })).envelope.value as Array<{
      code: string;
      articles: unknown[];
    }>;
    expect(help.map((category) => category.code)).toEqual([
      'terms',
      'responsible-gaming',
      'deposits',
      'privacy',
    ]);
    const page1 = (await t.call({ method: 'GET', url: '/wps/notice/list' })).envelope.value as {
      list: unknown[];
      total: number;
    };
    expect(page1.list).toHaveLength(9);
    expect(page1.total).toBe(13);
    const page2 = (await t.call({ method: 'GET', url: '/wps/notice/list?page=2' })).envelope.value as {
      list: unknown[];
    };
    expect(page2.list).toHaveLength(4);
    const bad = await t.call({ method: 'GET', url: '/wps/notice/list?page=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the home-page banners, each opening a page of the portal', async () => {
    const { list } = (await t.call({ method: 'GET', url: '/wps/announcement/banners' })).envelope.value as {
      list: Array<{ id: string; title: string; link: string }>;
    };
    expect(list.map((banner) => banner.link)).toEqual(['/lottery', '/live', '/rng']);
    for (const banner of list) expect(banner.title.length).toBeGreaterThan(0);
  });

  it('serves customer-service paths whose last 8 characters are the key', async () => {
    const value = (await t.call({ method: 'GET', url: '/wps/system/customerService' })).envelope.value as {
      version: { pathList: Array<{ type: string; path: string }> };
    };
    const live = value.version.pathList.find((entry) => entry.type === 'LIVECHAT');
    expect(live?.path).not.toContain('https');
    expect(decodeCustomerServicePath(live?.path ?? '')).toBe(
      'https://chat.playfront.example/live?brand=PLAYFRONT',
    );
  });

  it('issues a captcha PNG bound to an id', async () => {
    const response = await t.call({ method: 'GET', url: '/wps/captcha' });
    expect(response.statusCode).toBe(200);
    const png = Buffer.from(response.envelope.value as string, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(response.headers['x-captcha-id']).toEqual(expect.any(String));
    expect(String(response.headers['set-cookie'])).toContain('HttpOnly');
    expect(
      await t.db
        .selectFrom('captchas')
        .select('id')
        .where('id', '=', String(response.headers['x-captcha-id']))
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('publishes the public key and serves the OpenAPI document', async () => {
    const key = (await t.call({ method: 'GET', url: '/wps/system/publicKey' })).envelope.value as {
      alg: string;
      publicKeyPem: string;
    };
    expect(key.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(key.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/session/login', '/wps/member/info', '/wps/captcha']),
    );
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const response = await t.call({ method: 'GET', url: '/wps/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.envelope).toEqual({
      success: false,
      value: null,
      message: 'Not found',
      code: 'not_found',
    });
  });
});

describe('brand configuration (PUT /wps/admin/setting/brand)', () => {
  const brandOf = async () =>
    ((await t.call({ method: 'GET', url: '/wps/system/permission' })).envelope.value as { brand: unknown })
      .brand;
  const put = (payload: object, key: string | null = OPERATOR_KEY) =>
    t.call({
      method: 'PUT',
      url: '/wps/admin/setting/brand',
      ...(key ? { headers: { 'x-operator-key': key } } : {}),
      payload,
    });
  const defaults = {
    languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko'],
    defaultLanguage: 'en',
    chatHeaderColor: '#0a6cff',
    lotteryType: 'SEA',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    esports: [],
    loginedToHomePage: false,
  };
  afterEach(async () => {
    await t.db
      .deleteFrom('brand_settings')
      .where('merchant_code', '=', t.config.merchantCode)
      .where('key', '=', 'brand')
      .execute();
  });

  it('serves the spec defaults in the permission reply: six languages, English first, the guard off', async () => {
    expect(await brandOf()).toEqual(defaults);
  });

  it('lets the operator make the brand EN only and turn loginedToHomePage on, keeping the other keys', async () => {
    const enOnly = await put({ languages: ['en'], defaultLanguage: 'en' });
    expect(enOnly.statusCode).toBe(200);
    expect(enOnly.envelope.value).toEqual({ ...defaults, languages: ['en'] });
    const guarded = await put({ loginedToHomePage: true, chatHeaderColor: '#c0392b', esports: ['IA'] });
    expect(guarded.statusCode).toBe(200);
    expect(await brandOf()).toEqual({
      ...defaults,
      languages: ['en'],
      loginedToHomePage: true,
      chatHeaderColor: '#c0392b',
      esports: ['IA'],
    });
  });

  it('refuses a default language the brand does not offer, with a translated field key', async () => {
    await put({ languages: ['th', 'vi'], defaultLanguage: 'th' });
    const refused = await put({ languages: ['en', 'ko'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.envelope).toMatchObject({
      code: 'validation_failed',
      value: { fields: [{ field: 'defaultLanguage', key: 'brand_default_language_not_offered' }] },
    });
    expect(await brandOf()).toMatchObject({ languages: ['th', 'vi'], defaultLanguage: 'th' });
  });

  it('refuses bad input with 400 and never a 5xx: empty bodies, bad colours and codes', async () => {
    for (const payload of [
      {},
      { languages: [] },
      { languages: ['en', 'en'] },
      { languages: ['EN'] },
      { chatHeaderColor: 'red' },
      { lotteryType: 'VN' },
      { prizeModes: ['Jackpot'] },
      { esports: ['<script>'] },
      { loginedToHomePage: 'yes' },
      ['en'],
    ]) {
      const response = await put(payload);
      expect({ payload, status: response.statusCode, code: response.envelope.code }).toEqual({
        payload,
        status: 400,
        code: 'validation_failed',
      });
    }
    // A key the configuration does not have is dropped, like everywhere in the API.
    const unknown = await put({ theme: 'dark', loginedToHomePage: false });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.envelope.value).toEqual(defaults);
    expect(await brandOf()).toEqual(defaults);
  });

  it('is an operator call: 403 without the key, before the body is read', async () => {
    const denied = await put({ loginedToHomePage: true }, null);
    expect(denied.statusCode).toBe(403);
    expect(denied.envelope.code).toBe('forbidden');
    expect((await put({ loginedToHomePage: true }, 'wrong')).statusCode).toBe(403);
    expect(await brandOf()).toEqual(defaults);
  });
});

describe('the sign-in settings', () => {
  const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown, token?: string) =>
    t.call({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : { 'x-operator-key': OPERATOR_KEY },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('reads back the password expiry and the new-device check the operator set', async () => {
    expect((await admin('GET', '/wps/admin/setting/security')).envelope.value).toEqual({
      passwordExpiryDays: 0,
      loginDeviceCheck: false,
    });
    expect((await admin('PUT', '/wps/admin/setting/password-expiry', { days: 90 })).statusCode).toBe(200);
    expect((await admin('PUT', '/wps/admin/setting/login-device-check', { enabled: true })).statusCode).toBe(
      200,
    );
    expect((await admin('GET', '/wps/admin/setting/security')).envelope.value).toEqual({
      passwordExpiryDays: 90,
      loginDeviceCheck: true,
    });
    // Bad input changes nothing.
    expect((await admin('PUT', '/wps/admin/setting/password-expiry', { days: -1 })).statusCode).toBe(400);
    expect((await admin('GET', '/wps/admin/setting/security')).envelope.value).toMatchObject({
      passwordExpiryDays: 90,
    });
    await admin('PUT', '/wps/admin/setting/password-expiry', { days: 0 });
    await admin('PUT', '/wps/admin/setting/login-device-check', { enabled: false });
  });

  it('is the admin’s: another role is refused, and so is a visitor', async () => {
    const marketing = await operatorSignIn(t, 'marketing');
    const refused = await admin('GET', '/wps/admin/setting/security', undefined, marketing);
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'forbidden']);
    expect((await t.call({ method: 'GET', url: '/wps/admin/setting/security' })).statusCode).toBe(403);
  });
});

describe('download and customer-service resources', () => {
  const call = (method: 'GET' | 'PUT', payload?: unknown) =>
    t.call({
      method,
      url: '/wps/admin/setting/resources',
      headers: { 'x-operator-key': OPERATOR_KEY },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const portal = async () =>
    (await t.call({ method: 'GET', url: '/wps/system/permission' })).envelope.value as {
      resources: Array<{ resourceType: string; url: string; labelNameEn: string; qrCodeUrl: string }>;
      customerService: Array<{ csType: string }>;
    };

  it('replaces the resources and chats, which the portal reads at once, QR code included', async () => {
    const before = (await call('GET')).envelope.value as BrandResources;
    expect(before.resources.map((entry) => entry.resourceType)).toEqual([
      'ANDROID',
      'IOS',
      'IOS_LITE',
      'CUSTOMER_SERVICE',
    ]);
    const next: BrandResources = {
      resources: [
        {
          resourceType: 'ANDROID',
          url: 'https://apps.example.com/pf.apk',
          labelNameEn: 'Android app',
          labelNameCn: '安卓应用',
        },
      ],
      customerService: [{ type: 'LIVECHAT', url: 'https://chat.example.com/room' }],
    };
    const saved = await call('PUT', next);
    expect([saved.statusCode, saved.envelope.value]).toEqual([200, next]);
    const shown = await portal();
    expect(shown.resources).toEqual([
      expect.objectContaining({
        resourceType: 'ANDROID',
        url: 'https://apps.example.com/pf.apk',
        labelNameEn: 'Android app',
      }),
    ]);
    expect(shown.customerService.map((entry) => entry.csType)).toEqual(['LIVECHAT']);
    const qr = await t.app.inject({ method: 'GET', url: shown.resources[0].qrCodeUrl });
    expect([qr.statusCode, qr.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await t.call({ method: 'GET', url: '/wps/system/qr/IOS.svg' })).statusCode).toBe(404);
    expect((await call('PUT', before)).statusCode).toBe(200);
    expect((await call('GET')).envelope.value).toEqual(before);
  });

  it('refuses a type twice, an address that is not https and an unknown type, and changes nothing', async () => {
    const before = (await call('GET')).envelope.value;
    const twice = await call('PUT', {
      resources: [],
      customerService: [
        { type: 'VIP', url: 'https://chat.example.com/a' },
        { type: 'VIP', url: 'https://chat.example.com/b' },
      ],
    });
    expect([twice.statusCode, twice.envelope.code]).toEqual([400, 'validation_failed']);
    for (const url of ['http://chat.example.com', 'javascript:alert(1)', 'https://', 'https://localhost']) {
      const refused = await call('PUT', { resources: [], customerService: [{ type: 'LIVECHAT', url }] });
      expect([url, refused.statusCode]).toEqual([url, 400]);
    }
    const unknown = await call('PUT', {
      resources: [
        { resourceType: 'WINDOWS', url: 'https://a.example.com', labelNameEn: 'W', labelNameCn: 'W' },
      ],
      customerService: [],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await call('GET')).envelope.value).toEqual(before);
  });
});

describe('registration rules', () => {
  const put = (payload: unknown) =>
    t.call({
      method: 'PUT',
      url: '/wps/admin/setting/register/rules',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: payload as Record<string, unknown>,
    });
  const current = async () =>
    (await t.call({ method: 'GET', url: '/wps/system/setting/register/rules' })).envelope.value as Record<
      string,
      { enabled: boolean; required: boolean; minLength: number; maxLength: number }
    >;

  it('refuses a field the form lacks, a minimum above the maximum and a weak or optional password', async () => {
    const before = await current();
    const refusals = [
      [{ nickname: { ...before['email'], enabled: true } }, 'nickname'],
      [{ email: { ...before['email'], minLength: 20, maxLength: 10 } }, 'email.minLength'],
      [{ password: { ...before['password'], minLength: 6 } }, 'password.minLength'],
      [{ confirmPassword: { ...before['confirmPassword'], required: false } }, 'confirmPassword.minLength'],
    ] as const;
    for (const [payload, field] of refusals) {
      const reply = await put(payload);
      expect([reply.statusCode, reply.envelope.code]).toEqual([400, 'validation_failed']);
      expect(JSON.stringify(reply.envelope.value)).toContain(field);
    }
    expect(await current()).toEqual(before);
    const longer = await put({ email: { ...before['email'], maxLength: 120 } });
    expect(longer.statusCode).toBe(200);
    expect((await current())['email']?.maxLength).toBe(120);
    await put({ email: before['email'] });
  });
});
