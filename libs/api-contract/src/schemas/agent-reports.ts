import { Type } from 'typebox';
import type { Static } from 'typebox';
import { GameCategorySchema } from './games';
import { MinorUnits, SignedMinorUnits, TransactionTypeSchema } from './wallet';

/** The longest period a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 92;
/** The period of a report when the query names none: the last 7 UTC days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

const ReportDate = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  format: 'date',
  description: 'yyyy-MM-dd (UTC day, included)',
});
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
const Username = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }));

/** The period of every report: from/to as UTC days, both included; at most 92 days, to not before from. */
const period = {
  from: Type.Optional(ReportDate),
  to: Type.Optional(ReportDate),
};

/** Money of the team in a period (or one day of it). */
const moneyFigures = {
  /** Sum and count of approved deposits (by decision time). */
  deposits: MinorUnits,
  depositCount: Type.Integer({ minimum: 0 }),
  /** Sum and count of paid withdrawals (by decision time), not counting ones refunded after a dispute. */
  withdrawals: MinorUnits,
  withdrawalCount: Type.Integer({ minimum: 0 }),
  /** Sum of stakes of settled real-money rounds (by settlement time). */
  validBet: MinorUnits,
  payout: MinorUnits,
  /** validBet − payout: positive when the team lost. */
  profitLoss: SignedMinorUnits,
};

export const TeamOverviewQuery = Type.Object(period);
export type TeamOverviewQuery = Static<typeof TeamOverviewQuery>;

export const TeamOverviewDay = Type.Object({ date: Type.String(), ...moneyFigures });
export type TeamOverviewDay = Static<typeof TeamOverviewDay>;

/** GET /wps/agent/overview: the agent's team (every account below it) in a period. */
export const TeamOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Every account below the agent, and its direct downlines (today, not at the end of the period). */
  teamSize: Type.Integer({ minimum: 0 }),
  directSize: Type.Integer({ minimum: 0 }),
  /** Team accounts registered in the period. */
  newMembers: Type.Integer({ minimum: 0 }),
  /** Team accounts with at least one settled real-money round in the period. */
  activeMembers: Type.Integer({ minimum: 0 }),
  ...moneyFigures,
  /** Every UTC day of the period, oldest first, zero on days without activity. */
  days: Type.Array(TeamOverviewDay),
});
export type TeamOverview = Static<typeof TeamOverview>;

export const RoundStatusSchema = Type.Union([
  Type.Literal('OPEN'),
  Type.Literal('SETTLED'),
  Type.Literal('VOID'),
]);

export const TeamBetQuery = Type.Object({
  ...period,
  username: Username,
  category: Type.Optional(GameCategorySchema),
  status: Type.Optional(RoundStatusSchema),
  page: Page,
  size: Size,
});
export type TeamBetQuery = Static<typeof TeamBetQuery>;

/** One real-money round of a team member (placed in the period). */
export const TeamBetRow = Type.Object({
  roundId: Type.String(),
  username: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  category: Type.String(),
  stake: MinorUnits,
  /** null while the round is open. */
  payout: Type.Union([MinorUnits, Type.Null()]),
  status: RoundStatusSchema,
  createdAt: Type.Integer({ description: 'Unix ms' }),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type TeamBetRow = Static<typeof TeamBetRow>;

export const TeamBetPage = Type.Object({
  list: Type.Array(TeamBetRow),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type TeamBetPage = Static<typeof TeamBetPage>;

export const ProfitLossQuery = Type.Object({ ...period, username: Username, page: Page, size: Size });
export type ProfitLossQuery = Static<typeof ProfitLossQuery>;

const profitLossFigures = {
  validBet: MinorUnits,
  payout: MinorUnits,
  /** validBet − payout: positive when the member lost. */
  profitLoss: SignedMinorUnits,
  deposits: MinorUnits,
  withdrawals: MinorUnits,
};

/** One team member with bets, deposits or withdrawals in the period. */
export const ProfitLossRow = Type.Object({
  username: Type.String(),
  /** 1: a direct downline; 2: a downline's downline; … */
  level: Type.Integer({ minimum: 1 }),
  ...profitLossFigures,
});
export type ProfitLossRow = Static<typeof ProfitLossRow>;

export const ProfitLossPage = Type.Object({
  list: Type.Array(ProfitLossRow),
  /** Over every row of the query, not only this page. */
  totals: Type.Object(profitLossFigures),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ProfitLossPage = Static<typeof ProfitLossPage>;

export const TeamTransactionQuery = Type.Object({
  ...period,
  username: Username,
  type: Type.Optional(TransactionTypeSchema),
  page: Page,
  size: Size,
});
export type TeamTransactionQuery = Static<typeof TeamTransactionQuery>;

/** One movement on a team member's main wallet. */
export const TeamTransactionRow = Type.Object({
  reference: Type.String(),
  username: Type.String(),
  type: TransactionTypeSchema,
  /** Credits positive, debits negative. */
  amount: SignedMinorUnits,
  balanceAfter: MinorUnits,
  time: Type.Integer({ description: 'Unix ms' }),
});
export type TeamTransactionRow = Static<typeof TeamTransactionRow>;

export const TeamTransactionPage = Type.Object({
  list: Type.Array(TeamTransactionRow),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type TeamTransactionPage = Static<typeof TeamTransactionPage>;
