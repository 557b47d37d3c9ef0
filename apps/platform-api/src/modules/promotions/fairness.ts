import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The raffle's provably fair draw (docs/promotions.md): the seed is committed as its sha256 before the draw;
 * pick `counter` is the ticket HMAC-SHA256(key = seed, message = `<promotion id>:<counter>`) read as a
 * 256-bit number, modulo the tickets in the draw, plus 1. A ticket whose holder already won is skipped (the
 * counter moves on), so every winner is a different member.
 */
export const newSeed = (): string => randomBytes(32).toString('hex');
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** The ticket (1..total) of pick `counter`. */
export function pickTicket(seed: string, promotionId: number, counter: number, total: number): number {
  const digest = createHmac('sha256', seed).update(`${promotionId}:${counter}`).digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(total)) + 1;
}

/** A member's tickets: the range [first, first + count) of the draw's numbering. */
export interface TicketHolder {
  userId: number;
  first: number;
  count: number;
}

/** Numbers tickets 1..N over the holders in the given order (joined first, then by user id). */
export function numberTickets(holders: Array<{ userId: number; tickets: number }>): {
  total: number;
  ranges: TicketHolder[];
} {
  let next = 1;
  const ranges: TicketHolder[] = [];
  for (const holder of holders) {
    if (holder.tickets <= 0) continue;
    ranges.push({ userId: holder.userId, first: next, count: holder.tickets });
    next += holder.tickets;
  }
  return { total: next - 1, ranges };
}

/** The winners, in rank order: `winners` different members (fewer when fewer hold tickets). */
export function drawWinners(
  seed: string,
  promotionId: number,
  ranges: TicketHolder[],
  winners: number,
): Array<{ rank: number; userId: number; ticket: number }> {
  const total = ranges.reduce((sum, range) => sum + range.count, 0);
  const wanted = Math.min(winners, ranges.length);
  const picked: Array<{ rank: number; userId: number; ticket: number }> = [];
  const won = new Set<number>();
  for (let counter = 0; picked.length < wanted; counter += 1) {
    const ticket = pickTicket(seed, promotionId, counter, total);
    const holder = ranges.find((range) => ticket >= range.first && ticket < range.first + range.count);
    if (!holder || won.has(holder.userId)) continue;
    won.add(holder.userId);
    picked.push({ rank: picked.length + 1, userId: holder.userId, ticket });
  }
  return picked;
}
