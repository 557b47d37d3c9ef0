import type { GameList } from '@playfront/api-contract';
import { bearer, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// Two databases stand for a primary and its read replica: the replica's copy of the catalogue differs (a slot
// hidden there only), so every answer shows which database it was read from.
let replica: TestApp;
let t: TestApp;
beforeAll(async () => {
  replica = await createTestApp();
  t = await createTestApp({}, { readDb: replica.db });
});
afterAll(async () => {
  await t.close();
  await replica.close();
});

const games = async (url: string, token?: string) =>
  ((await t.call({ method: 'GET', url, headers: token ? bearer(token) : {} })).envelope.value as GameList)
    .list;
const codes = async (url: string, token?: string) => (await games(url, token)).map((game) => game.code);

describe('reads that may lag go to the read replica, the rest to the primary', () => {
  it('reads the catalogue from the replica, and a member, their session and favourites from the primary', async () => {
    const listed = await games('/wps/game/list?category=RNG&size=100');
    const hidden = listed[0]!.code;
    await replica.db.updateTable('games').set({ enabled: false }).where('code', '=', hidden).execute();
    expect(await codes('/wps/game/list?category=RNG&size=100')).not.toContain(hidden);

    // The session exists on the primary only (logging in wrote it there): it is found, so it is read there.
    const token = await t.login('demo_member', 'Demo@2026');
    const favourite = listed[1]!;
    // Ids are the primary's (two separately seeded databases need not agree on them, a real replica does).
    const { id } = await t.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', favourite.code)
      .where('merchant_code', '=', t.config.merchantCode)
      .executeTakeFirstOrThrow();
    const added = await t.call({
      method: 'PUT',
      url: '/wps/game/favourites',
      headers: bearer(token),
      payload: { gameId: id },
    });
    expect(added.statusCode).toBe(200);
    expect(await codes('/wps/game/favourites', token)).toContain(favourite.code);
    const balance = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect(balance.statusCode).toBe(200);
  });
});
