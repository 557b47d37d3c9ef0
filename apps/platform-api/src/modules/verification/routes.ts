import type { FastifyRequest } from 'fastify';
import {
  CaptchaImage,
  OutboxList,
  OutboxQuery,
  RegisterSmsRequest,
  SmsCodeRequest,
  SmsCodeResult,
  WhitelabelFlag,
} from '@playfront/api-contract';
import { renderCaptcha } from '../../core/captcha-image';
import type { AppContext } from '../../core/context';
import { featureDisabled, ok, validationError } from '../../core/errors';
import { perRequest } from '../../core/fastify';
import type { FastifyTypebox } from '../../core/fastify';
import { perIp, rateLimit } from '../../core/rate-limit';
import type { RateRule } from '../../core/rate-limit';
import { replies } from '../../core/route-schema';
import { isSecure } from '../../core/security-headers';
import { getSettings, isFlagOn } from '../system';
import { issueCaptcha, normaliseMobile, sendSmsCode } from './service';

/** The budgets of an SMS code: per number (per minute and per hour) and per address. */
const smsLimits = (mobileKeyOf: (request: FastifyRequest) => Promise<string>): RateRule[] => [
  {
    bucket: async (request) => `sms:mobile:${await mobileKeyOf(request)}`,
    limit: (limits) => limits.smsPerMobile,
  },
  {
    bucket: async (request) => `sms:mobile-hour:${await mobileKeyOf(request)}`,
    limit: (limits) => limits.smsPerMobileHourly,
  },
  perIp('sms', (limits) => limits.smsPerIp),
];

export function verificationRoutes(app: FastifyTypebox, ctx: AppContext): void {
  const loginMobileKey = perRequest((request) => {
    const body = request.body as SmsCodeRequest;
    return normaliseMobile(ctx, body.countryDialingCode, body.mobileNum);
  });
  const registerMobileKey = perRequest(async (request) => {
    const body = request.body as RegisterSmsRequest;
    const mobile = body.mobileNo ?? body.mobileNum;
    if (!mobile)
      throw validationError([{ field: 'mobileNo', key: 'reg_required', message: 'mobileNo is required' }]);
    return normaliseMobile(ctx, body.countryDialingCode, mobile, 'mobileNo');
  });

  app.get(
    '/wps/captcha',
    {
      ...rateLimit(ctx, [perIp('captcha', (limits) => limits.captchaPerIp)]),
      schema: {
        tags: ['system'],
        summary:
          'Captcha: value is a base64 PNG; the id comes back in X-Captcha-Id and the pf_captcha cookie',
        response: replies(CaptchaImage),
      },
    },
    async (request, reply) => {
      const { id, text } = await issueCaptcha(ctx, request);
      reply.header('x-captcha-id', id);
      reply.header(
        'set-cookie',
        `pf_captcha=${id}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=300${isSecure(ctx.config, request) ? '; Secure' : ''}`,
      );
      reply.header('cache-control', 'no-store');
      return ok((await renderCaptcha(text)).toString('base64'));
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      ...rateLimit(ctx, smsLimits(loginMobileKey)),
      schema: {
        tags: ['verification'],
        summary:
          'SMS code for login or password reset by phone; sent only to registered numbers, same reply either way',
        body: SmsCodeRequest,
        response: replies(SmsCodeResult),
      },
    },
    async (request) => {
      const settings = await getSettings(ctx);
      if (
        !isFlagOn(settings, WhitelabelFlag.MOBILEVERCODELOGIN3) &&
        !isFlagOn(settings, WhitelabelFlag.CHNGPASSVERIF3)
      ) {
        throw featureDisabled();
      }
      const key = await loginMobileKey(request);
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('merchant_code', '=', ctx.config.merchantCode)
        .where('mobile_key', '=', key)
        .executeTakeFirst();
      return ok({ expiredMinutes: await sendSmsCode(ctx, 'login', key, user !== undefined) });
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      ...rateLimit(ctx, smsLimits(registerMobileKey)),
      schema: {
        tags: ['verification'],
        summary: 'SMS code for mobile registration',
        body: RegisterSmsRequest,
        response: replies(SmsCodeResult),
      },
    },
    async (request) => {
      const settings = await getSettings(ctx);
      if (!isFlagOn(settings, WhitelabelFlag.MOBILENUMREG3)) throw featureDisabled();
      return ok({
        expiredMinutes: await sendSmsCode(ctx, 'register', await registerMobileKey(request), true),
      });
    },
  );

  // A demo convenience: without DEMO_MODE the route does not exist (404 like any unknown path).
  if (ctx.config.demoMode) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary:
            'Messages in the outbox (exists only with DEMO_MODE=true); `to` is a mobile key (+84912345678) or e-mail',
          querystring: OutboxQuery,
          response: replies(OutboxList),
        },
      },
      async (request) => {
        // Codes and links are written after their request's reply: let the ones under way land first.
        await ctx.background.idle();
        let query = ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(50);
        const to = request.query.to?.trim();
        if (to) query = query.where('recipient', 'in', [to, `+${to.replace(/^\+/, '').replace(/\s/g, '')}`]);
        const rows = await query.execute();
        return ok(
          rows.map((row) => ({
            id: row.id,
            channel: row.channel === 'email' ? ('email' as const) : ('sms' as const),
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
            createdAt: row.created_at.getTime(),
          })),
        );
      },
    );
  }
}
