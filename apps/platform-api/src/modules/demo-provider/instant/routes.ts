import {
  BaccaratDealReply,
  BaccaratDealRequest,
  CardsDealReply,
  CardsDealRequest,
  ClientSeedRequest,
  DemoSession,
  DemoSessionRequest,
  DemoSessionState,
  FairnessState,
  FishShootReply,
  FishShootRequest,
  IDEMPOTENCY_HEADER,
  RotateSeedReply,
  SlotSpinReply,
  SlotSpinRequest,
  VerifyQuery,
  VerifyReply,
} from '@playfront/api-contract';
import type { InstantEngine } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import type { AppContext } from '../../../core/context';
import { runInBrand } from '../../../core/brand-scope';
import { ok, validationError } from '../../../core/errors';
import type { FastifyTypebox } from '../../../core/fastify';
import { idempotencyKey } from '../../../core/idempotency';
import { bearerAuth, replies } from '../../../core/route-schema';
import { gameSessionOf, gameWallet, requireGameSession } from '../platform';
import { verifyRound } from './engines';
import type { RoundRequest } from './engines';
import { fishType } from './engines/fish';
import { seedHash } from '../shared/fair';
import { rotateSeed, setClientSeed } from './fairness';
import { playInstant, sessionState } from './service';

const TAG = 'demo-provider';

const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'required unless the body has idempotencyKey: 8-128 of [A-Za-z0-9_.:-]' }),
  ),
});

/** preValidation: the stake must arrive as a JSON string (a number would be rounded before validation). */
function requireStringStake(raw: unknown): void {
  const body = raw as Record<string, unknown> | null;
  if (body && typeof body === 'object' && body['stake'] !== undefined && typeof body['stake'] !== 'string') {
    throw validationError([
      {
        field: 'stake',
        key: 'invalid_type',
        message: 'Stakes are strings of integer minor units, e.g. "100"',
      },
    ]);
  }
}

/** The key of a round: the Idempotency-Key header, else the body's idempotencyKey. */
function roundKey(request: FastifyRequest, body: { idempotencyKey?: string }): string {
  if (request.headers[IDEMPOTENCY_HEADER] === undefined && body.idempotencyKey) return body.idempotencyKey;
  return idempotencyKey(request);
}

/** The instant games' calls (game pages talk to these): session, fairness and rounds. */
export async function instantRoutes(app: FastifyTypebox, ctx: AppContext): Promise<void> {
  const gameSession = requireGameSession(ctx);

  await app.register(async (scope: FastifyTypebox) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('preValidation', async (request) => requireStringStake(request.body));

    scope.post(
      '/demo/v1/session',
      {
        schema: {
          tags: [TAG],
          summary: 'Exchanges a single-use launch token for a game session token',
          body: DemoSessionRequest,
          response: replies(DemoSession),
        },
      },
      async (request) => {
        const opened = await gameWallet.openGameSession(ctx, request.body.launchToken);
        // The call carries no Merchant header: the new session's account decides the brand of the reply.
        await request.enterBrand(opened.session.merchantCode);
        const state = await runInBrand(request.brand ?? ctx.config, () => sessionState(ctx, opened.session));
        return ok({ sessionToken: opened.token, ...state });
      },
    );

    scope.get(
      '/demo/v1/session',
      {
        onRequest: gameSession,
        schema: {
          tags: [TAG],
          summary: 'The game session: game, mode, balance, fairness state and stake limits',
          security: bearerAuth,
          response: replies(DemoSessionState),
        },
      },
      async (request) => ok(await sessionState(ctx, gameSessionOf(request))),
    );

    scope.post(
      '/demo/v1/fairness/client-seed',
      {
        onRequest: gameSession,
        schema: {
          tags: [TAG],
          summary: 'Sets the client seed of the active seed pair (the nonce continues)',
          security: bearerAuth,
          body: ClientSeedRequest,
          response: replies(FairnessState),
        },
      },
      async (request) => ok(await setClientSeed(ctx, gameSessionOf(request), request.body.clientSeed)),
    );

    scope.post(
      '/demo/v1/fairness/rotate',
      {
        onRequest: gameSession,
        schema: {
          tags: [TAG],
          summary: 'Reveals the active server seed and starts a new one',
          security: bearerAuth,
          response: replies(RotateSeedReply),
        },
      },
      async (request) => ok(await rotateSeed(ctx, gameSessionOf(request))),
    );

    scope.get(
      '/demo/v1/fairness/verify',
      {
        schema: {
          tags: [TAG],
          summary: 'Recomputes the outcome of any round from its seeds and nonce (no login)',
          querystring: VerifyQuery,
          response: replies(VerifyReply),
        },
      },
      async (request) => {
        const { engine, serverSeed, clientSeed, nonce, targetId } = request.query;
        if (engine === 'fish' && !fishType(targetId ?? '')) {
          throw validationError([{ field: 'targetId', key: 'target_unknown', message: 'Unknown fish type' }]);
        }
        const { floats, outcome } = verifyRound(engine, serverSeed, clientSeed, nonce, { targetId });
        return ok({ engine, serverSeedHash: seedHash(serverSeed), clientSeed, nonce, floats, outcome });
      },
    );

    const roundRoute = (
      engine: InstantEngine,
      path: string,
      summary: string,
      body: TSchema,
      reply: TSchema,
      requestOf: (body: Record<string, unknown>) => RoundRequest,
    ) =>
      scope.post(
        path,
        {
          onRequest: gameSession,
          schema: {
            tags: [TAG],
            summary,
            security: bearerAuth,
            headers: idempotencyHeader,
            body,
            response: replies(reply),
          },
        },
        async (request, res) => {
          const input = request.body as { stake: string; idempotencyKey?: string } & Record<string, unknown>;
          const session = gameSessionOf(request);
          const key = roundKey(request, input);
          const result = await playInstant(ctx, session, engine, key, input.stake, requestOf(input));
          if (result.replayed) res.header('idempotent-replayed', 'true');
          return ok(result);
        },
      );

    roundRoute(
      'slot',
      '/demo/v1/slot/spin',
      'Slot: one spin of 10 lines (stake = 10 x line bet)',
      SlotSpinRequest,
      SlotSpinReply,
      () => ({}),
    );
    roundRoute(
      'fish',
      '/demo/v1/fish/shoot',
      'Fishing: one shot at a fish type',
      FishShootRequest,
      FishShootReply,
      (body) => ({
        targetId: String(body['targetId']),
      }),
    );
    roundRoute(
      'cards',
      '/demo/v1/cards/deal',
      'Teen Patti Duel: one hand against the dealer',
      CardsDealRequest,
      CardsDealReply,
      () => ({}),
    );
    roundRoute(
      'baccarat',
      '/demo/v1/baccarat/deal',
      'Baccarat: one hand with one bet',
      BaccaratDealRequest,
      BaccaratDealReply,
      (body) => ({
        bet: body['bet'] as RoundRequest['bet'],
      }),
    );
  });
}
