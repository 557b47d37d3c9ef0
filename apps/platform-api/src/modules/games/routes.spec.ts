import { gameCategories } from '@playfront/api-contract';
import type { GameMenus } from '@playfront/api-contract';
import { createTestApp, expectEnvelope } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    });
    expect(lanes.find((lane) => lane.title === 'LOTT')!.cards.map((card) => card.vassalage)).toEqual([
      'TCG_SEA',
      'TCG_LOTTO_VN',
    ]);
    for (const lane of lanes) for (const card of lane.cards) expect(card.gameCategory).toBe(lane.title);
  });

  it('follows the catalogue: an enabled esports vendor adds its lane, sort order moves cards', async () => {
    await t.db.updateTable('vendors').set({ enabled: true }).where('code', '=', 'IA').execute();
    await t.db.updateTable('vendors').set({ sort: 1 }).where('code', '=', 'BGS').execute();
    const { lanes } = (await menus()).data;
    expect(lanes.at(-1)).toMatchObject({ title: 'ESPORTS', cards: [{ vassalage: 'IA_ESPORTS' }] });
    expect(lanes.find((lane) => lane.title === 'RNG')!.cards[0].merchantCode).toBe('BGS');
    // Same catalogue, same answer: the order is stable.
    expect((await menus()).data).toEqual({ lanes });
  });
});
