import type { ContractKind, ContractTerms } from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Config } from '../../core/config';
import { inTransaction } from '../../core/db';
import type { Db } from '../../core/db';
import { AppError } from '../../core/errors';
import type { Job } from '../../core/jobs';
import { untilDone } from '../../core/jobs';
import { settledRoundTotals } from '../games';
import { HouseAccount, houseAccountId, memberAccounts, post } from '../wallet';
import { payrollFor } from './payroll';
import { duePeriods, liveWindow, paymentKind } from './periods';
import type { AgentSettlementsTable } from './tables';

/** What settlement needs: jobs have no request, keys or hashers. */
export interface SettlementCtx {
  db: Db;
  config: Pick<Config, 'merchantCode' | 'currency'>;
  now(): Date;
}

export type SettlementRow = Selectable<AgentSettlementsTable>;

/** How often every replica looks for due periods and unpaid items. */
export const SETTLEMENT_TICK_MS = 30_000;
/** Contracts planned per transaction step and items paid per claim. */
const BATCH = 50;
/** A payer that cannot pay is tried again after 15 minutes, then 30, … at most every 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(attempts * 15 * 60_000, 6 * 3_600_000);

const kindNames: Record<ContractKind, string> = {
  DIVIDEND: 'Dividend',
  DAILY_WAGE: 'Daily wage',
  HOURLY_WAGE: 'Hourly salary',
  REALTIME: 'Real-time salary',
};

/**
 * Everyone below the downline agent, at any depth: whose rounds a contract pays on. An agent's own bets
 * earn it nothing (they count for its upline's contract, where it is in the team).
 */
const teamOf = (db: Db, agentId: number) =>
  db
    .selectFrom('agent_tree')
    .select('descendant_id as id')
    .where('ancestor_id', '=', agentId)
    .where('depth', '>=', 1);

/**
 * Plans one contract: every period due since its settlement stopped (or its start) becomes one item with
 * the team's figures and the amount they earn, and the contract's `settled_until` moves on, in one
 * transaction. The contract row is claimed with SKIP LOCKED and items are unique per contract and period,
 * so two runners never plan a period twice. Returns the items created.
 */
async function planContract(ctx: SettlementCtx, contractId: number, now: Date): Promise<number> {
  return inTransaction(ctx.db, async (trx) => {
    const contract = await trx
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', contractId)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!contract?.started_at) return 0;
    const terms = contract.terms as unknown as ContractTerms;
    const from = contract.settled_until ?? contract.started_at;
    const periods = duePeriods(terms, from, contract.ended_at, now);
    if (periods.length === 0) return 0;
    let created = 0;
    for (const period of periods) {
      const window = liveWindow(period, contract.started_at, contract.ended_at);
      if (!window) continue;
      const [figures] = await settledRoundTotals(trx, teamOf(trx, contract.downline_id), window, 'all', {
        minStake: terms.kind === 'REALTIME' ? BigInt(terms.singleBet) : 0n,
      });
      const payroll = payrollFor(terms, figures);
      const inserted = await trx
        .insertInto('agent_settlements')
        .values({
          merchant_code: contract.merchant_code,
          contract_id: contract.id,
          kind: contract.kind,
          payer_id: contract.upline_id,
          payee_id: contract.downline_id,
          period_start: period.start,
          period_end: period.end,
          window_start: window.start,
          window_end: window.end,
          figures: JSON.stringify({
            validBet: figures.validBet.toString(),
            payout: figures.payout.toString(),
            lostStake: figures.lostStake.toString(),
            wonStake: figures.wonStake.toString(),
            activeMembers: figures.activeMembers,
          }),
          rate_bps: payroll.rateBps,
          tier: payroll.tier,
          amount: payroll.amount.toString(),
          status: payroll.amount > 0n ? 'PENDING' : 'NIL',
          next_attempt_at: now,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) created += 1;
    }
    await trx
      .updateTable('agent_contracts')
      .set({ settled_until: periods[periods.length - 1].end })
      .where('id', '=', contract.id)
      .execute();
    return created;
  });
}

/** Plans every contract with due periods: live ones, and ended ones not settled up to their end. */
export async function planSettlements(ctx: SettlementCtx): Promise<number> {
  const now = ctx.now();
  const candidates = await ctx.db
    .selectFrom('agent_contracts')
    .select('id')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('started_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'ACTIVE'),
        eb('ended_at', '>', sql<Date>`COALESCE(settled_until, started_at)`),
      ]),
    )
    .orderBy('id')
    .execute();
  let created = 0;
  for (const { id } of candidates) created += await planContract(ctx, id, now);
  return created;
}

/**
 * Pays one item in one transaction: the item row is claimed (SKIP LOCKED) and must still be unpaid, the
 * payer's main wallet (or the platform's payroll account) pays the payee's in one ledger posting, and the
 * item is marked PAID with the posting in the same transaction: it is paid once whoever runs it. A payer
 * without the money is never taken below zero: the item is FAILED with its reason and tried again later.
 */
export async function payItem(ctx: SettlementCtx, id: string, now: Date): Promise<'PAID' | 'FAILED' | null> {
  return inTransaction(ctx.db, async (trx) => {
    const item = await trx
      .selectFrom('agent_settlements')
      .selectAll()
      .where('id', '=', id)
      .where('status', 'in', ['PENDING', 'FAILED'])
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!item) return null;
    const merchant = item.merchant_code;
    const currency = ctx.config.currency;
    const payee = (await memberAccounts(trx, merchant, item.payee_id, currency, now)).find(
      (account) => account.kind === 'MAIN',
    );
    const payer =
      item.payer_id === null
        ? await houseAccountId(trx, merchant, HouseAccount.AGENT_PAYROLL)
        : (await memberAccounts(trx, merchant, item.payer_id, currency, now)).find(
            (account) => account.kind === 'MAIN',
          )?.id;
    if (!payee || !payer) throw new Error(`settlement ${id}: a wallet is missing`);
    const amount = BigInt(item.amount);
    const kind = item.kind as ContractKind;
    const day = item.period_start.toISOString().slice(0, 16).replace('T', ' ');
    try {
      const posted = await post(trx, {
        merchant,
        kind: paymentKind[kind],
        userId: item.payee_id,
        remark: `${kindNames[kind]} for ${day} UTC`,
        now,
        // One reference per item: the ledger itself refuses a second payment of it.
        reference: `AS${String(item.id).padStart(14, '0')}`,
        legs: [
          { accountId: payer, amount: -amount },
          { accountId: payee.id, amount },
        ],
      });
      await trx
        .updateTable('agent_settlements')
        .set({
          status: 'PAID',
          transaction_id: posted.transactionId,
          paid_at: now,
          attempts: item.attempts + 1,
          last_error: null,
        })
        .where('id', '=', item.id)
        .execute();
      return 'PAID';
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'insufficient_funds') throw error;
      await trx
        .updateTable('agent_settlements')
        .set({
          status: 'FAILED',
          attempts: item.attempts + 1,
          last_error: 'insufficient_funds',
          next_attempt_at: new Date(now.getTime() + retryDelayMs(item.attempts + 1)),
        })
        .where('id', '=', item.id)
        .execute();
      return 'FAILED';
    }
  });
}

/** Pays every due item, in batches; returns how many were paid. */
export async function payDueSettlements(ctx: SettlementCtx): Promise<number> {
  const now = ctx.now();
  let paid = 0;
  let after = '0';
  await untilDone(async () => {
    const due = await ctx.db
      .selectFrom('agent_settlements')
      .select(sql<string>`id::text`.as('id'))
      .where('merchant_code', '=', ctx.config.merchantCode)
      .where('status', 'in', ['PENDING', 'FAILED'])
      .where('next_attempt_at', '<=', now)
      .where(sql<boolean>`id > ${after}::bigint`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of due) if ((await payItem(ctx, id, now)) === 'PAID') paid += 1;
    if (due.length > 0) after = due[due.length - 1].id;
    return due.length;
  });
  return paid;
}

/** One settlement step: plan due periods, then pay what is due. */
export async function runSettlement(ctx: SettlementCtx): Promise<{ planned: number; paid: number }> {
  const planned = await planSettlements(ctx);
  const paid = await payDueSettlements(ctx);
  return { planned, paid };
}

/** The agent settlement job, on every replica (each period is planned and each item paid once). */
export function settlementJob(db: Db, config: Config): Job {
  return {
    name: 'agent settlement',
    everyMs: SETTLEMENT_TICK_MS,
    run: (now) => runSettlement({ db, config, now: () => now }),
  };
}

/**
 * Items whose money does not match them (empty when all is well): a PAID item has exactly one posting of its
 * kind that credited the payee its amount and debited the payer (or the platform) as much; an unpaid or
 * NIL item has none. For the ledger reconciliation.
 */
export async function settlementViolations(db: Db): Promise<Array<{ id: string; status: string }>> {
  const { rows } = await sql<{ id: string; status: string }>`SELECT s.id::text AS id, s.status
    FROM agent_settlements s
    LEFT JOIN ledger_transactions t ON t.id = s.transaction_id
    LEFT JOIN ledger_accounts pa ON pa.user_id = s.payee_id AND pa.kind = 'MAIN'
    LEFT JOIN LATERAL (SELECT
        COALESCE(SUM(e.amount) FILTER (WHERE e.account_id = pa.id), 0) AS credit,
        COALESCE(SUM(e.amount) FILTER (WHERE e.amount < 0), 0) AS debit,
        count(*) AS legs
      FROM ledger_entries e WHERE e.transaction_id = t.id) m ON true
    WHERE (s.status = 'PAID' AND (t.id IS NULL OR t.kind <> CASE s.kind
        WHEN 'DIVIDEND' THEN 'AGENT_DIVIDEND' WHEN 'DAILY_WAGE' THEN 'DAILY_WAGE'
        WHEN 'HOURLY_WAGE' THEN 'HOURLY_WAGE' ELSE 'REALTIME_SALARY' END
        OR m.credit <> s.amount OR m.debit <> -s.amount OR m.legs <> 2))
      OR (s.status <> 'PAID' AND s.transaction_id IS NOT NULL)
    ORDER BY s.id LIMIT 100`.execute(db);
  return rows;
}
