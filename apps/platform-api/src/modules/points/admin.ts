import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminGoods,
  AdminGoodsList,
  AdminRedemptionPage,
  AdminRedemptionQuery,
  GoodsCreate,
  GoodsKind,
  GoodsTexts,
  GoodsUpdate,
  PointsAdjust,
  PointsAdjustResult,
  PointsConfig,
  PointsRulesUpdate,
  Redemption,
  RedemptionDecision,
} from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import { pageOf } from '../../core/paging';
import { AppError } from '../../core/errors';
import { HouseAccount, houseAccountId, newReference, pointsAccountId, post } from '../wallet';
import { pointsConfig, pointsInsufficient } from './service';
import type { PointsGoodsTable } from './tables';

const notFound = (what: string) => new AppError(404, ErrorCode.notFound, `There is no such ${what}`);
const invalid = (message: string) => new AppError(400, ErrorCode.validationFailed, message);

const adminGoodsView = (row: Selectable<PointsGoodsTable>): AdminGoods => ({
  id: row.id,
  kind: row.kind as GoodsKind,
  texts: row.texts as GoodsTexts,
  image: row.image,
  points: String(row.points),
  amountRequirement: String(row.amount_requirement),
  chips: String(row.chips),
  quantity: row.quantity,
  available: row.available,
  maxPerRedemption: row.max_per_redemption,
  sort: row.sort,
  paused: row.paused,
});

export async function adminGoods(ctx: AppContext): Promise<AdminGoodsList> {
  const rows = await ctx.db
    .selectFrom('points_goods')
    .selectAll()
    .where('merchant_code', '=', ctx.config.merchantCode)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { list: rows.map(adminGoodsView) };
}

/** CHIPS credit money per item, physical goods none. */
function checkChips(kind: string, chips: string): void {
  if ((kind === 'CHIPS') !== BigInt(chips) > 0n) {
    throw invalid('A chips item credits a positive amount; a physical item credits none');
  }
}

export async function createGoods(ctx: AppContext, body: GoodsCreate): Promise<AdminGoods> {
  checkChips(body.kind, body.chips);
  const now = ctx.now();
  const row = await ctx.db
    .insertInto('points_goods')
    .values({
      merchant_code: ctx.config.merchantCode,
      kind: body.kind,
      texts: JSON.stringify(body.texts),
      image: body.image,
      points: body.points,
      amount_requirement: body.amountRequirement,
      chips: body.chips,
      quantity: body.quantity,
      available: body.quantity,
      max_per_redemption: body.maxPerRedemption,
      sort: body.sort ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return adminGoodsView(row);
}

/**
 * Edits an item. A new total stock moves the available count by the same difference, under the row's lock,
 * so redemptions in flight are never undone: a total below what is already redeemed is refused.
 */
export async function updateGoods(ctx: AppContext, id: number, body: GoodsUpdate): Promise<AdminGoods> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('points_goods')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_code', '=', ctx.config.merchantCode)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('item');
    checkChips(row.kind, body.chips ?? String(row.chips));
    let available = row.available;
    if (body.quantity !== undefined) {
      available = row.available + (body.quantity - row.quantity);
      if (available < 0) throw invalid('The stock cannot go below what is already redeemed');
    }
    const updated = await trx
      .updateTable('points_goods')
      .set({
        ...(body.texts ? { texts: JSON.stringify(body.texts) } : {}),
        ...(body.image !== undefined ? { image: body.image } : {}),
        ...(body.points !== undefined ? { points: body.points } : {}),
        ...(body.amountRequirement !== undefined ? { amount_requirement: body.amountRequirement } : {}),
        ...(body.chips !== undefined ? { chips: body.chips } : {}),
        ...(body.quantity !== undefined ? { quantity: body.quantity, available } : {}),
        ...(body.maxPerRedemption !== undefined ? { max_per_redemption: body.maxPerRedemption } : {}),
        ...(body.sort !== undefined ? { sort: body.sort } : {}),
        ...(body.paused !== undefined ? { paused: body.paused } : {}),
        updated_at: ctx.now(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return adminGoodsView(updated);
  });
}

export async function adminRedemptions(
  ctx: AppContext,
  query: AdminRedemptionQuery,
): Promise<AdminRedemptionPage> {
  let base = ctx.db
    .selectFrom('points_redemptions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('points_goods as g', 'g.id', 'r.goods_id')
    .where('r.merchant_code', '=', ctx.config.merchantCode);
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.username) base = base.where('u.username_key', '=', query.username.trim().toLowerCase());
  const { list: rows, ...paging } = await pageOf(base, query, (filtered) =>
    filtered
      .selectAll('r')
      .select(['u.username', 'g.texts'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
  );
  return {
    ...paging,
    list: rows.map((row) => ({
      id: row.id,
      username: row.username,
      reference: row.reference,
      appliedAt: (row.created_at as Date).getTime(),
      type: row.type as Redemption['type'],
      name: row.texts ? (row.texts as GoodsTexts).en.name : `${String(row.points)} → ${String(row.amount)}`,
      quantity: row.quantity,
      points: String(row.points),
      amount: String(row.amount),
      status: row.status as Redemption['status'],
      delivery: row.delivery,
      reason: row.reason,
      decidedAt: row.decided_at ? (row.decided_at as Date).getTime() : null,
    })),
  };
}

/**
 * Approves or rejects a physical redemption in process, once: the row is locked, a second decision is
 * refused. A rejection gives the points back (one POINTS_REFUND posting) and the stock back, with the reason
 * the member sees.
 */
export async function decideRedemption(
  ctx: AppContext,
  id: number,
  body: RedemptionDecision,
): Promise<{ status: Redemption['status'] }> {
  if (body.decision === 'REJECT' && !body.reason?.trim()) throw invalid('A rejection needs a reason');
  const merchant = ctx.config.merchantCode;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('points_redemptions')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_code', '=', merchant)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('redemption');
    if (row.status !== 'IN_PROCESS') {
      throw new AppError(409, ErrorCode.alreadyDecided, 'This redemption has already been decided');
    }
    const now = ctx.now();
    if (body.decision === 'APPROVE') {
      await trx
        .updateTable('points_redemptions')
        .set({ status: 'APPROVED', reason: body.reason?.trim() ?? null, decided_at: now })
        .where('id', '=', id)
        .execute();
      return { status: 'APPROVED' as const };
    }
    if (row.goods_id !== null) {
      await trx
        .updateTable('points_goods')
        .set((eb) => ({ available: eb('available', '+', row.quantity), updated_at: now }))
        .where('id', '=', row.goods_id)
        .execute();
    }
    const account = await pointsAccountId(trx, merchant, row.user_id, now);
    const house = await houseAccountId(trx, merchant, HouseAccount.POINTS_ISSUED);
    const points = BigInt(row.points);
    const posted = await post(trx, {
      merchant,
      kind: 'POINTS_REFUND',
      userId: row.user_id,
      remark: row.reference,
      now,
      reference: newReference('PR', now),
      legs: [
        { accountId: house, amount: -points },
        { accountId: account, amount: points },
      ],
    });
    await trx
      .updateTable('points_redemptions')
      .set({
        status: 'REJECTED',
        reason: body.reason!.trim(),
        refund_transaction_id: posted.transactionId,
        decided_at: now,
      })
      .where('id', '=', id)
      .execute();
    return { status: 'REJECTED' as const };
  });
}

/** An operator's correction of a member's points, both sides on the ledger; never below 0. */
export async function adjustPoints(ctx: AppContext, body: PointsAdjust): Promise<PointsAdjustResult> {
  const merchant = ctx.config.merchantCode;
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('username_key', '=', body.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound('member');
  const points = BigInt(body.points);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const account = await pointsAccountId(trx, merchant, user.id, now);
    const house = await houseAccountId(trx, merchant, HouseAccount.POINTS_ISSUED);
    try {
      const posted = await post(trx, {
        merchant,
        kind: 'POINTS_ADJUST',
        userId: user.id,
        remark: body.remark.trim(),
        now,
        reference: newReference('PA', now),
        legs: [
          { accountId: house, amount: -points },
          { accountId: account, amount: points },
        ],
      });
      return { points: String(posted.balances.get(account) ?? 0n), reference: posted.reference };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.insufficientFunds) throw pointsInsufficient();
      throw error;
    }
  });
}

/** Sets the brand's points rules; what is left out keeps its value. */
export async function updatePointsRules(ctx: AppContext, body: PointsRulesUpdate): Promise<PointsConfig> {
  const merchant = ctx.config.merchantCode;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('points_settings')
      .set({
        ...(body.exchange
          ? { exchange_points: body.exchange.points, exchange_amount: body.exchange.amount }
          : {}),
        ...(body.minConvert ? { min_convert: body.minConvert } : {}),
        ...(body.requirementDays ? { requirement_days: body.requirementDays } : {}),
        updated_at: now,
      })
      .where('merchant_code', '=', merchant)
      .execute();
    for (const rate of body.rates ?? []) {
      await trx
        .insertInto('points_rates')
        .values({
          merchant_code: merchant,
          source: rate.source,
          points_per_100: rate.pointsPer100,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['merchant_code', 'source'])
            .doUpdateSet({ points_per_100: rate.pointsPer100, updated_at: now }),
        )
        .execute();
    }
  });
  return pointsConfig(ctx);
}
