import {
  LotteryBetRequest,
  LotteryCurrent,
  LotteryGameQuery,
  LotteryNumbers,
  LotteryPopular,
  LotteryResults,
  LotteryStatsQuery,
  ScheduledBetList,
  ScheduledBetReply,
  WinnerBoard,
} from '@playfront/api-contract';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/errors';
import type { FastifyTypebox } from '../../../core/fastify';
import { fingerprint } from '../../../core/idempotency';
import { bearerAuth, replies } from '../../../core/route-schema';
import { gameSessionOf, gameWallet, requireGameSession } from '../platform';
import { myBets } from '../shared/bet-query';
import { idempotencyHeader, requireStringStake } from '../shared/scheduled-http';
import { placeLotteryBet } from './bets';
import { sessionLotteryGame } from './games';
import { lotteryCurrent, lotteryResults } from './issues';
import { lotteryNumbers, lotteryPopular, winnerBoard } from './stats';

/** Calls of the lottery: issues, results, statistics, bets. */
export async function lotteryRoutes(app: FastifyTypebox, ctx: AppContext): Promise<void> {
  // The brand of each request (see core/brand-scope.ts), read when a call arrives.
  const merchantOf = () => ctx.config.merchantCode;
  const tags = ['demo-provider'];
  const gameSession = requireGameSession(ctx);

  app.get(
    '/demo/v1/lottery/current',
    {
      onRequest: gameSession,
      schema: {
        tags,
        summary:
          'Lottery: the issue taking bets (countdown to close, seed hash), the last result, play types',
        security: bearerAuth,
        querystring: LotteryGameQuery,
        response: replies(LotteryCurrent),
      },
    },
    async (request) => {
      const session = gameSessionOf(request);
      return ok(await lotteryCurrent(ctx, await sessionLotteryGame(ctx, session, request.query.gameCode)));
    },
  );

  app.get(
    '/demo/v1/lottery/results',
    {
      schema: {
        tags,
        summary: 'Lottery: the last opened numbers with their revealed seeds (public)',
        querystring: LotteryStatsQuery,
        response: replies(LotteryResults),
      },
    },
    async (request) =>
      ok(await lotteryResults(ctx, merchantOf(), request.query.gameCode, request.query.count ?? 10)),
  );

  app.get(
    '/demo/v1/lottery/popular',
    {
      schema: {
        tags,
        summary: 'Lottery: popular 20, the most bet 2D numbers of the last 50 issues (public)',
        querystring: LotteryStatsQuery,
        response: replies(LotteryPopular),
      },
    },
    async (request) =>
      ok(await lotteryPopular(ctx, merchantOf(), request.query.gameCode, request.query.count ?? 20)),
  );

  app.get(
    '/demo/v1/lottery/numbers',
    {
      schema: {
        tags,
        summary:
          'Lottery: numbers 100, how often each of 00-99 came as the last two digits of the last 100 draws',
        querystring: LotteryStatsQuery,
        response: replies(LotteryNumbers),
      },
    },
    async (request) => ok(await lotteryNumbers(ctx, merchantOf(), request.query.gameCode)),
  );

  app.get(
    '/demo/v1/lottery/winners',
    {
      schema: {
        tags,
        summary: 'Lottery: winner board, the biggest wins of the last 7 days in the area (public, masked)',
        querystring: LotteryStatsQuery,
        response: replies(WinnerBoard),
      },
    },
    async (request) =>
      ok(await winnerBoard(ctx, merchantOf(), request.query.gameCode, request.query.count ?? 10)),
  );

  app.post(
    '/demo/v1/lottery/bet',
    {
      preValidation: requireStringStake,
      onRequest: gameSession,
      schema: {
        tags,
        summary:
          'Lottery: bet on an open issue (an OPEN round until the draw); 409 betting_closed after close',
        security: bearerAuth,
        headers: idempotencyHeader,
        body: LotteryBetRequest,
        response: replies(ScheduledBetReply),
      },
    },
    async (request) => {
      const session = gameSessionOf(request);
      const { key, hash } = fingerprint(request);
      return ok(await placeLotteryBet(ctx, gameWallet, session, key, hash, request.body));
    },
  );

  app.get(
    '/demo/v1/lottery/bets',
    {
      onRequest: gameSession,
      schema: {
        tags,
        summary: "Lottery: the member's latest 50 lottery bets",
        security: bearerAuth,
        response: replies(ScheduledBetList),
      },
    },
    async (request) => ok(await myBets(ctx, gameSessionOf(request), 'LOTTERY')),
  );
}
