import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair outcomes: HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`),
 * each 32-byte digest read as eight 4-byte big-endian words, each word / 2^32 one float in [0, 1).
 * The SHA-256 of the server seed is shown before play; the seed is revealed when rotated, so anyone can
 * recompute every outcome (see the verify page).
 */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) {
      floats.push(digest.readUInt32BE(offset) / 2 ** 32);
    }
  }
  return floats;
}

/** An integer in [0, n) from a fair float. */
export const fairInt = (float: number, n: number): number => Math.floor(float * n);

/** A new random server seed (64 hex characters). */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The commitment shown before play. */
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');
