import { createHmac } from 'node:crypto';
import { fairFloats, newServerSeed, seedHash } from '../../shared/fair';
import {
  bankerDraws,
  baccaratFromDeal,
  baccaratHand,
  baccaratOdds,
  baccaratPayout,
  cardPoints,
} from './baccarat';
import { cardsFromDeal, cardsHand, cardsPayout, cardsPushOdds, rankHand } from './cards';
import { FISH_TYPES, fishRtp, fishShot } from './fish';
import { formatMinor, instantGames, verifyRound } from './index';
import { REEL_STRIPS, SLOT_LINES, evaluateLine, slotFromStops, slotRtp, slotSpin } from './slot';

/** 99 % quantiles of the chi-square distribution. */
const CHI2_99: Record<number, number> = { 27: 46.963, 28: 48.278, 99: 134.642 };

const chiSquare = (observed: number[], expected: number) =>
  observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);

const SERVER = 'b1946ac92492d2347c6235b4d2611184a2f2c1e1d62f1c1f2f7a4a1d0c3b2a19';
const CLIENT = 'player-seed';

/** A card index from rank text and suit text, e.g. card('T', 'S'). */
const card = (rank: string, suit = 'S') => 'SHDC'.indexOf(suit) * 13 + '23456789TJQKA'.indexOf(rank);

describe('fair floats', () => {
  it('are the documented HMAC-SHA256 words and are reproducible', () => {
    const floats = fairFloats('seed', 'client', 7, 10);
    expect(floats).toHaveLength(10);
    expect(fairFloats('seed', 'client', 7, 10)).toEqual(floats);
    expect(fairFloats('seed', 'client', 8, 10)).not.toEqual(floats);
    const digest = createHmac('sha256', 'seed').update('client:7:1').digest();
    expect(floats[8]).toBe(digest.readUInt32BE(0) / 2 ** 32);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fall evenly into 100 buckets (chi-square at 99 %)', () => {
    const buckets = new Array<number>(100).fill(0);
    const rounds = 10_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      for (const float of fairFloats(SERVER, CLIENT, nonce, 10)) buckets[Math.floor(float * 100)] += 1;
    }
    expect(chiSquare(buckets, (rounds * 10) / 100)).toBeLessThan(CHI2_99[99]);
  });
});

describe('slot', () => {
  it('pays the documented RTP, computed exactly over every symbol combination', () => {
    const { numerator, denominator } = slotRtp();
    expect(denominator).toBe(29n * 29n * 29n * 29n * 28n);
    const rtp = Number((numerator * 1_000_000n) / denominator) / 1_000_000;
    expect(rtp).toBe(0.96645);
    expect(rtp).toBeGreaterThanOrEqual(0.94);
    expect(rtp).toBeLessThanOrEqual(0.97);
  });

  it('evaluates lines left to right with wild substitution', () => {
    expect(evaluateLine(['SEVEN', 'SEVEN', 'SEVEN', 'LEMON', 'LEMON'])).toEqual({
      symbol: 'SEVEN',
      count: 3,
      multiplier: 20,
    });
    expect(evaluateLine(['WILD', 'WILD', 'BAR', 'BAR', 'CHERRY'])).toEqual({
      symbol: 'BAR',
      count: 4,
      multiplier: 60,
    });
    // Three wilds pay 20 on their own, more than four cherries (10).
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON'])).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: 20,
    });
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])?.multiplier).toBe(500);
    expect(evaluateLine(['CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY'])).toBeNull();
    expect(evaluateLine(['LEMON', 'CHERRY', 'CHERRY', 'CHERRY', 'CHERRY'])).toBeNull();
  });

  it('shows the stop and the two symbols after it, wrapping, and adds the line wins', () => {
    const last = REEL_STRIPS.map((strip) => strip.length - 1);
    const outcome = slotFromStops(last);
    outcome.reels.forEach((column, reel) => {
      const strip = REEL_STRIPS[reel];
      expect(column).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
    expect(outcome.totalMultiplier).toBe(outcome.lines.reduce((sum, line) => sum + line.multiplier, 0));
    // Stop 0 on every reel puts WILD on the top row of each reel: line 2 pays five wilds.
    const wilds = slotFromStops([0, 0, 0, 0, 0]);
    expect(REEL_STRIPS.every((strip) => strip[0] === 'WILD')).toBe(true);
    expect(wilds.lines).toContainEqual({ line: 2, symbol: 'WILD', count: 5, multiplier: 500 });
  });

  it('lands on every reel stop equally often (chi-square at 99 %)', () => {
    const rounds = 20_000;
    const counts = REEL_STRIPS.map((strip) => new Array<number>(strip.length).fill(0));
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      slotSpin(SERVER, CLIENT, nonce).stops.forEach((stop, reel) => (counts[reel][stop] += 1));
    }
    counts.forEach((observed) => {
      expect(chiSquare(observed, rounds / observed.length)).toBeLessThan(CHI2_99[observed.length - 1]);
    });
  });

  it('pays the line bet times the total multiplier; stakes are multiples of the line count', () => {
    const slot = instantGames.slot;
    const outcome = slotFromStops([0, 0, 0, 0, 0]);
    expect(slot.payout(outcome, {}, 1000n)).toBe(100n * BigInt(outcome.totalMultiplier));
    expect(slot.limits.step).toBe(BigInt(SLOT_LINES));
    expect(slot.detail({}, 1000n)).toBe('Spin 1.00 x 10 lines');
  });
});

describe('fishing', () => {
  it('gives every fish the same RTP, a hair under 95 %', () => {
    for (const type of FISH_TYPES) {
      const { numerator, denominator } = fishRtp(type);
      const rtp = Number(numerator) / Number(denominator);
      expect(rtp).toBeLessThanOrEqual(0.95);
      expect(rtp).toBeGreaterThan(0.95 - 1e-7);
    }
  });

  it('hits with the documented chance', () => {
    const shots = 20_000;
    for (const id of ['clownfish', 'shark']) {
      const type = FISH_TYPES.find((fish) => fish.id === id)!;
      let hits = 0;
      for (let nonce = 0; nonce < shots; nonce += 1) if (fishShot(SERVER, CLIENT, nonce, id).hit) hits += 1;
      const p = 0.95 / type.multiplier;
      const sigma = Math.sqrt((p * (1 - p)) / shots);
      expect(Math.abs(hits / shots - p)).toBeLessThan(4 * sigma);
    }
    expect(() => fishShot(SERVER, CLIENT, 0, 'kraken')).toThrow();
  });
});

describe('teen patti duel', () => {
  const hand = (...cards: string[]) => rankHand(cards.map((text) => card(text[0], text[1])));

  it('ranks trail > pure sequence > sequence > colour > pair > high card', () => {
    const order = [
      hand('2S', '2H', '2D'),
      hand('4S', '5S', '6S'),
      hand('AS', 'KH', 'QD'),
      hand('2S', '7S', '9S'),
      hand('AS', 'AH', 'KD'),
      hand('AS', 'KH', 'JD'),
    ];
    expect(order.map((ranked) => ranked.category)).toEqual([
      'TRAIL',
      'PURE_SEQUENCE',
      'SEQUENCE',
      'COLOR',
      'PAIR',
      'HIGH_CARD',
    ]);
    for (let i = 1; i < order.length; i += 1) expect(order[i - 1].value).toBeGreaterThan(order[i].value);
  });

  it('orders within a category', () => {
    expect(hand('AS', 'KH', 'QD').value).toBeGreaterThan(hand('KS', 'QH', 'JD').value);
    // A-2-3 is the lowest sequence.
    expect(hand('AS', '2H', '3D').category).toBe('SEQUENCE');
    expect(hand('AS', '2H', '3D').value).toBeLessThan(hand('2S', '3H', '4D').value);
    expect(hand('9S', '9H', '2D').value).toBeGreaterThan(hand('8S', '8H', 'AD').value);
    expect(hand('9S', '9H', '5D').value).toBeGreaterThan(hand('9C', '9D', '4H').value);
    expect(hand('KS', '9H', '5D').value).toBe(hand('KH', '9D', '5C').value);
    expect(hand('KS', '9H', '6D').value).toBeGreaterThan(hand('KH', '9D', '5C').value);
  });

  it('deals alternately and settles win, loss and push with 5 % commission', () => {
    const deal = [
      card('A', 'S'),
      card('2', 'H'),
      card('A', 'H'),
      card('3', 'D'),
      card('A', 'D'),
      card('7', 'C'),
    ];
    const outcome = cardsFromDeal(deal);
    expect(outcome.player).toEqual({ cards: ['AS', 'AH', 'AD'], category: 'TRAIL' });
    expect(outcome.dealer.cards).toEqual(['2H', '3D', '7C']);
    expect(outcome.outcome).toBe('WIN');
    expect(cardsPayout('WIN', 100n)).toBe(195n);
    expect(cardsPayout('WIN', 15n)).toBe(29n);
    expect(cardsPayout('PUSH', 100n)).toBe(100n);
    expect(cardsPayout('LOSE', 100n)).toBe(0n);
    const dealt = cardsHand(SERVER, CLIENT, 3);
    expect(new Set([...dealt.player.cards, ...dealt.dealer.cards]).size).toBe(6);
  });

  it('has the documented RTP: 1 - 5 % x (1 - push) / 2, push counted exactly', () => {
    const { pushes, deals } = cardsPushOdds();
    expect(deals).toBe(22_100 * 18_424);
    expect(pushes).toBe(450_528);
    const rtp = 1 - (0.05 * (1 - pushes / deals)) / 2;
    expect(rtp).toBeCloseTo(0.97503, 5);
  });
});

describe('baccarat', () => {
  const b = (rank: string) => card(rank);

  it('counts card points', () => {
    expect(['A', '2', '9', 'T', 'J', 'Q', 'K'].map((rank) => cardPoints(b(rank)))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
  });

  it('stands on naturals', () => {
    const outcome = baccaratFromDeal([b('4'), b('9'), b('4'), b('K'), b('5'), b('5')]);
    expect(outcome.player).toEqual({ cards: ['4S', '4S'], total: 8 });
    expect(outcome.banker).toEqual({ cards: ['9S', 'KS'], total: 9 });
    expect(outcome.winner).toBe('BANKER');
  });

  it('draws for the player on 0-5 and applies the banker table to the third card', () => {
    // Player 2+3 = 5 draws an 8 (total 3); banker 3 stands against a third card of 8.
    let outcome = baccaratFromDeal([b('2'), b('A'), b('3'), b('2'), b('8'), b('9')]);
    expect(outcome.player).toEqual({ cards: ['2S', '3S', '8S'], total: 3 });
    expect(outcome.banker).toEqual({ cards: ['AS', '2S'], total: 3 });
    expect(outcome.winner).toBe('TIE');
    // Banker 6 draws only when the player's third card is 6 or 7.
    outcome = baccaratFromDeal([b('A'), b('3'), b('2'), b('3'), b('7'), b('2')]);
    expect(outcome.player.cards).toHaveLength(3);
    expect(outcome.banker).toEqual({ cards: ['3S', '3S', '2S'], total: 8 });
    expect(outcome.winner).toBe('BANKER');
    outcome = baccaratFromDeal([b('A'), b('3'), b('2'), b('3'), b('5'), b('2')]);
    expect(outcome.banker.cards).toHaveLength(2);
    // Player stands on 7; banker draws on 5 when the player stood.
    outcome = baccaratFromDeal([b('4'), b('2'), b('3'), b('3'), b('A'), b('9')]);
    expect(outcome.player.cards).toHaveLength(2);
    expect(outcome.banker).toEqual({ cards: ['2S', '3S', 'AS'], total: 6 });
    expect(outcome.winner).toBe('PLAYER');
    expect([
      bankerDraws(4, 1),
      bankerDraws(4, 2),
      bankerDraws(5, 4),
      bankerDraws(7, 6),
      bankerDraws(6, null),
    ]).toEqual([false, true, true, false, false]);
  });

  it('matches the published 8-deck odds (exact enumeration)', () => {
    const odds = baccaratOdds();
    const p = (count: bigint) => Number((count * 1_000_000_000n) / odds.total) / 1e9;
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
    expect(p(odds.banker)).toBeCloseTo(0.458597, 6);
    expect(p(odds.player)).toBeCloseTo(0.446247, 6);
    expect(p(odds.tie)).toBeCloseTo(0.095156, 6);
  });

  it('pays player 1:1, banker 0.95:1 rounded down, tie 8:1, and pushes on a tie', () => {
    expect(baccaratPayout('PLAYER', 'PLAYER', 100n)).toBe(200n);
    expect(baccaratPayout('BANKER', 'BANKER', 100n)).toBe(195n);
    expect(baccaratPayout('BANKER', 'BANKER', 15n)).toBe(29n);
    expect(baccaratPayout('TIE', 'TIE', 100n)).toBe(900n);
    expect(baccaratPayout('PLAYER', 'TIE', 100n)).toBe(100n);
    expect(baccaratPayout('BANKER', 'PLAYER', 100n)).toBe(0n);
    expect(baccaratHand(SERVER, CLIENT, 1)).toEqual(baccaratHand(SERVER, CLIENT, 1));
  });
});

describe('verify', () => {
  it('recomputes what the engines played', () => {
    expect(verifyRound('slot', SERVER, CLIENT, 5, {}).outcome).toEqual(slotSpin(SERVER, CLIENT, 5));
    expect(verifyRound('cards', SERVER, CLIENT, 5, {}).outcome).toEqual(cardsHand(SERVER, CLIENT, 5));
    expect(verifyRound('fish', SERVER, CLIENT, 5, { targetId: 'shark' }).floats).toHaveLength(1);
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(5n)).toBe('0.05');
  });
});
