import type { Game, GameList, GameMenus, LotteryMenu, PvpRoomList } from '@playfront/api-contract';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
});
afterAll(() => t.close());

const get = async <T>(url: string, language?: string): Promise<T> => {
  const reply = await t.call({ method: 'GET', url, headers: language ? { language } : {} });
  expect(reply.statusCode).toBe(200);
  return reply.envelope.value as T;
};

const cardNames = async (language?: string) => {
  const menus = await get<GameMenus>('/lgw/games/game_menus', language);
  return Object.fromEntries(
    menus.data.lanes.flatMap((lane) => lane.cards).map((card) => [card.merchantCode, card.displayName]),
  );
};

describe('vendor and game names per language', () => {
  const expected: Record<string, Record<string, string>> = {
    en: {
      DG: 'DG Live Casino',
      DS88: 'DS88 Sabong',
      JDB: 'JDB Fishing',
      SBO: 'SBO Sports',
      KM: 'Kingmaker Cards',
    },
    cn: { DG: 'DG真人娱乐', DS88: 'DS88斗鸡', JDB: 'JDB捕鱼', SBO: 'SBO体育', KM: 'Kingmaker棋牌' },
    ja: {
      DG: 'DGライブカジノ',
      DS88: 'DS88闘鶏',
      JDB: 'JDBフィッシング',
      SBO: 'SBOスポーツ',
      KM: 'Kingmakerカードゲーム',
    },
    ko: {
      DG: 'DG 라이브 카지노',
      DS88: 'DS88 투계',
      JDB: 'JDB 피싱',
      SBO: 'SBO 스포츠',
      KM: 'Kingmaker 카드 게임',
    },
    th: { DG: 'DG คาสิโนสด', DS88: 'DS88 ชนไก่', JDB: 'JDB ยิงปลา', SBO: 'SBO กีฬา', KM: 'Kingmaker เกมไพ่' },
    vi: {
      DG: 'DG Sòng bài trực tiếp',
      DS88: 'DS88 Đá gà',
      JDB: 'JDB Bắn cá',
      SBO: 'SBO Thể thao',
      KM: 'Kingmaker Game bài',
    },
  };

  it.each(Object.entries(expected))(
    'serves vendor display names in %s; brand names stay',
    async (language, want) => {
      const names = await cardNames(language);
      expect(names).toMatchObject(want);
      expect(names['PP']).toBe('Pragmatic Play');
      expect(names['PG']).toBe('PG Soft');
    },
  );

  it('falls back to the stored display name for a language the vendor has no name in', async () => {
    await t.db
      .updateTable('vendors')
      .set({ names: JSON.stringify({ th: 'SBO กีฬา' }) })
      .where('code', '=', 'SBO')
      .execute();
    expect((await cardNames('ja'))['SBO']).toBe('SBO Sports');
    expect((await cardNames('th'))['SBO']).toBe('SBO กีฬา');
    expect((await cardNames())['SBO']).toBe('SBO Sports');
  });

  it('serves game names in the reader language in lists, with slot titles unchanged', async () => {
    const byCode = async (url: string, language: string) =>
      Object.fromEntries(
        (await get<GameList>(url, language)).list.map((game: Game) => [game.code, game.name]),
      );
    const rng = await byCode('/wps/game/list?category=RNG&size=100', 'th');
    expect(rng['PP_LOBBY']).toBe('PP สล็อต');
    expect(rng['PP_TEMPLE_OF_FORTUNE']).toBe('Temple of Fortune');
    const live = await byCode('/wps/game/list?category=LIVE', 'ja');
    expect(live['DG_SPEED_BACCARAT']).toBe('スピードバカラ');
    expect((await byCode('/wps/game/list?category=LIVE', 'en'))['DG_SPEED_BACCARAT']).toBe('Speed Baccarat');
    const vn = await get<LotteryMenu>('/lgw/vn/games/game_menu?area=VN', 'vi');
    expect(vn.list.map((game) => game.name)).toEqual([
      'Xổ số miền Bắc',
      'Xổ số miền Trung',
      'Xổ số miền Nam',
    ]);
  });

  it('finds a game by its name in the reader language', async () => {
    const found = await get<GameList>(`/wps/game/list?q=${encodeURIComponent('バカラ')}`, 'ja');
    expect(found.list.map((game) => game.code)).toEqual(
      expect.arrayContaining(['DG_BACCARAT_A', 'DG_SPEED_BACCARAT']),
    );
  });

  it('serves PVP room names in the reader language; a room the operator renamed keeps its name', async () => {
    const rooms = async (language: string) =>
      (await get<PvpRoomList>('/wps/relay/GLS2_roomList', language)).list.map((room) => room.name);
    expect(await rooms('en')).toEqual([
      'Teen Patti Duel · Novice room',
      'Teen Patti Duel · Regular room',
      'Teen Patti Duel · VIP room',
    ]);
    expect(await rooms('th')).toEqual(['ดวลทีนปัตตี · ห้องมือใหม่', 'ดวลทีนปัตตี · ห้องทั่วไป', 'ดวลทีนปัตตี · ห้อง VIP']);
    await t.db
      .updateTable('pvp_rooms')
      .set({ name: 'High Rollers' })
      .where('code', '=', 'KM_TEEN_PATTI_VIP')
      .execute();
    expect((await rooms('ja'))[2]).toBe('High Rollers');
    expect((await rooms('ja'))[0]).toBe('ティーンパッティ対決 · 初心者ルーム');
  });

  it('names the games of the betting record in the reader language', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const reply = await t.call({
      method: 'GET',
      url: '/wps/game/bettingRecord?size=100',
      headers: { ...bearer(token), language: 'vi' },
    });
    expect(reply.statusCode).toBe(200);
    const list = (reply.envelope.value as { list: Array<{ gameId: number; gameName: string }> }).list;
    expect(list.length).toBeGreaterThan(0);
    const games = new Map(
      (await t.db.selectFrom('games').select(['id', 'name', 'names']).execute()).map((game) => [
        game.id,
        game,
      ]),
    );
    for (const round of list) {
      const game = games.get(round.gameId)!;
      expect(round.gameName).toBe(game.names['vi'] ?? game.name);
    }
    expect(list.some((round) => games.get(round.gameId)!.names['vi'] === round.gameName)).toBe(true);
  });
});
