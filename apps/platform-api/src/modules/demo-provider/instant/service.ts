import { ErrorCode } from '@playfront/api-contract';
import type { DemoSessionState, InstantEngine } from '@playfront/api-contract';
import type { AppContext } from '../../../core/context';
import { sha256 } from '../../../core/crypto';
import { AppError, validationError } from '../../../core/errors';
import { gameWallet } from '../platform';
import type { GameSession } from '../platform';
import { instantGames, isInstantEngine } from './engines';
import type { InstantOutcome, RoundRequest } from './engines';
import { fishType } from './engines/fish';
import { activeSeed, fairnessState } from './fairness';

export async function sessionState(ctx: AppContext, session: GameSession): Promise<DemoSessionState> {
  const [balance, fairness] = await Promise.all([
    gameWallet.gameWalletBalance(ctx, session),
    fairnessState(ctx, session),
  ]);
  const limits = isInstantEngine(session.engine) ? instantGames[session.engine].limits : null;
  return {
    game: {
      id: session.gameId,
      code: session.gameCode,
      name: session.gameName,
      engine: session.engine,
      category: session.gameCategory,
      vendorCode: session.vendorCode,
    },
    mode: session.mode,
    language: session.language,
    gameCode: session.gameCodeParam,
    playType: session.playType,
    balance: balance.toString(),
    currencySymbol: ctx.config.currencySymbol,
    fairness,
    limits: limits && {
      min: limits.min.toString(),
      max: limits.max.toString(),
      step: limits.step.toString(),
    },
    expiresAt: session.expiresAt.getTime(),
  };
}

/** The reply of an instant round (outcome fields plus money and fairness fields). */
export type RoundReply = Record<string, unknown> & {
  roundId: string;
  nonce: number;
  stake: string;
  payout: string;
  balance: string;
  replayed: boolean;
};

/** Stake checks of an engine: 400 with field errors, before anything is read or written. */
export function checkStake(engine: InstantEngine, raw: string, request: RoundRequest): bigint {
  const { min, max, step } = instantGames[engine].limits;
  const stake = BigInt(raw);
  const params = { min: min.toString(), max: max.toString(), step: step.toString() };
  if (stake < min || stake > max) {
    throw validationError([
      {
        field: 'stake',
        key: 'stake_out_of_range',
        message: `The stake must be between ${min} and ${max} minor units`,
        params,
      },
    ]);
  }
  if (stake % step !== 0n) {
    throw validationError([
      {
        field: 'stake',
        key: 'stake_step',
        message: `The stake must be a multiple of ${step} minor units`,
        params,
      },
    ]);
  }
  if (engine === 'fish' && !fishType(request.targetId ?? '')) {
    throw validationError([{ field: 'targetId', key: 'target_unknown', message: 'Unknown fish type' }]);
  }
  return stake;
}

/** The round id of a (game session, idempotency key): a retry with the same key is the same round. */
export const roundIdOf = (engine: InstantEngine, sessionId: string, key: string): string =>
  `DP-${engine.toUpperCase()}-${sha256(`${sessionId}:${key}`).slice(0, 32)}`;

/**
 * Plays one instant round. The outcome is fixed first (nonce taken under the seed's row lock and stored with
 * the round), then the stake and payout go through the game wallet in one transaction keyed by the round id.
 * A retry with the same key returns the stored reply, or finishes a round whose money had not moved yet.
 * A refused bet (not enough money, session ended) forgets the round, so the key may be used again.
 */
export async function playInstant(
  ctx: AppContext,
  session: GameSession,
  engine: InstantEngine,
  key: string,
  stakeText: string,
  request: RoundRequest,
): Promise<RoundReply> {
  if (session.engine !== engine) {
    throw new AppError(403, ErrorCode.forbidden, `This game session plays ${session.engine}, not ${engine}`);
  }
  const game = instantGames[engine];
  const stake = checkStake(engine, stakeText, request);
  const roundId = roundIdOf(engine, session.id, key);
  const requestHash = sha256(
    JSON.stringify([engine, stakeText, request.targetId ?? null, request.bet ?? null]),
  );

  const findRound = () =>
    ctx.db.selectFrom('demo_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  let round = await findRound();
  if (!round) {
    round = await ctx.db.transaction().execute(async (trx) => {
      const seed = await activeSeed(trx, session.userId, session.mode, ctx.now(), true);
      const outcome = game.play(seed.server_seed, seed.client_seed, seed.nonce, request);
      const inserted = await trx
        .insertInto('demo_rounds')
        .values({
          round_id: roundId,
          session_id: session.id,
          user_id: session.userId,
          engine,
          request_hash: requestHash,
          seed_id: seed.id,
          nonce: seed.nonce,
          request: JSON.stringify({
            stake: stakeText,
            ...request,
            serverSeedHash: seed.server_seed_hash,
            clientSeed: seed.client_seed,
          }),
          outcome: JSON.stringify(outcome),
          created_at: ctx.now(),
        })
        .onConflict((oc) => oc.column('round_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        await trx
          .updateTable('demo_fair_seeds')
          .set({ nonce: seed.nonce + 1 })
          .where('id', '=', seed.id)
          .execute();
      }
      return inserted;
    });
    round ??= await findRound();
    if (!round)
      throw new AppError(409, ErrorCode.idempotencyKeyReused, 'The round could not be started, retry');
  }
  if (round.request_hash !== requestHash) {
    throw new AppError(
      422,
      ErrorCode.idempotencyKeyReused,
      'This Idempotency-Key was already used for a different request',
    );
  }
  if (round.reply) return { ...(round.reply as RoundReply), replayed: true };

  const outcome = round.outcome as InstantOutcome;
  const stored = round.request as { serverSeedHash: string; clientSeed: string };
  const payout = game.payout(outcome as never, request, stake);
  let money;
  try {
    money = await gameWallet.playInstantRound(
      ctx,
      session,
      {
        roundId,
        stake,
        detail: game.detail(request, stake),
        data: { engine, nonce: round.nonce, ...stored, request },
      },
      { payout, result: outcome },
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      await ctx.db
        .deleteFrom('demo_rounds')
        .where('round_id', '=', roundId)
        .where('reply', 'is', null)
        .execute();
    }
    throw error;
  }
  const reply: RoundReply = {
    roundId,
    nonce: round.nonce,
    serverSeedHash: stored.serverSeedHash,
    clientSeed: stored.clientSeed,
    stake: stake.toString(),
    payout: (money.payout ?? payout).toString(),
    balance: money.balance.toString(),
    replayed: false,
    ...(engine === 'baccarat' ? { bet: request.bet } : {}),
    ...outcome,
  };
  await ctx.db
    .updateTable('demo_rounds')
    .set({ reply: JSON.stringify(reply) })
    .where('round_id', '=', roundId)
    .where('reply', 'is', null)
    .execute();
  return { ...reply, replayed: money.replayed };
}
