import { ErrorCode, pointSources } from '@playfront/api-contract';
import type {
  ConvertRequest,
  Goods,
  GoodsKind,
  GoodsList,
  PointEntryPage,
  PointEntryQuery,
  PointsBalance,
  PointsConfig,
  PointsReward,
  PointType,
  RedeemRequest,
  Redemption,
  RedemptionPage,
  RedemptionQuery,
  RedemptionResult,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError } from '../../core/errors';
import { textIn } from '../../core/language';
import type { ContentLanguage } from '../../core/language';
import type { SeedContext } from '../../core/module';
import { validBetsBetween } from '../games';
import {
  ensureHouseAccounts,
  HouseAccount,
  houseAccountId,
  memberAccounts,
  newReference,
  pointsAccountId,
  post,
  POINTS_CURRENCY,
} from '../wallet';
import { DEFAULT_POINT_RATES, pointRates } from './earn';
import type { PointsGoodsTable, PointsRedemptionsTable } from './tables';

const DAY_MS = 86_400_000;

/** A brand's points rules when the operator has set none: 1 000 points buy 1.00, from 1 000 points; 30 days. */
export const DEFAULT_POINTS_SETTINGS = {
  exchangePoints: 1000,
  exchangeAmount: 100n,
  minConvert: 1000n,
  requirementDays: 30,
};

export const pointsInsufficient = () =>
  new AppError(409, ErrorCode.pointsInsufficient, 'The points balance is not enough for this');

/** The points house accounts, the default rules and rates of a brand (idempotent, every start). */
export async function ensurePointsReference({ db, merchant, config, now }: SeedContext): Promise<void> {
  await ensureHouseAccounts(db, merchant, [HouseAccount.POINTS_ISSUED], POINTS_CURRENCY, now);
  await ensureHouseAccounts(db, merchant, [HouseAccount.POINTS_EXCHANGE], config.currency, now);
  const defaults = DEFAULT_POINTS_SETTINGS;
  await db
    .insertInto('points_settings')
    .values({
      merchant_code: merchant,
      exchange_points: defaults.exchangePoints,
      exchange_amount: String(defaults.exchangeAmount),
      min_convert: String(defaults.minConvert),
      requirement_days: defaults.requirementDays,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
  await db
    .insertInto('points_rates')
    .values(
      Object.entries(DEFAULT_POINT_RATES).map(([source, rate]) => ({
        merchant_code: merchant,
        source,
        points_per_100: rate,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'source']).doNothing())
    .execute();
}

export interface PointsSettings {
  exchangePoints: number;
  exchangeAmount: bigint;
  minConvert: bigint;
  requirementDays: number;
}

export async function pointsSettings(db: Db, merchant: string): Promise<PointsSettings> {
  const row = await db
    .selectFrom('points_settings')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  if (!row) return DEFAULT_POINTS_SETTINGS;
  return {
    exchangePoints: row.exchange_points,
    exchangeAmount: BigInt(row.exchange_amount),
    minConvert: BigInt(row.min_convert),
    requirementDays: row.requirement_days,
  };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The smallest whole number of points that converts to a whole number of minor units. */
export const convertStep = (settings: PointsSettings): bigint =>
  BigInt(settings.exchangePoints) / gcd(BigInt(settings.exchangePoints), settings.exchangeAmount);

/** Money `points` buy at the exchange ratio (exact: callers check the step first). */
export const chipsFor = (settings: PointsSettings, points: bigint): bigint =>
  (points * settings.exchangeAmount) / BigInt(settings.exchangePoints);

export async function pointsConfig(ctx: AppContext): Promise<PointsConfig> {
  const merchant = ctx.config.merchantCode;
  const [settings, rates] = await Promise.all([
    pointsSettings(ctx.db, merchant),
    pointRates(ctx.db, merchant),
  ]);
  return {
    exchange: { points: settings.exchangePoints, amount: String(settings.exchangeAmount) },
    minConvert: String(settings.minConvert),
    rates: pointSources.map((source) => ({ source, pointsPer100: rates[source] })),
    requirementDays: settings.requirementDays,
  };
}

async function pointsOf(db: Db, userId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(sql<string>`balance::text`.as('balance'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'POINTS')
    .executeTakeFirst();
  return BigInt(row?.balance ?? '0');
}

async function validBets(ctx: AppContext, db: Db, userId: number, days: number): Promise<bigint> {
  const now = ctx.now();
  return validBetsBetween(db, userId, new Date(now.getTime() - days * DAY_MS), now);
}

export async function pointsBalance(ctx: AppContext, userId: number): Promise<PointsBalance> {
  const settings = await pointsSettings(ctx.db, ctx.config.merchantCode);
  const [points, bets] = await Promise.all([
    pointsOf(ctx.db, userId),
    validBets(ctx, ctx.db, userId, settings.requirementDays),
  ]);
  return { points: String(points), validBets: String(bets), requirementDays: settings.requirementDays };
}

/** Points earned by type today (UTC) and over the last 30 days. */
export async function pointsReward(ctx: AppContext, userId: number): Promise<PointsReward> {
  const now = ctx.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const rows = await ctx.db
    .selectFrom('points_awards')
    .select([
      'type',
      sql<string>`COALESCE(SUM(points) FILTER (WHERE created_at >= ${today}), 0)::text`.as('today'),
      sql<string>`COALESCE(SUM(points), 0)::text`.as('month'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since < today ? since : today)
    .groupBy('type')
    .execute();
  const byType = new Map(rows.map((row) => [row.type, row]));
  let totalToday = 0n;
  let totalMonth = 0n;
  const list = pointSources.map((type) => {
    const row = byType.get(type);
    totalToday += BigInt(row?.today ?? '0');
    totalMonth += BigInt(row?.month ?? '0');
    return { type, today: row?.today ?? '0', last30Days: row?.month ?? '0' };
  });
  return { list, today: String(totalToday), last30Days: String(totalMonth) };
}

type GoodsRow = Selectable<PointsGoodsTable>;

const textsOf = (row: GoodsRow, language: ContentLanguage) => textIn(row.texts, language)!;

export const goodsView = (row: GoodsRow, language: ContentLanguage): Goods => {
  const texts = textsOf(row, language);
  return {
    id: row.id,
    kind: row.kind as GoodsKind,
    category: texts.category,
    name: texts.name,
    description: texts.description,
    image: row.image,
    points: String(row.points),
    amountRequirement: String(row.amount_requirement),
    chips: String(row.chips),
    quantity: row.quantity,
    available: row.available,
    maxPerRedemption: row.max_per_redemption,
  };
};

/** The mall's goods on sale (not paused), in shelf order. */
export async function goodsList(
  ctx: AppContext,
  language: ContentLanguage,
  kind?: GoodsKind,
): Promise<GoodsList> {
  let query = ctx.db
    .selectFrom('points_goods')
    .selectAll()
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('paused', '=', false);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return { list: rows.map((row) => goodsView(row, language)) };
}

type RedemptionRow = Selectable<PointsRedemptionsTable>;

async function redemptionViews(
  db: Db,
  rows: RedemptionRow[],
  language: ContentLanguage,
): Promise<Redemption[]> {
  const goodsIds = [...new Set(rows.flatMap((row) => (row.goods_id === null ? [] : [row.goods_id])))];
  const goods =
    goodsIds.length === 0
      ? []
      : await db.selectFrom('points_goods').selectAll().where('id', 'in', goodsIds).execute();
  const byId = new Map(goods.map((row) => [row.id, row]));
  return rows.map((row) => {
    const item = row.goods_id === null ? undefined : byId.get(row.goods_id);
    return {
      id: row.id,
      reference: row.reference,
      appliedAt: (row.created_at as Date).getTime(),
      type: row.type as Redemption['type'],
      // A conversion is named by what it bought; goods by their name in the reader's language.
      name: item ? textsOf(item, language).name : `${String(row.points)} → ${String(row.amount)}`,
      quantity: row.quantity,
      points: String(row.points),
      amount: String(row.amount),
      status: row.status as Redemption['status'],
      delivery: row.delivery,
      reason: row.reason,
      decidedAt: row.decided_at ? (row.decided_at as Date).getTime() : null,
    } satisfies Redemption;
  });
}

/**
 * Redeems goods for points, in the caller's transaction (the idempotent call's): the stock is taken with a
 * conditional update (never below 0, so parallel redemptions never oversell), the points are spent in one
 * posting (a chips item also credits its money in the same posting), and a physical item waits IN_PROCESS
 * for an operator while chips are APPROVED at once. A refusal rolls everything back, stock included.
 */
export async function redeem(
  ctx: AppContext,
  trx: Db,
  userId: number,
  body: RedeemRequest,
  language: ContentLanguage,
): Promise<RedemptionResult> {
  const merchant = ctx.config.merchantCode;
  const now = ctx.now();
  const settings = await pointsSettings(trx, merchant);
  const goods = await trx
    .selectFrom('points_goods')
    .selectAll()
    .where('id', '=', body.goodsId)
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  if (!goods || goods.paused) throw new AppError(404, ErrorCode.notFound, 'There is no such item');
  if (body.quantity > goods.max_per_redemption) {
    throw new AppError(409, ErrorCode.goodsUnavailable, 'This item is not available in that quantity');
  }
  if (goods.kind === 'PHYSICAL' && !body.delivery) {
    throw new AppError(400, ErrorCode.deliveryRequired, 'Delivery details are required for this item');
  }
  const requirement = BigInt(goods.amount_requirement);
  if (requirement > 0n && (await validBets(ctx, trx, userId, settings.requirementDays)) < requirement) {
    throw new AppError(409, ErrorCode.goodsRequirementNotMet, 'Not enough valid bets for this item');
  }
  const taken = await trx
    .updateTable('points_goods')
    .set((eb) => ({ available: eb('available', '-', body.quantity), updated_at: now }))
    .where('id', '=', goods.id)
    .where('paused', '=', false)
    .where('available', '>=', body.quantity)
    .returning(['points', 'chips'])
    .executeTakeFirst();
  if (!taken)
    throw new AppError(409, ErrorCode.goodsUnavailable, 'This item is not available in that quantity');

  // The price of the row just locked: an operator's edit committed since the read above counts.
  const points = BigInt(taken.points) * BigInt(body.quantity);
  const amount = BigInt(taken.chips) * BigInt(body.quantity);
  const posted = await spendPoints(
    ctx,
    trx,
    userId,
    points,
    amount,
    goods.kind === 'CHIPS' ? 'POINTS_EXCHANGE' : 'POINTS_REDEEM',
    now,
    goods.texts['en']!.name,
  );
  const row = await trx
    .insertInto('points_redemptions')
    .values({
      merchant_code: merchant,
      user_id: userId,
      reference: posted.reference,
      goods_id: goods.id,
      type: goods.kind,
      quantity: body.quantity,
      points: String(points),
      amount: String(amount),
      status: goods.kind === 'CHIPS' ? 'APPROVED' : 'IN_PROCESS',
      delivery: goods.kind === 'PHYSICAL' && body.delivery ? JSON.stringify(body.delivery) : null,
      reason: null,
      transaction_id: posted.transactionId,
      refund_transaction_id: null,
      created_at: now,
      decided_at: goods.kind === 'CHIPS' ? now : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [view] = await redemptionViews(trx, [row], language);
  return { redemption: view!, points: String(posted.points) };
}

/**
 * One posting that spends `points` of the member (back to the points house account) and, when `amount` is
 * above 0, credits that money to the main wallet from the points-exchange account. The member's accounts are
 * locked first (the ledger's lock order), so the balance read is the one the posting moves.
 */
async function spendPoints(
  ctx: AppContext,
  trx: Db,
  userId: number,
  points: bigint,
  amount: bigint,
  kind: 'POINTS_REDEEM' | 'POINTS_EXCHANGE',
  now: Date,
  remark: string,
): Promise<{ transactionId: string; reference: string; points: bigint }> {
  const merchant = ctx.config.merchantCode;
  const accounts = await memberAccounts(trx, merchant, userId, ctx.config.currency, now);
  const pointsAccount = accounts.find((account) => account.kind === 'POINTS')!;
  const main = accounts.find((account) => account.kind === 'MAIN')!;
  const house = await houseAccountId(trx, merchant, HouseAccount.POINTS_ISSUED);
  const legs = [
    { accountId: pointsAccount.id, amount: -points },
    { accountId: house, amount: points },
  ];
  if (amount > 0n) {
    const exchange = await houseAccountId(trx, merchant, HouseAccount.POINTS_EXCHANGE);
    legs.push({ accountId: exchange, amount: -amount }, { accountId: main.id, amount });
  }
  try {
    const posted = await post(trx, {
      merchant,
      kind,
      userId,
      remark,
      now,
      reference: newReference('PM', now),
      legs,
    });
    return {
      transactionId: posted.transactionId,
      reference: posted.reference,
      points: posted.balances.get(pointsAccount.id) ?? 0n,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.insufficientFunds) throw pointsInsufficient();
    throw error;
  }
}

/** Converts points to money at the exchange ratio, credited at once (a CONVERT row, APPROVED). */
export async function convertPoints(
  ctx: AppContext,
  trx: Db,
  userId: number,
  body: ConvertRequest,
  language: ContentLanguage,
): Promise<RedemptionResult> {
  const merchant = ctx.config.merchantCode;
  const now = ctx.now();
  const settings = await pointsSettings(trx, merchant);
  const points = BigInt(body.points);
  if (points < settings.minConvert || points % convertStep(settings) !== 0n) {
    throw new AppError(400, ErrorCode.pointsConvertInvalid, 'This number of points cannot be converted');
  }
  const amount = chipsFor(settings, points);
  const posted = await spendPoints(
    ctx,
    trx,
    userId,
    points,
    amount,
    'POINTS_EXCHANGE',
    now,
    'Points to chips',
  );
  const row = await trx
    .insertInto('points_redemptions')
    .values({
      merchant_code: merchant,
      user_id: userId,
      reference: posted.reference,
      goods_id: null,
      type: 'CONVERT',
      quantity: 1,
      points: String(points),
      amount: String(amount),
      status: 'APPROVED',
      delivery: null,
      reason: null,
      transaction_id: posted.transactionId,
      refund_transaction_id: null,
      created_at: now,
      decided_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [view] = await redemptionViews(trx, [row], language);
  return { redemption: view!, points: String(posted.points) };
}

export async function redemptions(
  ctx: AppContext,
  userId: number,
  query: RedemptionQuery,
  language: ContentLanguage,
): Promise<RedemptionPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = ctx.db.selectFrom('points_redemptions').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: await redemptionViews(ctx.db, rows, language), total: Number(count.total), page, size };
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The point type a ledger transaction of the points account shows as. */
const typeSql = sql<string>`CASE t.kind
  WHEN 'POINTS_EARN' THEN COALESCE(aw.type, 'ADJUST')
  WHEN 'POINTS_REFUND' THEN 'REFUND'
  WHEN 'POINTS_ADJUST' THEN 'ADJUST'
  ELSE 'REDEEM' END`;

/**
 * Points details: every change of the member's points account, newest first, with its type, the balance
 * after it and its remark (the round or deposit it came from, the goods it bought, the operator's remark).
 * The balance is the ledger's, so it always equals the sum of the details.
 */
export async function pointEntries(
  ctx: AppContext,
  userId: number,
  query: PointEntryQuery,
): Promise<PointEntryPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const account = await pointsAccountId(ctx.db, ctx.config.merchantCode, userId, ctx.now());
  let base = ctx.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('points_awards as aw', 'aw.transaction_id', 't.id')
    .where('e.account_id', '=', account);
  if (query.from) base = base.where('e.created_at', '>=', startOfDay(query.from));
  if (query.to) base = base.where('e.created_at', '<', new Date(startOfDay(query.to).getTime() + DAY_MS));
  if (query.type) base = base.where(sql<boolean>`${typeSql} = ${query.type}`);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        sql<string>`e.id::text`.as('id'),
        't.reference',
        't.remark',
        'e.created_at',
        typeSql.as('type'),
        sql<string>`e.amount::text`.as('amount'),
        sql<string>`e.balance_after::text`.as('balance_after'),
      ])
      .orderBy('e.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      at: (row.created_at as Date).getTime(),
      type: row.type as PointType,
      change: row.amount,
      balance: row.balance_after,
      remark: row.remark,
    })),
    total: Number(count.total),
    page,
    size,
  };
}
