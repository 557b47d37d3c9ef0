import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@playfront/api-contract';
import { validationError } from './errors';

const DAY_MS = 86_400_000;

/** A report period: the UTC days from..to (both included) and the instants [start, end) they cover. */
export interface Period {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

export const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * from/to of a report query: yyyy-MM-dd UTC days, both included. Without them, the last 7 days up to today;
 * with `to` only, the 7 days up to it; with `from` only, from it to today. `to` before `from`, or more than
 * 92 days, is refused with a field error.
 */
export function reportPeriod(now: Date, query: { from?: string; to?: string }): Period {
  const to = query.to ?? dayText(now);
  const end = new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS;
  const from = query.from ?? dayText(new Date(end - REPORT_DEFAULT_DAYS * DAY_MS));
  const start = new Date(`${from}T00:00:00.000Z`).getTime();
  if (start >= end) {
    throw validationError([{ field: 'to', key: 'date_order', message: 'to must not be before from' }]);
  }
  if ((end - start) / DAY_MS > REPORT_MAX_DAYS) {
    throw validationError([
      {
        field: 'from',
        key: 'date_span',
        message: `A report covers at most ${REPORT_MAX_DAYS} days`,
        params: { max: REPORT_MAX_DAYS },
      },
    ]);
  }
  return { from, to, start: new Date(start), end: new Date(end) };
}
