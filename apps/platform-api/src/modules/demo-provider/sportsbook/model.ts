import type { FixturePick } from '@playfront/api-contract';
import { fairFloats, fairInt } from '../shared/fair';

/**
 * The pure rules of the sportsbook: the fixture model (odds from team strengths with the bookmaker margin,
 * committed outcomes).
 */

export type FixtureKind = 'SPORTS' | 'ESPORTS';

export interface Team {
  name: string;
  strength: number;
}

/** Made-up football clubs and their strengths (50-95). */
export const footballTeams: Team[] = [
  { name: 'Red Lions', strength: 88 },
  { name: 'Blue Kites', strength: 84 },
  { name: 'Harbour City', strength: 81 },
  { name: 'Northgate United', strength: 79 },
  { name: 'Silver Foxes', strength: 76 },
  { name: 'Green Valley', strength: 74 },
  { name: 'Iron Bridge', strength: 71 },
  { name: 'Coral Bay', strength: 69 },
  { name: 'Eastwood Rovers', strength: 67 },
  { name: 'Golden Sands', strength: 64 },
  { name: 'Stone Mill', strength: 62 },
  { name: 'Lakeside Athletic', strength: 60 },
  { name: 'Pine Hill', strength: 58 },
  { name: 'River Port', strength: 56 },
  { name: 'Sunrise FC', strength: 54 },
  { name: 'Old Town', strength: 52 },
];
export const footballLeagues = ['Playfront Premier', 'Coastal Cup', 'Continental League'];

/** Made-up esports teams and titles. */
export const esportsTeams: Team[] = [
  { name: 'Nova Five', strength: 90 },
  { name: 'Quantum Owls', strength: 86 },
  { name: 'Pixel Raiders', strength: 82 },
  { name: 'Neon Tigers', strength: 79 },
  { name: 'Byte Knights', strength: 75 },
  { name: 'Shadow Lynx', strength: 72 },
  { name: 'Orbit Gaming', strength: 68 },
  { name: 'Cloud Nine Crew', strength: 65 },
  { name: 'Frost Giants', strength: 61 },
  { name: 'Lucky Dragons', strength: 57 },
  { name: 'Storm Riders', strength: 54 },
  { name: 'Paper Planes', strength: 50 },
];
export const esportsLeagues = ['Arena Legends Masters', 'Strike Ops Cup', 'Battle Lanes Series'];

export interface FixtureSchedule {
  /** Seconds between kick-offs. */
  every: number;
  /** How many upcoming matches the list keeps. */
  upcoming: number;
  /** Seconds from kick-off to the final whistle. */
  duration: number;
}

export const fixtureSchedules: Record<FixtureKind, FixtureSchedule> = {
  SPORTS: { every: 120, upcoming: 8, duration: 90 },
  ESPORTS: { every: 180, upcoming: 6, duration: 120 },
};

/** Share of matches cancelled (decided by the committed seed); their bets are voided and refunded. */
export const CANCEL_RATE = 0.02;
const HOME_EDGE = 0.04;

export interface Probabilities {
  home: number;
  draw: number;
  away: number;
}

/**
 * Win probabilities from the strengths: d = (home - away) / 100 (+0.04 home edge in football);
 * football: draw = clamp(0.27 - 0.6 |d|, 0.12, 0.27), home = (1 - draw) / (1 + e^(-6d)), away the rest;
 * esports (2-way): home = 1 / (1 + e^(-6d)).
 */
export function probabilities(kind: FixtureKind, home: number, away: number): Probabilities {
  if (kind === 'ESPORTS') {
    const p = 1 / (1 + Math.exp(-6 * ((home - away) / 100)));
    return { home: p, draw: 0, away: 1 - p };
  }
  const d = (home - away) / 100 + HOME_EDGE;
  const draw = Math.min(0.27, Math.max(0.12, 0.27 - 0.6 * Math.abs(d)));
  const homeP = (1 - draw) / (1 + Math.exp(-6 * d));
  return { home: homeP, draw, away: 1 - draw - homeP };
}

/** Decimal odds (hundredths) with the margin: floor(100 / (p (1 + margin))), at least 1.01. */
export function fixtureOdds(
  kind: FixtureKind,
  home: number,
  away: number,
  margin: number,
): { home: number; draw: number | null; away: number } {
  const p = probabilities(kind, home, away);
  const price = (q: number) => Math.max(101, Math.floor(100 / (q * (1 + margin))));
  return { home: price(p.home), draw: kind === 'SPORTS' ? price(p.draw) : null, away: price(p.away) };
}

export interface FixtureOutcome {
  cancelled: boolean;
  outcome: FixturePick | null;
  score: string | null;
}

/**
 * The result committed at creation: floats = fairFloats(serverSeed, fixtureKey, 0, 4); f0 < 2 % cancels;
 * f1 against the probabilities picks HOME / DRAW / AWAY; f2, f3 make a score consistent with it (football
 * goals, esports best of three maps).
 */
export function fixtureOutcome(
  kind: FixtureKind,
  serverSeed: string,
  fixtureKey: string,
  home: number,
  away: number,
): FixtureOutcome {
  const [f0, f1, f2, f3] = fairFloats(serverSeed, fixtureKey, 0, 4);
  if (f0 < CANCEL_RATE) return { cancelled: true, outcome: null, score: null };
  const p = probabilities(kind, home, away);
  const outcome: FixturePick = f1 < p.home ? 'HOME' : f1 < p.home + p.draw ? 'DRAW' : 'AWAY';
  if (kind === 'ESPORTS') {
    const loser = fairInt(f2, 2);
    return { cancelled: false, outcome, score: outcome === 'HOME' ? `2-${loser}` : `${loser}-2` };
  }
  if (outcome === 'DRAW') {
    const goals = fairInt(f2, 4);
    return { cancelled: false, outcome, score: `${goals}-${goals}` };
  }
  const winner = 1 + fairInt(f2, 4);
  const loser = fairInt(f3, winner);
  return {
    cancelled: false,
    outcome,
    score: outcome === 'HOME' ? `${winner}-${loser}` : `${loser}-${winner}`,
  };
}

/** The public key of a fixture, the client seed of its fair floats, e.g. SPORTS:14830212. */
export const fixtureKey = (kind: FixtureKind, slot: number): string => `${kind}:${slot}`;
