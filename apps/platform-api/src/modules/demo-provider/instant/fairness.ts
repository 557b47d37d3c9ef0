import type { FairnessState, RotateSeedReply } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../../core/context';
import { randomToken } from '../../../core/crypto';
import type { Db } from '../../../core/db';
import type { GameSession } from '../platform';
import { newServerSeed, seedHash } from '../shared/fair';

/** The provably fair seed pairs of the instant games: one active pair per member and mode. */

type Mode = GameSession['mode'];

interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

/** A fresh random client seed (the player may replace it). */
const newClientSeed = (): string => randomToken(12);

/**
 * The active seed pair of a member and mode, created on first use; `forUpdate` locks it (inside a
 * transaction) so nonces are handed out one at a time.
 */
export async function activeSeed(
  db: Db,
  userId: number,
  mode: Mode,
  now: Date,
  forUpdate = false,
): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  await sql`INSERT INTO demo_fair_seeds (user_id, mode, server_seed, server_seed_hash, client_seed, nonce, created_at)
    VALUES (${userId}, ${mode}, ${serverSeed}, ${seedHash(serverSeed)}, ${newClientSeed()}, 0, ${now})
    ON CONFLICT (user_id, mode) WHERE revealed_at IS NULL DO NOTHING`.execute(db);
  let query = db
    .selectFrom('demo_fair_seeds')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .where('user_id', '=', userId)
    .where('mode', '=', mode)
    .where('revealed_at', 'is', null);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

const stateOf = (seed: SeedRow): FairnessState => ({
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nonce: seed.nonce,
});

export async function fairnessState(ctx: AppContext, session: GameSession): Promise<FairnessState> {
  return stateOf(await activeSeed(ctx.db, session.userId, session.mode, ctx.now()));
}

export async function setClientSeed(
  ctx: AppContext,
  session: GameSession,
  clientSeed: string,
): Promise<FairnessState> {
  return ctx.db.transaction().execute(async (trx) => {
    const seed = await activeSeed(trx, session.userId, session.mode, ctx.now(), true);
    await trx
      .updateTable('demo_fair_seeds')
      .set({ client_seed: clientSeed })
      .where('id', '=', seed.id)
      .execute();
    return stateOf({ ...seed, client_seed: clientSeed });
  });
}

/** Reveals the active server seed and starts a new one (same client seed, nonce 0). */
export async function rotateSeed(ctx: AppContext, session: GameSession): Promise<RotateSeedReply> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const seed = await activeSeed(trx, session.userId, session.mode, now, true);
    await trx.updateTable('demo_fair_seeds').set({ revealed_at: now }).where('id', '=', seed.id).execute();
    const serverSeed = newServerSeed();
    const next = await trx
      .insertInto('demo_fair_seeds')
      .values({
        user_id: session.userId,
        mode: session.mode,
        server_seed: serverSeed,
        server_seed_hash: seedHash(serverSeed),
        client_seed: seed.client_seed,
        nonce: 0,
        created_at: now,
      })
      .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow();
    return {
      previous: {
        serverSeed: seed.server_seed,
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        rounds: seed.nonce,
      },
      current: stateOf(next),
    };
  });
}
