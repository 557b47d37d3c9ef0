import type { InstantEngine } from '@playfront/api-contract';
import { fairFloats } from '../../shared/fair';
import { baccaratHand, baccaratPayout } from './baccarat';
import type { BaccaratBet, BaccaratOutcome } from './baccarat';
import { cardsHand, cardsPayout } from './cards';
import type { CardsOutcome } from './cards';
import { fishShot } from './fish';
import type { FishOutcome } from './fish';
import { SLOT_LINES, slotSpin } from './slot';
import type { SlotOutcome } from './slot';

/** What a round asks for besides its stake. */
export interface RoundRequest {
  targetId?: string;
  bet?: BaccaratBet;
}

export type InstantOutcome = SlotOutcome | FishOutcome | CardsOutcome | BaccaratOutcome;

export interface StakeRule {
  min: bigint;
  max: bigint;
  /** The stake must be a multiple of this. */
  step: bigint;
}

export interface InstantGame<O extends InstantOutcome = InstantOutcome> {
  engine: InstantEngine;
  limits: StakeRule;
  /** Fair floats one round reads. */
  floats: number;
  play(serverSeed: string, clientSeed: string, nonce: number, request: RoundRequest): O;
  payout(outcome: O, request: RoundRequest, stake: bigint): bigint;
  /** Short summary for the betting record. */
  detail(request: RoundRequest, stake: bigint): string;
}

/** Minor units as a decimal with two places and thousands separators, e.g. 123456n -> "1,234.56". */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

const slot: InstantGame<SlotOutcome> = {
  engine: 'slot',
  limits: { min: 10n, max: 1_000_000n, step: BigInt(SLOT_LINES) },
  floats: 5,
  play: (serverSeed, clientSeed, nonce) => slotSpin(serverSeed, clientSeed, nonce),
  payout: (outcome, _request, stake) => (stake / BigInt(SLOT_LINES)) * BigInt(outcome.totalMultiplier),
  detail: (_request, stake) => `Spin ${formatMinor(stake / BigInt(SLOT_LINES))} x ${SLOT_LINES} lines`,
};

const fish: InstantGame<FishOutcome> = {
  engine: 'fish',
  limits: { min: 10n, max: 100_000n, step: 1n },
  floats: 1,
  play: (serverSeed, clientSeed, nonce, request) =>
    fishShot(serverSeed, clientSeed, nonce, request.targetId ?? ''),
  payout: (outcome, _request, stake) => (outcome.hit ? stake * BigInt(outcome.multiplier) : 0n),
  detail: (request, stake) => `Shot ${formatMinor(stake)} at ${titleCase(request.targetId ?? '')}`,
};

const cards: InstantGame<CardsOutcome> = {
  engine: 'cards',
  limits: { min: 100n, max: 1_000_000n, step: 1n },
  floats: 6,
  play: (serverSeed, clientSeed, nonce) => cardsHand(serverSeed, clientSeed, nonce),
  payout: (outcome, _request, stake) => cardsPayout(outcome.outcome, stake),
  detail: (_request, stake) => `Hand ${formatMinor(stake)}`,
};

const baccarat: InstantGame<BaccaratOutcome> = {
  engine: 'baccarat',
  limits: { min: 100n, max: 5_000_000n, step: 1n },
  floats: 6,
  play: (serverSeed, clientSeed, nonce) => baccaratHand(serverSeed, clientSeed, nonce),
  payout: (outcome, request, stake) => baccaratPayout(request.bet ?? 'PLAYER', outcome.winner, stake),
  detail: (request, stake) => `${titleCase(request.bet ?? 'PLAYER')} ${formatMinor(stake)}`,
};

export const instantGames: Record<InstantEngine, InstantGame> = {
  slot,
  fish,
  cards,
  baccarat,
} as Record<InstantEngine, InstantGame>;

export const isInstantEngine = (engine: string): engine is InstantEngine => engine in instantGames;

/** Recomputes a round from its seeds: the floats read and the outcome. */
export function verifyRound(
  engine: InstantEngine,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  request: RoundRequest,
): { floats: number[]; outcome: InstantOutcome } {
  const game = instantGames[engine];
  return {
    floats: fairFloats(serverSeed, clientSeed, nonce, game.floats),
    outcome: game.play(serverSeed, clientSeed, nonce, request),
  };
}
