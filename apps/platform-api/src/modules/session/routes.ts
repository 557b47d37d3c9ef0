import {
  DeviceChallenge,
  DeviceCodeRequest,
  DeviceCodeResult,
  DeviceVerifyRequest,
  EncryptedPayload,
  LoginRequest,
  LoginResult,
  TotpCodeRequest,
  TotpSetup,
  TotpStatus,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import type { FastifyTypebox } from '../../core/fastify';
import { requireSession, revokeSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { ok } from '../../core/errors';
import { bearerAuth, replies } from '../../core/route-schema';
import { perIp, rateLimit } from '../../core/rate-limit';
import { openSealed } from '../../core/sealed';
import { getSettings } from '../system';
import { freePlay, login, loginAccountKey, startSession } from './service';
import { confirmTotp, deviceOf, sendChallengeCode, setupTotp, totpEnabled, verifyChallenge } from './device';

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
        description:
          'Body: LoginRequest encrypted with encryptPayload. With the new-device check on, a password login ' +
          'from a device (pf_device cookie) and IP not used together before answers DeviceChallenge instead ' +
          'of a token: finish it with /wps/session/device/verify.',
        body: EncryptedPayload,
        response: replies(Type.Union([LoginResult, DeviceChallenge])),
      },
    },
    async (request, reply) => {
      const device = deviceOf(ctx, request);
      if (device.setCookie) reply.header('set-cookie', device.setCookie);
      return ok(await login(ctx, request, openSealed(ctx, request, LoginRequest), device.hash));
    },
  );

  // Second factor of a login from a new device (spec §4).
  app.post(
    '/wps/session/device/code',
    {
      ...rateLimit(ctx, [
        perIp('device-code', (limits) => limits.smsPerIp),
        {
          bucket: (request) =>
            `device-code:challenge:${(request.body as { challengeId?: string } | undefined)?.challengeId ?? ''}`,
          limit: (limits) => limits.smsPerMobile,
        },
      ]),
      schema: {
        tags: ['session'],
        summary: 'Send a login verification code to the bound mobile (sms) or e-mail (email)',
        body: DeviceCodeRequest,
        response: replies(DeviceCodeResult),
      },
    },
    async (request) =>
      ok({
        expiredMinutes: await sendChallengeCode(ctx, request, request.body.challengeId, request.body.factor),
      }),
  );

  app.post(
    '/wps/session/device/verify',
    {
      ...rateLimit(ctx, [perIp('device-verify', (limits) => limits.loginPerIp)]),
      schema: {
        tags: ['session'],
        summary:
          'Answer a new-device challenge (code, authenticator code or bank account name); registers the device',
        body: DeviceVerifyRequest,
        response: replies(LoginResult),
      },
    },
    async (request) =>
      ok(
        await verifyChallenge(
          ctx,
          request,
          request.body.challengeId,
          request.body.factor,
          request.body.answer,
          (user, reason) => startSession(ctx, request, user, reason),
        ),
      ),
  );

  // Authenticator app (TOTP, RFC 6238) of the security centre.
  const member = { tags: ['member'], security: bearerAuth };
  app.get(
    '/wps/member/security/totp',
    {
      onRequest: requireSession(ctx),
      schema: { ...member, summary: 'Whether the authenticator app is on', response: replies(TotpStatus) },
    },
    async (request) => ok({ enabled: await totpEnabled(ctx, request.session!.userId) }),
  );

  app.post(
    '/wps/member/security/totp/setup',
    {
      onRequest: requireSession(ctx),
      schema: {
        ...member,
        summary: 'A new authenticator secret (shown until it is enabled, never after)',
        response: replies(TotpSetup),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await setupTotp(ctx, request.session!.userId));
    },
  );

  app.post(
    '/wps/member/security/totp/enable',
    {
      onRequest: requireSession(ctx),
      ...rateLimit(ctx, [perIp('totp', (limits) => limits.loginPerIp)]),
      schema: {
        ...member,
        summary: 'Turn the authenticator app on with a code of the new secret',
        body: TotpCodeRequest,
        response: replies(TotpStatus),
      },
    },
    async (request) => {
      await confirmTotp(ctx, request.session!.userId, request.body.code, true);
      return ok({ enabled: true });
    },
  );

  app.post(
    '/wps/member/security/totp/disable',
    {
      onRequest: requireSession(ctx),
      ...rateLimit(ctx, [perIp('totp', (limits) => limits.loginPerIp)]),
      schema: {
        ...member,
        summary: 'Turn the authenticator app off with a current code',
        body: TotpCodeRequest,
        response: replies(TotpStatus),
      },
    },
    async (request) => {
      await confirmTotp(ctx, request.session!.userId, request.body.code, false);
      return ok({ enabled: false });
    },
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
