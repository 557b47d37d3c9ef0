/**
 * The operator side of the demo provider: game sessions, the money of rounds and the provider's games. The
 * demo provider (modules/demo-provider, through its one port platform.ts) calls only these functions; every
 * stake and payout goes through the ledger here, once per round id.
 *
 * Contract (implemented by the games module):
 * - `openGameSession` consumes a launch token once (expired or used -> 401 AppError) and returns a game
 *   session token (random, only its SHA-256 stored) valid for `gameSessionMinutes`.
 * - `gameSession` resolves a game session token (unknown or expired -> 401 AppError).
 * - `placeBet` debits `stake` from the wallet the round plays from (main wallet for SEAMLESS vendors, the
 *   vendor wallet for TRANSFER vendors; trial sessions use the member's play-money) and records an OPEN
 *   round. Replaying the same roundId with the same stake and detail returns the stored result; a
 *   different body -> 422. Not enough money -> 409 insufficientFunds, nothing recorded.
 * - `settleRound` credits `payout` (0 allowed: a lost round) once and marks the round SETTLED; replays
 *   return the stored result. Needs no session: jobs settle scheduled rounds.
 * - `playInstantRound` is placeBet and settleRound in one database transaction (slots, fish shots,
 *   baccarat hands, card hands).
 * - `voidRound` refunds the stake of an OPEN round once and marks it VOID.
 * - `gameWalletBalance` is the balance the session plays from.
 * - `vendorGames` lists the enabled games of a merchant that one engine plays (e.g. every lottery), in menu
 *   order; `vendorGame` finds one game of an engine, by merchant and code (enabled games only) or by id
 *   (whatever its state: the game of a live session), or null. Both return only the fields a provider needs
 *   (VendorGame); needs no session: jobs plan the draws of every lottery. `includeDisabled` lists games
 *   switched off too (a provider's history of rounds played while they were on).
 * - `playerNames` gives the usernames of players by id (a provider masks them on public boards).
 * Amounts are integer minor units (bigint).
 */
import type { GameCategory, GameEngine } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';

/** What the game wallet needs from the app: jobs have no keys or hashers. */
export type GameCtx = Pick<AppContext, 'db' | 'now' | 'config'>;

export interface GameSession {
  /** Row id of the game session. */
  id: string;
  userId: number;
  gameId: number;
  gameCode: string;
  gameName: string;
  vendorCode: string;
  gameCategory: GameCategory;
  engine: GameEngine;
  mode: 'REAL' | 'TRIAL';
  language: string;
  /** The lottery area / play type the launch asked for, when any. */
  gameCodeParam: string | null;
  playType: string | null;
  expiresAt: Date;
  /** The brand of the member's account: the provider's calls for this session run as that brand. */
  merchantCode: string;
}

export interface RoundMoney {
  roundId: string;
  stake: bigint;
  payout: bigint | null;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  /** Balance of the wallet the round plays from, after this call. */
  balance: bigint;
  /** True when this call was a replay of an earlier one. */
  replayed: boolean;
}

export interface BetInput {
  roundId: string;
  stake: bigint;
  /** Short human summary for the betting record, e.g. "Banker 10.00". */
  detail: string;
  /** Engine data kept with the round (bet selections, seeds' nonce…). */
  data?: unknown;
}

export interface SettleInput {
  roundId: string;
  payout: bigint;
  /** Engine result kept with the round (reels, cards, drawn numbers…). */
  result?: unknown;
}

/** A game of the catalogue as the provider sees it. */
export interface VendorGame {
  id: number;
  merchantCode: string;
  code: string;
  name: string;
  /** The lottery area (LOTT, VN, SEA) and region of a lottery game; null for other engines. */
  lotteryArea: string | null;
  region: string | null;
  /** The play types a lottery game offers (empty: all). */
  playTypes: string[];
}

/** One game of an engine: by merchant and code (enabled only), or by id (any state). */
export type VendorGameKey = { merchant: string; code: string } | { id: number };

export type GameWallet = {
  openGameSession(ctx: GameCtx, launchToken: string): Promise<{ token: string; session: GameSession }>;
  gameSession(ctx: GameCtx, token: string): Promise<GameSession>;
  placeBet(ctx: GameCtx, session: GameSession, bet: BetInput): Promise<RoundMoney>;
  settleRound(ctx: GameCtx, settle: SettleInput): Promise<RoundMoney>;
  playInstantRound(
    ctx: GameCtx,
    session: GameSession,
    bet: BetInput,
    settle: Omit<SettleInput, 'roundId'>,
  ): Promise<RoundMoney>;
  voidRound(ctx: GameCtx, roundId: string): Promise<RoundMoney>;
  gameWalletBalance(ctx: GameCtx, session: GameSession): Promise<bigint>;
  vendorGames(
    ctx: GameCtx,
    merchant: string,
    engine: GameEngine,
    options?: { includeDisabled?: boolean },
  ): Promise<VendorGame[]>;
  playerNames(ctx: GameCtx, userIds: number[]): Promise<Map<number, string>>;
  vendorGame(ctx: GameCtx, engine: GameEngine, key: VendorGameKey): Promise<VendorGame | null>;
};
