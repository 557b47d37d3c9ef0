import { LOTTERY_CLOSE_SECONDS, lotteryOdds } from '@playfront/api-contract';
import type { LotteryPlayType } from '@playfront/api-contract';
import { fairFloats, fairInt } from '../shared/fair';
import { oddsToHundredths, payoutFor } from '../shared/odds';

/** The pure rules of the lottery: the schedule and draw, bet evaluation, and the masking of the winner board. */

export interface IssueSlot {
  issueNumber: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

/**
 * The issue whose slot holds `at`: slots of `intervalSeconds` from the Unix epoch; the number is the UTC
 * date of the slot start and the slot's place in that day (1-based), e.g. 20261122-0421. The issue closes
 * 10 s before its draw at the end of the slot.
 */
export function issueSlot(at: Date, intervalSeconds: number, offset = 0): IssueSlot {
  const interval = intervalSeconds * 1000;
  const start = (Math.floor(at.getTime() / interval) + offset) * interval;
  const startDate = new Date(start);
  const dayStart = Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth(), startDate.getUTCDate());
  const index = Math.floor((start - dayStart) / interval) + 1;
  const date = startDate.toISOString().slice(0, 10).replace(/-/g, '');
  const drawAt = start + interval;
  return {
    issueNumber: `${date}-${String(index).padStart(4, '0')}`,
    openAt: startDate,
    closeAt: new Date(drawAt - LOTTERY_CLOSE_SECONDS * 1000),
    drawAt: new Date(drawAt),
  };
}

/**
 * Seconds between the draws of a game: a game code ending in _{n}MIN (e.g. ELOTT_1MIN, ELOTT_5MIN) draws
 * every n minutes, other games every DRAW_INTERVAL_SECONDS; always within 60-300 s.
 */
export function drawIntervalOf(code: string, fallbackSeconds: number): number {
  const match = /_([0-9]+)MIN$/.exec(code);
  const seconds = match ? Number(match[1]) * 60 : fallbackSeconds;
  return Math.min(300, Math.max(60, seconds));
}

/** The five drawn digits: fairFloats(serverSeed, issueNumber, 0, 5), each float -> 0-9. */
export const drawNumbers = (serverSeed: string, issueNumber: string): number[] =>
  fairFloats(serverSeed, issueNumber, 0, 5).map((float) => fairInt(float, 10));

const sum = (numbers: number[]): number => numbers.reduce((total, digit) => total + digit, 0);

/** Normalises a selection for its play type, or null when it is not a valid selection. */
export function normaliseSelection(playType: LotteryPlayType, raw: string): string | null {
  const value = raw.trim().toUpperCase();
  switch (playType) {
    case '2D':
      return /^[0-9]{2}$/.test(value) ? value : null;
    case '3D':
      return /^[0-9]{3}$/.test(value) ? value : null;
    case 'BIG_SMALL':
      return value === 'BIG' || value === 'SMALL' ? value : null;
    case 'ODD_EVEN':
      return value === 'ODD' || value === 'EVEN' ? value : null;
  }
}

/** Whether a (normalised) selection wins against the drawn digits. */
export function lotteryWins(playType: LotteryPlayType, selection: string, numbers: number[]): boolean {
  const total = sum(numbers);
  switch (playType) {
    case '2D':
      return numbers.slice(3).join('') === selection;
    case '3D':
      return numbers.slice(2).join('') === selection;
    case 'BIG_SMALL':
      return (total >= 23 ? 'BIG' : 'SMALL') === selection;
    case 'ODD_EVEN':
      return (total % 2 === 1 ? 'ODD' : 'EVEN') === selection;
  }
}

export const lotteryOddsHundredths = (playType: LotteryPlayType): number =>
  oddsToHundredths(lotteryOdds[playType]);

export const lotteryPayout = (
  playType: LotteryPlayType,
  selection: string,
  numbers: number[],
  stake: bigint,
): bigint =>
  lotteryWins(playType, selection, numbers) ? payoutFor(stake, lotteryOddsHundredths(playType)) : 0n;

export const digitSum = sum;

/** Masks a username for public boards: first two characters, ***, last character (ab***z). */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
