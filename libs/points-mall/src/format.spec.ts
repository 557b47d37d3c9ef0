import { dateRangeForPreset } from '@playfront/ui-kit';
import { checkConvert, convertStep, pointsToMinor } from './format';
import { pointsConfig } from './testing';

const config = (points: number, amount: string, minConvert = '1') => ({
  ...pointsConfig,
  exchange: { points, amount },
  minConvert,
});

describe('conversion rules', () => {
  it('steps by exchange.points / gcd(exchange.points, exchange.amount)', () => {
    expect(convertStep(config(1000, '700'))).toBe(10n);
    expect(convertStep(config(100, '100'))).toBe(1n);
    expect(convertStep(config(300, '200'))).toBe(3n);
    expect(convertStep(config(7, '3'))).toBe(7n);
  });

  it('checks the minimum, the step, whole numbers and the balance', () => {
    const rules = config(1000, '700', '500');
    expect(checkConvert('', rules, '12000')).toEqual({ ok: false, reason: 'empty' });
    expect(checkConvert('12.5', rules, '12000')).toEqual({ ok: false, reason: 'format' });
    expect(checkConvert('0500', rules, '12000')).toEqual({ ok: false, reason: 'format' });
    expect(checkConvert('490', rules, '12000')).toEqual({ ok: false, reason: 'min' });
    expect(checkConvert('1505', rules, '12000')).toEqual({ ok: false, reason: 'step' });
    expect(checkConvert('12010', rules, '12000')).toEqual({ ok: false, reason: 'balance' });
    expect(checkConvert(' 1500 ', rules, '12000')).toEqual({ ok: true, points: 1500n, amount: 1050n });
  });

  it('turns points into whole minor units, rounding down between steps', () => {
    expect(pointsToMinor(1505n, config(1000, '700'))).toBe(1053n);
    expect(pointsToMinor(10n, config(1000, '700'))).toBe(7n);
  });
});

describe('date presets (the details filter counts UTC days)', () => {
  it('counts UTC days back and forward from today, today included', () => {
    const lateEvening = new Date(Date.UTC(2026, 10, 20, 23, 30));
    const utc = { utc: true };
    expect(dateRangeForPreset('last7', lateEvening, utc)).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(dateRangeForPreset('last30', lateEvening, utc)).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(dateRangeForPreset('next7', lateEvening, utc)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(dateRangeForPreset('next30', lateEvening, utc)).toEqual({ from: '2026-11-20', to: '2026-12-19' });
  });
});
