import type { DemoSession, GameList, LaunchGameReply } from '@playfront/api-contract';
import { randomUUID } from 'node:crypto';
import { fund, reconcileOk } from '../../../testing/money';
import { bearer, createTestApp, expectEnvelope } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';

// A sign-in session's end ends the games it opened: the slot refuses the next spin.
let t: TestApp;
let slotId = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    RATE_PASSWORD_IP_MAX: '0',
    SESSION_IDLE_MINUTES: '30',
    SESSION_ABSOLUTE_HOURS: '1',
  });
  const list = (await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList;
  slotId = list.list.find((game) => game.engine === 'slot' && game.isGame === 'GAME')?.id ?? 0;
  await fund(t, await t.login('demo_member', 'Demo@2026'), '1000000');
}, 120_000);
afterAll(() => t.close());

/** Signs in, launches the slot the way the portal does and opens its game session. */
async function playSlot(): Promise<{ token: string; game: string }> {
  const token = await t.login('demo_member', 'Demo@2026');
  const launch = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(token),
    payload: { gameId: slotId },
  });
  expect(launch.statusCode).toBe(200);
  const url = new URL((launch.envelope.value as LaunchGameReply).game_url, 'http://x');
  const opened = await t.call({
    method: 'POST',
    url: '/demo/v1/session',
    payload: { launchToken: url.searchParams.get('launch') },
  });
  expect(opened.statusCode).toBe(200);
  return { token, game: (opened.envelope.value as DemoSession).sessionToken };
}

const spin = (game: string) =>
  t.call({
    method: 'POST',
    url: '/demo/v1/slot/spin',
    headers: { ...bearer(game), 'idempotency-key': randomUUID() },
    payload: { stake: '100' },
  });

const expectRefused = async (game: string) => {
  const refused = await spin(game);
  expect(refused.statusCode).toBe(401);
  expect(expectEnvelope(refused.json()).code).toBe('unauthorized');
};

describe('a sign-in session ends its games', () => {
  it('at logout', async () => {
    const { token, game } = await playSlot();
    expect((await spin(game)).statusCode).toBe(200);
    const logout = await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    await expectRefused(game);
  });

  it('at a password change (every session of the account ends)', async () => {
    const { token, game } = await playSlot();
    const other = await playSlot();
    expect((await spin(game)).statusCode).toBe(200);
    const change = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: await t.seal({
        oldPassword: 'Demo@2026',
        newPassword: 'Demo@2027x',
        confirmNewPassword: 'Demo@2027x',
      }),
    });
    expect(change.statusCode).toBe(200);
    await expectRefused(game);
    await expectRefused(other.game);
    // Back to the demo password for the other tests.
    const token2 = await t.login('demo_member', 'Demo@2027x');
    const back = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token2),
      payload: await t.seal({
        oldPassword: 'Demo@2027x',
        newPassword: 'Demo@2026',
        confirmNewPassword: 'Demo@2026',
      }),
    });
    expect(back.statusCode).toBe(200);
  });

  it('when it has been idle too long, while play keeps it alive', async () => {
    const { game } = await playSlot();
    // Spinning every 20 minutes is activity: 40 minutes on, the game still plays.
    t.clock.advance(20 * MINUTE);
    expect((await spin(game)).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    expect((await spin(game)).statusCode).toBe(200);
    // Then 31 minutes without a call: the sign-in session is idle, and so is its game.
    t.clock.advance(31 * MINUTE);
    await expectRefused(game);
  });

  it('at the absolute lifetime of the sign-in session, however active', async () => {
    const { game } = await playSlot();
    for (let minutes = 0; minutes < 55; minutes += 11) {
      t.clock.advance(11 * MINUTE);
      expect((await spin(game)).statusCode).toBe(200);
    }
    t.clock.advance(6 * MINUTE);
    await expectRefused(game);
  });

  it('when the account is disabled', async () => {
    const { game } = await playSlot();
    expect((await spin(game)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ disabled: true }).where('username', '=', 'demo_member').execute();
    await expectRefused(game);
    await t.db.updateTable('users').set({ disabled: false }).where('username', '=', 'demo_member').execute();
  });

  it('leaves the ledger exact', async () => {
    expect(await reconcileOk(t)).toBe(true);
  });
});
