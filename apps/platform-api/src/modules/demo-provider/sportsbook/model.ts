import type { FixturePick } from '@playfront/api-contract';
import { fairFloats, fairInt } from '../shared/fair';

/**
 * The pure rules of the sportsbook: the fixture model (odds from team strengths with the bookmaker margin,
 * committed outcomes).
 */

export type FixtureKind = 'SPORTS' | 'ESPORTS' | 'SABONG';

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

/**
 * Sabong (cockfighting): made-up roosters (breed and owner's farm) and their strengths. The stronger one of
 * a fight fights as Meron (the favourite, listed as home), the other as Wala (away).
 */
export const roosters: Team[] = [
  { name: 'Red Kelso', strength: 88 },
  { name: 'Sweater Hatch', strength: 85 },
  { name: 'Roundhead Ace', strength: 82 },
  { name: 'Lemon 84', strength: 80 },
  { name: 'Grey Claret', strength: 77 },
  { name: 'Butcher Boy', strength: 75 },
  { name: 'Whitehackle', strength: 72 },
  { name: 'Radio Hatch', strength: 70 },
  { name: 'Brown Red Duke', strength: 67 },
  { name: 'Pumpkin Blaze', strength: 64 },
  { name: 'Albany Star', strength: 61 },
  { name: 'Black Boston', strength: 58 },
];
export const sabongArenas = ['Playfront Cockpit Arena', 'Pasay Derby Pit', 'Cebu Gallera'];

/** The draw of a sabong fight: its chance in the committed result and its fixed odds (8.00, in hundredths). */
export const SABONG_DRAW_CHANCE = 0.12;
export const SABONG_DRAW_ODDS = 800;

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
  // A fight every three minutes; the pit closes at the start and the result is out a minute later.
  SABONG: { every: 180, upcoming: 4, duration: 60 },
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
  if (kind === 'SABONG') {
    const meron = (1 - SABONG_DRAW_CHANCE) / (1 + Math.exp(-6 * ((home - away) / 100)));
    return { home: meron, draw: SABONG_DRAW_CHANCE, away: 1 - SABONG_DRAW_CHANCE - meron };
  }
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
  if (kind === 'SABONG') {
    // A draw refunds Meron and Wala bets, so their odds are priced on the fights that have a winner.
    const decided = 1 - p.draw;
    return { home: price(p.home / decided), draw: SABONG_DRAW_ODDS, away: price(p.away / decided) };
  }
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
  if (kind === 'SABONG') {
    // The fight time (0:20-4:59) for the record: f2 picks the second it ended.
    const seconds = 20 + fairInt(f2, 280);
    const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    return { cancelled: false, outcome, score: `${sabongResult[outcome]} ${time}` };
  }
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

/** How a sabong result reads: the pick's side name. */
export const sabongResult: Record<FixturePick, string> = { HOME: 'MERON', DRAW: 'DRAW', AWAY: 'WALA' };

/** The public key of a fixture, the client seed of its fair floats, e.g. SPORTS:14830212. */
export const fixtureKey = (kind: FixtureKind, slot: number): string => `${kind}:${slot}`;
