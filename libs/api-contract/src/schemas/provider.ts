import { Type } from 'typebox';
import type { Static } from 'typebox';
import { GameCategorySchema } from './games';
import { MinorUnits, PositiveMinorUnits } from './wallet';

/**
 * The built-in demo provider (prefix /demo/v1). Game pages exchange the launch token for a game session
 * token, then send it as `Authorization: Bearer {sessionToken}`. Money calls take an Idempotency-Key header
 * (8-128 of [A-Za-z0-9_.:-]); the round id is derived from the game session and that key, so a retry with
 * the same key replays the same round and moves nothing.
 */

/** The engines whose rounds are instant (one call = one settled round). */
export const instantEngines = ['slot', 'fish', 'cards', 'baccarat'] as const;
export type InstantEngine = (typeof instantEngines)[number];
export const InstantEngineSchema = Type.Union([
  Type.Literal('slot'),
  Type.Literal('fish'),
  Type.Literal('cards'),
  Type.Literal('baccarat'),
]);

/** Body of POST /demo/v1/session. */
export const DemoSessionRequest = Type.Object({
  launchToken: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type DemoSessionRequest = Static<typeof DemoSessionRequest>;

/** The provably fair state of the player's active seed pair (per member and mode). */
export const FairnessState = Type.Object({
  serverSeedHash: Type.String({ description: 'SHA-256 (hex) of the active server seed, shown before play' }),
  clientSeed: Type.String(),
  nonce: Type.Integer({ description: 'the nonce of the next round' }),
});
export type FairnessState = Static<typeof FairnessState>;

export const StakeLimits = Type.Object({
  min: MinorUnits,
  max: MinorUnits,
  step: MinorUnits,
});
export type StakeLimits = Static<typeof StakeLimits>;

export const DemoGameInfo = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  engine: Type.Union(
    [
      Type.Literal('slot'),
      Type.Literal('fish'),
      Type.Literal('cards'),
      Type.Literal('baccarat'),
      Type.Literal('sports'),
      Type.Literal('esports'),
      Type.Literal('lottery'),
      Type.Literal('sabong'),
    ],
    { description: 'the game page: slot, fish, cards, baccarat, sports, esports, lottery or sabong' },
  ),
  category: GameCategorySchema,
  vendorCode: Type.String(),
});
export type DemoGameInfo = Static<typeof DemoGameInfo>;

const sessionFields = {
  game: DemoGameInfo,
  mode: Type.Union([Type.Literal('REAL'), Type.Literal('TRIAL')]),
  language: Type.String(),
  gameCode: Type.Union([Type.String(), Type.Null()], { description: 'lottery game code of the launch' }),
  playType: Type.Union([Type.String(), Type.Null()]),
  balance: MinorUnits,
  currencySymbol: Type.String(),
  fairness: FairnessState,
  limits: Type.Union([StakeLimits, Type.Null()], { description: 'stake limits of instant games' }),
  expiresAt: Type.Integer({ description: 'Unix ms when the game session ends' }),
};

/** `value` of GET /demo/v1/session (the current state of a game session). */
export const DemoSessionState = Type.Object(sessionFields);
export type DemoSessionState = Static<typeof DemoSessionState>;

/** `value` of POST /demo/v1/session. */
export const DemoSession = Type.Object({ sessionToken: Type.String(), ...sessionFields });
export type DemoSession = Static<typeof DemoSession>;

/** Body of POST /demo/v1/fairness/client-seed. */
export const ClientSeedRequest = Type.Object({
  clientSeed: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
});
export type ClientSeedRequest = Static<typeof ClientSeedRequest>;

/** `value` of POST /demo/v1/fairness/rotate: the previous seed revealed and the new state. */
export const RotateSeedReply = Type.Object({
  previous: Type.Object({
    serverSeed: Type.String(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    rounds: Type.Integer({ description: 'rounds played with it: nonces 0 .. rounds-1' }),
  }),
  current: FairnessState,
});
export type RotateSeedReply = Static<typeof RotateSeedReply>;

// Outcomes (stake independent; the verify call recomputes them).

export const SlotSymbolSchema = Type.String({
  description: 'WILD, SEVEN, BAR, BELL, MELON, PLUM, ORANGE, LEMON, CHERRY',
});
export const SlotOutcome = Type.Object({
  stops: Type.Array(Type.Integer()),
  reels: Type.Array(Type.Array(SlotSymbolSchema), {
    description: 'five columns of three symbols, top to bottom',
  }),
  lines: Type.Array(
    Type.Object({
      line: Type.Integer({ description: '1-based payline' }),
      symbol: SlotSymbolSchema,
      count: Type.Integer(),
      multiplier: Type.Integer({ description: 'multiple of the line bet (stake / 10)' }),
    }),
  ),
  totalMultiplier: Type.Integer(),
});

export const FishOutcome = Type.Object({
  targetId: Type.String(),
  hit: Type.Boolean(),
  multiplier: Type.Integer(),
});

const CardsHand = Type.Object({
  cards: Type.Array(Type.String({ description: 'rank 23456789TJQKA and suit SHDC, e.g. "TS"' })),
  category: Type.String({ description: 'HIGH_CARD, PAIR, COLOR, SEQUENCE, PURE_SEQUENCE or TRAIL' }),
});
export const CardsOutcome = Type.Object({
  player: CardsHand,
  dealer: CardsHand,
  outcome: Type.Union([Type.Literal('WIN'), Type.Literal('LOSE'), Type.Literal('PUSH')]),
});

export const BaccaratBetSchema = Type.Union([
  Type.Literal('PLAYER'),
  Type.Literal('BANKER'),
  Type.Literal('TIE'),
]);
const BaccaratSide = Type.Object({ cards: Type.Array(Type.String()), total: Type.Integer() });
export const BaccaratOutcome = Type.Object({
  player: BaccaratSide,
  banker: BaccaratSide,
  winner: BaccaratBetSchema,
});

/** What every instant round reply carries besides its outcome. */
const roundFields = {
  roundId: Type.String(),
  nonce: Type.Integer({ description: 'the fair nonce this round used' }),
  serverSeedHash: Type.String({ description: 'hash of the server seed this round used' }),
  clientSeed: Type.String(),
  stake: MinorUnits,
  payout: MinorUnits,
  balance: MinorUnits,
  replayed: Type.Boolean({ description: 'true when this reply repeats an earlier call with the same key' }),
};

const idempotencyKeyField = {
  idempotencyKey: Type.Optional(
    Type.String({
      description: 'alternative to the Idempotency-Key header',
      pattern: '^[A-Za-z0-9_.:-]{8,128}$',
    }),
  ),
};

/** Body of POST /demo/v1/slot/spin: the total stake (a multiple of 10: 10 lines). */
export const SlotSpinRequest = Type.Object({ stake: PositiveMinorUnits, ...idempotencyKeyField });
export type SlotSpinRequest = Static<typeof SlotSpinRequest>;
export const SlotSpinReply = Type.Object({ ...roundFields, ...SlotOutcome.properties });
export type SlotSpinReply = Static<typeof SlotSpinReply>;

/** Body of POST /demo/v1/fish/shoot: the bet of one shot and the fish type aimed at. */
export const FishShootRequest = Type.Object({
  stake: PositiveMinorUnits,
  targetId: Type.String({ minLength: 2, maxLength: 32, pattern: '^[a-z]+$' }),
  ...idempotencyKeyField,
});
export type FishShootRequest = Static<typeof FishShootRequest>;
export const FishShootReply = Type.Object({ ...roundFields, ...FishOutcome.properties });
export type FishShootReply = Static<typeof FishShootReply>;

/** Body of POST /demo/v1/cards/deal: the stake of one hand against the dealer. */
export const CardsDealRequest = Type.Object({ stake: PositiveMinorUnits, ...idempotencyKeyField });
export type CardsDealRequest = Static<typeof CardsDealRequest>;
export const CardsDealReply = Type.Object({ ...roundFields, ...CardsOutcome.properties });
export type CardsDealReply = Static<typeof CardsDealReply>;

/** Body of POST /demo/v1/baccarat/deal: one bet on one hand. */
export const BaccaratDealRequest = Type.Object({
  bet: BaccaratBetSchema,
  stake: PositiveMinorUnits,
  ...idempotencyKeyField,
});
export type BaccaratDealRequest = Static<typeof BaccaratDealRequest>;
export const BaccaratDealReply = Type.Object({
  ...roundFields,
  bet: BaccaratBetSchema,
  ...BaccaratOutcome.properties,
});
export type BaccaratDealReply = Static<typeof BaccaratDealReply>;

/** Query of GET /demo/v1/fairness/verify (no auth). */
export const VerifyQuery = Type.Object({
  engine: InstantEngineSchema,
  serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
  clientSeed: Type.String({ minLength: 1, maxLength: 64 }),
  nonce: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  targetId: Type.Optional(Type.String({ maxLength: 32, description: 'fish: the fish type aimed at' })),
});
export type VerifyQuery = Static<typeof VerifyQuery>;

/** `value` of GET /demo/v1/fairness/verify: the seed's hash and the recomputed outcome. */
export const VerifyReply = Type.Object({
  engine: InstantEngineSchema,
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  floats: Type.Array(Type.Number(), { description: 'the fair floats the outcome was read from' }),
  outcome: Type.Union([SlotOutcome, FishOutcome, CardsOutcome, BaccaratOutcome]),
});
export type VerifyReply = Static<typeof VerifyReply>;
