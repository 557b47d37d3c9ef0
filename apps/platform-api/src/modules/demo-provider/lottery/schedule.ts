import type { LotteryPlayType } from '@playfront/api-contract';
import type { GameCtx, GameWallet } from '../platform';
import { newServerSeed, seedHash } from '../shared/fair';
import { CLAIM_BATCH, claimBets, markSettled } from '../shared/scheduled-bets';
import { lotteryGames } from './games';
import { drawIntervalOf, drawNumbers, issueSlot, lotteryPayout } from './model';

/** The lottery schedule (jobs): open issues, close and draw them, settle their bets. */

/** Creates the issue of the current slot and of the next one for every lottery game (idempotent). */
export async function ensureIssues(ctx: GameCtx, merchant: string): Promise<number> {
  const games = await lotteryGames(ctx, merchant);
  if (games.length === 0) return 0;
  const now = ctx.now();
  const planned = games.flatMap((game) =>
    [0, 1].map((offset) => ({
      game,
      slot: issueSlot(now, drawIntervalOf(game.code, ctx.config.drawIntervalSeconds), offset),
    })),
  );
  const existing = await ctx.db
    .selectFrom('draw_issues')
    .select(['game_id', 'issue_number'])
    .where(
      'game_id',
      'in',
      games.map((game) => game.id),
    )
    .where('issue_number', 'in', [...new Set(planned.map((plan) => plan.slot.issueNumber))])
    .execute();
  const have = new Set(existing.map((row) => `${row.game_id}/${row.issue_number}`));
  const rows = planned
    .filter(({ game, slot }) => !have.has(`${game.id}/${slot.issueNumber}`) && slot.closeAt > now)
    .map(({ game, slot }) => {
      const seed = newServerSeed();
      return {
        merchant_code: merchant,
        game_id: game.id,
        game_code: game.code,
        issue_number: slot.issueNumber,
        status: 'OPEN' as const,
        open_at: slot.openAt,
        close_at: slot.closeAt,
        draw_at: slot.drawAt,
        server_seed: seed,
        seed_hash: seedHash(seed),
      };
    });
  if (rows.length === 0) return 0;
  // Another replica may insert the same issue at the same moment: the unique key keeps the first.
  const inserted = await ctx.db
    .insertInto('draw_issues')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_id', 'issue_number']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Closes issues whose betting time is over and draws those whose draw time came; returns the drawn count. */
export async function closeAndDrawIssues(ctx: GameCtx): Promise<number> {
  const now = ctx.now();
  await ctx.db
    .updateTable('draw_issues')
    .set({ status: 'CLOSED' })
    .where('status', '=', 'OPEN')
    .where('close_at', '<=', now)
    .execute();
  const due = await ctx.db
    .selectFrom('draw_issues')
    .select(['id', 'issue_number', 'server_seed'])
    .where('status', '<>', 'DRAWN')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(500)
    .execute();
  let drawn = 0;
  for (const issue of due) {
    // The numbers follow from the committed seed, so a racing replica writes the same ones.
    const result = await ctx.db
      .updateTable('draw_issues')
      .set({
        status: 'DRAWN',
        numbers: JSON.stringify(drawNumbers(issue.server_seed, issue.issue_number)),
        drawn_at: now,
      })
      .where('id', '=', issue.id)
      .where('status', '<>', 'DRAWN')
      .executeTakeFirst();
    drawn += Number(result.numUpdatedRows);
  }
  return drawn;
}

/** Settles the open bets of drawn issues; returns how many were settled. Errors go to `onError`. */
export async function settleLotteryBets(
  ctx: GameCtx,
  wallet: GameWallet,
  onError: (error: unknown) => void,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const bets = await claimBets(ctx, 'LOTTERY');
    if (bets.length === 0) return settled;
    const issueIds = [...new Set(bets.map((bet) => bet.issue_id as number))];
    const issues = new Map(
      (
        await ctx.db
          .selectFrom('draw_issues')
          .select(['id', 'issue_number', 'numbers', 'server_seed'])
          .where('id', 'in', issueIds)
          .execute()
      ).map((issue) => [issue.id, issue]),
    );
    for (const bet of bets) {
      const issue = issues.get(bet.issue_id as number);
      if (!issue?.numbers) continue;
      const numbers = issue.numbers;
      const payout = lotteryPayout(bet.market as LotteryPlayType, bet.selection, numbers, BigInt(bet.stake));
      try {
        await wallet.settleRound(ctx, {
          roundId: bet.round_id,
          payout,
          result: { issueNumber: issue.issue_number, numbers, serverSeed: issue.server_seed },
        });
        await markSettled(ctx, bet, 'SETTLED', payout, numbers.join(' '));
        settled += 1;
      } catch (error) {
        onError(error);
      }
    }
    if (bets.length < CLAIM_BATCH) return settled;
  }
}
