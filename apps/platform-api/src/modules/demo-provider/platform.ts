/**
 * The demo provider's one port to the platform: the game-wallet contract (modules/games/game-wallet.ts).
 * Game sessions, the money of rounds and the provider's games come only through here, as they would for a
 * third-party vendor; no other file of the demo provider imports another platform module (eslint.config.mjs,
 * tools/boundary-check.mjs). Everything else it uses is infrastructure (core/) and @playfront libs.
 */
export { gameSessionOf, gameWallet, requireGameSession } from '../games';
export type { GameCtx, GameSession, GameWallet, VendorGame, VendorGameKey } from '../games';
