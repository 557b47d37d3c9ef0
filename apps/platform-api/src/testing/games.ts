import type { DemoSession, Game, GameList, LaunchGameReply, SlotSpinReply } from '@playfront/api-contract';
import { moneyCall } from './money';
import { bearer } from './test-app';
import type { TestApp } from './test-app';

/** A slot game of the demo catalogue (a real game, not a lobby). */
export async function demoSlot(t: TestApp): Promise<Game> {
  const reply = await t.call({ method: 'GET', url: '/wps/game/list?size=100' });
  const games = (reply.envelope.value as GameList).list;
  return games.find((game) => game.engine === 'slot' && game.isGame === 'GAME')!;
}

/**
 * Launches the slot game as the member (which moves the main wallet into the vendor's) and spins once with
 * the stake in minor units; answers the payout.
 */
export async function spinSlot(t: TestApp, token: string, slot: Game, stake: string): Promise<bigint> {
  const launch = await t.call({
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
  const session = (await t.call({ method: 'POST', url: '/demo/v1/session', payload: { launchToken } }))
    .envelope.value as DemoSession;
  const response = await moneyCall(t, session.sessionToken, 'POST', '/demo/v1/slot/spin', { stake });
  expect(response.statusCode).toBe(200);
  return BigInt((response.envelope.value as SlotSpinReply).payout);
}
