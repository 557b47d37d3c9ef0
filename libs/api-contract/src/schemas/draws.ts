import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { FieldError } from '../envelope';
import { MinorUnits, PositiveMinorUnits } from './wallet';

/**
 * Scheduled games of the demo provider: lottery draws (/demo/v1/lottery), sports fixtures
 * (/demo/v1/sports) and the esports match book (/demo/v1/esports). Amounts are minor units as strings;
 * odds are decimal odds as strings with two decimals ("1.95" returns 1.95 times the stake).
 */

/** Error codes of scheduled games (the `code` of a failed reply). */
export const DrawErrorCode = {
  /** 409: the issue or fixture no longer takes bets (closing is 10 s before a draw, kick-off for matches). */
  bettingClosed: 'betting_closed',
  /** 409: the odds of a selection changed since they were shown; `value.fields[].params` carry the new odds. */
  oddsChanged: 'odds_changed',
  /** 404: no such issue, fixture or lottery game. */
  notFound: 'not_found',
} as const;

/** Seconds before the draw at which an issue stops taking bets. */
export const LOTTERY_CLOSE_SECONDS = 10;
/** Stake limits of one bet (minor units): 1.00 to 10,000.00. */
export const SCHEDULED_MIN_STAKE = 100n;
export const SCHEDULED_MAX_STAKE = 1_000_000n;
/** Most selections on one slip. */
export const SLIP_MAX_SELECTIONS = 10;
/** Bookmaker margin of fixture odds: the implied probabilities of a market sum to at least 1.05. */
export const FIXTURE_MARGIN = 0.05;

/**
 * Play types of every lottery game. A draw is five digits 0-9 (d1..d5).
 * - 2D: the last two digits (d4 d5, "00"-"99") pay 95x (RTP 95 %).
 * - 3D: the last three digits (d3 d4 d5, "000"-"999") pay 950x (RTP 95 %).
 * - BIG_SMALL: the sum of the five digits is BIG (23-45) or SMALL (0-22), each exactly 1/2; pays 1.95x (97.5 %).
 * - ODD_EVEN: the sum is ODD or EVEN, each exactly 1/2; pays 1.95x (97.5 %).
 * Payouts are rounded down to the minor unit.
 */
export const lotteryPlayTypes = ['2D', '3D', 'BIG_SMALL', 'ODD_EVEN'] as const;
export type LotteryPlayType = (typeof lotteryPlayTypes)[number];
export const LotteryPlayTypeSchema = Type.Union([
  Type.Literal('2D'),
  Type.Literal('3D'),
  Type.Literal('BIG_SMALL'),
  Type.Literal('ODD_EVEN'),
]);

/** Decimal odds of each lottery play type. */
export const lotteryOdds: Record<LotteryPlayType, string> = {
  '2D': '95.00',
  '3D': '950.00',
  BIG_SMALL: '1.95',
  ODD_EVEN: '1.95',
};

export const LotteryIssueStatusSchema = Type.Union([
  Type.Literal('OPEN'),
  Type.Literal('CLOSED'),
  Type.Literal('DRAWN'),
]);

/** One issue of a lottery game: open, closed (10 s before the draw), drawn. */
export const LotteryIssue = Type.Object({
  gameCode: Type.String(),
  issueNumber: Type.String({ description: 'UTC date and slot of the day, e.g. 20261122-0421' }),
  status: LotteryIssueStatusSchema,
  openAt: Type.Integer({ description: 'Unix ms' }),
  closeAt: Type.Integer({ description: 'Unix ms; bets are refused from then on' }),
  drawAt: Type.Integer({ description: 'Unix ms' }),
  countdownMs: Type.Integer({ description: 'ms until close (0 when closed)' }),
  seedHash: Type.String({ description: 'SHA-256 of the draw seed, committed when the issue opens' }),
});
export type LotteryIssue = Static<typeof LotteryIssue>;

/** One drawn issue: the opened numbers and the revealed seed (numbers = fairFloats(seed, issueNumber, 0, 5)). */
export const LotteryResult = Type.Object({
  gameCode: Type.String(),
  issueNumber: Type.String(),
  numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 9 })),
  sum: Type.Integer(),
  drawAt: Type.Integer(),
  serverSeed: Type.String({ description: 'revealed at the draw; SHA-256 of it equals seedHash' }),
  seedHash: Type.String(),
});
export type LotteryResult = Static<typeof LotteryResult>;

export const LotteryGameInfo = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  area: Type.String({ description: 'LOTT, VN or SEA' }),
  region: Type.Union([Type.String(), Type.Null()]),
});
export type LotteryGameInfo = Static<typeof LotteryGameInfo>;

/** `value` of GET /demo/v1/lottery/current. */
export const LotteryCurrent = Type.Object({
  game: LotteryGameInfo,
  /** The other lottery games of the same area (VN: the three regions), the game itself included. */
  areaGames: Type.Array(LotteryGameInfo),
  issue: LotteryIssue,
  last: Type.Union([LotteryResult, Type.Null()]),
  playTypes: Type.Array(Type.Object({ playType: LotteryPlayTypeSchema, odds: Type.String() })),
  minStake: MinorUnits,
  maxStake: MinorUnits,
  serverTime: Type.Integer(),
});
export type LotteryCurrent = Static<typeof LotteryCurrent>;

/** Query of the lottery calls: the game (default: the session's game; only games of the same area). */
export const LotteryGameQuery = Type.Object({
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export const LotteryStatsQuery = Type.Object({
  gameCode: Type.String({ minLength: 1, maxLength: 64 }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type LotteryStatsQuery = Static<typeof LotteryStatsQuery>;

export const LotteryResults = Type.Object({ list: Type.Array(LotteryResult) });
export type LotteryResults = Static<typeof LotteryResults>;

/** `value` of GET /demo/v1/lottery/popular: the most bet 2D numbers of the last `issues` issues. */
export const LotteryPopular = Type.Object({
  issues: Type.Integer(),
  list: Type.Array(Type.Object({ number: Type.String(), count: Type.Integer() })),
});
export type LotteryPopular = Static<typeof LotteryPopular>;

/** `value` of GET /demo/v1/lottery/numbers: how often each last-two-digit number 00-99 came in the last draws. */
export const LotteryNumbers = Type.Object({
  draws: Type.Integer({ description: 'number of draws counted (at most 100)' }),
  list: Type.Array(Type.Object({ number: Type.String(), count: Type.Integer() })),
});
export type LotteryNumbers = Static<typeof LotteryNumbers>;

/** `value` of GET /demo/v1/lottery/winners: the biggest wins of the last 7 days, usernames masked. */
export const WinnerBoard = Type.Object({
  list: Type.Array(
    Type.Object({
      username: Type.String({ description: 'masked, e.g. ab***z' }),
      gameCode: Type.String(),
      issueNumber: Type.String(),
      playType: Type.String(),
      selection: Type.String(),
      stake: MinorUnits,
      payout: MinorUnits,
      at: Type.Integer(),
    }),
  ),
});
export type WinnerBoard = Static<typeof WinnerBoard>;

/** Body of POST /demo/v1/lottery/bet (Idempotency-Key header). */
export const LotteryBetRequest = Type.Object({
  issueNumber: Type.String({ pattern: '^[0-9]{8}-[0-9]{4}$' }),
  playType: LotteryPlayTypeSchema,
  selection: Type.String({
    minLength: 2,
    maxLength: 5,
    description: '2D "00"-"99"; 3D "000"-"999"; BIG_SMALL "BIG"|"SMALL"; ODD_EVEN "ODD"|"EVEN"',
  }),
  stake: PositiveMinorUnits,
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LotteryBetRequest = Static<typeof LotteryBetRequest>;

export const ScheduledBetStatusSchema = Type.Union([
  Type.Literal('OPEN'),
  Type.Literal('SETTLED'),
  Type.Literal('VOID'),
]);

/** One bet of a scheduled game (lottery, sports, esports); one bet is one round of the betting record. */
export const ScheduledBet = Type.Object({
  roundId: Type.String(),
  kind: Type.Union([
    Type.Literal('LOTTERY'),
    Type.Literal('SPORTS'),
    Type.Literal('ESPORTS'),
    Type.Literal('SABONG'),
  ]),
  gameCode: Type.String(),
  issueNumber: Type.Union([Type.String(), Type.Null()]),
  fixtureId: Type.Union([Type.Integer(), Type.Null()]),
  market: Type.String({ description: 'lottery play type, or the fixture, e.g. "Red Lions v Blue Kites"' }),
  selection: Type.String({ description: 'lottery selection, or the pick HOME|DRAW|AWAY' }),
  odds: Type.String(),
  stake: MinorUnits,
  payout: Type.Union([MinorUnits, Type.Null()], { description: 'null while open; the refund when void' }),
  status: ScheduledBetStatusSchema,
  result: Type.Union([Type.String(), Type.Null()], { description: 'drawn numbers or final score' }),
  createdAt: Type.Integer(),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type ScheduledBet = Static<typeof ScheduledBet>;

export const ScheduledBetList = Type.Object({ list: Type.Array(ScheduledBet) });
export type ScheduledBetList = Static<typeof ScheduledBetList>;

/** `value` of a bet or slip: the bets placed and the balance after. */
export const ScheduledBetReply = Type.Object({
  bets: Type.Array(ScheduledBet),
  balance: MinorUnits,
});
export type ScheduledBetReply = Static<typeof ScheduledBetReply>;

export const FixturePickSchema = Type.Union([
  Type.Literal('HOME'),
  Type.Literal('DRAW'),
  Type.Literal('AWAY'),
]);
export type FixturePick = Static<typeof FixturePickSchema>;

/**
 * One match. SCHEDULED takes bets until kick-off; LIVE until the final whistle; FINISHED once the result
 * is out (seed revealed); CANCELLED matches void their bets (stakes refunded).
 */
export const Fixture = Type.Object({
  id: Type.Integer(),
  /** SABONG: a cockfight; home is the Meron (favoured) rooster, away the Wala. */
  kind: Type.Union([Type.Literal('SPORTS'), Type.Literal('ESPORTS'), Type.Literal('SABONG')]),
  league: Type.String(),
  home: Type.String(),
  away: Type.String(),
  kickoffAt: Type.Integer(),
  endAt: Type.Integer(),
  status: Type.Union([
    Type.Literal('SCHEDULED'),
    Type.Literal('LIVE'),
    Type.Literal('FINISHED'),
    Type.Literal('CANCELLED'),
  ]),
  odds: Type.Object({
    home: Type.String(),
    draw: Type.Union([Type.String(), Type.Null()], { description: 'null in 2-way (esports) markets' }),
    away: Type.String(),
  }),
  seedHash: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()], { description: 'revealed at the final whistle' }),
  score: Type.Union([Type.String(), Type.Null()], { description: 'e.g. "2-1"' }),
  outcome: Type.Union([FixturePickSchema, Type.Null()]),
});
export type Fixture = Static<typeof Fixture>;

export const FixtureList = Type.Object({
  list: Type.Array(Fixture),
  serverTime: Type.Integer(),
});
export type FixtureList = Static<typeof FixtureList>;

/**
 * Body of POST /demo/v1/sports/slip, /demo/v1/esports/slip and /demo/v1/sabong/slip (Idempotency-Key
 * header): singles. In sabong HOME is Meron, AWAY is Wala.
 */
export const SlipRequest = Type.Object({
  selections: Type.Array(
    Type.Object({
      fixtureId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      pick: FixturePickSchema,
      odds: Type.String({ pattern: '^[0-9]{1,4}\\.[0-9]{2}$', description: 'the odds the slip showed' }),
    }),
    { minItems: 1, maxItems: SLIP_MAX_SELECTIONS },
  ),
  stake: PositiveMinorUnits,
});
export type SlipRequest = Static<typeof SlipRequest>;

/** `value.fields[]` of an odds_changed reply: one per changed selection, params { fixtureId, pick, odds }. */
export type OddsChangedField = FieldError;
