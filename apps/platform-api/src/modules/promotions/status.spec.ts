import { applyStatus, depositStatus, missionStatus, raffleStatus, registrationStatus } from './status';
import type { StatusInput, StoredStatus } from './status';

/** Every status of spec §4 each promotion type moves through, from the facts that decide it. */
const DAY = 86_400_000;
const start = 1_000 * DAY;
const now = start + DAY;
const base = (over: Partial<StatusInput> = {}): StatusInput => ({
  now,
  period: { startsAt: start, endsAt: start + 10 * DAY, paused: false, endedAt: null },
  member: true,
  participation: null,
  ...over,
});
const stored = (status: StoredStatus) => ({ participation: { status } });
const paused = { period: { startsAt: start, endsAt: start + 10 * DAY, paused: true, endedAt: null } };
const ended = { period: { startsAt: start, endsAt: start + 10 * DAY, paused: false, endedAt: now - 1 } };
const before = { now: start - 1 };
const after = { now: start + 11 * DAY };

describe('DEPOSIT', () => {
  it('coming_soon → join → joined → claim → claimed, close when paused or over', () => {
    expect(depositStatus(base(before))).toBe('coming_soon');
    expect(depositStatus(base())).toBe('join');
    expect(depositStatus(base({ member: false }))).toBe('join');
    expect(depositStatus(base(stored('JOINED')))).toBe('joined');
    expect(depositStatus(base({ ...stored('JOINED'), qualifyingDeposit: true }))).toBe('claim');
    expect(depositStatus(base(stored('CLAIMED')))).toBe('claimed');
    expect(depositStatus(base({ ...stored('CLAIMED'), ...after }))).toBe('claimed');
    expect(depositStatus(base(paused))).toBe('close');
    expect(depositStatus(base({ ...paused, ...stored('JOINED') }))).toBe('close');
    expect(depositStatus(base(ended))).toBe('close');
    expect(depositStatus(base(after))).toBe('close');
  });

  it('a ready reward may still be claimed while paused, not once the period is over', () => {
    expect(depositStatus(base({ ...paused, ...stored('JOINED'), qualifyingDeposit: true }))).toBe('claim');
    expect(depositStatus(base({ ...ended, ...stored('JOINED'), qualifyingDeposit: true }))).toBe('close');
    expect(depositStatus(base({ ...after, ...stored('JOINED'), qualifyingDeposit: true }))).toBe('close');
  });
});

describe('REGISTRATION', () => {
  const recent = { registeredAt: now - 5 * DAY, registeredWithinDays: 30 };
  it('claim for members registered within the days, claimed once paid, close otherwise', () => {
    expect(registrationStatus(base({ ...before, ...recent }))).toBe('coming_soon');
    expect(registrationStatus(base({ member: false }))).toBe('join');
    expect(registrationStatus(base(recent))).toBe('claim');
    expect(registrationStatus(base({ ...recent, registeredAt: now - 31 * DAY }))).toBe('close');
    expect(registrationStatus(base({ ...recent, ...stored('CLAIMED') }))).toBe('claimed');
    expect(registrationStatus(base({ ...recent, ...paused }))).toBe('close');
    expect(registrationStatus(base({ ...recent, ...ended }))).toBe('close');
  });
});

describe('APPLY', () => {
  it('join (apply) → applying → issued, or rejected and apply again', () => {
    expect(applyStatus(base(before))).toBe('coming_soon');
    expect(applyStatus(base())).toBe('join');
    expect(applyStatus(base(stored('APPLYING')))).toBe('applying');
    expect(applyStatus(base(stored('ISSUED')))).toBe('issued');
    expect(applyStatus(base(stored('REJECTED')))).toBe('rejected');
    expect(applyStatus(base(paused))).toBe('close');
    expect(applyStatus(base(after))).toBe('close');
  });
});

describe('RAFFLE', () => {
  it('join → joined → process with tickets → claim for winners → claimed; close for the others', () => {
    expect(raffleStatus(base(before))).toBe('coming_soon');
    expect(raffleStatus(base())).toBe('join');
    expect(raffleStatus(base({ ...stored('JOINED'), tickets: 0 }))).toBe('joined');
    expect(raffleStatus(base({ ...stored('JOINED'), tickets: 3 }))).toBe('process');
    expect(raffleStatus(base({ ...stored('JOINED'), tickets: 3, drawn: true, won: true }))).toBe('claim');
    expect(raffleStatus(base({ ...stored('JOINED'), tickets: 3, drawn: true, won: false }))).toBe('close');
    expect(raffleStatus(base({ drawn: true }))).toBe('close');
    expect(raffleStatus(base({ ...stored('CLAIMED'), drawn: true, won: true }))).toBe('claimed');
    expect(raffleStatus(base(paused))).toBe('close');
    expect(raffleStatus(base({ ...ended, ...stored('JOINED'), tickets: 2 }))).toBe('close');
  });
});

describe('MISSION', () => {
  it('process for members while it runs; never join', () => {
    expect(missionStatus(base(before))).toBe('coming_soon');
    expect(missionStatus(base())).toBe('process');
    expect(missionStatus(base({ member: false }))).toBe('close');
    expect(missionStatus(base(ended))).toBe('close');
  });
});
