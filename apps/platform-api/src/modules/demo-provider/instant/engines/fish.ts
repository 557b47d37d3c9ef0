import { fairFloats } from '../../shared/fair';

/**
 * "Ocean Hunter": every shot is one round against one chosen fish type. A hit pays stake x multiplier,
 * a miss pays nothing. The hit chance of each fish is RTP / multiplier, so every fish returns the same
 * 95 % (the chance is rounded down to a multiple of 2^-32, so the exact RTP is a hair under 95 %). The fish
 * swimming on the page are decoration: only the server's fair float decides a shot.
 */
export const FISH_RTP_PERCENT = 95;
const WORDS = 2 ** 32;

export interface FishType {
  id: string;
  multiplier: number;
  /** Hit when the fair float x 2^32 (an integer) is below this. */
  threshold: number;
}

const fish = (id: string, multiplier: number): FishType => ({
  id,
  multiplier,
  threshold: Math.floor((WORDS * FISH_RTP_PERCENT) / (100 * multiplier)),
});

export const FISH_TYPES: readonly FishType[] = [
  fish('clownfish', 2),
  fish('pufferfish', 3),
  fish('turtle', 5),
  fish('octopus', 10),
  fish('shark', 20),
  fish('whale', 50),
  fish('dragon', 100),
];

export const fishType = (id: string): FishType | undefined => FISH_TYPES.find((type) => type.id === id);

export interface FishOutcome {
  targetId: string;
  hit: boolean;
  multiplier: number;
}

/** One shot at a fish type (the caller has checked the id). */
export function fishShot(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  targetId: string,
): FishOutcome {
  const type = fishType(targetId);
  if (!type) throw new Error(`unknown fish ${targetId}`);
  const [float] = fairFloats(serverSeed, clientSeed, nonce, 1);
  return { targetId, hit: float * WORDS < type.threshold, multiplier: type.multiplier };
}

/** Exact RTP of a fish type: multiplier x threshold / 2^32. */
export const fishRtp = (type: FishType): { numerator: bigint; denominator: bigint } => ({
  numerator: BigInt(type.multiplier) * BigInt(type.threshold),
  denominator: BigInt(WORDS),
});
