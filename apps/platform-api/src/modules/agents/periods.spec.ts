import type { ContractTerms } from '@playfront/api-contract';
import { duePeriods, liveWindow, periodAt } from './periods';

const at = (iso: string) => new Date(iso);
const span = (period: { start: Date; end: Date } | null) =>
  period && [period.start.toISOString(), period.end.toISOString()];
const wage = (kind: 'DAILY_WAGE' | 'HOURLY_WAGE'): ContractTerms => ({
  kind,
  tiers: [{ betAmount: '0', rateBps: 10 }],
});
const dividend = (period: 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY'): ContractTerms => ({
  kind: 'DIVIDEND',
  period,
  tiers: [{ validBet: '0', teamLoss: '0', activeMembers: 0, rateBps: 10 }],
});
const realtime: ContractTerms = { kind: 'REALTIME', profitRateBps: 10, lossRateBps: 20, singleBet: '0' };

describe('settlement periods (UTC)', () => {
  it('cuts real-time salary into 5-minute slots, wages into hours and days', () => {
    expect(span(periodAt(realtime, at('2026-03-04T10:07:30Z')))).toEqual([
      '2026-03-04T10:05:00.000Z',
      '2026-03-04T10:10:00.000Z',
    ]);
    expect(span(periodAt(wage('HOURLY_WAGE'), at('2026-03-04T10:59:59.999Z')))).toEqual([
      '2026-03-04T10:00:00.000Z',
      '2026-03-04T11:00:00.000Z',
    ]);
    expect(span(periodAt(wage('DAILY_WAGE'), at('2026-03-04T00:00:00Z')))).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
  });

  it('gives dividends daily, Monday-to-Monday weeks, half months and months', () => {
    // 2026-03-01 is a Sunday: its week began on Monday 23 February.
    expect(span(periodAt(dividend('WEEKLY'), at('2026-03-01T23:00:00Z')))).toEqual([
      '2026-02-23T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    expect(span(periodAt(dividend('WEEKLY'), at('2026-03-02T00:00:00Z')))).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
    expect(span(periodAt(dividend('SEMIMONTHLY'), at('2026-02-15T23:59:59Z')))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(span(periodAt(dividend('SEMIMONTHLY'), at('2026-02-16T00:00:00Z')))).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(span(periodAt(dividend('MONTHLY'), at('2026-12-31T12:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(span(periodAt(dividend('DAILY'), at('2026-12-31T12:00:00Z')))).toEqual([
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('settles a period only a minute after it ended, and not past the contract end', () => {
    const hourly = wage('HOURLY_WAGE');
    const from = at('2026-03-04T10:20:00Z');
    expect(duePeriods(hourly, from, null, at('2026-03-04T11:00:59Z'))).toEqual([]);
    expect(duePeriods(hourly, from, null, at('2026-03-04T11:01:00Z')).map(span)).toEqual([
      ['2026-03-04T10:00:00.000Z', '2026-03-04T11:00:00.000Z'],
    ]);
    expect(duePeriods(hourly, from, null, at('2026-03-04T13:30:00Z'))).toHaveLength(3);
    // Ended at 11:30: the 11:00 hour is its last.
    expect(duePeriods(hourly, from, at('2026-03-04T11:30:00Z'), at('2026-03-04T13:30:00Z'))).toHaveLength(2);
    expect(duePeriods(hourly, from, null, at('2026-03-10T00:00:00Z'), 5)).toHaveLength(5);
  });

  it('pays only for the part of a period the contract was live', () => {
    const day = periodAt(wage('DAILY_WAGE'), at('2026-03-04T12:00:00Z'));
    expect(span(liveWindow(day, at('2026-03-04T09:30:00Z'), null))).toEqual([
      '2026-03-04T09:30:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
    expect(span(liveWindow(day, at('2026-03-01T00:00:00Z'), at('2026-03-04T18:00:00Z')))).toEqual([
      '2026-03-04T00:00:00.000Z',
      '2026-03-04T18:00:00.000Z',
    ]);
    expect(liveWindow(day, at('2026-03-05T00:00:00Z'), null)).toBeNull();
    expect(liveWindow(day, at('2026-03-01T00:00:00Z'), at('2026-03-04T00:00:00Z'))).toBeNull();
  });
});
