import { fairFloats, fairInt } from '../../shared/fair';

/**
 * "Lucky Sevens": a 5-reel, 3-row slot with 10 fixed paylines. Each reel is a fixed strip; a spin picks one
 * stop per reel from a fair float, the window shows the stop and the two symbols below it (wrapping). A line
 * pays the left-to-right run of one symbol (WILD substitutes for every symbol and also pays on its own) as
 * a multiple of the line bet (stake / 10). Only the best pay of a line counts; line wins add up.
 */
export const SLOT_SYMBOLS = [
  'WILD',
  'SEVEN',
  'BAR',
  'BELL',
  'MELON',
  'PLUM',
  'ORANGE',
  'LEMON',
  'CHERRY',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_ROWS = 3;

/** Pays for 3, 4 and 5 in a row, as multiples of the line bet. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  WILD: [20, 100, 500],
  SEVEN: [20, 100, 500],
  BAR: [15, 60, 250],
  BELL: [10, 40, 150],
  MELON: [8, 25, 100],
  PLUM: [6, 20, 60],
  ORANGE: [5, 15, 50],
  LEMON: [4, 12, 40],
  CHERRY: [3, 10, 30],
};

/** Symbol counts per reel (the strips below interleave them). */
const REEL_COUNTS: ReadonlyArray<Partial<Record<SlotSymbol, number>>> = [
  { WILD: 3, SEVEN: 1, BAR: 2, BELL: 2, MELON: 3, PLUM: 3, ORANGE: 4, LEMON: 5, CHERRY: 6 },
  { WILD: 3, SEVEN: 1, BAR: 2, BELL: 2, MELON: 3, PLUM: 3, ORANGE: 4, LEMON: 5, CHERRY: 6 },
  { WILD: 3, SEVEN: 1, BAR: 2, BELL: 2, MELON: 3, PLUM: 3, ORANGE: 4, LEMON: 5, CHERRY: 6 },
  { WILD: 3, SEVEN: 1, BAR: 2, BELL: 2, MELON: 3, PLUM: 3, ORANGE: 4, LEMON: 5, CHERRY: 6 },
  { WILD: 2, SEVEN: 1, BAR: 2, BELL: 2, MELON: 3, PLUM: 3, ORANGE: 4, LEMON: 5, CHERRY: 6 },
];

/** Spreads each symbol evenly along the strip (deterministic: the strips are part of the published rules). */
function buildStrip(counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] {
  const entries = SLOT_SYMBOLS.map((symbol) => [symbol, counts[symbol] ?? 0] as const).filter(
    ([, n]) => n > 0,
  );
  const length = entries.reduce((sum, [, n]) => sum + n, 0);
  const placed: Array<{ symbol: SlotSymbol; key: number }> = [];
  entries.forEach(([symbol, n], index) => {
    for (let k = 0; k < n; k += 1) placed.push({ symbol, key: (k + (index + 1) / (entries.length + 1)) / n });
  });
  placed.sort((a, b) => a.key - b.key);
  if (placed.length !== length) throw new Error('strip build');
  return placed.map((entry) => entry.symbol);
}

export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = REEL_COUNTS.map(buildStrip);

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const SLOT_LINES = PAYLINES.length;

/** Best pay of one line's five symbols, as a multiple of the line bet. */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds += 1;
  const wildPay = wilds >= 3 ? SLOT_PAYTABLE.WILD[wilds - 3] : 0;
  let best: { symbol: SlotSymbol; count: number; multiplier: number } | null =
    wildPay > 0 ? { symbol: 'WILD', count: wilds, multiplier: wildPay } : null;
  if (wilds < symbols.length) {
    const symbol = symbols[wilds];
    let count = wilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'WILD')) count += 1;
    const pay = count >= 3 ? SLOT_PAYTABLE[symbol][count - 3] : 0;
    if (pay > (best?.multiplier ?? 0)) best = { symbol, count, multiplier: pay };
  }
  return best;
}

export interface SlotLineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
}

export interface SlotOutcome {
  /** The stop index of each reel. */
  stops: number[];
  /** Five columns of three symbols, top to bottom. */
  reels: SlotSymbol[][];
  lines: SlotLineWin[];
  /** Sum of the line multipliers: payout = line bet x totalMultiplier. */
  totalMultiplier: number;
}

/** The window and line wins for given reel stops. */
export function slotFromStops(stops: readonly number[]): SlotOutcome {
  const reels = REEL_STRIPS.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel] + row) % strip.length]),
  );
  const lines: SlotLineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const win = evaluateLine(rows.map((row, reel) => reels[reel][row]));
    if (win) lines.push({ line: index + 1, ...win });
  });
  return {
    stops: [...stops],
    reels,
    lines,
    totalMultiplier: lines.reduce((sum, line) => sum + line.multiplier, 0),
  };
}

/** One spin from the fair floats: one float per reel picks its stop. */
export function slotSpin(serverSeed: string, clientSeed: string, nonce: number): SlotOutcome {
  const floats = fairFloats(serverSeed, clientSeed, nonce, REEL_STRIPS.length);
  return slotFromStops(floats.map((float, reel) => fairInt(float, REEL_STRIPS[reel].length)));
}

/**
 * The exact return to player as a fraction: every payline sees on each reel one symbol drawn uniformly from
 * that reel's strip, independently across reels, so each line's expected pay is the sum over all symbol
 * 5-tuples of pay x product of symbol frequencies. The stake is split evenly over the lines, so the RTP is
 * that expectation (in line bets).
 */
export function slotRtp(): { numerator: bigint; denominator: bigint } {
  const frequencies = REEL_STRIPS.map((strip) => {
    const counts = new Map<SlotSymbol, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts.entries()];
  });
  let numerator = 0n;
  const walk = (reel: number, symbols: SlotSymbol[], weight: bigint): void => {
    if (reel === frequencies.length) {
      const win = evaluateLine(symbols);
      if (win) numerator += weight * BigInt(win.multiplier);
      return;
    }
    for (const [symbol, count] of frequencies[reel]) {
      symbols.push(symbol);
      walk(reel + 1, symbols, weight * BigInt(count));
      symbols.pop();
    }
  };
  walk(0, [], 1n);
  const denominator = REEL_STRIPS.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { numerator, denominator };
}
