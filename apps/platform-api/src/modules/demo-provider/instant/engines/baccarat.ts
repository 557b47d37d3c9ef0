import { fairFloats } from '../../shared/fair';
import { cardName, dealCards } from './cards';

/**
 * "Punto Banco" with a simulated dealer: each hand is dealt from a freshly shuffled 8-deck shoe (a partial
 * Fisher-Yates shuffle of 416 cards, one fair float per card), player and banker alternately, with the
 * standard third-card rules. Bets: PLAYER pays 1:1, BANKER 0.95:1 (5 % commission, rounded down to the minor
 * unit), TIE 8:1; PLAYER and BANKER bets push on a tie.
 */
export const BACCARAT_DECKS = 8;
export const SHOE_SIZE = 52 * BACCARAT_DECKS;
export const baccaratBets = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratBet = (typeof baccaratBets)[number];

/** Points of a card: 2-9 at face value, tens and faces 0, ace 1. */
export const cardPoints = (card: number): number => {
  const rank = card % 13;
  if (rank <= 7) return rank + 2;
  if (rank === 12) return 1;
  return 0;
};

/** Whether the banker draws a third card, given its two-card total and the player's third card points. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays a hand from card points in dealing order (P1, B1, P2, B2, then third cards as needed). Returns the
 * points of each side's cards.
 */
export function playPoints(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (cards: number[]) => cards.reduce((sum, points) => sum + points, 0) % 10;
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (total(player) <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(next());
  return { player, banker };
}

export interface BaccaratSide {
  cards: string[];
  total: number;
}

export interface BaccaratOutcome {
  player: BaccaratSide;
  banker: BaccaratSide;
  winner: BaccaratBet;
}

export function baccaratFromDeal(dealt: readonly number[]): BaccaratOutcome {
  let index = 0;
  const order: number[] = [];
  const { player, banker } = playPoints(() => {
    order.push(dealt[index]);
    return cardPoints(dealt[index++]);
  });
  // Cards in dealing order: P1, B1, P2, B2, then the player's third (if any), then the banker's third.
  const playerCards = [order[0], order[2], ...(player.length === 3 ? [order[4]] : [])];
  const bankerCards = [order[1], order[3], ...(banker.length === 3 ? [order[order.length - 1]] : [])];
  const total = (points: number[]) => points.reduce((sum, p) => sum + p, 0) % 10;
  const p = total(player);
  const b = total(banker);
  return {
    player: { cards: playerCards.map((card) => cardName(card % 52)), total: p },
    banker: { cards: bankerCards.map((card) => cardName(card % 52)), total: b },
    winner: p > b ? 'PLAYER' : b > p ? 'BANKER' : 'TIE',
  };
}

export function baccaratHand(serverSeed: string, clientSeed: string, nonce: number): BaccaratOutcome {
  return baccaratFromDeal(dealCards(fairFloats(serverSeed, clientSeed, nonce, 6), SHOE_SIZE, 6));
}

export function baccaratPayout(bet: BaccaratBet, winner: BaccaratBet, stake: bigint): bigint {
  if (bet === 'TIE') return winner === 'TIE' ? stake * 9n : 0n;
  if (winner === 'TIE') return stake;
  if (bet !== winner) return 0n;
  return bet === 'PLAYER' ? stake * 2n : stake + (stake * 95n) / 100n;
}

/**
 * Exact outcome odds of one hand from a full shoe: enumerates card points in dealing order, weighting each
 * sequence by the number of ways to draw it without replacement. Returns counts over SHOE_SIZE^(6 falling).
 */
export function baccaratOdds(): { player: bigint; banker: bigint; tie: bigint; total: bigint } {
  const remaining = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * BACCARAT_DECKS);
  const fallingFrom = (start: number, count: number) => {
    let product = 1n;
    for (let k = 0; k < count; k += 1) product *= BigInt(start - k);
    return product;
  };
  const counts = { player: 0n, banker: 0n, tie: 0n };
  const drawn: number[] = [];
  const walk = (weight: bigint): void => {
    // Replay the rules over the drawn prefix; when they ask for one more card than drawn, branch on it.
    let index = 0;
    let needMore = false;
    const hand = playPoints(() => {
      if (index < drawn.length) return drawn[index++];
      needMore = true;
      index += 1;
      return 0;
    });
    if (needMore) {
      for (let points = 0; points < 10; points += 1) {
        if (remaining[points] === 0) continue;
        const ways = BigInt(remaining[points]);
        remaining[points] -= 1;
        drawn.push(points);
        walk(weight * ways);
        drawn.pop();
        remaining[points] += 1;
      }
      return;
    }
    const scaled = weight * fallingFrom(SHOE_SIZE - drawn.length, 6 - drawn.length);
    const p = hand.player.reduce((s, v) => s + v, 0) % 10;
    const b = hand.banker.reduce((s, v) => s + v, 0) % 10;
    if (p > b) counts.player += scaled;
    else if (b > p) counts.banker += scaled;
    else counts.tie += scaled;
  };
  walk(1n);
  return { ...counts, total: fallingFrom(SHOE_SIZE, 6) };
}
