import { createHash } from 'node:crypto';
import { DrawErrorCode, ErrorCode, SCHEDULED_MAX_STAKE, SCHEDULED_MIN_STAKE } from '@playfront/api-contract';
import type { ScheduledBetReply } from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { AppError, validationError } from '../../../core/errors';
import type { GameCtx, GameSession, GameWallet } from '../platform';
import type { ScheduledBetsTable } from '../tables';
import { betRows } from './bet-query';
import { formatOdds } from './odds';

/**
 * The bets of the scheduled games (lottery issues, sports and esports fixtures): placing them through the
 * game wallet, and claiming and marking them when a job settles them.
 */

export type BetRow = Selectable<ScheduledBetsTable>;

/** A settling job leaves a bet to another replica only after this lease lapses. */
const CLAIM_LEASE_MS = 60_000;
export const CLAIM_BATCH = 200;

export const notFound = (what: string) => new AppError(404, DrawErrorCode.notFound, `${what} not found`);
export const bettingClosed = (what: string) =>
  new AppError(409, DrawErrorCode.bettingClosed, `${what} no longer takes bets`);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The round id of one bet: derived from the member and the Idempotency-Key, so a retry finds its round. */
export const roundIdFor = (prefix: string, userId: number, key: string, index = 0) =>
  `${prefix}${sha256(`${userId}:${key}:${index}`).slice(0, 30)}`;

// ---------------------------------------------------------------------------------------------------------
// Settling (jobs)

/**
 * Takes a batch of open bets whose issue or fixture is decided: rows not claimed in the last minute are
 * stamped with a lease (FOR UPDATE SKIP LOCKED, so replicas take different rows). The wallet settles each
 * round once whatever happens; the lease only keeps replicas from doing the same work.
 */
export async function claimBets(ctx: GameCtx, kind: 'LOTTERY' | 'FIXTURE'): Promise<BetRow[]> {
  const now = ctx.now();
  const lapsed = new Date(now.getTime() - CLAIM_LEASE_MS);
  const decided =
    kind === 'LOTTERY'
      ? sql`b.issue_id IN (SELECT i.id FROM draw_issues i WHERE i.id = b.issue_id AND i.status = 'DRAWN')`
      : sql`b.fixture_id IN (SELECT f.id FROM fixtures f WHERE f.id = b.fixture_id
          AND f.status IN ('FINISHED', 'CANCELLED'))`;
  const result = await sql<BetRow>`UPDATE scheduled_bets SET claimed_at = ${now}
    WHERE id IN (
      SELECT b.id FROM scheduled_bets b
      WHERE b.status = 'OPEN' AND ${decided} AND (b.claimed_at IS NULL OR b.claimed_at < ${lapsed})
      ORDER BY b.id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, round_id, kind, issue_id, fixture_id, market, selection, odds, stake::text AS stake`.execute(
    ctx.db,
  );
  return result.rows;
}

export async function markSettled(
  ctx: GameCtx,
  bet: BetRow,
  status: 'SETTLED' | 'VOID',
  payout: bigint,
  result: string | null,
): Promise<void> {
  await ctx.db
    .updateTable('scheduled_bets')
    .set({ status, payout: String(payout), result, settled_at: ctx.now() })
    .where('id', '=', bet.id)
    .where('status', '=', 'OPEN')
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// Placing bets (lottery and slips)

export interface NewBet {
  roundId: string;
  kind: 'LOTTERY' | 'SPORTS' | 'ESPORTS' | 'SABONG';
  gameCode: string;
  issueId: number | null;
  fixtureId: number | null;
  market: string;
  selection: string;
  odds: number;
  stake: bigint;
  detail: string;
}

export function checkStake(raw: string, field = 'stake'): bigint {
  const stake = BigInt(raw);
  if (stake < SCHEDULED_MIN_STAKE || stake > SCHEDULED_MAX_STAKE) {
    throw validationError([
      {
        field,
        key: 'amount_out_of_range',
        message: `The stake must be between ${SCHEDULED_MIN_STAKE} and ${SCHEDULED_MAX_STAKE} minor units`,
        params: { min: String(SCHEDULED_MIN_STAKE), max: String(SCHEDULED_MAX_STAKE) },
      },
    ]);
  }
  return stake;
}

const idempotencyConflict = () =>
  new AppError(
    422,
    ErrorCode.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request',
  );

/**
 * Places the bets of one request. Each bet is a row here (inserted first, so a crash can leave at most a
 * bet without money, never money without a bet) and an OPEN round in the game wallet with the same round
 * id. A retry with the same key replays: existing rows are not checked again and the wallet replays their
 * rounds; a different body under the same key is refused. `check` runs before anything is written, only
 * for bets not yet placed (closing time, odds).
 */
export async function placeBets(
  ctx: GameCtx,
  wallet: GameWallet,
  session: GameSession,
  merchant: string,
  requestHash: string,
  bets: NewBet[],
  check: (fresh: NewBet[]) => Promise<void>,
): Promise<ScheduledBetReply> {
  const existing = await ctx.db
    .selectFrom('scheduled_bets')
    .select(['round_id', 'request_hash', 'user_id'])
    .where(
      'round_id',
      'in',
      bets.map((bet) => bet.roundId),
    )
    .execute();
  if (existing.some((row) => row.request_hash !== requestHash || row.user_id !== session.userId)) {
    throw idempotencyConflict();
  }
  const placed = new Set(existing.map((row) => row.round_id));
  const fresh = bets.filter((bet) => !placed.has(bet.roundId));
  if (fresh.length > 0) {
    await check(fresh);
    if (placed.size === 0 && fresh.length > 1) {
      const total = fresh.reduce((sum, bet) => sum + bet.stake, 0n);
      if ((await wallet.gameWalletBalance(ctx, session)) < total) {
        throw new AppError(409, ErrorCode.insufficientFunds, 'The balance is not enough for this amount');
      }
    }
  }
  let balance: bigint | null = null;
  for (const bet of bets) {
    let insertedId: number | null = null;
    if (!placed.has(bet.roundId)) {
      const inserted = await ctx.db
        .insertInto('scheduled_bets')
        .values({
          round_id: bet.roundId,
          merchant_code: merchant,
          user_id: session.userId,
          game_id: session.gameId,
          game_code: bet.gameCode,
          mode: session.mode,
          kind: bet.kind,
          issue_id: bet.issueId,
          fixture_id: bet.fixtureId,
          market: bet.market,
          selection: bet.selection,
          odds: bet.odds,
          stake: String(bet.stake),
          status: 'OPEN',
          request_hash: requestHash,
          created_at: ctx.now(),
        })
        .onConflict((oc) => oc.column('round_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        insertedId = inserted.id;
      } else {
        // A concurrent retry with the same key inserted it: it must be the same request.
        const row = await ctx.db
          .selectFrom('scheduled_bets')
          .select(['request_hash', 'user_id'])
          .where('round_id', '=', bet.roundId)
          .executeTakeFirstOrThrow();
        if (row.request_hash !== requestHash || row.user_id !== session.userId) throw idempotencyConflict();
      }
    }
    try {
      const money = await wallet.placeBet(ctx, session, {
        roundId: bet.roundId,
        stake: bet.stake,
        detail: bet.detail,
        data: { kind: bet.kind, market: bet.market, selection: bet.selection, odds: formatOdds(bet.odds) },
      });
      balance = money.balance;
    } catch (error) {
      if (insertedId !== null)
        await ctx.db.deleteFrom('scheduled_bets').where('id', '=', insertedId).execute();
      throw error;
    }
  }
  const rows = await betRows(ctx, (query) =>
    query.where(
      'b.round_id',
      'in',
      bets.map((bet) => bet.roundId),
    ),
  );
  return {
    bets: bets
      .map((bet) => rows.find((row) => row.roundId === bet.roundId))
      .filter((row) => row !== undefined),
    balance: String(balance ?? (await wallet.gameWalletBalance(ctx, session))),
  };
}
