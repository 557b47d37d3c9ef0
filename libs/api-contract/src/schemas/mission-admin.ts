import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { IdSchema } from './numbers';
import { MissionTaskKindSchema, TurnoverWeights } from './promotions';
import { MinorUnits, PositiveMinorUnits } from './wallet';

/** Unix ms of a request: up to the end of year 9999 (what the database stores). */
const UnixMs = Type.Integer({ minimum: 0, maximum: 253_402_300_799_999, description: 'Unix ms' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One language's text of a mission. */
export const MissionText = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.String({ maxLength: 400 }),
  },
  { additionalProperties: false },
);
export type MissionText = Static<typeof MissionText>;

/** A mission's texts per portal language; English is required, a missing language falls back to it. */
export const MissionTexts = Type.Object(
  {
    en: MissionText,
    cn: Type.Optional(MissionText),
    ja: Type.Optional(MissionText),
    th: Type.Optional(MissionText),
    vi: Type.Optional(MissionText),
    ko: Type.Optional(MissionText),
  },
  { additionalProperties: false },
);
export type MissionTexts = Static<typeof MissionTexts>;

export const MissionPeriodSchema = Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')]);
export type MissionPeriod = Static<typeof MissionPeriodSchema>;

/**
 * One task of a mission as the operator sets it: DEPOSIT_AMOUNT and BET_AMOUNT targets are minor units,
 * BET_COUNT and WIN_ROUND a number of rounds, LOGIN_DAYS consecutive UTC days (at most 1 for a daily mission,
 * 7 for a weekly one). `category` narrows BET_COUNT, BET_AMOUNT and WIN_ROUND to one game category.
 */
export const MissionTaskRule = Type.Object(
  {
    kind: MissionTaskKindSchema,
    category: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 32 }))),
    target: PositiveMinorUnits,
  },
  { additionalProperties: false },
);
export type MissionTaskRule = Static<typeof MissionTaskRule>;

const missionFields = {
  texts: MissionTexts,
  period: MissionPeriodSchema,
  tasks: Type.Array(MissionTaskRule, { minItems: 1, maxItems: 5 }),
  /** The bonus a claim pays (minor units, at most 12 digits so reward × multiplier stays exact). */
  reward: Type.String({ pattern: '^[1-9][0-9]{0,11}$', maxLength: 12 }),
  /** Turnover of the bonus: reward × multiplier, weighted by category (as promotions' rules). */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  weights: TurnoverWeights,
  bonusDays: Type.Integer({ minimum: 1, maximum: 365 }),
  startsAt: UnixMs,
  endsAt: Nullable(UnixMs),
  /** Lower first in the member's list. */
  sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
};

/** A new mission (live from startsAt unless paused). */
export const MissionCreate = Type.Object(
  {
    ...missionFields,
    sort: Type.Optional(missionFields.sort),
    endsAt: Type.Optional(missionFields.endsAt),
    paused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MissionCreate = Static<typeof MissionCreate>;

/** An edit: only the fields sent change (a claimed period keeps what it paid). */
export const MissionUpdate = Type.Partial(Type.Object(missionFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type MissionUpdate = Static<typeof MissionUpdate>;

/** scheduled (not started), live, paused, ended. */
export const AdminMissionState = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('live'),
  Type.Literal('paused'),
  Type.Literal('ended'),
]);
export type AdminMissionState = Static<typeof AdminMissionState>;

export const AdminMission = Type.Object({
  id: IdSchema(),
  texts: MissionTexts,
  period: MissionPeriodSchema,
  tasks: Type.Array(
    Type.Object({ kind: MissionTaskKindSchema, category: Nullable(Type.String()), target: MinorUnits }),
  ),
  reward: MinorUnits,
  turnoverMultiplier: Type.Integer(),
  weights: TurnoverWeights,
  bonusDays: Type.Integer(),
  startsAt: UnixMs,
  endsAt: Nullable(UnixMs),
  paused: Type.Boolean(),
  sort: Type.Integer(),
  state: AdminMissionState,
  /** Claims paid so far (every period) and what they paid. */
  claims: Type.Integer(),
  paid: MinorUnits,
  createdAt: UnixMs,
  updatedAt: UnixMs,
});
export type AdminMission = Static<typeof AdminMission>;

export const AdminMissionList = Type.Object({ list: Type.Array(AdminMission) });
export type AdminMissionList = Static<typeof AdminMissionList>;

export const MissionIdParams = Type.Object({ id: IdSchema() });
export type MissionIdParams = Static<typeof MissionIdParams>;
