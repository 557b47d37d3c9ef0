import { gameCategories } from '@playfront/api-contract';
import type { Game, GameMenus, LotteryMenu, PvpRoomList } from '@playfront/api-contract';
import { OPERATOR_KEY, bearer, createTestApp, expectEnvelope } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
});
afterAll(() => t.close());

const menus = async () => {
  const response = await t.call({ method: 'GET', url: '/lgw/games/game_menus' });
  expect(response.statusCode).toBe(200);
  return expectEnvelope(response.json()).value as GameMenus;
};

describe('GET /lgw/games/game_menus', () => {
  it('serves lanes by category in menu order without a token, disabled vendors left out', async () => {
    const { lanes } = (await menus()).data;
    const titles = lanes.map((lane) => lane.title);
    expect(titles).toEqual(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
    expect(titles).toEqual([...titles].sort((a, b) => gameCategories.indexOf(a) - gameCategories.indexOf(b)));
    const rng = lanes.find((lane) => lane.title === 'RNG')!.cards.map((card) => card.merchantCode);
    expect(rng).toEqual(['PP', 'PG', 'JL', 'FC', 'BNG', 'CQ9', 'BGS']);
    const sports = lanes.find((lane) => lane.title === 'SPORTS')!.cards;
    expect(sports[0]).toEqual({
      vassalage: 'DS88',
      merchantCode: 'DS88',
      displayName: 'DS88 Sabong',
      isHot: true,
      gameCategory: 'SPORTS',
      type: 'game',
      icon: 'ds88',
      walletMode: 'TRANSFER',
    });
    // The seamless lobby's vendors: those that debit the main wallet per bet.
    const seamless = lanes.flatMap((lane) => lane.cards).filter((card) => card.walletMode === 'SEAMLESS');
    expect(seamless.map((card) => card.merchantCode)).toEqual(['SEA', 'VN', 'ELOTT']);
    expect(lanes.find((lane) => lane.title === 'LOTT')!.cards.map((card) => card.vassalage)).toEqual([
      'TCG_SEA',
      'TCG_LOTTO_VN',
    ]);
    for (const lane of lanes) for (const card of lane.cards) expect(card.gameCategory).toBe(lane.title);
  });

  it('follows the catalogue: an enabled esports vendor adds its lane, sort order moves cards', async () => {
    await t.db.updateTable('vendors').set({ enabled: true }).where('code', '=', 'IA').execute();
    // The brand's esports list is empty by default: an enabled esports vendor shows only once it is listed.
    expect((await menus()).data.lanes.map((lane) => lane.title)).not.toContain('ESPORTS');
    const listed = await t.call({
      method: 'PUT',
      url: '/wps/admin/setting/brand',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { esports: ['IA'] },
    });
    expect(listed.statusCode).toBe(200);
    await t.db.updateTable('vendors').set({ sort: 1 }).where('code', '=', 'BGS').execute();
    const { lanes } = (await menus()).data;
    expect(lanes.at(-1)).toMatchObject({ title: 'ESPORTS', cards: [{ vassalage: 'IA_ESPORTS' }] });
    expect(lanes.find((lane) => lane.title === 'RNG')!.cards[0].merchantCode).toBe('BGS');
    // Same catalogue, same answer: the order is stable.
    expect((await menus()).data).toEqual({ lanes });
    await t.call({
      method: 'PUT',
      url: '/wps/admin/setting/brand',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { esports: [] },
    });
  });
});

type GameListValue = { list: Game[]; total: number };

const list = async (query: string, token?: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/wps/game/list${query ? `?${query}` : ''}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(response.statusCode).toBe(200);
  return expectEnvelope(response.json()).value as GameListValue;
};

describe('GET /wps/game/list and /wps/game/hot', () => {
  it('has games for every category and lobby route of the spec, each with its launch fields', async () => {
    await t.db.updateTable('vendors').set({ enabled: true }).where('code', '=', 'IA').execute();
    for (const category of gameCategories) {
      const { list: games, total } = await list(`category=${category}&size=100`);
      expect(total).toBeGreaterThan(0);
      for (const game of games) expect(game.gameCategory).toBe(category);
    }
    // /rng tabs and /pp.. /cq9 lobbies: each RNG vendor has several titles, listed without its vassalage card.
    for (const vendor of ['PP', 'PG', 'BGS', 'JL', 'FC', 'BNG', 'CQ9']) {
      const { list: games } = await list(`vassalage=${vendor}_RNG`);
      expect(games.length).toBeGreaterThanOrEqual(3);
      for (const game of games) {
        expect(game).toMatchObject({ vendorCode: vendor, isGame: 'GAME', engine: 'slot', gameType: 'RNG' });
        expect(game.image).toBe(`/lgw/games/artwork/${game.code}.svg`);
      }
    }
    const rng = (await list('category=RNG&size=100')).list;
    const cards = rng.filter((game) => game.isGame === 'VASSALAGE');
    expect(cards.map((card) => card.vassalage)).toEqual([
      'PP_RNG',
      'PG_RNG',
      'JL_RNG',
      'FC_RNG',
      'BNG_RNG',
      'CQ9_RNG',
      'BGS_RNG',
    ]);
    const engines = (category: string) => list(`category=${category}&size=100`);
    expect(new Set((await engines('LIVE')).list.map((game) => game.engine))).toEqual(new Set(['baccarat']));
    expect(new Set((await engines('FISH')).list.map((game) => game.engine))).toEqual(new Set(['fish']));
    expect(new Set((await engines('PVP')).list.map((game) => game.engine))).toEqual(new Set(['cards']));
    expect(new Set((await engines('SPORTS')).list.map((game) => game.vendorCode))).toEqual(
      new Set(['DS88', 'SBO']),
    );
    expect(new Set((await engines('ESPORTS')).list.map((game) => game.engine))).toEqual(new Set(['esports']));
    // Lottery launch fields of spec §3/§4.
    const lottery = [...(await engines('LOTT')).list, ...(await engines('ELOTT')).list];
    for (const game of lottery) {
      expect(game.engine).toBe('lottery');
      expect(game.defaultPlayType).toEqual(expect.any(String));
    }
    const byType = (type: string) => lottery.filter((game) => game.accountTypeName === type);
    expect(byType('LOTT').every((game) => game.gameType === 'LOTT')).toBe(true);
    expect(byType('ELOTT').every((game) => game.gameType === 'ELOTT' && game.gameCategory === 'ELOTT')).toBe(
      true,
    );
    expect(byType('LOTT').length).toBeGreaterThan(0);
    expect(byType('ELOTT').length).toBeGreaterThan(0);
    expect(byType('TCG_LOTTO_VN').map((game) => game.code)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']);
    expect(byType('TCG_SEA').length).toBeGreaterThan(0);
    await t.db.updateTable('vendors').set({ enabled: false }).where('code', '=', 'IA').execute();
  });

  it('leaves out the games of a disabled vendor', async () => {
    expect((await list('category=ESPORTS')).total).toBe(0);
    expect((await list('q=IA Esports')).total).toBe(0);
  });

  it('searches names case-insensitively, takes % and _ literally, and combines filters', async () => {
    expect((await list('q=ocean')).list.map((game) => game.name)).toEqual(['Ocean King']);
    expect((await list('q=OCEAN%20KING')).list.map((game) => game.code)).toEqual(['JDB_OCEAN_KING']);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
    const baccarat = await list('q=baccarat');
    expect(baccarat.total).toBe(4);
    expect((await list('q=baccarat&category=RNG')).total).toBe(0);
    expect((await list('q=lotto&category=ELOTT')).list.every((game) => game.gameCategory === 'ELOTT')).toBe(
      true,
    );
  });

  it('pages with a stable order and the total of the whole filter', async () => {
    const all = await list('category=RNG&size=100');
    const page2 = await list('category=RNG&size=5&page=2');
    expect(page2.total).toBe(all.total);
    expect(page2.list.map((game) => game.id)).toEqual(all.list.slice(5, 10).map((game) => game.id));
    expect((await list(`category=RNG&size=5&page=${Math.ceil(all.total / 5) + 1}`)).list).toEqual([]);
  });

  it('refuses bad queries with a 400 envelope', async () => {
    for (const query of [
      'category=CASINO',
      'size=0',
      'size=101',
      'page=0',
      'page=1e300',
      `q=${'x'.repeat(51)}`,
    ]) {
      const response = await t.call({ method: 'GET', url: `/wps/game/list?${query}` });
      expect(response.statusCode).toBe(400);
      expect(expectEnvelope(response.json()).code).toBe('validation_failed');
    }
  });

  it('lists hot games, optionally of one vendor', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/wps/game/hot?merchantCode=PLAYFRONT&isPlatform=2&platform=flash,html5-desktop&language=en',
    });
    const hot = expectEnvelope(response.json()).value as GameListValue;
    expect(hot.total).toBe(hot.list.length);
    expect(hot.total).toBeGreaterThan(5);
    expect(hot.list.every((game) => game.isHot)).toBe(true);
    expect(new Set(hot.list.map((game) => game.gameCategory)).size).toBeGreaterThan(4);
    const pp = (await t.call({ method: 'GET', url: '/wps/game/hot?vassalage=PP_RNG' })).envelope
      .value as GameListValue;
    expect(pp.list.length).toBeGreaterThan(0);
    expect(pp.list.every((game) => game.vendorCode === 'PP' && game.isHot)).toBe(true);
  });
});

describe('favourites', () => {
  let member = '';
  beforeAll(async () => {
    member = await t.login('demo_member', 'Demo@2026');
  });
  const favourite = (method: 'PUT' | 'DELETE', gameId: unknown, token = member) =>
    t.call({ method, url: '/wps/game/favourites', headers: bearer(token), payload: { gameId } as object });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/game/favourites' })).statusCode).toBe(401);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.call({ method, url: '/wps/game/favourites', payload: { gameId: 1 } });
      expect(response.statusCode).toBe(401);
      expect(response.envelope.code).toBe('unauthorized');
    }
  });

  it('adds, lists newest first, adds again without a duplicate, removes, removes again', async () => {
    const [first, second] = (await list('category=FISH')).list;
    expect((await favourite('PUT', first.id)).statusCode).toBe(200);
    t.clock.advance(1000);
    const added = (await favourite('PUT', second.id)).envelope.value as GameListValue;
    expect(added.list.map((game) => game.id)).toEqual([second.id, first.id]);
    const again = (await favourite('PUT', second.id)).envelope.value as GameListValue;
    expect(again.total).toBe(2);
    const listed = (await t.call({ method: 'GET', url: '/wps/game/favourites', headers: bearer(member) }))
      .envelope.value as GameListValue;
    expect(listed).toEqual(again);
    const removed = (await favourite('DELETE', first.id)).envelope.value as GameListValue;
    expect(removed.list.map((game) => game.id)).toEqual([second.id]);
    const removedAgain = await favourite('DELETE', first.id);
    expect(removedAgain.statusCode).toBe(200);
    expect((removedAgain.envelope.value as GameListValue).total).toBe(1);
    // Another member's favourites are their own.
    const agent = await t.login('demo_agent', 'Agent@2026');
    const theirs = await t.call({ method: 'GET', url: '/wps/game/favourites', headers: bearer(agent) });
    expect((theirs.envelope.value as GameListValue).total).toBe(0);
  });

  it('refuses an unknown game with 404 and a bad body with 400, changing nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/wps/game/favourites', headers: bearer(member) }))
      .envelope.value;
    const unknown = await favourite('PUT', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.envelope.code).toBe('not_found');
    expect((await favourite('DELETE', 999_999)).statusCode).toBe(404);
    for (const bad of [0, -1, 'x', 1.5, {}]) expect((await favourite('PUT', bad)).statusCode).toBe(400);
    const after = (await t.call({ method: 'GET', url: '/wps/game/favourites', headers: bearer(member) }))
      .envelope.value;
    expect(after).toEqual(before);
  });
});

describe('lottery menus and PVP rooms', () => {
  it('serves the lottery games of each area with their play types', async () => {
    const menu = async (area: string) =>
      (await t.call({ method: 'GET', url: `/lgw/vn/games/game_menu?area=${area}` })).envelope
        .value as LotteryMenu;
    const vn = await menu('VN');
    expect(vn.area).toBe('VN');
    expect(vn.list.map((game) => game.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    for (const area of ['LOTT', 'VN', 'SEA']) {
      const { list: games } = await menu(area);
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) expect(game.playTypes).toContain(game.defaultPlayType);
    }
    expect((await menu('LOTT')).list.map((game) => game.gameCode)).toEqual(
      expect.arrayContaining(['LOTT_DAILY', 'ELOTT_1MIN']),
    );
    // Each game names its prize mode (the brand's prizeModes say which the portal offers).
    const modes = async (area: string) =>
      Object.fromEntries((await menu(area)).list.map((game) => [game.gameCode, game.prizeMode]));
    expect(await modes('LOTT')).toMatchObject({ LOTT_DAILY: 'Lott', ELOTT_1MIN: 'Elott' });
    expect(new Set(Object.values(await modes('VN')))).toEqual(new Set(['ZY']));
    expect(new Set(Object.values(await modes('SEA')))).toEqual(new Set(['SEA']));
    const bad = await t.call({ method: 'GET', url: '/lgw/vn/games/game_menu?area=XX' });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/lgw/vn/games/game_menu/recent?area=VN' })).statusCode).toBe(
      401,
    );
  });

  it('lists the seeded rooms of the PVP games, empty until someone plays', async () => {
    const rooms = (await t.call({ method: 'GET', url: '/wps/relay/GLS2_roomList' })).envelope
      .value as PvpRoomList;
    const pvp = new Set((await list('category=PVP')).list.map((game) => game.id));
    expect(rooms.list.length).toBeGreaterThanOrEqual(pvp.size * 3);
    for (const room of rooms.list) {
      expect(pvp.has(room.gameId)).toBe(true);
      expect(room).toMatchObject({ players: 0, minBet: expect.stringMatching(/^[1-9][0-9]*$/) });
      expect(room.seats).toBeGreaterThan(0);
    }
  });
});

describe('betting record', () => {
  it('needs a session and is empty for a period without rounds', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/game/bettingRecord' })).statusCode).toBe(401);
    // A member registered now (demo_member has seeded rounds).
    const registered = await t.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await t.seal({
        username: 'recordnew1',
        password: 'Record2026',
        confirmPassword: 'Record2026',
        birthday: '1990-01-01',
        registerMethod: 'WEB',
        login: true,
      }),
    });
    expect(registered.statusCode).toBe(200);
    const member = (registered.envelope.value as { token: string }).token;
    const record = await t.call({ method: 'GET', url: '/wps/game/bettingRecord', headers: bearer(member) });
    expect(record.envelope.value).toEqual({ list: [], total: 0, totalStake: '0', totalPayout: '0' });
    for (const query of ['startDate=-1', 'endDate=1e300', 'page=1e300', 'status=WON']) {
      const bad = await t.call({
        method: 'GET',
        url: `/wps/game/bettingRecord?${query}`,
        headers: bearer(member),
      });
      expect(bad.statusCode).toBe(400);
    }
    const reversed = await t.call({
      method: 'GET',
      url: '/wps/game/bettingRecord?startDate=1768435200000&endDate=1767225600000',
      headers: bearer(member),
    });
    expect([reversed.statusCode, reversed.envelope.code]).toEqual([400, 'validation_failed']);
    expect(reversed.envelope.value).toMatchObject({
      fields: [{ field: 'endDate', key: 'wallet_date_range_invalid' }],
    });
    const sameDay = await t.call({
      method: 'GET',
      url: '/wps/game/bettingRecord?startDate=1767225600000&endDate=1767225600000',
      headers: bearer(member),
    });
    expect(sameDay.statusCode).toBe(200);
  });
});
