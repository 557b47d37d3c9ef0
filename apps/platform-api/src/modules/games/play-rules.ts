import type { Db } from '../../core/db';

type Trx = Db;

/** What a bet rule of another module sees: a REAL stake about to be debited, inside the bet's transaction. */
export interface BetCheck {
  merchant: string;
  userId: number;
  stake: bigint;
  /** The game session the round is played in (its row id). */
  gameSessionId: string;
  now: Date;
}

/** What a launch rule sees: a REAL launch (never a trial account's). */
export interface LaunchCheck {
  merchant: string;
  userId: number;
  /** The member's login session. */
  authSessionId: number;
  now: Date;
}

/** A rule another module adds (e.g. player protection's limits): throws an AppError to refuse. */
export type BetRule = (trx: Trx, check: BetCheck) => Promise<void>;
export type LaunchRule = (db: Db | Trx, check: LaunchCheck) => Promise<void>;

const betRules = new Set<BetRule>();
const launchRules = new Set<LaunchRule>();

/**
 * Adds a rule every REAL bet must pass. Rules run inside the bet's transaction after the wallet the round
 * plays from is locked and the round is recorded (OPEN: it counts among the member's rounds), before the
 * stake is posted; a refusal rolls the round back. A replayed round is not checked again. Games knows
 * nothing of the modules that add rules.
 */
export function addBetRule(rule: BetRule): void {
  betRules.add(rule);
}

/** Adds a rule every REAL launch must pass, before any money moves or a launch token is made. */
export function addLaunchRule(rule: LaunchRule): void {
  launchRules.add(rule);
}

export async function checkBetRules(trx: Trx, check: BetCheck): Promise<void> {
  for (const rule of betRules) await rule(trx, check);
}

export async function checkLaunchRules(db: Db | Trx, check: LaunchCheck): Promise<void> {
  for (const rule of launchRules) await rule(db, check);
}
