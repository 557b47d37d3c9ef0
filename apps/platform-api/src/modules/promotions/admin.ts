import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminPromotion,
  ApplicationDecision,
  FieldError,
  PromotionApplication,
  PromotionApplicationQuery,
  PromotionInput,
  PromotionType,
} from '@playfront/api-contract';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import { inTransaction } from '../../core/db';
import type { Db } from '../../core/db';
import { AppError, validationError } from '../../core/errors';
import { sanitizeStoredHtml } from '../../core/html';
import { grantBonus } from '../bonus';
import { drawWinners, newSeed, numberTickets, seedHash } from './fairness';
import { drawOf, promotionOf, raffleHolders, raffleView, rewardOf, titlesOf } from './service';
import type { PromotionRow } from './service';

/** What each type's rules must carry (400 validation_failed naming the missing field otherwise). */
const requiredRules: Record<PromotionType, Array<keyof PromotionInput['rules']>> = {
  DEPOSIT: ['bonusBps', 'maxBonus', 'minDeposit'],
  REGISTRATION: ['amount', 'registeredWithinDays'],
  APPLY: ['amount'],
  RAFFLE: ['amount', 'ticketPer', 'winners', 'drawAt'],
  MISSION: [],
};

/** The largest reward or threshold a rule may name (10 billion major units). */
const MAX_REWARD = 1_000_000_000_000n;

function checkInput(input: PromotionInput): void {
  const fields: FieldError[] = requiredRules[input.type]
    .filter((name) => input.rules[name] === undefined)
    .map((name) => ({
      field: `rules.${name}`,
      key: 'required',
      message: `A ${input.type} promotion needs it`,
    }));
  // Rewards and their turnover (× up to 100) stay far inside the ledger's 64-bit amounts.
  for (const name of ['amount', 'maxBonus', 'minDeposit', 'ticketPer'] as const) {
    const value = input.rules[name];
    if (value !== undefined && BigInt(value) > MAX_REWARD) {
      fields.push({ field: `rules.${name}`, key: 'too_large', message: `At most ${MAX_REWARD} minor units` });
    }
  }
  if (input.endsAt !== null && input.endsAt <= input.startsAt) {
    fields.push({ field: 'endsAt', key: 'invalid', message: 'The end must come after the start' });
  }
  const drawAt = input.rules.drawAt;
  if (input.type === 'RAFFLE' && drawAt !== undefined) {
    if (drawAt <= input.startsAt || (input.endsAt !== null && drawAt > input.endsAt)) {
      fields.push({ field: 'rules.drawAt', key: 'invalid', message: 'The draw falls within the period' });
    }
  }
  if (fields.length) throw validationError(fields);
}

const storedTexts = (texts: PromotionInput['texts']) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(texts)
        .filter(([, text]) => text !== undefined)
        .map(([language, text]) => [language, { ...text!, content: sanitizeStoredHtml(text!.content) }]),
    ),
  );

async function toAdmin(db: Db, row: PromotionRow, now: Date): Promise<AdminPromotion> {
  const counts = await db
    .selectFrom('promotion_participations')
    .select([
      sql<number>`count(*)::int`.as('participants'),
      sql<number>`count(*) FILTER (WHERE status IN ('CLAIMED', 'ISSUED'))::int`.as('paid'),
    ])
    .where('promotion_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const draw = row.type === 'RAFFLE' ? await drawOf(db, row.id) : null;
  return {
    id: row.id,
    type: row.type as PromotionType,
    texts: row.texts as AdminPromotion['texts'],
    imageUrl: row.image_url,
    rules: row.rules,
    startsAt: row.starts_at.getTime(),
    endsAt: row.ends_at?.getTime() ?? null,
    paused: row.paused,
    endedAt: row.ended_at?.getTime() ?? null,
    sort: row.sort,
    createdAt: row.created_at.getTime(),
    participants: Number(counts.participants),
    paid: Number(counts.paid),
    raffle: draw ? await raffleView(db, row, draw, now) : null,
  };
}

/** Creates a promotion (a raffle's seed is committed now: its hash is public from the start). */
export async function createPromotion(
  db: Db,
  merchant: string,
  input: PromotionInput,
  now: Date,
): Promise<PromotionRow> {
  checkInput(input);
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('promotions')
      .values({
        merchant_code: merchant,
        type: input.type,
        texts: storedTexts(input.texts),
        image_url: input.imageUrl,
        rules: JSON.stringify(input.rules),
        starts_at: new Date(input.startsAt),
        ends_at: input.endsAt === null ? null : new Date(input.endsAt),
        sort: input.sort ?? 0,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.type === 'RAFFLE') {
      const seed = newSeed();
      await trx
        .insertInto('raffle_draws')
        .values({ promotion_id: row.id, seed, seed_hash: seedHash(seed) })
        .execute();
    }
    return row;
  });
}

export async function adminCreate(ctx: AppContext, input: PromotionInput): Promise<AdminPromotion> {
  const row = await createPromotion(ctx.db, ctx.config.merchantCode, input, ctx.now());
  return toAdmin(ctx.db, row, ctx.now());
}

/** Edits a promotion; its type stays (400 otherwise), and a drawn raffle's rules no longer change (409). */
export async function adminEdit(ctx: AppContext, id: number, input: PromotionInput): Promise<AdminPromotion> {
  checkInput(input);
  const row = await inTransaction(ctx.db, async (trx) => {
    const current = await promotionOf(trx, ctx.config.merchantCode, id, true);
    if (current.type !== input.type) {
      throw validationError([{ field: 'type', key: 'invalid', message: 'The type of a promotion stays' }]);
    }
    if ((await drawOf(trx, id))?.drawn_at) {
      throw new AppError(409, ErrorCode.promotionAlreadyDrawn, 'The raffle was drawn already');
    }
    return trx
      .updateTable('promotions')
      .set({
        texts: storedTexts(input.texts),
        image_url: input.imageUrl,
        rules: JSON.stringify(input.rules),
        starts_at: new Date(input.startsAt),
        ends_at: input.endsAt === null ? null : new Date(input.endsAt),
        sort: input.sort ?? current.sort,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toAdmin(ctx.db, row, ctx.now());
}

/** Pause (no one new joins), resume, or end it now (409 promotion_not_open when it has ended already). */
export async function adminSetState(
  ctx: AppContext,
  id: number,
  action: 'pause' | 'resume' | 'end',
): Promise<AdminPromotion> {
  const now = ctx.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    const current = await promotionOf(trx, ctx.config.merchantCode, id, true);
    if (current.ended_at !== null) {
      throw new AppError(409, ErrorCode.promotionNotOpen, 'The promotion has ended');
    }
    return trx
      .updateTable('promotions')
      .set(action === 'end' ? { ended_at: now } : { paused: action === 'pause' })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toAdmin(ctx.db, row, now);
}

export async function adminList(ctx: AppContext): Promise<AdminPromotion[]> {
  const rows = await ctx.db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_code', '=', ctx.config.merchantCode)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const list: AdminPromotion[] = [];
  for (const row of rows) list.push(await toAdmin(ctx.db, row, ctx.now()));
  return list;
}

export async function adminGet(ctx: AppContext, id: number): Promise<AdminPromotion> {
  return toAdmin(ctx.db, await promotionOf(ctx.db, ctx.config.merchantCode, id), ctx.now());
}

const applicationUrl = (id: string, fileName: string) =>
  `/wps/admin/promotion-applications/${id}/images/${fileName}`;

async function applicationsWhere(
  db: Db,
  merchant: string,
  filter: { promotionId?: number; id?: string; status?: string },
): Promise<PromotionApplication[]> {
  let query = db
    .selectFrom('promotion_participations as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.promotion_id',
      'a.user_id',
      'u.username',
      'a.status',
      'a.note',
      'a.reason',
      'a.joined_at',
      'a.updated_at',
      'a.bonus_id',
    ])
    .where('p.merchant_code', '=', merchant)
    .where('p.type', '=', 'APPLY')
    .where('a.status', 'in', ['APPLYING', 'REJECTED', 'ISSUED']);
  if (filter.promotionId !== undefined) query = query.where('a.promotion_id', '=', filter.promotionId);
  if (filter.id !== undefined) query = query.where('a.id', '=', filter.id);
  if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
  const rows = await query.orderBy('a.joined_at').orderBy('a.id').limit(500).execute();
  const images = rows.length
    ? await db
        .selectFrom('promotion_application_images')
        .selectAll()
        .where(
          'participation_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: Number(row.id),
    promotionId: row.promotion_id,
    userId: row.user_id,
    username: row.username,
    status: row.status as PromotionApplication['status'],
    note: row.note ?? '',
    reason: row.reason,
    appliedAt: row.joined_at.getTime(),
    decidedAt: row.status === 'APPLYING' ? null : row.updated_at.getTime(),
    bonusId: row.bonus_id ? Number(row.bonus_id) : null,
    images: images
      .filter((image) => String(image.participation_id) === String(row.id))
      .map((image) => ({
        fileName: image.file_name,
        contentType: image.content_type,
        size: image.size,
        url: applicationUrl(String(row.id), image.file_name),
      })),
  }));
}

export async function adminApplications(
  ctx: AppContext,
  promotionId: number,
  query: PromotionApplicationQuery,
): Promise<PromotionApplication[]> {
  await promotionOf(ctx.db, ctx.config.merchantCode, promotionId);
  return applicationsWhere(ctx.db, ctx.config.merchantCode, { promotionId, status: query.status });
}

/**
 * Approves an application (the bonus of rules.amount is paid with the decision: issued) or rejects it with a
 * reason (rejected: the member may apply again). 409 already_decided when it is not under review.
 */
export async function decideApplication(
  ctx: AppContext,
  id: number,
  decision: ApplicationDecision,
): Promise<PromotionApplication> {
  if (decision.decision === 'reject' && !decision.reason?.trim()) {
    throw validationError([{ field: 'reason', key: 'required', message: 'A rejection gives its reason' }]);
  }
  const now = ctx.now();
  const merchant = ctx.config.merchantCode;
  await inTransaction(ctx.db, async (trx) => {
    const application = await trx
      .selectFrom('promotion_participations as a')
      .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
      .select(['a.id', 'a.promotion_id', 'a.user_id', 'a.status'])
      .where('a.id', '=', String(id))
      .where('p.merchant_code', '=', merchant)
      .where('p.type', '=', 'APPLY')
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError(404, ErrorCode.notFound, 'Application not found');
    if (application.status !== 'APPLYING') {
      throw new AppError(409, ErrorCode.alreadyDecided, 'The application was decided already');
    }
    if (decision.decision === 'reject') {
      await trx
        .updateTable('promotion_participations')
        .set({ status: 'REJECTED', reason: decision.reason!.trim(), updated_at: now })
        .where('id', '=', application.id)
        .execute();
      return;
    }
    const row = await promotionOf(trx, merchant, application.promotion_id);
    const { amount, turnover } = rewardOf(row.rules, 'APPLY', null);
    const { bonus } = await grantBonus(trx, {
      merchant,
      currency: ctx.config.currency,
      userId: application.user_id,
      sourceKind: 'PROMOTION',
      sourceId: row.id,
      sourceKey: `P${row.id}:U${application.user_id}`,
      titles: titlesOf(row),
      amount,
      turnoverRequired: turnover,
      weights: row.rules.weights,
      days: row.rules.bonusDays,
      now,
    });
    await trx
      .updateTable('promotion_participations')
      .set({ status: 'ISSUED', bonus_id: bonus.id, reason: null, updated_at: now })
      .where('id', '=', application.id)
      .execute();
  });
  const [application] = await applicationsWhere(ctx.db, merchant, { id: String(id) });
  return application!;
}

const IMAGE_FILE = /^[A-Za-z0-9_-]{16,64}\.(png|jpg)$/;

/** One image of an application, read from `uploadDir` (404 for a name it does not carry). */
export async function applicationImage(
  ctx: AppContext,
  id: number,
  fileName: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const missing = () => new AppError(404, ErrorCode.notFound, 'Image not found');
  if (!IMAGE_FILE.test(fileName)) throw missing();
  const row = await ctx.db
    .selectFrom('promotion_application_images as i')
    .innerJoin('promotion_participations as a', 'a.id', 'i.participation_id')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .select(['i.file_name', 'i.content_type'])
    .where('i.participation_id', '=', String(id))
    .where('i.file_name', '=', fileName)
    .where('p.merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
  if (!row) throw missing();
  try {
    return {
      bytes: await readFile(join(ctx.config.uploadDir, row.file_name)),
      contentType: row.content_type,
    };
  } catch {
    throw missing();
  }
}

/**
 * Draws a raffle inside `trx` with its promotion row locked: tickets numbered over the members (joined
 * first), winners picked by the committed seed, the seed revealed. 409 promotion_already_drawn the second time.
 */
async function drawLocked(trx: Db, row: PromotionRow, now: Date): Promise<void> {
  const draw = await trx
    .selectFrom('raffle_draws')
    .selectAll()
    .where('promotion_id', '=', row.id)
    .forUpdate()
    .executeTakeFirst();
  if (!draw) throw new AppError(409, ErrorCode.promotionNotEligible, 'This promotion is not a raffle');
  if (draw.drawn_at) throw new AppError(409, ErrorCode.promotionAlreadyDrawn, 'The raffle was drawn already');
  const { total, ranges } = numberTickets(await raffleHolders(trx, row, now));
  const prize = String(row.rules.amount ?? '0');
  const winners = total
    ? drawWinners(draw.seed, row.id, ranges, row.rules.winners ?? 1).map((winner) => ({ ...winner, prize }))
    : [];
  await trx
    .updateTable('raffle_draws')
    .set({ drawn_at: now, tickets: total, winners: JSON.stringify(winners) })
    .where('promotion_id', '=', row.id)
    .execute();
}

/** The operator draws a raffle now (tickets count the bets until now, or until its draw time if earlier). */
export async function adminDraw(ctx: AppContext, id: number): Promise<AdminPromotion> {
  const now = ctx.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    const locked = await promotionOf(trx, ctx.config.merchantCode, id, true);
    if (locked.type !== 'RAFFLE') {
      throw new AppError(409, ErrorCode.promotionNotEligible, 'This promotion is not a raffle');
    }
    await drawLocked(trx, locked, now);
    return locked;
  });
  return toAdmin(ctx.db, row, now);
}

/**
 * Draws the raffles whose draw time passed, each once across replicas (FOR UPDATE SKIP LOCKED). Both the
 * promotion and its draw row are locked: a replica whose snapshot predates another's commit then re-reads
 * the draw row's committed version when it takes the lock and drops a raffle drawn meanwhile (locking the
 * promotion alone re-checks only the promotion, and the stale `drawn_at IS NULL` would let it through).
 */
export async function drawDueRaffles(db: Db, merchant: string, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('promotions as p')
      .innerJoin('raffle_draws as d', 'd.promotion_id', 'p.id')
      .selectAll('p')
      .where('p.merchant_code', '=', merchant)
      .where('p.type', '=', 'RAFFLE')
      .where('p.ended_at', 'is', null)
      .where('d.drawn_at', 'is', null)
      .where(sql<boolean>`(p.rules->>'drawAt')::bigint <= ${now.getTime()}`)
      .orderBy('p.id')
      .limit(10)
      .forUpdate(['p', 'd'])
      .skipLocked()
      .execute();
    for (const row of due) await drawLocked(trx, row, now);
    return due.length;
  });
}
