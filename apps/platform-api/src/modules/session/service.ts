import { AccountType, ErrorCode, SystemStatus, WhitelabelFlag } from '@playfront/api-contract';
import type { DeviceChallenge, LoginRequest, LoginResult } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { User } from '../identity';
import type { BrandSettings } from '../system';
import { newReferralCode } from '../identity';
import { createSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { countryOf } from '../../core/country';
import { randomToken, safeEqual } from '../../core/crypto';
import { AppError, featureDisabled } from '../../core/errors';
import { getSettings, isFlagOn } from '../system';
import { consumeSmsCode, normaliseMobile, requireCaptcha } from '../verification';
import { isKnownDevice, issueChallenge, rememberDevice } from './device';

/** Failed logins per account within FAILURE_WINDOW_MS after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
const FAILURE_WINDOW_MS = 15 * 60_000;

/** Refuses entry while the site is in maintenance or the visitor's region is restricted. */
export function assertSiteOpen(ctx: AppContext, request: FastifyRequest, settings: BrandSettings): void {
  if (settings.system.status === SystemStatus.MAINTENANCE) {
    throw new AppError(403, 'maintenance', 'The site is under maintenance');
  }
  const country = countryOf(ctx, request);
  const restricted =
    settings.system.status === SystemStatus.REGION_RESTRICTED ||
    (country !== null && settings.system.restrictedCountries.includes(country));
  if (restricted) {
    throw new AppError(
      403,
      'region_restricted',
      'Due to restriction of your location or IP address, you are not allowed to access the site.',
    );
  }
}

const recentFailures = async (ctx: AppContext, accountKey: string): Promise<number> => {
  const since = new Date(ctx.now().getTime() - FAILURE_WINDOW_MS);
  const row = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_key', '=', accountKey)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

const invalidCredentials = (captchaRequired: boolean) =>
  new AppError(401, ErrorCode.invalidCredentials, 'The account or password is incorrect', {
    captchaRequired,
  });

const smsCodeInvalid = (captchaRequired: boolean) =>
  new AppError(401, ErrorCode.smsCodeInvalid, 'The SMS code is wrong or expired', { captchaRequired });

/** Why the user must change the password before anything else, or null. */
export function forceChangeReason(
  ctx: AppContext,
  settings: BrandSettings,
  user: User,
  password: string | null,
): 'default_password' | 'expired' | null {
  if (user.must_change_password || (password !== null && safeEqual(password, ctx.config.defaultPassword))) {
    return 'default_password';
  }
  const days = settings.passwordPolicy.expiryDays;
  if (password !== null && days > 0 && isFlagOn(settings, WhitelabelFlag.PWDEXPFORCECHANGE3)) {
    if (ctx.now().getTime() - user.password_changed_at.getTime() > days * 86_400_000) return 'expired';
  }
  return null;
}

/** Opens a session for a verified user and records the login. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  reason: 'default_password' | 'expired' | null,
): Promise<LoginResult> {
  const previous = { at: user.last_login_at, ip: user.last_login_ip };
  const token = await createSession(ctx, user.id, request, reason !== null, previous);
  const now = ctx.now();
  await ctx.db
    .updateTable('users')
    .set({ last_login_at: now, last_login_ip: request.ip, first_login_at: user.first_login_at ?? now })
    .where('id', '=', user.id)
    .execute();
  await ctx.db
    .insertInto('login_days')
    .values({ user_id: user.id, day: now.toISOString().slice(0, 10) })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  return {
    token,
    firstTimeLogin: user.first_login_at === null,
    passwordExpired: reason !== null,
    forceChangeReason: reason,
    expiredMinutes: ctx.config.sessionIdleMinutes,
    accountType: user.account_type,
    previousLogin: previous.at ? { at: previous.at.getTime(), ip: previous.ip } : null,
  };
}

/**
 * Whose failed logins count together: the account a login names (by username, or by normalised mobile
 * number for SMS logins), whether or not it exists.
 */
export async function loginAccountKey(
  ctx: AppContext,
  settings: BrandSettings,
  input: LoginRequest,
): Promise<string> {
  const merchant = ctx.config.merchantCode;
  const identifier = input.username.trim();
  return input.type === 'sms'
    ? `${merchant}:m:${await normaliseMobile(ctx, input.countryDialingCode ?? settings.region.defaultCountryDialingCode, identifier, 'username')}`
    : `${merchant}:u:${identifier.toLowerCase()}`;
}

/**
 * Username/password or mobile/SMS-code login with captcha escalation (its rate limits are on the route).
 * `deviceHash` names the device (modules/session/device.ts): a password login from a device and address the
 * member has not used together answers a challenge instead when the brand's new-device check is on.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  input: LoginRequest,
  deviceHash: string,
): Promise<LoginResult | DeviceChallenge> {
  const settings = await getSettings(ctx);
  assertSiteOpen(ctx, request, settings);
  const merchant = ctx.config.merchantCode;
  const isSms = input.type === 'sms';
  if (isSms && !isFlagOn(settings, WhitelabelFlag.MOBILEVERCODELOGIN3)) throw featureDisabled();

  const identifier = input.username.trim();
  const accountKey = await loginAccountKey(ctx, settings, input);
  const now = ctx.now();

  const failures = await recentFailures(ctx, accountKey);
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha) {
      throw new AppError(400, ErrorCode.captchaRequired, 'Please complete the captcha', {
        captchaRequired: true,
      });
    }
    await requireCaptcha(ctx, request, input.captcha);
  }

  let user: User | undefined;
  let verified = false;
  let smsCodeWrong = false;
  if (isSms) {
    const key = accountKey.slice(`${merchant}:m:`.length);
    verified = await consumeSmsCode(ctx, 'login', key, input.password);
    smsCodeWrong = !verified;
    user = verified
      ? await ctx.db
          .selectFrom('users')
          .selectAll()
          .where('merchant_code', '=', merchant)
          .where('mobile_key', '=', key)
          .executeTakeFirst()
      : undefined;
    verified = verified && user !== undefined;
  } else {
    user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .where('username_key', '=', identifier.toLowerCase())
      .executeTakeFirst();
    verified = user
      ? await ctx.passwords.verify(user.password_hash, input.password)
      : await ctx.passwords.verifyDummy(input.password);
  }

  if (!verified || !user || user.account_type === AccountType.TRIAL) {
    await ctx.db
      .insertInto('login_failures')
      .values({ account_key: accountKey, ip: request.ip, created_at: now })
      .execute();
    const captchaRequired = failures + 1 >= CAPTCHA_AFTER_FAILURES;
    // A wrong or expired SMS code is its own error, so the portal can say so under the code field.
    if (smsCodeWrong) throw smsCodeInvalid(captchaRequired);
    throw invalidCredentials(captchaRequired);
  }
  if (user.disabled) throw new AppError(403, ErrorCode.accountDisabled, 'This account is disabled');
  await ctx.db.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
  const reason = isSms
    ? user.must_change_password
      ? 'default_password'
      : null
    : forceChangeReason(ctx, settings, user, input.password);
  // An SMS-code login has proved the bound mobile already: only a password login is held back.
  if (
    !isSms &&
    settings.loginDeviceCheck.enabled &&
    !(await isKnownDevice(ctx, user.id, deviceHash, request.ip))
  ) {
    const challenge = await issueChallenge(ctx, request, user, deviceHash, reason);
    if (challenge) return challenge;
  }
  await rememberDevice(ctx, user.id, deviceHash, request.ip);
  return startSession(ctx, request, user, reason);
}

/** Creates a trial account (type 4) with an unusable password and logs it in. */
export async function freePlay(ctx: AppContext, request: FastifyRequest): Promise<LoginResult> {
  const settings = await getSettings(ctx);
  assertSiteOpen(ctx, request, settings);
  if (!isFlagOn(settings, WhitelabelFlag.FREEPLAY3)) throw featureDisabled();
  const now = ctx.now();
  const username = `trial_${randomToken(6)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .toLowerCase()}`;
  const user = await ctx.db
    .insertInto('users')
    .values({
      merchant_code: ctx.config.merchantCode,
      username,
      username_key: username,
      password_hash: await ctx.passwords.hash(randomToken(32)),
      account_type: AccountType.TRIAL,
      nickname: 'Guest',
      avatar: 'avatar-1',
      avatar_type: 'STATIC',
      referral_code: newReferralCode(),
      profile: '{}',
      member_labels: '[]',
      register_method: 'FREEPLAY',
      register_ip: request.ip,
      password_changed_at: now,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return startSession(ctx, request, user, null);
}

/** The UTC days (yyyy-MM-dd, ascending) in [from, to] on which the member signed in. */
export async function loginDays(db: Db, userId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_days')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** When each of `userIds` last signed in (null: never). */
export async function lastSignIns(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.max('created_at').as('at')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, new Date(row.at as Date)]));
}
