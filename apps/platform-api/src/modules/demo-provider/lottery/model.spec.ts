import { lotteryOdds } from '@playfront/api-contract';
import { fairFloats } from '../shared/fair';
import { payoutFor } from '../shared/odds';
import {
  drawIntervalOf,
  drawNumbers,
  issueSlot,
  lotteryPayout,
  lotteryWins,
  maskUsername,
  normaliseSelection,
} from './model';

describe('lottery schedule', () => {
  it('numbers issues by UTC date and slot of the day, closing 10 s before the draw', () => {
    const at = new Date('2026-11-22T21:01:30.000Z');
    const slot = issueSlot(at, 180);
    // 21:00 is the 420th three-minute slot of the day (0-based), so issue 0421.
    expect(slot.issueNumber).toBe('20261122-0421');
    expect(slot.openAt.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(slot.drawAt.toISOString()).toBe('2026-11-22T21:03:00.000Z');
    expect(slot.closeAt.toISOString()).toBe('2026-11-22T21:02:50.000Z');
    expect(issueSlot(at, 180, 1).issueNumber).toBe('20261122-0422');
    expect(issueSlot(new Date('2026-11-22T23:59:59.000Z'), 180, 1).issueNumber).toBe('20261123-0001');
    expect(issueSlot(new Date('2026-11-22T00:00:00.000Z'), 60).issueNumber).toBe('20261122-0001');
  });
});

describe('draw intervals', () => {
  it('follows a _{n}MIN game code, else the configured interval, always within 60-300 s', () => {
    expect(drawIntervalOf('ELOTT_1MIN', 180)).toBe(60);
    expect(drawIntervalOf('ELOTT_5MIN', 180)).toBe(300);
    expect(drawIntervalOf('ELOTT_10MIN', 180)).toBe(300);
    expect(drawIntervalOf('LOTT_DAILY', 180)).toBe(180);
    expect(drawIntervalOf('LOTT_DAILY', 30)).toBe(60);
  });
});

describe('lottery draw', () => {
  it('draws five digits from the committed seed: fairFloats(seed, issueNumber, 0, 5) scaled to 0-9', () => {
    const seed = 'a'.repeat(64);
    const numbers = drawNumbers(seed, '20261122-0421');
    expect(numbers).toEqual(fairFloats(seed, '20261122-0421', 0, 5).map((float) => Math.floor(float * 10)));
    expect(numbers).toHaveLength(5);
    expect(drawNumbers(seed, '20261122-0421')).toEqual(numbers);
    expect(drawNumbers(seed, '20261122-0422')).not.toEqual(numbers);
  });

  it('decides each play type on the right digits', () => {
    const numbers = [9, 1, 4, 2, 7]; // sum 23: big, odd
    expect(lotteryWins('2D', '27', numbers)).toBe(true);
    expect(lotteryWins('2D', '72', numbers)).toBe(false);
    expect(lotteryWins('3D', '427', numbers)).toBe(true);
    expect(lotteryWins('BIG_SMALL', 'BIG', numbers)).toBe(true);
    expect(lotteryWins('BIG_SMALL', 'SMALL', numbers)).toBe(false);
    expect(lotteryWins('ODD_EVEN', 'ODD', numbers)).toBe(true);
    expect(lotteryWins('BIG_SMALL', 'SMALL', [9, 1, 4, 2, 6])).toBe(true); // 22 is small
    expect(lotteryWins('ODD_EVEN', 'EVEN', [0, 0, 0, 0, 0])).toBe(true);
  });

  it('accepts only selections that fit the play type', () => {
    expect(normaliseSelection('2D', '07')).toBe('07');
    expect(normaliseSelection('2D', '7')).toBeNull();
    expect(normaliseSelection('3D', '007')).toBe('007');
    expect(normaliseSelection('BIG_SMALL', 'big')).toBe('BIG');
    expect(normaliseSelection('ODD_EVEN', 'BIG')).toBeNull();
  });

  it('pays exactly stake x odds, rounded down to the minor unit', () => {
    expect(lotteryPayout('2D', '27', [9, 1, 4, 2, 7], 1000n)).toBe(95_000n);
    expect(lotteryPayout('2D', '28', [9, 1, 4, 2, 7], 1000n)).toBe(0n);
    expect(lotteryPayout('BIG_SMALL', 'BIG', [9, 1, 4, 2, 7], 101n)).toBe(196n); // 196.95 -> 196
    expect(payoutFor(123_456_789_012_345n, 195)).toBe(240_740_738_574_072n);
  });

  it('has the documented RTP: enumerating all 100,000 draws', () => {
    const counts = { BIG: 0, ODD: 0, twoD: 0, threeD: 0 };
    for (let value = 0; value < 100_000; value += 1) {
      const numbers = String(value).padStart(5, '0').split('').map(Number);
      if (lotteryWins('BIG_SMALL', 'BIG', numbers)) counts.BIG += 1;
      if (lotteryWins('ODD_EVEN', 'ODD', numbers)) counts.ODD += 1;
      if (lotteryWins('2D', '42', numbers)) counts.twoD += 1;
      if (lotteryWins('3D', '042', numbers)) counts.threeD += 1;
    }
    expect(counts.BIG).toBe(50_000);
    expect(counts.ODD).toBe(50_000);
    expect((counts.twoD / 100_000) * Number(lotteryOdds['2D'])).toBeCloseTo(0.95, 10);
    expect((counts.threeD / 100_000) * Number(lotteryOdds['3D'])).toBeCloseTo(0.95, 10);
    expect((counts.BIG / 100_000) * Number(lotteryOdds.BIG_SMALL)).toBeCloseTo(0.975, 10);
  });
});

describe('winner board masking', () => {
  it('keeps two first characters and the last one', () => {
    expect(maskUsername('demo_member')).toBe('de***r');
    expect(maskUsername('abz')).toBe('a***');
  });
});
