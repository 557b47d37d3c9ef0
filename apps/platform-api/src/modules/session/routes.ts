import { EncryptedPayload, LoginRequest, LoginResult } from '@playfront/api-contract';
import { Type } from 'typebox';
import type { FastifyTypebox } from '../../core/fastify';
import { requireSession, revokeSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import { bearerAuth, replies } from '../../core/route-schema';
import { perIp, rateLimit } from '../../core/rate-limit';
import { openSealed } from '../../core/sealed';
import { getSettings } from '../system';
import { freePlay, login, loginAccountKey } from './service';

export function sessionRoutes(app: FastifyTypebox, ctx: AppContext): void {
  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true },
      ...rateLimit(ctx, [
        perIp('login', (limits) => limits.loginPerIp),
        // The account budget counts failures only: each attempt reserves a hit atomically (so parallel
        // guesses cannot overrun it) and a successful login gives it back.
        {
          bucket: async (request) =>
            `login:account:${await loginAccountKey(ctx, await getSettings(ctx), openSealed(ctx, request, LoginRequest))}`,
          limit: (limits) => limits.loginPerAccount,
          failuresOnly: true,
        },
      ]),
      schema: {
        tags: ['session'],
        summary: 'Log in by username and password, or by mobile number and SMS code (type sms)',
        description: 'Body: LoginRequest encrypted with encryptPayload.',
        body: EncryptedPayload,
        response: replies(LoginResult),
      },
    },
    async (request) => ok(await login(ctx, request, openSealed(ctx, request, LoginRequest))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      ...rateLimit(ctx, [perIp('freeplay', (limits) => limits.freePlayPerIp)]),
      schema: {
        tags: ['session'],
        summary: 'Create a trial account (type 4) and log it in',
        description: 'Optional body fields (os, platform) are informational: FreePlayRequest.',
        response: replies(LoginResult),
      },
    },
    async (request) => ok(await freePlay(ctx, request)),
  );

  app.delete(
    '/wps/session/logout',
    {
      onRequest: requireSession(ctx, { allowRestricted: true }),
      schema: {
        tags: ['session'],
        summary: 'Invalidate the current session',
        security: bearerAuth,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      if (request.session) await revokeSession(ctx, request.session.sessionId);
      return ok(null);
    },
  );
}
