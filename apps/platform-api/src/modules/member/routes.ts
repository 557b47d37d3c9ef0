import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AffiliateCheck,
  AffiliateQuery,
  Avatar,
  AvatarParams,
  ChangePasswordRequest,
  EncryptedPayload,
  ErrorCode,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  LoginResult,
  MemberIcon,
  MemberInfo,
  MobileRegisterRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SetIconRequest,
} from '@playfront/api-contract';
import { Type } from 'typebox';
import { requireSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError, ok } from '../../core/errors';
import type { FastifyTypebox } from '../../core/fastify';
import { bearerAuth, replies, svgReplies } from '../../core/route-schema';
import { perIp, rateLimit } from '../../core/rate-limit';
import type { RateRule } from '../../core/rate-limit';
import { openSealed } from '../../core/sealed';
import { normaliseMobile } from '../verification';
import {
  avatarLimits,
  customAvatarImage,
  readAvatarUpload,
  saveCustomAvatar,
  staticAvatarSvg,
} from './avatar';
import {
  avatarOptions,
  changePassword,
  checkAffiliate,
  findUser,
  forgotByEmail,
  memberInfo,
  register,
  registerMobile,
  resetByPhone,
  resetWithToken,
  setAvatar,
} from './service';

const sealed = { config: { encrypted: true } } as const;

export function memberRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const member = requireSession(ctx);
  const registerLimit = rateLimit(ctx, [perIp('register', (limits) => limits.registerPerIp)]);
  const resetPerIp: RateRule = perIp('reset', (limits) => limits.passwordPerIp);

  app.put(
    '/wps/member/register',
    {
      ...sealed,
      ...registerLimit,
      schema: {
        tags: ['member'],
        summary: 'Register with username and password (encrypted RegisterRequest)',
        body: EncryptedPayload,
        response: replies(Type.Union([LoginResult, Type.Null()])),
      },
    },
    async (request) => ok(await register(ctx, request, openSealed(ctx, request, RegisterRequest))),
  );

  app.put(
    '/wps/member/register/mobile',
    {
      ...sealed,
      ...registerLimit,
      schema: {
        tags: ['member'],
        summary: 'Register with mobile number and SMS code (encrypted MobileRegisterRequest)',
        body: EncryptedPayload,
        response: replies(Type.Union([LoginResult, Type.Null()])),
      },
    },
    async (request) =>
      ok(await registerMobile(ctx, request, openSealed(ctx, request, MobileRegisterRequest))),
  );

  app.get(
    '/wps/member/info',
    {
      onRequest: requireSession(ctx, { allowRestricted: true }),
      schema: {
        tags: ['member'],
        summary: 'Member info',
        security: bearerAuth,
        response: replies(MemberInfo),
      },
    },
    async (request) => ok(await memberInfo(ctx, request.session!.userId, request.session!.restricted)),
  );

  app.get(
    '/wps/member/info/icon',
    {
      onRequest: member,
      schema: {
        tags: ['member'],
        summary: 'Current avatar and the static avatars to choose from',
        security: bearerAuth,
        response: replies(MemberIcon),
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.session!.userId);
      return ok({
        avatar: user.avatar,
        avatarType: user.avatar_type === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
        options: avatarOptions,
      } as const);
    },
  );

  app.put(
    '/wps/member/info/icon',
    {
      onRequest: requireSession(ctx, { realAccount: true }),
      schema: {
        tags: ['member'],
        summary: 'Choose a static avatar',
        security: bearerAuth,
        body: SetIconRequest,
        response: replies(Avatar),
      },
    },
    async (request) => {
      await setAvatar(ctx, request.session!.userId, request.body.avatar);
      return ok({ avatar: request.body.avatar, avatarType: 'STATIC' } as const);
    },
  );

  // Custom avatar: multipart is parsed only inside this scope.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(multipart, { limits: avatarLimits });
    scope.post(
      '/wps/member/info/icon/upload',
      {
        onRequest: requireSession(ctx, { realAccount: true }),
        schema: {
          tags: ['member'],
          summary:
            'Upload a custom avatar: one png or jpg of at most 2 MB (multipart field "avatar"), stored as a square PNG',
          consumes: ['multipart/form-data'],
          security: bearerAuth,
          response: replies(Avatar),
        },
      },
      async (request) => {
        const png = await readAvatarUpload(request, ctx);
        const avatar = await saveCustomAvatar(ctx, request.session!.userId, png);
        return ok({ avatar, avatarType: 'CUSTOM' } as const);
      },
    );
  });

  app.get(
    '/wps/member/avatar/:id.png',
    {
      config: { publicCache: true },
      schema: {
        tags: ['member'],
        summary:
          'A custom avatar (image/png bytes); its id changes with every upload, so it is cached for good',
        params: AvatarParams,
        produces: ['image/png'],
        response: {
          ...replies(Type.Null()),
          // Buffers bypass the serializer; the schema documents the binary reply.
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const bytes = await customAvatarImage(ctx, request.params.id);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.get(
    '/wps/member/avatar/static/:file',
    {
      config: { publicCache: true },
      schema: {
        tags: ['member'],
        summary: 'The artwork of a static avatar (SVG), e.g. avatar-3.svg',
        params: Type.Object({ file: Type.String({ maxLength: 32 }) }),
        response: svgReplies('The avatar'),
      },
    },
    async (request, reply) => {
      const svg = staticAvatarSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, ErrorCode.notFound, 'No such avatar');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  );

  app.get(
    '/wps/relay/MCSFE_getPlayerAvatar',
    {
      onRequest: member,
      schema: { tags: ['member'], summary: 'Player avatar', security: bearerAuth, response: replies(Avatar) },
    },
    async (request) => {
      const user = await findUser(ctx, request.session!.userId);
      return ok({
        avatar: user.avatar,
        avatarType: user.avatar_type === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
      } as const);
    },
  );

  app.post(
    '/wps/member/password',
    {
      ...sealed,
      onRequest: requireSession(ctx, { allowRestricted: true, realAccount: true }),
      ...rateLimit(ctx, [
        perIp('password', (limits) => limits.passwordPerIp),
        {
          bucket: (request) => `password:user:${request.session!.userId}`,
          limit: (limits) => limits.loginPerAccount,
        },
      ]),
      schema: {
        tags: ['member'],
        summary: 'Change password (encrypted ChangePasswordRequest); ends every session',
        security: bearerAuth,
        body: EncryptedPayload,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await changePassword(ctx, request.session!.userId, openSealed(ctx, request, ChangePasswordRequest));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      ...rateLimit(ctx, [
        perIp('forgot', (limits) => limits.passwordPerIp),
        {
          bucket: (request) =>
            `forgot:user:${(request.body as ForgotByEmailRequest).username.trim().toLowerCase()}`,
          limit: (limits) => limits.smsPerMobileHourly,
        },
      ]),
      schema: {
        tags: ['member'],
        summary: 'Forgot password by e-mail (form-urlencoded); same reply whether or not the account exists',
        consumes: ['application/x-www-form-urlencoded'],
        body: ForgotByEmailRequest,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await forgotByEmail(ctx, request.body);
      return { ...ok(null), message: 'If the username and e-mail match, a reset link has been sent' };
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      ...sealed,
      ...rateLimit(ctx, [resetPerIp]),
      schema: {
        tags: ['member'],
        summary: 'Set a new password with the token of the reset e-mail (encrypted ResetPasswordRequest)',
        body: EncryptedPayload,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await resetWithToken(ctx, openSealed(ctx, request, ResetPasswordRequest));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      ...sealed,
      // Per number as well as per address: guesses spread over many addresses still meet one budget.
      ...rateLimit(ctx, [
        resetPerIp,
        {
          bucket: async (request) => {
            const form = openSealed(ctx, request, ForgotByPhoneRequest);
            return `reset:mobile:${await normaliseMobile(ctx, form.countryDialingCode, form.mobileNum)}`;
          },
          limit: (limits) => limits.resetPerMobile,
        },
      ]),
      schema: {
        tags: ['member'],
        summary: 'Set password by phone with an SMS code (encrypted ForgotByPhoneRequest)',
        body: EncryptedPayload,
        response: replies(Type.Null()),
      },
    },
    async (request) => {
      await resetByPhone(ctx, openSealed(ctx, request, ForgotByPhoneRequest));
      return ok(null);
    },
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['member'],
        summary: 'Check an affiliate (invitation) code',
        querystring: AffiliateQuery,
        response: replies(AffiliateCheck),
      },
    },
    async (request) => ok({ valid: await checkAffiliate(ctx, request.query.code, request.query.domain) }),
  );
}
