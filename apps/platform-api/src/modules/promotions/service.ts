import { ErrorCode } from '@playfront/api-contract';
import type {
  Reward,
  ActivityStatus,
  ClaimResult,
  Participation,
  PromotionDetail,
  PromotionPage,
  PromotionQuery,
  PromotionRules,
  PromotionSummary,
  PromotionType,
  RaffleDraw,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { AppError } from '../../core/errors';
import { textIn as pickText } from '../../core/language';
import type { ContentLanguage } from '../../core/language';
import { grantBonus, toBonus } from '../bonus';
import { settledRoundTotals } from '../games';
import { maskUsername, usernamesById } from '../identity';
import { approvedDepositsSince } from '../payments';
import type { ApprovedDeposit } from '../payments';
import { openForEntry, statusOf } from './status';
import type { Period, StoredStatus } from './status';
import type { PromotionParticipationsTable, PromotionsTable, RaffleDrawsTable } from './tables';

export type PromotionRow = Selectable<PromotionsTable>;
export type ParticipationRow = Selectable<PromotionParticipationsTable>;
type DrawRow = Selectable<RaffleDrawsTable>;

const DAY_MS = 86_400_000;
/** Promotions starting within this long are listed as upcoming. */
const COMING_SOON_MS = 30 * DAY_MS;
/** Promotions that ended this long ago are still listed (closed). */
const ENDED_SHOWN_MS = 7 * DAY_MS;

export const promotionNotFound = () => new AppError(404, ErrorCode.notFound, 'Promotion not found');
const notOpen = () => new AppError(409, ErrorCode.promotionNotOpen, 'The promotion is not open');
const notEligible = (message: string) => new AppError(409, ErrorCode.promotionNotEligible, message);
const nothingToClaim = () =>
  new AppError(409, ErrorCode.promotionNothingToClaim, 'There is no reward to claim in this promotion');

/** The brand's promotion `id` (404 for an unknown one or another brand's); locked when `lock`. */
export async function promotionOf(db: Db, merchant: string, id: number, lock = false): Promise<PromotionRow> {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', merchant);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw promotionNotFound();
  return row;
}

export const periodOf = (row: PromotionRow): Period => ({
  startsAt: row.starts_at.getTime(),
  endsAt: row.ends_at?.getTime() ?? null,
  paused: row.paused,
  endedAt: row.ended_at?.getTime() ?? null,
});

/** When the period stops counting (its end, or the operator's early end), or null. */
export const periodEnd = (row: PromotionRow): Date | null => {
  const ends = [row.ends_at, row.ended_at].filter((date): date is Date => date !== null);
  return ends.length ? new Date(Math.min(...ends.map((date) => date.getTime()))) : null;
};

export const textIn = (row: PromotionRow, language: string) => pickText(row.texts, language)!;

export const titlesOf = (row: PromotionRow): Record<string, string> =>
  Object.fromEntries(Object.entries(row.texts).map(([language, text]) => [language, text.title]));

/** What a member's status in one promotion is computed from. */
export interface MemberFacts {
  participation: ParticipationRow | null;
  bonusAmount: string | null;
  images: number;
  tickets: number;
  qualifying: ApprovedDeposit | null;
  registeredAt: Date | null;
  draw: DrawRow | null;
}

const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * DEPOSIT: the first approved deposit of at least the minimum decided after joining, within the period, that
 * no other deposit bonus of the member was paid for (a deposit pays one deposit bonus).
 */
async function qualifyingDeposit(
  db: Db,
  row: PromotionRow,
  participation: ParticipationRow,
): Promise<ApprovedDeposit | null> {
  const min = BigInt(row.rules.minDeposit ?? '1');
  const deposits = await approvedDepositsSince(
    db,
    participation.user_id,
    maxDate(participation.joined_at, row.starts_at),
    periodEnd(row),
  );
  const used = new Set(
    (
      await db
        .selectFrom('promotion_participations')
        .select('deposit_reference')
        .where('user_id', '=', participation.user_id)
        .where('deposit_reference', 'is not', null)
        .execute()
    ).map((row) => row.deposit_reference),
  );
  return deposits.find((deposit) => deposit.amount >= min && !used.has(deposit.reference)) ?? null;
}

/**
 * RAFFLE: a member's tickets, ⌊valid bet of settled real rounds since joining (or the start) until the draw
 * time (or now) ÷ ticketPer⌋.
 */
export async function ticketsOf(
  db: Db,
  row: PromotionRow,
  userId: number,
  joinedAt: Date,
  now: Date,
): Promise<number> {
  const per = BigInt(row.rules.ticketPer ?? '0');
  if (per <= 0n) return 0;
  const start = maxDate(joinedAt, row.starts_at);
  const ends = [now.getTime(), row.rules.drawAt ?? Infinity, periodEnd(row)?.getTime() ?? Infinity];
  const end = new Date(Math.min(...ends));
  if (end.getTime() <= start.getTime()) return 0;
  const users = db.selectFrom('users').select('id').where('id', '=', userId);
  const [totals] = await settledRoundTotals(db, users, { start, end }, 'all');
  return Number((totals?.validBet ?? 0n) / per);
}

export async function drawOf(db: Db, promotionId: number): Promise<DrawRow | null> {
  return (
    (await db
      .selectFrom('raffle_draws')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .executeTakeFirst()) ?? null
  );
}

/** The reader's facts in one promotion (a visitor: none). */
export async function factsOf(
  db: Db,
  row: PromotionRow,
  userId: number | null,
  now: Date,
  participation?: ParticipationRow | null,
): Promise<MemberFacts> {
  const facts: MemberFacts = {
    participation: null,
    bonusAmount: null,
    images: 0,
    tickets: 0,
    qualifying: null,
    registeredAt: null,
    draw: row.type === 'RAFFLE' ? await drawOf(db, row.id) : null,
  };
  if (userId === null) return facts;
  const own =
    participation !== undefined
      ? participation
      : ((await db
          .selectFrom('promotion_participations')
          .selectAll()
          .where('promotion_id', '=', row.id)
          .where('user_id', '=', userId)
          .executeTakeFirst()) ?? null);
  facts.participation = own;
  if (own?.bonus_id) {
    const bonus = await db
      .selectFrom('bonuses')
      .select(sql<string>`amount::text`.as('amount'))
      .where('id', '=', own.bonus_id)
      .executeTakeFirst();
    facts.bonusAmount = bonus?.amount ?? null;
  }
  if (row.type === 'DEPOSIT' && own?.status === 'JOINED')
    facts.qualifying = await qualifyingDeposit(db, row, own);
  if (row.type === 'REGISTRATION') {
    const user = await db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    facts.registeredAt = user?.created_at ?? null;
  }
  if (row.type === 'RAFFLE' && own) facts.tickets = await ticketsOf(db, row, userId, own.joined_at, now);
  if (row.type === 'APPLY' && own) {
    const count = await db
      .selectFrom('promotion_application_images')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('participation_id', '=', own.id)
      .executeTakeFirstOrThrow();
    facts.images = Number(count.n);
  }
  return facts;
}

/** The reader's status from its facts. */
export function statusFor(
  row: PromotionRow,
  facts: MemberFacts,
  userId: number | null,
  now: Date,
): ActivityStatus {
  const draw = facts.draw;
  return statusOf(row.type as PromotionType, {
    now: now.getTime(),
    period: periodOf(row),
    member: userId !== null,
    participation: facts.participation ? { status: facts.participation.status as StoredStatus } : null,
    qualifyingDeposit: facts.qualifying !== null,
    registeredAt: facts.registeredAt?.getTime(),
    registeredWithinDays: row.rules.registeredWithinDays,
    tickets: facts.tickets,
    drawn: draw?.drawn_at != null,
    won: draw?.winners.some((winner) => winner.userId === userId) ?? false,
  });
}

export const toParticipation = (
  row: PromotionRow,
  facts: MemberFacts,
  status: ActivityStatus,
): Participation => ({
  promotionId: row.id,
  status,
  joinedAt: facts.participation?.joined_at.getTime() ?? null,
  bonusId: facts.participation?.bonus_id ? Number(facts.participation.bonus_id) : null,
  bonusAmount: facts.bonusAmount,
  reason: facts.participation?.reason ?? null,
  images: facts.images,
  tickets: facts.tickets,
});

const toSummary = (row: PromotionRow, status: ActivityStatus, language: string): PromotionSummary => {
  const text = textIn(row, language);
  return {
    id: row.id,
    type: row.type as PromotionType,
    title: text.title,
    summary: text.summary,
    imageUrl: row.image_url,
    startsAt: row.starts_at.getTime(),
    endsAt: row.ends_at?.getTime() ?? null,
    status,
  };
};

/** The brand's promotions a reader sees: started or starting within 30 days, not ended over 7 days ago. */
const visiblePromotions = (ctx: AppContext, now: Date) =>
  ctx.db
    .selectFrom('promotions')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('starts_at', '<=', new Date(now.getTime() + COMING_SOON_MS))
    .where(
      sql<boolean>`COALESCE(LEAST(ended_at, ends_at), 'infinity'::timestamptz) > ${new Date(now.getTime() - ENDED_SHOWN_MS)}`,
    );

/**
 * The reader's promotion rewards for the reward centre: each one it may claim now (a deposit bonus earned, a
 * registration bonus, a raffle prize won) with what it would pay, and each one claimed already.
 */
export async function promotionRewards(
  ctx: AppContext,
  userId: number,
  language: ContentLanguage,
): Promise<Reward[]> {
  const now = ctx.now();
  const rows = await visiblePromotions(ctx, now)
    .where('type', 'in', ['DEPOSIT', 'REGISTRATION', 'RAFFLE'])
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const rewards: Reward[] = [];
  for (const row of rows) {
    const facts = await factsOf(ctx.db, row, userId, now);
    const status = statusFor(row, facts, userId, now);
    const kind = row.type === 'RAFFLE' ? ('RAFFLE' as const) : ('PROMOTION' as const);
    const title = textIn(row, language).title;
    if (status === 'claim') {
      const { amount } = rewardOf(row.rules, row.type as PromotionType, facts.qualifying?.amount ?? null);
      if (amount > 0n) {
        rewards.push({
          kind,
          id: row.id,
          title,
          amount: amount.toString(),
          status,
          claimBy: row.ends_at?.getTime() ?? null,
        });
      }
    } else if (status === 'claimed' && facts.bonusAmount) {
      rewards.push({ kind, id: row.id, title, amount: facts.bonusAmount, status, claimBy: null });
    }
  }
  return rewards;
}

export async function promotionPage(
  ctx: AppContext,
  userId: number | null,
  query: PromotionQuery,
  language: ContentLanguage,
): Promise<PromotionPage> {
  const now = ctx.now();
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  let base = visiblePromotions(ctx, now);
  if (query.type) base = base.where('type', '=', query.type);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('sort')
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const list: PromotionSummary[] = [];
  for (const row of rows) {
    const facts = await factsOf(ctx.db, row, userId, now);
    list.push(toSummary(row, statusFor(row, facts, userId, now), language));
  }
  return { list, total: Number(count.total), page, size };
}

/** The raffle's draw as everyone sees it: the seed hash before, the seed and masked winners after. */
export async function raffleView(db: Db, row: PromotionRow, draw: DrawRow, now: Date): Promise<RaffleDraw> {
  const drawn = draw.drawn_at !== null;
  const names = drawn
    ? await usernamesById(
        db,
        draw.winners.map((winner) => winner.userId),
      )
    : new Map<number, string>();
  let tickets = draw.tickets;
  if (!drawn) {
    const holders = await raffleHolders(db, row, now);
    tickets = holders.reduce((sum, holder) => sum + holder.tickets, 0);
  }
  return {
    drawAt: row.rules.drawAt ?? 0,
    seedHash: draw.seed_hash,
    seed: drawn ? draw.seed : null,
    drawnAt: draw.drawn_at?.getTime() ?? null,
    tickets,
    winners: draw.winners.map((winner) => ({
      rank: winner.rank,
      username: maskUsername(names.get(winner.userId) ?? ''),
      ticket: winner.ticket,
      prize: winner.prize,
    })),
  };
}

/** Every member in a raffle with its tickets, in ticket order (joined first, then by user id). */
export async function raffleHolders(
  db: Db,
  row: PromotionRow,
  now: Date,
): Promise<Array<{ userId: number; tickets: number }>> {
  const joined = await db
    .selectFrom('promotion_participations')
    .select(['user_id', 'joined_at'])
    .where('promotion_id', '=', row.id)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  const holders: Array<{ userId: number; tickets: number }> = [];
  for (const member of joined) {
    holders.push({
      userId: member.user_id,
      tickets: await ticketsOf(db, row, member.user_id, member.joined_at, now),
    });
  }
  return holders;
}

export async function promotionDetail(
  ctx: AppContext,
  userId: number | null,
  id: number,
  language: ContentLanguage,
): Promise<PromotionDetail> {
  const now = ctx.now();
  const row = await promotionOf(ctx.db, ctx.config.merchantCode, id);
  const facts = await factsOf(ctx.db, row, userId, now);
  const status = statusFor(row, facts, userId, now);
  return {
    ...toSummary(row, status, language),
    content: textIn(row, language).content,
    rules: row.rules,
    participation: facts.participation ? toParticipation(row, facts, status) : null,
    raffle: facts.draw ? await raffleView(ctx.db, row, facts.draw, now) : null,
  };
}

/** The member joins a DEPOSIT or RAFFLE promotion (inside the idempotent call's transaction). */
export async function joinPromotion(
  ctx: AppContext,
  trx: Db,
  userId: number,
  id: number,
): Promise<Participation> {
  const now = ctx.now();
  const row = await promotionOf(trx, ctx.config.merchantCode, id);
  if (row.type !== 'DEPOSIT' && row.type !== 'RAFFLE') {
    throw notEligible(
      row.type === 'APPLY' ? 'Apply to this promotion instead of joining it' : 'This promotion is not joined',
    );
  }
  if (!openForEntry({ now: now.getTime(), period: periodOf(row) })) throw notOpen();
  if (row.type === 'RAFFLE') {
    const draw = await drawOf(trx, row.id);
    if (draw?.drawn_at || now.getTime() >= (row.rules.drawAt ?? 0)) throw notOpen();
  }
  const inserted = await trx
    .insertInto('promotion_participations')
    .values({ promotion_id: row.id, user_id: userId, status: 'JOINED', joined_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    throw new AppError(409, ErrorCode.promotionAlreadyJoined, 'You already take part in this promotion');
  }
  const facts = await factsOf(trx, row, userId, now, inserted);
  return toParticipation(row, facts, statusFor(row, facts, userId, now));
}

/** The bonus a claim pays and its turnover requirement. */
export function rewardOf(
  rules: PromotionRules,
  type: PromotionType,
  deposit: bigint | null,
): { amount: bigint; turnover: bigint } {
  const multiplier = BigInt(rules.turnoverMultiplier);
  if (type === 'DEPOSIT') {
    const base = deposit ?? 0n;
    const raw = (base * BigInt(rules.bonusBps ?? 0)) / 10_000n;
    const cap = BigInt(rules.maxBonus ?? raw.toString());
    const amount = raw < cap ? raw : cap;
    return { amount, turnover: (amount + (rules.depositCounts ? base : 0n)) * multiplier };
  }
  const amount = BigInt(rules.amount ?? '0');
  return { amount, turnover: amount * multiplier };
}

/**
 * The member claims the promotion's reward (inside the idempotent call's transaction): the participation row
 * is locked, the bonus granted (once per promotion and member) and the participation marked claimed together.
 */
export async function claimPromotion(
  ctx: AppContext,
  trx: Db,
  userId: number,
  id: number,
  language: ContentLanguage,
): Promise<ClaimResult> {
  const now = ctx.now();
  const row = await promotionOf(trx, ctx.config.merchantCode, id);
  if (row.type === 'MISSION') throw notEligible('Missions are claimed on the missions page');
  if (row.type === 'APPLY') throw nothingToClaim();
  if (row.type === 'REGISTRATION') {
    await trx
      .insertInto('promotion_participations')
      .values({ promotion_id: row.id, user_id: userId, status: 'JOINED', joined_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
      .execute();
  }
  const participation = await trx
    .selectFrom('promotion_participations')
    .selectAll()
    .where('promotion_id', '=', row.id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!participation) throw nothingToClaim();
  const facts = await factsOf(trx, row, userId, now, participation);
  const status = statusFor(row, facts, userId, now);
  if (status !== 'claim') {
    if (status === 'coming_soon') throw notOpen();
    if (status === 'close' && row.type === 'REGISTRATION') {
      if (!openForEntry({ now: now.getTime(), period: periodOf(row) })) throw notOpen();
      throw notEligible('This bonus is for members who registered recently');
    }
    if (status === 'close' && participation.status === 'JOINED' && row.type === 'DEPOSIT') throw notOpen();
    throw nothingToClaim();
  }
  const { amount, turnover } = rewardOf(
    row.rules,
    row.type as PromotionType,
    facts.qualifying?.amount ?? null,
  );
  if (amount <= 0n) throw nothingToClaim();
  const { bonus } = await grantBonus(trx, {
    merchant: ctx.config.merchantCode,
    currency: ctx.config.currency,
    userId,
    sourceKind: row.type === 'RAFFLE' ? 'RAFFLE' : 'PROMOTION',
    sourceId: row.id,
    sourceKey: `P${row.id}:U${userId}`,
    titles: titlesOf(row),
    amount,
    turnoverRequired: turnover,
    weights: row.rules.weights,
    days: row.rules.bonusDays,
    now,
  });
  const updated = await trx
    .updateTable('promotion_participations')
    .set({
      status: 'CLAIMED',
      bonus_id: bonus.id,
      deposit_reference: facts.qualifying?.reference ?? null,
      updated_at: now,
    })
    .where('id', '=', participation.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // The same deposit claimed at the same moment in another deposit promotion: that claim won, and
      // this transaction (its bonus included) rolls back.
      if ((error as { code?: string }).code === '23505') throw nothingToClaim();
      throw error;
    });
  const after = { ...facts, participation: updated, bonusAmount: String(bonus.amount) };
  return {
    participation: toParticipation(row, after, statusFor(row, after, userId, now)),
    bonus: toBonus(bonus, language),
  };
}
