import type { GameWallet } from './game-wallet';

const notYet = (): never => {
  throw new Error('game wallet not implemented yet');
};

/** The game wallet (see game-wallet.ts for the contract). */
export const gameWallet: GameWallet = {
  openGameSession: notYet,
  gameSession: notYet,
  placeBet: notYet,
  settleRound: notYet,
  playInstantRound: notYet,
  voidRound: notYet,
  gameWalletBalance: notYet,
};
