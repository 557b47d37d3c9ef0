import type { ContractKind, ContractTerms } from '@playfront/api-contract';

/** A settlement period: [start, end) in UTC. */
export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Real-time salary is settled on the bets of each 5-minute slot. */
export const REALTIME_SLOT_MS = 5 * MINUTE;
/**
 * How long after a period's end its settlement waits: a round settled at the last instant of a period may
 * commit a moment later, and the period is settled only once.
 */
export const SETTLEMENT_GRACE_MS = MINUTE;

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

/** The period of a contract's kind (and, for a dividend, its own period) that contains `at`. */
export function periodAt(terms: ContractTerms, at: Date): Period {
  const t = at.getTime();
  switch (terms.kind) {
    case 'REALTIME': {
      const start = Math.floor(t / REALTIME_SLOT_MS) * REALTIME_SLOT_MS;
      return { start: new Date(start), end: new Date(start + REALTIME_SLOT_MS) };
    }
    case 'HOURLY_WAGE': {
      const start = Math.floor(t / HOUR) * HOUR;
      return { start: new Date(start), end: new Date(start + HOUR) };
    }
    case 'DAILY_WAGE':
      return dayOf(t);
    case 'DIVIDEND': {
      const year = at.getUTCFullYear();
      const month = at.getUTCMonth();
      switch (terms.period) {
        case 'DAILY':
          return dayOf(t);
        case 'WEEKLY': {
          // Weeks start on Monday.
          const day = dayOf(t).start;
          const sinceMonday = (day.getUTCDay() + 6) % 7;
          const start = day.getTime() - sinceMonday * DAY;
          return { start: new Date(start), end: new Date(start + 7 * DAY) };
        }
        case 'SEMIMONTHLY':
          return at.getUTCDate() <= 15
            ? { start: utc(year, month, 1), end: utc(year, month, 16) }
            : { start: utc(year, month, 16), end: utc(year, month + 1, 1) };
        case 'MONTHLY':
          return { start: utc(year, month, 1), end: utc(year, month + 1, 1) };
      }
    }
  }
}

function dayOf(t: number): Period {
  const start = Math.floor(t / DAY) * DAY;
  return { start: new Date(start), end: new Date(start + DAY) };
}

/**
 * The periods of a contract due for settlement at `now`, oldest first: from the one holding `from` (where
 * settlement of the contract stopped last time, or its start), each ended at least SETTLEMENT_GRACE_MS ago,
 * up to the contract's end. At most `limit`, so a long pause catches up in steps.
 */
export function duePeriods(
  terms: ContractTerms,
  from: Date,
  until: Date | null,
  now: Date,
  limit = 500,
): Period[] {
  const periods: Period[] = [];
  let period = periodAt(terms, from);
  while (
    periods.length < limit &&
    period.end.getTime() + SETTLEMENT_GRACE_MS <= now.getTime() &&
    (until === null || period.start < until)
  ) {
    periods.push(period);
    period = periodAt(terms, period.end);
  }
  return periods;
}

/** The part of a period a contract was live: null when none. */
export function liveWindow(period: Period, started: Date, ended: Date | null): Period | null {
  const start = Math.max(period.start.getTime(), started.getTime());
  const end = Math.min(period.end.getTime(), ended?.getTime() ?? Infinity);
  return start < end ? { start: new Date(start), end: new Date(end) } : null;
}

/** The ledger transaction kind of each contract kind's payments. */
export const paymentKind = {
  DIVIDEND: 'AGENT_DIVIDEND',
  DAILY_WAGE: 'DAILY_WAGE',
  HOURLY_WAGE: 'HOURLY_WAGE',
  REALTIME: 'REALTIME_SALARY',
} as const satisfies Record<ContractKind, string>;
