import type { GameCategory, GameEngine } from '@playfront/api-contract';
import { sql } from 'kysely';
import { randomToken, sha256 } from '../../core/crypto';
import type { SeedContext } from '../../core/module';
import { gameWallet } from './game-wallet-service';

/**
 * Demo data: settled real-money rounds of demo accounts at given times, played through the game wallet like
 * any round (stake and payout postings, reconciled), each in a game session of its own that has ended by
 * the time the seed commits, so nobody can play on it.
 */
export async function playSeedRounds(
  seed: SeedContext,
  rounds: Array<{ userId: number; gameCode: string; stake: bigint; payout: bigint; at: Date }>,
): Promise<void> {
  for (const round of rounds) {
    const game = await seed.db
      .selectFrom('games as g')
      .select(['g.id', 'g.code', 'g.name', 'g.vendor_code', 'g.category', 'g.engine'])
      .where('g.merchant_code', '=', seed.merchant)
      .where('g.code', '=', round.gameCode)
      .executeTakeFirstOrThrow();
    const session = await seed.db
      .insertInto('game_sessions')
      .values({
        token_hash: sha256(randomToken(32)),
        user_id: round.userId,
        game_id: game.id,
        room_id: null,
        mode: 'REAL',
        language: 'en',
        game_code_param: null,
        play_type: null,
        auth_session_id: null,
        created_at: round.at,
        expires_at: seed.now,
      })
      .returning(sql<string>`id::text`.as('id'))
      .executeTakeFirstOrThrow();
    await gameWallet.playInstantRound(
      { db: seed.db, config: seed.config, now: () => round.at },
      {
        id: session.id,
        userId: round.userId,
        gameId: game.id,
        gameCode: game.code,
        gameName: game.name,
        vendorCode: game.vendor_code,
        gameCategory: game.category as GameCategory,
        engine: game.engine as GameEngine,
        mode: 'REAL',
        language: 'en',
        gameCodeParam: null,
        playType: null,
        expiresAt: seed.now,
        merchantCode: seed.merchant,
      },
      { roundId: `seed-${randomToken(12)}`, stake: round.stake, detail: 'Demo round' },
      { payout: round.payout },
    );
  }
}
