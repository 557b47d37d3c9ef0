import { FixtureList, ScheduledBetList, ScheduledBetReply, SlipRequest } from '@playfront/api-contract';
import type { AppContext } from '../../../core/context';
import { ok } from '../../../core/errors';
import type { FastifyTypebox } from '../../../core/fastify';
import { fingerprint } from '../../../core/idempotency';
import { bearerAuth, replies } from '../../../core/route-schema';
import { gameSessionOf, gameWallet, requireGameSession } from '../platform';
import { myBets } from '../shared/bet-query';
import { idempotencyHeader, requireStringStake } from '../shared/scheduled-http';
import { fixtureList } from './fixtures';
import type { FixtureKind } from './model';
import { placeSlip } from './slips';

/** Calls of the sportsbook: sports and esports fixtures, sabong fights, and their bet slips. */
export async function sportsbookRoutes(app: FastifyTypebox, ctx: AppContext): Promise<void> {
  // The brand of each request (see core/brand-scope.ts), read when a call arrives.
  const merchantOf = () => ctx.config.merchantCode;
  const tags = ['demo-provider'];
  const gameSession = requireGameSession(ctx);

  for (const [path, kind] of [
    ['sports', 'SPORTS'],
    ['esports', 'ESPORTS'],
    ['sabong', 'SABONG'],
  ] as Array<[string, FixtureKind]>) {
    const label = { SPORTS: 'Sports', ESPORTS: 'Esports', SABONG: 'Sabong (HOME = Meron, AWAY = Wala)' }[
      kind
    ];

    app.get(
      `/demo/v1/${path}/fixtures`,
      {
        schema: {
          tags,
          summary: `${label}: upcoming, live and recent matches with odds (public)`,
          response: replies(FixtureList),
        },
      },
      async () => ok(await fixtureList(ctx, merchantOf(), kind)),
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
        return ok(await placeSlip(ctx, gameWallet, session, kind, merchantOf(), key, hash, request.body));
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
