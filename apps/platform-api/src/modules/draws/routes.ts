import {
  FixtureList,
  LotteryBetRequest,
  LotteryCurrent,
  LotteryGameQuery,
  LotteryNumbers,
  LotteryPopular,
  LotteryResults,
  LotteryStatsQuery,
  ScheduledBetList,
  ScheduledBetReply,
  SlipRequest,
  WinnerBoard,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../core/context';
import { ok, validationError } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { fingerprint } from '../../core/idempotency';
import { bearerAuth, replies } from '../../core/route-schema';
import { gameSessionOf, requireGameSession } from '../games';
import { gameWallet } from '../games';
import type { FixtureKind } from './model';
import {
  fixtureList,
  lotteryCurrent,
  lotteryNumbers,
  lotteryPopular,
  lotteryResults,
  myBets,
  placeLotteryBet,
  placeSlip,
  sessionLotteryGame,
  winnerBoard,
} from './service';

const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: 'required: 8-128 of [A-Za-z0-9_.:-]' })),
});

/** preValidation: a stake must arrive as a JSON string (a number would be rounded to a double first). */
async function requireStringStake(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const stake = (body as Record<string, unknown>)['stake'];
  if (stake !== undefined && typeof stake !== 'string') {
    throw validationError([
      {
        field: 'stake',
        key: 'invalid_type',
        message: 'Amounts are strings of integer minor units, e.g. "1000"',
      },
    ]);
  }
}

/** Calls of scheduled games: lottery draws, sports and esports fixtures and bet slips. */
export async function drawRoutes(app: FastifyTypebox, ctx: AppContext): Promise<void> {
  const merchant = ctx.config.merchantCode;
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
      ok(await lotteryResults(ctx, merchant, request.query.gameCode, request.query.count ?? 10)),
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
      ok(await lotteryPopular(ctx, merchant, request.query.gameCode, request.query.count ?? 20)),
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
    async (request) => ok(await lotteryNumbers(ctx, merchant, request.query.gameCode)),
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
      ok(await winnerBoard(ctx, merchant, request.query.gameCode, request.query.count ?? 10)),
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

  for (const [path, kind] of [
    ['sports', 'SPORTS'],
    ['esports', 'ESPORTS'],
  ] as Array<[string, FixtureKind]>) {
    const label = kind === 'SPORTS' ? 'Sports' : 'Esports';

    app.get(
      `/demo/v1/${path}/fixtures`,
      {
        schema: {
          tags,
          summary: `${label}: upcoming, live and recent matches with odds (public)`,
          response: replies(FixtureList),
        },
      },
      async () => ok(await fixtureList(ctx, merchant, kind)),
    );

    app.post(
      `/demo/v1/${path}/slip`,
      {
        preValidation: requireStringStake,
        onRequest: gameSession,
        schema: {
          tags,
          summary: `${label}: a slip of singles (stake per selection) at the odds shown; 409 odds_changed or betting_closed`,
          security: bearerAuth,
          headers: idempotencyHeader,
          body: SlipRequest,
          response: replies(ScheduledBetReply),
        },
      },
      async (request) => {
        const session = gameSessionOf(request);
        const { key, hash } = fingerprint(request);
        return ok(await placeSlip(ctx, gameWallet, session, kind, merchant, key, hash, request.body));
      },
    );

    app.get(
      `/demo/v1/${path}/bets`,
      {
        onRequest: gameSession,
        schema: {
          tags,
          summary: `${label}: the member's latest 50 bets`,
          security: bearerAuth,
          response: replies(ScheduledBetList),
        },
      },
      async (request) => ok(await myBets(ctx, gameSessionOf(request), kind)),
    );
  }
}
