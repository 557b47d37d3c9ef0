import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { propose, registerProposalExecutor } from '../../core/proposals';
import { grantBonus } from '../bonus';
import { HouseAccount, houseAccountId, memberAccounts, newReference, post } from '../wallet';

interface AdjustmentPayload {
  userId: number;
  username: string;
  amount: string;
  reason: string;
}

interface BonusPayload {
  userId: number;
  username: string;
  amount: string;
  reason: string;
  reference: string;
}

/**
 * A manual correction of a member's main wallet: one posting between the member and the house's ADJUSTMENT
 * account (a debit refuses to take the member below zero). Runs in the approving transaction.
 */
async function applyAdjustment(trx: Db, ctx: AppContext, payload: AdjustmentPayload) {
  const now = ctx.now();
  const merchant = ctx.config.merchantCode;
  const main = (await memberAccounts(trx, merchant, payload.userId, ctx.config.currency, now)).find(
    (account) => account.kind === 'MAIN',
  );
  if (!main) throw new Error('main wallet missing');
  const amount = BigInt(payload.amount);
  const posted = await post(trx, {
    merchant,
    kind: 'ADJUSTMENT',
    userId: payload.userId,
    remark: payload.reason,
    now,
    reference: newReference('AJ', now),
    legs: [
      { accountId: await houseAccountId(trx, merchant, HouseAccount.ADJUSTMENT), amount: -amount },
      { accountId: main.id, amount },
    ],
  });
  return { reference: posted.reference, balance: posted.balances.get(main.id)?.toString() ?? null };
}

/** A bonus from the house bonus account, no turnover, once per reference. */
async function applyBonus(trx: Db, ctx: AppContext, payload: BonusPayload) {
  const { bonus } = await grantBonus(trx, {
    merchant: ctx.config.merchantCode,
    currency: ctx.config.currency,
    userId: payload.userId,
    sourceKind: 'OPERATOR',
    sourceId: payload.userId,
    sourceKey: `O:${payload.reference}`,
    titles: { en: payload.reason },
    amount: BigInt(payload.amount),
    turnoverRequired: 0n,
    weights: {},
    days: 30,
    now: ctx.now(),
  });
  return { reference: bonus.reference };
}

export function registerMoneyExecutors(ctx: AppContext): void {
  registerProposalExecutor(ctx, 'balance_adjustment', (trx, context, payload) =>
    applyAdjustment(trx, context, payload as unknown as AdjustmentPayload),
  );
  registerProposalExecutor(ctx, 'bonus_grant', (trx, context, payload) =>
    applyBonus(trx, context, payload as unknown as BonusPayload),
  );
}

/**
 * Grants a bonus: at or below the brand's threshold at once (200), above it as a proposal for a second
 * operator (202).
 */
export async function grantOrPropose(
  ctx: AppContext,
  request: FastifyRequest,
  member: { id: number; username: string },
  amount: bigint,
  reason: string,
) {
  const payload: BonusPayload = {
    userId: member.id,
    username: member.username,
    amount: amount.toString(),
    reason,
    reference: newReference('OB', ctx.now()),
  };
  if (amount > ctx.config.twoPersonBonusAbove) {
    return {
      proposed: true as const,
      proposal: await propose(ctx, request, {
        kind: 'bonus_grant',
        summary: `Bonus to ${member.username}: ${reason}`,
        target: `member=${member.username}`,
        amount,
        payload: payload as unknown as Record<string, unknown>,
      }),
    };
  }
  const result = await ctx.db.transaction().execute((trx) => applyBonus(trx, ctx, payload));
  return { proposed: false as const, reference: result.reference };
}
