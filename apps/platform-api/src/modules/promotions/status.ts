import type { ActivityStatus, PromotionType } from '@playfront/api-contract';

const DAY_MS = 86_400_000;

/** What a member's participation row stored (tables.ts). */
export type StoredStatus = 'JOINED' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED';

/** A promotion's period as the status functions see it (Unix ms). */
export interface Period {
  startsAt: number;
  endsAt: number | null;
  paused: boolean;
  /** Set when the operator ended it early. */
  endedAt: number | null;
}

/** Everything one member's status is computed from; each type reads the parts it needs. */
export interface StatusInput {
  now: number;
  period: Period;
  /** A member is reading (false: a visitor). */
  member: boolean;
  participation: { status: StoredStatus } | null;
  /** DEPOSIT: an approved deposit of at least the minimum was decided after joining, within the period. */
  qualifyingDeposit?: boolean;
  /** REGISTRATION: when the member registered, and the rule's days. */
  registeredAt?: number;
  registeredWithinDays?: number;
  /** RAFFLE: the member's tickets, whether the draw happened and whether the member won. */
  tickets?: number;
  drawn?: boolean;
  won?: boolean;
}

const started = (input: StatusInput) => input.now >= input.period.startsAt;

/** The period has not run out (the operator did not end it, its end is not reached); a pause does not count. */
export const inPeriod = (input: Pick<StatusInput, 'now' | 'period'>): boolean =>
  input.period.endedAt === null && (input.period.endsAt === null || input.now < input.period.endsAt);

/** New members may take part: started, in its period and not paused. */
export const openForEntry = (input: Pick<StatusInput, 'now' | 'period'>): boolean =>
  input.now >= input.period.startsAt && inPeriod(input) && !input.period.paused;

/**
 * DEPOSIT: join → joined; an approved deposit of at least the minimum after joining → claim; claimed. A member
 * whose reward is ready may still claim while the period lasts, even when the promotion is paused.
 */
export function depositStatus(input: StatusInput): ActivityStatus {
  const stored = input.participation?.status;
  if (stored === 'CLAIMED') return 'claimed';
  if (!started(input)) return 'coming_soon';
  if (stored === 'JOINED') {
    if (input.qualifyingDeposit && inPeriod(input)) return 'claim';
    return openForEntry(input) ? 'joined' : 'close';
  }
  return openForEntry(input) ? 'join' : 'close';
}

/** REGISTRATION: members registered within the rule's days may claim while it is open; claimed. */
export function registrationStatus(input: StatusInput): ActivityStatus {
  if (input.participation?.status === 'CLAIMED') return 'claimed';
  if (!started(input)) return 'coming_soon';
  if (!openForEntry(input)) return 'close';
  if (!input.member) return 'join';
  const days = input.registeredWithinDays ?? 0;
  const registeredAt = input.registeredAt ?? 0;
  return input.now - registeredAt <= days * DAY_MS ? 'claim' : 'close';
}

/** APPLY: apply (shown as join) → applying → issued, or rejected (and apply again while it is open). */
export function applyStatus(input: StatusInput): ActivityStatus {
  const stored = input.participation?.status;
  if (stored === 'ISSUED') return 'issued';
  if (stored === 'APPLYING') return 'applying';
  if (stored === 'REJECTED') return 'rejected';
  if (!started(input)) return 'coming_soon';
  return openForEntry(input) ? 'join' : 'close';
}

/**
 * RAFFLE: join → joined; with tickets before the draw → process; after the draw winners → claim → claimed,
 * everyone else close.
 */
export function raffleStatus(input: StatusInput): ActivityStatus {
  const stored = input.participation?.status;
  if (stored === 'CLAIMED') return 'claimed';
  if (!started(input)) return 'coming_soon';
  if (input.drawn) return stored && input.won ? 'claim' : 'close';
  if (stored === 'JOINED') {
    if (input.period.endedAt !== null) return 'close';
    return (input.tickets ?? 0) > 0 ? 'process' : 'joined';
  }
  return openForEntry(input) ? 'join' : 'close';
}

/**
 * MISSION: the umbrella of the missions page. Members see process while it runs (missions are claimed in the
 * missions module); a visitor sees close (not for a visitor); never join.
 */
export function missionStatus(input: StatusInput): ActivityStatus {
  if (!started(input)) return 'coming_soon';
  return input.member && openForEntry(input) ? 'process' : 'close';
}

const byType: Record<PromotionType, (input: StatusInput) => ActivityStatus> = {
  DEPOSIT: depositStatus,
  REGISTRATION: registrationStatus,
  APPLY: applyStatus,
  RAFFLE: raffleStatus,
  MISSION: missionStatus,
};

/** The status a reader sees of a promotion of `type`. */
export const statusOf = (type: PromotionType, input: StatusInput): ActivityStatus => byType[type](input);
