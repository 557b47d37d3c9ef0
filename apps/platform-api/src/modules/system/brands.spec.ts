import type { DemoSession, Game, GameList, LaunchGameReply, SlotSpinReply } from '@playfront/api-contract';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { topAgent } from '../../testing/agents';
import { OPERATOR_KEY, bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// One deployment, two brands: its own (PLAYFRONT, PHP) and LUCKY (VND), each seeded with the demo data, so
// the same demo usernames exist in both.
let t: TestApp;
const LUCKY = { merchantCode: 'LUCKY', currency: 'VND', currencySymbol: '₫' };

beforeAll(async () => {
  t = await createTestApp({}, { brands: [LUCKY] });
}, 300_000);
afterAll(() => t.close());

/** A call as a brand's app makes it: with its Merchant header (none: the deployment's own brand by host). */
const as = (merchant: string | null, options: InjectOptions) =>
  t.call({ ...options, headers: { ...(merchant ? { merchant } : {}), ...options.headers } });

async function login(merchant: string | null, username: string, password: string) {
  return as(merchant, {
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: '10.0.0.1',
    payload: await t.seal({ username, password }),
  });
}

const balance = (merchant: string | null, token: string) =>
  as(merchant, { method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });

const operator = (merchant: string | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
  as(merchant, {
    method,
    url,
    headers: { 'x-operator-key': OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

describe('many brands on one deployment', () => {
  it('keeps the same username apart in each brand, and a session to its own brand', async () => {
    const own = await login(null, 'demo_member', 'Demo@2026');
    const lucky = await login('LUCKY', 'demo_member', 'Demo@2026');
    expect([own.statusCode, lucky.statusCode]).toEqual([200, 200]);
    const ownToken = (own.envelope.value as { token: string }).token;
    const luckyToken = (lucky.envelope.value as { token: string }).token;

    // Each brand's money is in its own currency.
    const ownBalance = await balance(null, ownToken);
    const luckyBalance = await balance('LUCKY', luckyToken);
    expect(ownBalance.envelope.value).toMatchObject({ currency: 'PHP', currencySymbol: 'P' });
    expect(luckyBalance.envelope.value).toMatchObject({ currency: 'VND', currencySymbol: '₫' });

    // A session works only for the brand of its account, on every kind of call.
    for (const [merchant, token] of [
      [null, luckyToken],
      ['PLAYFRONT', luckyToken],
      ['LUCKY', ownToken],
    ] as const) {
      const read = await balance(merchant, token);
      expect([read.statusCode, read.envelope.code]).toEqual([401, 'unauthorized']);
      const info = await as(merchant, { method: 'GET', url: '/wps/member/info', headers: bearer(token) });
      expect(info.statusCode).toBe(401);
    }
  });

  it('lets an account of one brand sign in to that brand only', async () => {
    await t.db
      .updateTable('users')
      .set({ merchant_code: 'LUCKY' })
      .where('id', '=', await topAgent(t, 'luckyonly'))
      .execute();
    expect((await login('LUCKY', 'luckyonly', 'Agent@2026')).statusCode).toBe(200);
    const elsewhere = await login(null, 'luckyonly', 'Agent@2026');
    expect([elsewhere.statusCode, elsewhere.envelope.code]).toEqual([401, 'invalid_credentials']);
  });

  it("lists the deployment's brands to an operator, its own first", async () => {
    const reply = await operator('LUCKY', 'GET', '/wps/admin/auth/brands');
    expect(reply.envelope.value).toEqual([
      { merchantCode: 'PLAYFRONT', currency: 'PHP', currencySymbol: 'P', own: true },
      { merchantCode: 'LUCKY', currency: 'VND', currencySymbol: '₫', own: false },
    ]);
    expect((await as(null, { method: 'GET', url: '/wps/admin/auth/brands' })).statusCode).toBe(403);
  });

  it('refuses a merchant code the deployment does not have, whatever the call', async () => {
    for (const url of ['/wps/system/status', '/wps/notice/list', '/wps/game/list']) {
      const reply = await as('NOPE', { method: 'GET', url });
      expect([reply.statusCode, reply.envelope.code]).toEqual([400, 'unknown_merchant']);
    }
  });

  it("shows each brand only its own content and settings, and an operator's change stays in its brand", async () => {
    const created = await operator('LUCKY', 'POST', '/wps/admin/content/notices', {
      type: 'PL',
      texts: { en: { title: 'Lucky week', content: '<p>Only on Lucky.</p>' } },
    });
    expect(created.statusCode).toBe(200);
    const titles = async (merchant: string | null) =>
      (
        (await as(merchant, { method: 'GET', url: '/wps/notice/list?pageSize=50' })).envelope.value as {
          list: Array<{ title: string }>;
        }
      ).list.map((notice) => notice.title);
    expect(await titles('LUCKY')).toContain('Lucky week');
    expect(await titles(null)).not.toContain('Lucky week');
    // The audit trail is the deployment's: each entry names the brand it changed.
    const audit = (await operator(null, 'GET', '/wps/admin/audit?action=notices')).envelope.value as {
      list: Array<{ action: string; brand: string | null }>;
    };
    expect(audit.list[0]).toMatchObject({ action: 'POST /wps/admin/content/notices', brand: 'LUCKY' });

    const languages = async (merchant: string | null) =>
      (
        (await as(merchant, { method: 'GET', url: '/wps/system/permission' })).envelope.value as {
          brand: { languages: string[] };
        }
      ).brand.languages;
    const brand = (await operator('LUCKY', 'GET', '/wps/admin/setting/brand')).envelope.value as Record<
      string,
      unknown
    >;
    const saved = await operator('LUCKY', 'PUT', '/wps/admin/setting/brand', {
      ...brand,
      languages: ['en'],
      defaultLanguage: 'en',
    });
    expect(saved.statusCode).toBe(200);
    expect(await languages('LUCKY')).toEqual(['en']);
    expect((await languages(null)).length).toBeGreaterThan(1);
  });

  it('picks the brand by host when the call names none (domain routes)', async () => {
    await t.db
      .insertInto('brand_settings')
      .values({
        merchant_code: 'LUCKY',
        key: 'domainRoutes',
        value: JSON.stringify([{ domain: 'lucky.example', type: 'MAIN', path: '/' }]),
        updated_at: t.clock.now,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'key'])
          .doUpdateSet({ value: JSON.stringify([{ domain: 'lucky.example', type: 'MAIN', path: '/' }]) }),
      )
      .execute();
    // Each replica reads the brands' domains again after half a minute.
    t.clock.advance(31_000);
    const lucky = await login('LUCKY', 'demo_member', 'Demo@2026');
    const token = (lucky.envelope.value as { token: string }).token;
    const byHost = await as(null, {
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { ...bearer(token), host: 'www.lucky.example' },
    });
    expect([byHost.statusCode, (byHost.envelope.value as { currency?: string }).currency]).toEqual([
      200,
      'VND',
    ]);
  });

  it("lets a brand's own app on another address call from a browser (CORS per brand)", async () => {
    // A preflight answers 204 with no body (not the envelope).
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/wps/session/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'merchant',
        },
      });
    // Not allowed yet (and the brands' lists are now read and kept by this replica).
    expect((await preflight('https://lucky.example')).headers['access-control-allow-origin']).toBeUndefined();
    const refused = await operator('LUCKY', 'PUT', '/wps/admin/setting/cors', {
      origins: ['https://lucky.example', 'http://lucky.example', 'https://lucky.example/app'],
    });
    expect([refused.statusCode, refused.envelope.value]).toEqual([
      400,
      {
        fields: [
          expect.objectContaining({ field: 'origins.1', key: 'origin_invalid' }),
          expect.objectContaining({ field: 'origins.2', key: 'origin_invalid' }),
        ],
      },
    ]);
    expect((await operator('LUCKY', 'GET', '/wps/admin/setting/cors')).envelope.value).toEqual({
      origins: [],
    });
    const saved = await operator('LUCKY', 'PUT', '/wps/admin/setting/cors', {
      origins: ['https://lucky.example', 'http://localhost:5173'],
    });
    expect(saved.envelope.value).toEqual({ origins: ['https://lucky.example', 'http://localhost:5173'] });
    // The replica that saved the list applies it at once (the others within half a minute).

    const allowed = await preflight('https://lucky.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://lucky.example');
    expect(allowed.headers['access-control-allow-headers']).toContain('merchant');
    const other = await preflight('https://elsewhere.example');
    expect(other.statusCode).toBe(204);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const read = (merchant: string | null) =>
      as(merchant, {
        method: 'GET',
        url: '/wps/system/permission',
        headers: { origin: 'https://lucky.example' },
      });
    expect((await read('LUCKY')).headers['access-control-allow-origin']).toBe('https://lucky.example');
    expect((await read('LUCKY')).headers['vary']).toContain('origin');
    // Another brand's origin list does not open this one to it.
    expect((await read(null)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("plays a game and moves money within the brand's own ledger, each brand reconciling", async () => {
    const token = ((await login('LUCKY', 'demo_member', 'Demo@2026')).envelope.value as { token: string })
      .token;
    const before = (await balance('LUCKY', token)).envelope.value as { sumBalance: string };
    const ownBefore = (
      await balance(
        null,
        ((await login(null, 'demo_member', 'Demo@2026')).envelope.value as { token: string }).token,
      )
    ).envelope.value as { sumBalance: string };

    const games = (await as('LUCKY', { method: 'GET', url: '/wps/game/list?size=100' })).envelope
      .value as GameList;
    const slot = games.list.find((game: Game) => game.engine === 'slot' && game.isGame === 'GAME')!;
    const launch = await as('LUCKY', {
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(token),
      payload: {
        gameId: slot.id,
        accountType: 1,
        confirmTrans: 0,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        language: 'en',
      },
    });
    expect(launch.statusCode).toBe(200);
    const launchToken = new URL(
      (launch.envelope.value as LaunchGameReply).game_url,
      'http://x',
    ).searchParams.get('launch');
    // The game frame's calls carry no Merchant header: the game session's account decides the brand.
    const session = (await t.call({ method: 'POST', url: '/demo/v1/session', payload: { launchToken } }))
      .envelope.value as DemoSession;
    // The game shows the brand's money from its first reply on.
    expect(session.currencySymbol).toBe('₫');
    const spin = await t.call({
      method: 'POST',
      url: '/demo/v1/slot/spin',
      headers: { ...bearer(session.sessionToken), 'idempotency-key': randomUUID() },
      payload: { stake: '100' },
    });
    expect(spin.statusCode).toBe(200);
    const payout = BigInt((spin.envelope.value as SlotSpinReply).payout);
    const after = (await balance('LUCKY', token)).envelope.value as { sumBalance: string };
    expect(BigInt(after.sumBalance)).toBe(BigInt(before.sumBalance) - 100n + payout);

    const ownAfter = (
      await balance(
        null,
        ((await login(null, 'demo_member', 'Demo@2026')).envelope.value as { token: string }).token,
      )
    ).envelope.value as { sumBalance: string };
    expect(ownAfter.sumBalance).toBe(ownBefore.sumBalance);

    for (const merchant of [null, 'LUCKY']) {
      const reconcile = await operator(merchant, 'GET', '/wps/admin/ledger/reconcile');
      expect((reconcile.envelope.value as { ok: boolean }).ok).toBe(true);
    }
  });
});
