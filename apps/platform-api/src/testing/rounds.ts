import type { Game, GameList, LaunchGameReply } from '@playfront/api-contract';
import { gameWallet } from '../modules/games';
import type { GameSession } from '../modules/games';
import { bearer } from './test-app';
import type { TestApp } from './test-app';

const catalogues = new WeakMap<TestApp, Game[]>();
let roundNo = 0;

/**
 * One settled real-money round of `stake` paying `payout`, in the first instant game of `category` (RNG,
 * LIVE, SPORTS…), as the demo provider plays it: launched through the API by the member of `token`, then
 * played in its game session, at the test's clock.
 */
export async function playRound(
  t: TestApp,
  token: string,
  category: string,
  stake: bigint,
  payout = 0n,
): Promise<void> {
  let games = catalogues.get(t);
  if (!games) {
    games = ((await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList)
      .list;
    catalogues.set(t, games);
  }
  const game = games.find(
    (g) => g.gameCategory === category && g.isGame === 'GAME' && g.engine !== 'lottery',
  );
  if (!game) throw new Error(`no ${category} game`);
  const launch = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(token),
    payload: { gameId: game.id },
  });
  const url = new URL((launch.envelope.value as LaunchGameReply).game_url, 'http://x');
  const ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  const session: GameSession = (await gameWallet.openGameSession(ctx, url.searchParams.get('launch') ?? ''))
    .session;
  await gameWallet.playInstantRound(
    ctx,
    session,
    { roundId: `t-${process.pid}-${(roundNo += 1)}`, stake, detail: 'test round' },
    { payout },
  );
}
