import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../core/errors';
import type { GameCtx, GameSession } from './game-wallet';
import { gameWallet } from './game-wallet-service';

/** `Authorization: Bearer {sessionToken}` of a game session (from POST /demo/v1/session). */
const TOKEN = /^Bearer\s+([A-Za-z0-9_.~+/=-]{16,256})$/;

const resolved = new WeakMap<FastifyRequest, GameSession>();

/**
 * onRequest hook of the game calls: resolves the game session before the body is read or validated, so a
 * call without a live session is 401 whatever its body.
 */
export const requireGameSession =
  (ctx: GameCtx) =>
  async (request: FastifyRequest): Promise<void> => {
    const match = TOKEN.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized();
    const session = await gameWallet.gameSession(ctx, match[1]);
    // The provider's calls carry no Merchant header: the session's account decides the brand.
    await request.enterBrand(session.merchantCode);
    resolved.set(request, session);
  };

/** The game session resolved by `requireGameSession` for this request. */
export function gameSessionOf(request: FastifyRequest): GameSession {
  const session = resolved.get(request);
  if (!session) throw unauthorized();
  return session;
}
