import type {
  AdminGame,
  AdminGamePage,
  AdminVendor,
  AuditPage,
  DailyReport,
  Game,
  GameList,
  GameMenus,
  ValidationFailure,
} from '@playfront/api-contract';
import { demoSlot, spinSlot } from '../../testing/games';
import { fund } from '../../testing/money';
import { operatorSignIn } from '../../testing/operators';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/**
 * The operator's catalogue (vendors and games shown, hot, in order) as the portal then shows it, and the
 * daily report of real-money play per game category.
 */
let t: TestApp;
let marketing: string;
let support: string;
let readonly: string;
let finance: string;

const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const value = <T>(reply: { envelope: { value: unknown } }) => reply.envelope.value as T;

const portalVendors = async () =>
  value<GameMenus>(await t.call({ method: 'GET', url: '/lgw/games/game_menus' })).data.lanes.flatMap(
    (lane) => lane.cards,
  );
const portalGames = async (query: string) =>
  value<GameList>(await t.call({ method: 'GET', url: `/wps/game/list?size=100&${query}` })).list;

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  marketing = await operatorSignIn(t, 'marketing');
  support = await operatorSignIn(t, 'support');
  readonly = await operatorSignIn(t, 'readonly');
  finance = await operatorSignIn(t, 'finance');
});
afterAll(() => t.close());

describe('vendors', () => {
  it('lists every vendor, the disabled ones too, with their game counts', async () => {
    const vendors = value<AdminVendor[]>(await as(marketing, 'GET', '/wps/admin/vendors'));
    const esports = vendors.find((vendor) => vendor.code === 'IA');
    expect(esports).toMatchObject({ enabled: false, category: 'ESPORTS' });
    const pp = vendors.find((vendor) => vendor.code === 'PP')!;
    expect(pp.enabled).toBe(true);
    expect(pp.games).toBeGreaterThan(0);
    expect(pp.enabledGames).toBe(pp.games);
  });

  it('a hidden vendor leaves the portal with its games, and comes back; hot and order show in the menu', async () => {
    expect((await portalVendors()).some((card) => card.merchantCode === 'PP')).toBe(true);
    const hidden = await as(marketing, 'PUT', '/wps/admin/vendors/PP', { enabled: false });
    expect(value<AdminVendor>(hidden)).toMatchObject({ code: 'PP', enabled: false });
    expect((await portalVendors()).some((card) => card.merchantCode === 'PP')).toBe(false);
    expect((await portalGames('category=RNG')).some((game) => game.code.startsWith('PP_'))).toBe(false);

    await as(marketing, 'PUT', '/wps/admin/vendors/PP', { enabled: true, hot: true, sort: 0 });
    const cards = await portalVendors();
    const pp = cards.find((card) => card.merchantCode === 'PP')!;
    expect(pp.isHot).toBe(true);
    const rng = cards.filter((card) => card.gameCategory === 'RNG');
    expect(rng[0]!.merchantCode).toBe('PP');
  });

  it('records the vendor as it was in the audit trail', async () => {
    await as(marketing, 'PUT', '/wps/admin/vendors/JL', { hot: true });
    // Marketing has no audit permission: the read-only role reads it.
    expect((await as(marketing, 'GET', '/wps/admin/audit?target=JL')).statusCode).toBe(403);
    const trail = value<AuditPage>(await as(readonly, 'GET', '/wps/admin/audit?target=JL&actor=marketing'));
    expect(trail.list[0]).toMatchObject({
      action: 'PUT /wps/admin/vendors/:code',
      before: expect.objectContaining({ code: 'JL', hot: false }),
    });
  });
});

describe('games', () => {
  it('filters by vendor and part of the name, and pages', async () => {
    const page = value<AdminGamePage>(
      await as(marketing, 'GET', '/wps/admin/games?vendor=PP&q=candy&size=5'),
    );
    expect(page.list.map((game) => game.code)).toEqual(['PP_CANDY_CASCADE']);
    expect(page.total).toBe(1);
    const all = value<AdminGamePage>(await as(marketing, 'GET', '/wps/admin/games?size=2&page=2'));
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThan(20);
  });

  it('a hidden game leaves the list and cannot be launched; a hot one is marked hot', async () => {
    const aurora = (await portalGames('category=RNG')).find((game) => game.code === 'PP_AURORA_GEMS')!;
    const member = await t.login('demo_member', 'Demo@2026');
    const hidden = value<AdminGame>(
      await as(marketing, 'PUT', '/wps/admin/games/PP_AURORA_GEMS', { enabled: false }),
    );
    expect(hidden).toMatchObject({ code: 'PP_AURORA_GEMS', enabled: false, vendor: 'PP' });
    expect((await portalGames('category=RNG')).some((game) => game.code === 'PP_AURORA_GEMS')).toBe(false);
    const disabled = value<AdminGamePage>(
      await as(marketing, 'GET', '/wps/admin/games?enabled=false&vendor=PP'),
    );
    expect(disabled.list.map((game) => game.code)).toContain('PP_AURORA_GEMS');
    const launch = await t.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(member),
      payload: {
        gameId: aurora.id,
        accountType: 1,
        confirmTrans: 0,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        language: 'en',
      },
    });
    expect([launch.statusCode, launch.envelope.code]).toEqual([404, 'not_found']);

    await as(marketing, 'PUT', '/wps/admin/games/PP_AURORA_GEMS', { enabled: true, hot: true, sort: 0 });
    const back = (await portalGames('category=RNG')).find((game) => game.code === 'PP_AURORA_GEMS');
    expect(back?.isHot).toBe(true);
  });

  it('refuses an unknown code, an empty or wrong change, and roles without the games permission', async () => {
    const unknown = await as(marketing, 'PUT', '/wps/admin/games/PP_NO_SUCH_GAME', { hot: true });
    expect([unknown.statusCode, unknown.envelope.code]).toEqual([404, 'not_found']);
    const unknownVendor = await as(marketing, 'PUT', '/wps/admin/vendors/NOPE', { hot: true });
    expect(unknownVendor.statusCode).toBe(404);
    for (const body of [{}, { sort: -1 }, { enabled: 'yes' }, { sort: 1.5 }]) {
      const reply = await as(marketing, 'PUT', '/wps/admin/games/PP_CANDY_CASCADE', body);
      expect([JSON.stringify(body), reply.statusCode, reply.envelope.code]).toEqual([
        JSON.stringify(body),
        400,
        'validation_failed',
      ]);
    }
    expect((await as(support, 'GET', '/wps/admin/vendors')).statusCode).toBe(403);
    expect((await as(support, 'PUT', '/wps/admin/games/PP_CANDY_CASCADE', { hot: true })).statusCode).toBe(
      403,
    );
    expect((await as(readonly, 'GET', '/wps/admin/games')).statusCode).toBe(200);
    expect((await as(readonly, 'PUT', '/wps/admin/vendors/PP', { hot: false })).statusCode).toBe(403);
    const unchanged = value<AdminGamePage>(await as(readonly, 'GET', '/wps/admin/games?q=PP_CANDY_CASCADE'));
    expect(unchanged.list[0]).toMatchObject({ enabled: true, hot: false });
  });
});

describe('daily report', () => {
  const DAY_MS = 86_400_000;
  let slot: Game;
  let day = '';

  beforeAll(async () => {
    slot = await demoSlot(t);
    // A UTC day ahead of anything the demo data played.
    const start = Math.floor(t.clock.now.getTime() / DAY_MS) * DAY_MS + 3 * DAY_MS;
    t.clock.now = new Date(start + 9 * 3_600_000);
    day = new Date(start).toISOString().slice(0, 10);
  });

  it('sums the settled real-money rounds of the day per category; finance reads it, support may not', async () => {
    // The clock moved days ahead: the operators sign in again.
    finance = await operatorSignIn(t, 'finance');
    support = await operatorSignIn(t, 'support');
    const member = await t.login('demo_member', 'Demo@2026');
    await fund(t, member, '100000');
    const payouts = [await spinSlot(t, member, slot, '1000'), await spinSlot(t, member, slot, '2500')];
    const payout = payouts.reduce((sum, item) => sum + item, 0n);
    const report = value<DailyReport>(
      await as(finance, 'GET', `/wps/admin/reports/daily?from=${day}&to=${day}`),
    );
    const figures = {
      rounds: 2,
      players: 1,
      stake: '3500',
      payout: payout.toString(),
      grossGamingRevenue: (3500n - payout).toString(),
    };
    expect(report).toEqual({
      from: day,
      to: day,
      rows: [{ day, category: slot.gameCategory, ...figures }],
      categories: [{ category: slot.gameCategory, ...figures }],
      total: figures,
    });
    expect((await as(support, 'GET', `/wps/admin/reports/daily?from=${day}`)).statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts, is longer than 92 days, or is not a date', async () => {
    const keys = async (query: string) => {
      const reply = await as(finance, 'GET', `/wps/admin/reports/daily?${query}`);
      expect(reply.statusCode).toBe(400);
      return value<ValidationFailure>(reply).fields.map((field) => field.key);
    };
    expect(await keys('from=2026-02-10&to=2026-02-01')).toEqual(['date_order']);
    expect(await keys('from=2026-01-01&to=2026-06-01')).toEqual(['date_span']);
    expect((await as(finance, 'GET', '/wps/admin/reports/daily?from=yesterday')).statusCode).toBe(400);
  });
});
