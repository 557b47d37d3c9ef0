import { fairFloats, fairInt } from '../../shared/fair';

/**
 * "Teen Patti Duel": three-card poker against the dealer from one 52-card deck, dealt alternately
 * (player, dealer, player, ...). The higher hand wins; equal hands push (stake back). A win pays 1:1 less a
 * 5 % table commission on the winnings (rounded down to the minor unit, in the house's favour).
 * Ranking, high to low: trail (three of a kind), pure sequence (straight flush), sequence, colour (flush),
 * pair, high card. A-K-Q is the highest sequence and A-2-3 the lowest. Within a category: trails and
 * sequences by their top card, pairs by the pair then the kicker, others card by card from the highest.
 */
export const RANKS = '23456789TJQKA';
export const SUITS = 'SHDC';
export const CARDS_COMMISSION_PERCENT = 5;

export const HAND_CATEGORIES = ['HIGH_CARD', 'PAIR', 'COLOR', 'SEQUENCE', 'PURE_SEQUENCE', 'TRAIL'] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** A card of a 52-card deck: 0-51, rank = index % 13 (0 is a two, 12 an ace), suit = index / 13. */
export const cardName = (card: number): string => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;

export interface RankedHand {
  category: HandCategory;
  /** Larger beats smaller; equal values tie. */
  value: number;
}

export function rankHand(cards: readonly number[]): RankedHand {
  const ranks = cards.map((card) => card % 13).sort((a, b) => b - a);
  const flush = cards.every((card) => Math.floor(card / 13) === Math.floor(cards[0] / 13));
  const [a, b, c] = ranks;
  const key = (category: number, x: number, y = 0, z = 0) => ({
    category: HAND_CATEGORIES[category],
    value: ((category * 13 + x) * 13 + y) * 13 + z,
  });
  if (a === b && b === c) return key(5, a);
  const lowAce = a === 12 && b === 1 && c === 0;
  if (lowAce || (a === b + 1 && b === c + 1)) {
    const top = lowAce ? 1 : a;
    return key(flush ? 4 : 3, top);
  }
  if (flush) return key(2, a, b, c);
  if (a === b) return key(1, a, c);
  if (b === c) return key(1, b, a);
  return key(0, a, b, c);
}

export interface CardsHand {
  cards: string[];
  category: HandCategory;
}

export interface CardsOutcome {
  player: CardsHand;
  dealer: CardsHand;
  outcome: 'WIN' | 'LOSE' | 'PUSH';
}

/** The six cards dealt: a partial Fisher-Yates shuffle of a fresh deck, one fair float per card. */
export function dealCards(floats: readonly number[], deckSize: number, count: number): number[] {
  const deck = Array.from({ length: deckSize }, (_, index) => index);
  for (let i = 0; i < count; i += 1) {
    const j = i + fairInt(floats[i], deckSize - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, count);
}

export function cardsFromDeal(dealt: readonly number[]): CardsOutcome {
  const playerCards = [dealt[0], dealt[2], dealt[4]];
  const dealerCards = [dealt[1], dealt[3], dealt[5]];
  const player = rankHand(playerCards);
  const dealer = rankHand(dealerCards);
  return {
    player: { cards: playerCards.map(cardName), category: player.category },
    dealer: { cards: dealerCards.map(cardName), category: dealer.category },
    outcome: player.value > dealer.value ? 'WIN' : player.value < dealer.value ? 'LOSE' : 'PUSH',
  };
}

export function cardsHand(serverSeed: string, clientSeed: string, nonce: number): CardsOutcome {
  return cardsFromDeal(dealCards(fairFloats(serverSeed, clientSeed, nonce, 6), 52, 6));
}

/** Stake back plus winnings less commission (rounded down). */
export function cardsPayout(outcome: CardsOutcome['outcome'], stake: bigint): bigint {
  if (outcome === 'LOSE') return 0n;
  if (outcome === 'PUSH') return stake;
  return stake + (stake * BigInt(100 - CARDS_COMMISSION_PERCENT)) / 100n;
}

/**
 * Exact chance of a push: counts (player hand, dealer hand) pairs of disjoint hands with equal value over
 * all C(52,3) x C(49,3) deals. Wins and losses are symmetric, so RTP = 1 - commission x (1 - push) / 2.
 */
export function cardsPushOdds(): { pushes: number; deals: number } {
  const byValue = new Map<number, number[][]>();
  const hands: number[][] = [];
  for (let x = 0; x < 52; x += 1)
    for (let y = x + 1; y < 52; y += 1)
      for (let z = y + 1; z < 52; z += 1) {
        const hand = [x, y, z];
        hands.push(hand);
        const { value } = rankHand(hand);
        const group = byValue.get(value) ?? [];
        group.push(hand);
        byValue.set(value, group);
      }
  let pushes = 0;
  for (const hand of hands) {
    for (const other of byValue.get(rankHand(hand).value) ?? []) {
      if (!other.some((card) => hand.includes(card))) pushes += 1;
    }
  }
  const deals = hands.length * ((49 * 48 * 47) / 6);
  return { pushes, deals };
}
