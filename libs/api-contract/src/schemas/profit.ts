import { Type } from 'typebox';
import type { Static } from 'typebox';
import { GameCategorySchema } from './games';
import { MinorUnits, SignedMinorUnits } from './wallet';

const IsoDate = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  format: 'date',
  description: 'yyyy-MM-dd (UTC), a real calendar day',
});

/** The period of the profit and loss: UTC days from `from` to `to`, both included. */
export const ProfitQuery = Type.Object({ from: IsoDate, to: IsoDate });
export type ProfitQuery = Static<typeof ProfitQuery>;

/** Settled real-money rounds of one game category in the period. */
export const ProfitCategory = Type.Object({
  category: GameCategorySchema,
  rounds: Type.Integer({ minimum: 0 }),
  /** Stakes of those rounds (placed in the period). */
  bets: MinorUnits,
  /** What those rounds paid back (paid in the period). */
  payouts: MinorUnits,
  /** payouts - bets. */
  winLoss: SignedMinorUnits,
});
export type ProfitCategory = Static<typeof ProfitCategory>;

/** The member's profit and loss over a period: games per category, money received, and the net. */
export const ProfitReport = Type.Object({
  from: IsoDate,
  to: IsoDate,
  categories: Type.Array(ProfitCategory),
  /** Sum of the categories' win/loss. */
  gamesWinLoss: SignedMinorUnits,
  /** Bonuses credited minus bonuses forfeited or expired (BONUS - BONUS_FORFEIT). */
  bonuses: SignedMinorUnits,
  /** Cashback paid (CASHBACK). */
  cashback: SignedMinorUnits,
  /** Referral rewards paid (REFERRAL_REWARD). */
  referral: SignedMinorUnits,
  /** Agent dividends, wages and salary (agent accounts; 0 otherwise). */
  agentIncome: SignedMinorUnits,
  /** Stakes of rounds placed in the period and not settled yet (not in the win/loss). */
  unsettledBets: MinorUnits,
  /** gamesWinLoss + bonuses + cashback + referral + agentIncome. */
  net: SignedMinorUnits,
});
export type ProfitReport = Static<typeof ProfitReport>;
