import { randomInt } from 'node:crypto';
import { ErrorCode } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { randomToken, safeEqual, sha256 } from '../../core/crypto';
import { AppError, validationError } from '../../core/errors';
import { mobileKey } from '../identity';

const CAPTCHA_TTL_MS = 5 * 60_000;
/** Wrong guesses allowed on one SMS code before it is void. */
const SMS_MAX_ATTEMPTS = 5;

export type SmsPurpose = 'login' | 'register';

const clientKey = (request: FastifyRequest): string => sha256(`captcha:${request.ip}`);

const captchaIdOf = (request: FastifyRequest): string | null => {
  const header = request.headers['x-captcha-id'];
  if (typeof header === 'string' && header) return header.slice(0, 64);
  const cookie = request.headers.cookie ?? '';
  const match = /(?:^|;\s*)pf_captcha=([A-Za-z0-9_-]{1,64})/.exec(cookie);
  return match ? match[1] : null;
};

/** Stores a new captcha bound to the requester's address; returns its id and answer. */
export async function issueCaptcha(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ id: string; text: string }> {
  const id = randomToken(16);
  const text = ctx.captchaText();
  const now = ctx.now();
  await ctx.db
    .insertInto('captchas')
    .values({
      id,
      answer_hash: sha256(`${id}:${text.toUpperCase()}`),
      client_key: clientKey(request),
      created_at: now,
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
    })
    .execute();
  return { id, text };
}

/**
 * Checks an answer against the requester's captcha and consumes it whatever the outcome, so each image
 * allows one guess.
 */
export async function checkCaptcha(
  ctx: AppContext,
  request: FastifyRequest,
  answer: string | undefined,
): Promise<boolean> {
  const id = captchaIdOf(request);
  if (!id || !answer) return false;
  const now = ctx.now();
  const row = await ctx.db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['answer_hash', 'client_key'])
    .executeTakeFirst();
  if (!row || row.client_key !== clientKey(request)) return false;
  return safeEqual(row.answer_hash, sha256(`${id}:${answer.trim().toUpperCase()}`));
}

/** Requires a correct captcha; throws captcha_invalid otherwise. */
export async function requireCaptcha(ctx: AppContext, request: FastifyRequest, answer: string | undefined) {
  if (!(await checkCaptcha(ctx, request, answer))) {
    throw new AppError(400, ErrorCode.captchaInvalid, 'The captcha is missing, expired or wrong', {
      captchaRequired: true,
    });
  }
}

/** Validates a dialling code (a seeded country) and a national number; returns the canonical key. */
export async function normaliseMobile(
  ctx: AppContext,
  dialingCode: string,
  mobile: string,
  field = 'mobileNum',
): Promise<string> {
  const digits = mobile.replace(/[\s-]/g, '');
  const dialing = `+${dialingCode.trim().replace(/^\+/, '')}`;
  if (!/^\d{6,15}$/.test(digits)) {
    throw validationError([
      { field, key: 'reg_pattern_7', message: 'must be 6 to 15 digits', params: { min: 6, max: 15 } },
    ]);
  }
  const country = await ctx.db
    .selectFrom('countries')
    .select('country_code')
    .where('country_dialing_code', '=', dialing)
    .executeTakeFirst();
  if (!country) {
    throw validationError([
      { field: 'countryDialingCode', key: 'invalid_dialing_code', message: 'unknown dialling code' },
    ]);
  }
  return mobileKey(dialing, digits);
}

/**
 * Issues a 6-digit code for a mobile number: earlier codes of the same purpose are voided, the new one is
 * valid for smsCodeMinutes and sent only when `send` is true. The reply is the same either way and takes as
 * long: issuing and sending run after it.
 */
export async function sendSmsCode(
  ctx: AppContext,
  purpose: SmsPurpose,
  key: string,
  send: boolean,
): Promise<number> {
  const now = ctx.now();
  const minutes = ctx.config.smsCodeMinutes;
  // The reply leaves now, sent or not: the code is stored and delivered after it (platform/background).
  if (send) ctx.background.run('sms code', () => issueSmsCode(ctx, purpose, key, now, minutes));
  return minutes;
}

async function issueSmsCode(ctx: AppContext, purpose: SmsPurpose, key: string, now: Date, minutes: number) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('mobile_key', '=', key)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        purpose,
        mobile_key: key,
        code_hash: sha256(`${key}:${purpose}:${code}`),
        attempts: 0,
        created_at: now,
        expires_at: new Date(now.getTime() + minutes * 60_000),
      })
      .execute();
  });
  await ctx.delivery.send({
    channel: 'sms',
    to: key,
    subject: null,
    text: `Your Playfront verification code is ${code}. It expires in ${minutes} minutes.`,
  });
}

/**
 * Consumes the latest live code of a mobile number if `code` matches. Every attempt is counted atomically
 * before the comparison (`attempts < SMS_MAX_ATTEMPTS` in the same UPDATE), so parallel guesses can never
 * evaluate more than SMS_MAX_ATTEMPTS codes.
 */
export async function consumeSmsCode(
  ctx: AppContext,
  purpose: SmsPurpose,
  key: string,
  code: string,
): Promise<boolean> {
  const now = ctx.now();
  const row = await ctx.db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('sms_codes')
        .select('id')
        .where('mobile_key', '=', key)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!row) return false;
  if (!safeEqual(row.code_hash, sha256(`${key}:${purpose}:${code.trim()}`))) return false;
  const used = await ctx.db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
