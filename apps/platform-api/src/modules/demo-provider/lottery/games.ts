import { ErrorCode, lotteryPlayTypes } from '@playfront/api-contract';
import type { LotteryGameInfo, LotteryPlayType } from '@playfront/api-contract';
import { AppError } from '../../../core/errors';
import { gameWallet } from '../platform';
import type { GameCtx, GameSession, VendorGame } from '../platform';
import { notFound } from '../shared/scheduled-bets';

/** A lottery game, as the game-wallet contract gives it (vendorGames, vendorGame). */
export type LotteryGame = VendorGame;

export const gameInfo = (game: LotteryGame): LotteryGameInfo => ({
  gameCode: game.code,
  name: game.name,
  area: game.lotteryArea ?? 'LOTT',
  region: game.region,
});

/** The enabled lottery games of a merchant, in menu order. */
export async function lotteryGames(ctx: GameCtx, merchant: string): Promise<LotteryGame[]> {
  return gameWallet.vendorGames(ctx, merchant, 'lottery');
}

export async function lotteryGameByCode(ctx: GameCtx, merchant: string, code: string): Promise<LotteryGame> {
  const game = await gameWallet.vendorGame(ctx, 'lottery', { merchant, code });
  if (!game) throw notFound('Lottery game');
  return game;
}

/**
 * The lottery game a session plays: its own game, or another game of the same area (the VN region switch)
 * when `code` is given.
 */
export async function sessionLotteryGame(
  ctx: GameCtx,
  session: GameSession,
  code: string | undefined,
): Promise<LotteryGame> {
  const own = await gameWallet.vendorGame(ctx, 'lottery', { id: session.gameId });
  if (!own) throw new AppError(403, ErrorCode.forbidden, 'This game session is not a lottery session');
  if (!code || code === own.code) return own;
  const other = await lotteryGameByCode(ctx, own.merchantCode, code);
  if (other.lotteryArea !== own.lotteryArea) throw notFound('Lottery game');
  return other;
}

/** The play types a game offers: those listed, or every play type when none is. */
export const allowedPlayTypes = (game: LotteryGame): LotteryPlayType[] => {
  const listed = lotteryPlayTypes.filter((type) => game.playTypes.includes(type));
  return listed.length > 0 ? listed : [...lotteryPlayTypes];
};
