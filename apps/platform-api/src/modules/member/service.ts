import { randomInt } from 'node:crypto';
import {
  AVATAR_STATIC_COUNT,
  AccountType,
  ErrorCode,
  WhitelabelFlag,
  isTrialType,
} from '@playfront/api-contract';
import type {
  ChangePasswordRequest,
  FieldError,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  LoginResult,
  MemberInfo,
  MobileRegisterRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@playfront/api-contract';
import { BIRTHDAY_FIELD, utcDay, validateRegistration } from '@playfront/registration-rules';
import type { AgeCheck, FieldMessage, FieldRule, FieldRules } from '@playfront/registration-rules';
import type { FastifyRequest } from 'fastify';
import type { BrandSettings } from '../system';
import { newReferralCode } from '../identity';
import type { NewUser, User } from '../identity';
import { revokeAllSessions } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { randomToken, sha256 } from '../../core/crypto';
import { AppError, featureDisabled, validationError } from '../../core/errors';
import { assertSiteOpen, startSession } from '../session';
import { getSettings, isFlagOn } from '../system';
import { checkNewPassword } from './password-policy';
import { consumeSmsCode, normaliseMobile, requireCaptcha } from '../verification';

/** Static avatars a member may pick (the client maps ids to artwork). */
export const avatarOptions = Array.from({ length: AVATAR_STATIC_COUNT }, (_, i) => `avatar-${i + 1}`);

const RESET_TTL_MS = 30 * 60_000;

const toFieldErrors = (errors: Record<string, FieldMessage>): FieldError[] =>
  Object.entries(errors).map(([field, error]) => ({
    field,
    key: error.key,
    message: `${field} is not valid`,
    params: error.params,
  }));

const check = (
  rules: FieldRules,
  values: Record<string, unknown>,
  fields: readonly string[],
  ageCheck?: AgeCheck,
) => {
  const errors = validateRegistration(rules, values, fields, ageCheck);
  if (Object.keys(errors).length > 0) throw validationError(toFieldErrors(errors));
};

/** The date of birth is checked on the brand's clock (the UTC day) against its minimum age. */
const ageCheckOf = (ctx: AppContext, settings: BrandSettings): AgeCheck => ({
  today: utcDay(ctx.now()),
  minimumAge: settings.protection.minimumAge,
});

/** The date of birth to store: only when the brand asks it (the rule checked it), else null. */
const birthDateOf = (rules: FieldRules, value: string | undefined): string | null =>
  rules[BIRTHDAY_FIELD]?.enabled && value?.trim() ? value.trim() : null;

const uniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

interface Upline {
  uplineId: number | null;
  referredBy: number | null;
}

async function resolveCodes(ctx: AppContext, affiliateCode?: string, referralCode?: string): Promise<Upline> {
  const merchant = ctx.config.merchantCode;
  let uplineId: number | null = null;
  let referredBy: number | null = null;
  if (affiliateCode) {
    const affiliate = await ctx.db
      .selectFrom('affiliates')
      .select('agent_id')
      .where('merchant_code', '=', merchant)
      .where('code', '=', affiliateCode.trim())
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!affiliate) throw new AppError(400, ErrorCode.affiliateInvalid, 'The invitation code is not valid');
    uplineId = affiliate.agent_id;
  }
  if (referralCode) {
    const referrer = await ctx.db
      .selectFrom('users')
      .select(['id', 'account_type'])
      .where('merchant_code', '=', merchant)
      .where('referral_code', '=', referralCode.trim().toUpperCase())
      .executeTakeFirst();
    if (!referrer || isTrialType(referrer.account_type)) {
      throw new AppError(400, ErrorCode.referralInvalid, 'The referral code is not valid');
    }
    referredBy = referrer.id;
  }
  return { uplineId, referredBy };
}

async function insertUser(ctx: AppContext, values: NewUser, taken: 'username' | 'mobile'): Promise<User> {
  try {
    return await ctx.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    const mobileClash = values.mobile_key
      ? await ctx.db
          .selectFrom('users')
          .select('id')
          .where('merchant_code', '=', values.merchant_code)
          .where('mobile_key', '=', values.mobile_key)
          .executeTakeFirst()
      : undefined;
    if (mobileClash || taken === 'mobile') {
      throw new AppError(409, ErrorCode.mobileTaken, 'This mobile number is already registered');
    }
    throw new AppError(409, ErrorCode.usernameTaken, 'This username is already taken');
  }
}

const newUser = (
  ctx: AppContext,
  request: FastifyRequest,
  domain: string | undefined,
): Omit<NewUser, 'username' | 'username_key' | 'password_hash'> => {
  const now = ctx.now();
  return {
    merchant_code: ctx.config.merchantCode,
    account_type: AccountType.MEMBER,
    nickname: '',
    avatar: 'avatar-1',
    avatar_type: 'STATIC',
    referral_code: newReferralCode(),
    profile: '{}',
    member_labels: '[]',
    register_method: 'WEB',
    register_ip: request.ip,
    register_domain: domain?.slice(0, 253) ?? null,
    password_changed_at: now,
    created_at: now,
  };
};

const captchaOn = (settings: BrandSettings) => settings.registerRules['captcha']?.enabled === true;

/** Fields of the username form validated by rules (captcha and SMS code are checked by their services). */
const usernameFormFields = (rules: FieldRules): string[] =>
  Object.keys(rules).filter((field) => !['captcha', 'verificationCode'].includes(field));

const profileFields = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export async function register(
  ctx: AppContext,
  request: FastifyRequest,
  form: RegisterRequest,
): Promise<LoginResult | null> {
  const settings = await getSettings(ctx);
  assertSiteOpen(ctx, request, settings);
  if (!isFlagOn(settings, WhitelabelFlag.USERNAMEREG3)) throw featureDisabled();
  const rules = settings.registerRules;
  check(rules, form, usernameFormFields(rules), ageCheckOf(ctx, settings));
  await checkNewPassword(ctx, {
    username: form.username,
    password: form.password,
    confirm: form.confirmPassword,
    field: 'password',
    rules,
  });
  if (captchaOn(settings)) await requireCaptcha(ctx, request, form.captcha);

  let key: string | null = null;
  if (form.mobileNum) {
    key = await normaliseMobile(
      ctx,
      form.countryDialingCode ?? settings.region.defaultCountryDialingCode,
      form.mobileNum,
    );
  }
  const codes = await resolveCodes(ctx, form.affiliateCode, form.referralCode);
  const profile: Record<string, string> = {};
  for (const field of profileFields) if (form[field]) profile[field] = form[field] as string;

  const username = form.username.trim();
  const user = await insertUser(
    ctx,
    {
      ...newUser(ctx, request, form.domain),
      username,
      username_key: username.toLowerCase(),
      nickname: username,
      password_hash: await ctx.passwords.hash(form.password),
      email: form.email?.trim() || null,
      mobile_key: key,
      mobile_num: key ? (form.mobileNum?.replace(/\D/g, '') ?? null) : null,
      country_dialing_code: key ? (form.countryDialingCode ?? null) : null,
      affiliate_code: form.affiliateCode ?? null,
      upline_id: codes.uplineId,
      referred_by: codes.referredBy,
      profile: JSON.stringify(profile),
      birth_date: birthDateOf(rules, form.birthday),
    },
    'username',
  );
  if (form.paymentPassword) {
    await ctx.db
      .insertInto('payment_passwords')
      .values({
        user_id: user.id,
        password_hash: await ctx.passwords.hash(form.paymentPassword),
        updated_at: ctx.now(),
      })
      .execute();
  }
  return form.login === false ? null : startSession(ctx, request, user, null);
}

export async function registerMobile(
  ctx: AppContext,
  request: FastifyRequest,
  form: MobileRegisterRequest,
): Promise<LoginResult | null> {
  const settings = await getSettings(ctx);
  assertSiteOpen(ctx, request, settings);
  if (!isFlagOn(settings, WhitelabelFlag.MOBILENUMREG3)) throw featureDisabled();
  const base = settings.registerRules;
  const mobileRule: FieldRule = { ...base['mobileNum'], enabled: true, required: true };
  const passwordRequired = isFlagOn(settings, WhitelabelFlag.MOBILENUMPASSREG3);
  const smsRequired = isFlagOn(settings, WhitelabelFlag.REGMOBVERF3);
  const rules: FieldRules = { ...base, mobileNum: mobileRule };
  const values = { ...form, confirmPassword: form.confirmPassword ?? form.password };
  const fields = ['mobileNum', 'affiliateCode', 'referralCode'];
  if (smsRequired) fields.push('verificationCode');
  if (base[BIRTHDAY_FIELD]?.enabled) fields.push(BIRTHDAY_FIELD);
  check(rules, values, fields, ageCheckOf(ctx, settings));
  const hasPassword = Boolean(form.password);
  if (passwordRequired && !hasPassword) {
    throw validationError([{ field: 'password', key: 'reg_required', message: 'password is required' }]);
  }
  if (hasPassword)
    await checkNewPassword(ctx, {
      username: form.mobileNum.replace(/\D/g, ''),
      password: form.password as string,
      confirm: values.confirmPassword as string,
      field: 'password',
      rules,
    });
  if (captchaOn(settings)) await requireCaptcha(ctx, request, form.captcha);

  const key = await normaliseMobile(ctx, form.countryDialingCode, form.mobileNum);
  if (smsRequired && !(await consumeSmsCode(ctx, 'register', key, form.verificationCode ?? ''))) {
    throw new AppError(400, ErrorCode.smsCodeInvalid, 'The verification code is wrong or expired');
  }
  const codes = await resolveCodes(ctx, form.affiliateCode, form.referralCode);
  const digits = form.mobileNum.replace(/\D/g, '');
  const user = await insertUser(
    ctx,
    {
      ...newUser(ctx, request, form.domain),
      username: digits,
      username_key: digits,
      nickname: digits,
      password_hash: await ctx.passwords.hash(hasPassword ? (form.password as string) : randomToken(32)),
      mobile_key: key,
      mobile_num: digits,
      country_dialing_code: form.countryDialingCode,
      affiliate_code: form.affiliateCode ?? null,
      upline_id: codes.uplineId,
      referred_by: codes.referredBy,
      birth_date: birthDateOf(rules, form.birthday),
    },
    'mobile',
  );
  return form.login === false ? null : startSession(ctx, request, user, null);
}

const mask = (text: string, keepStart: number, keepEnd: number): string =>
  text.length <= keepStart + keepEnd
    ? '*'.repeat(text.length)
    : `${text.slice(0, keepStart)}****${text.slice(-keepEnd)}`;

export async function findUser(ctx: AppContext, userId: number): Promise<User> {
  return ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function memberInfo(ctx: AppContext, userId: number, restricted: boolean): Promise<MemberInfo> {
  const user = await findUser(ctx, userId);
  const [name, domain] = (user.email ?? '').split('@');
  return {
    id: user.id,
    account: user.username,
    userName: user.username,
    nickname: user.nickname,
    type: user.account_type,
    toUpline: user.upline_id !== null,
    clubLabel: { labelName: user.club_label, rankLevel: user.rank_level },
    memberLabel: (user.member_labels ?? []).map((labelName) => ({ labelName })),
    mobileNum: user.mobile_num
      ? `${user.country_dialing_code ?? ''} ${mask(user.mobile_num, 2, 3)}`.trim()
      : null,
    email: user.email ? `${name.slice(0, 2)}***@${domain}` : null,
    referralCode: user.referral_code,
    avatar: user.avatar,
    avatarType: user.avatar_type === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
    passwordChangeRequired: restricted,
  };
}

export async function setAvatar(ctx: AppContext, userId: number, avatar: string): Promise<void> {
  if (!avatarOptions.includes(avatar)) {
    throw validationError([
      { field: 'avatar', key: 'invalid_enum', message: 'avatar is not one of the options' },
    ]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ avatar, avatar_type: 'STATIC' }).where('id', '=', userId).execute();
    // A static choice replaces a custom avatar, which is then no longer kept.
    await trx.deleteFrom('member_avatars').where('user_id', '=', userId).execute();
  });
}

/** Sets a new password and ends every session of the user (they log in again). */
async function replacePassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({
      password_hash: await ctx.passwords.hash(password),
      password_changed_at: ctx.now(),
      must_change_password: false,
    })
    .where('id', '=', userId)
    .execute();
  await revokeAllSessions(ctx, userId);
}

export async function changePassword(
  ctx: AppContext,
  userId: number,
  form: ChangePasswordRequest,
): Promise<void> {
  const settings = await getSettings(ctx);
  const user = await findUser(ctx, userId);
  if (!(await ctx.passwords.verify(user.password_hash, form.oldPassword))) {
    throw new AppError(400, ErrorCode.invalidCredentials, 'The old password is incorrect');
  }
  await checkNewPassword(ctx, {
    username: user.username,
    password: form.newPassword,
    confirm: form.confirmNewPassword,
    rules: settings.registerRules,
  });
  if (form.newPassword === form.oldPassword) {
    throw new AppError(400, ErrorCode.passwordReused, 'The new password must differ from the old one');
  }
  await replacePassword(ctx, userId, form.newPassword);
}

/** Sends a reset link when username and e-mail match; the reply never says whether they did. */
export async function forgotByEmail(ctx: AppContext, form: ForgotByEmailRequest): Promise<void> {
  const usernameKey = form.username.trim().toLowerCase();
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'account_type'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
  const email = form.email.trim().toLowerCase();
  if (!user || !user.email || user.email.toLowerCase() !== email || isTrialType(user.account_type)) return;
  const now = ctx.now();
  const to = user.email;
  // The reply does not wait for the token and the e-mail: it takes as long whether or not they match.
  ctx.background.run('reset link', async () => {
    const token = randomToken(32);
    await ctx.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TTL_MS),
      })
      .execute();
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.delivery.send({
      channel: 'email',
      to,
      subject: 'Reset your Playfront password',
      text: `Open ${link} within 30 minutes to choose a new password. The link works once. If you did not ask for this, ignore this e-mail.`,
    });
  });
}

export async function resetWithToken(ctx: AppContext, form: ResetPasswordRequest): Promise<void> {
  const now = ctx.now();
  const live = await ctx.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select('users.username')
    .where('password_resets.token_hash', '=', sha256(form.token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
  await checkNewPassword(ctx, {
    username: live?.username ?? null,
    password: form.newPassword,
    confirm: form.confirmNewPassword,
  });
  const row = await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(form.token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new AppError(400, ErrorCode.resetTokenInvalid, 'The reset link is invalid or expired');
  await replacePassword(ctx, row.user_id, form.newPassword);
}

/** Forgot by phone: an SMS code from /wps/verification/sms/noLogin proves the number. */
export async function resetByPhone(ctx: AppContext, form: ForgotByPhoneRequest): Promise<void> {
  const settings = await getSettings(ctx);
  if (!isFlagOn(settings, WhitelabelFlag.CHNGPASSVERIF3)) throw featureDisabled();
  const key = await normaliseMobile(ctx, form.countryDialingCode, form.mobileNum);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('mobile_key', '=', key)
    .executeTakeFirst();
  await checkNewPassword(ctx, {
    username: user?.username ?? null,
    password: form.newPassword,
    confirm: form.confirmNewPassword,
    rules: settings.registerRules,
  });
  if (!user || !(await consumeSmsCode(ctx, 'login', key, form.verificationCode))) {
    throw new AppError(400, ErrorCode.smsCodeInvalid, 'The verification code is wrong or expired');
  }
  await replacePassword(ctx, user.id, form.newPassword);
}

export async function checkAffiliate(ctx: AppContext, code: string, domain?: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('affiliates')
    .select('domain')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', code.trim())
    .where('enabled', '=', true)
    .executeTakeFirst();
  return Boolean(row) && (!row?.domain || !domain || row.domain === domain);
}

/**
 * A one-time password for an account someone else opens: 12 characters of letters and digits, unique to the
 * account (never the brand's shared default), to be changed at the first login.
 */
export const initialPassword = (): string =>
  `${randomToken(9)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 9)}${randomInt(10, 100)}A`;

/**
 * Opens an account directly below `uplineId` (an agent registering its team): the username follows the
 * brand's rules; the password is the one-time `password` (see `initialPassword`), changed at the first login.
 */
export async function createDownlineAccount(
  ctx: AppContext,
  input: {
    /** null: a top-level account (an agent opened from an approved affiliate application). */
    uplineId: number | null;
    username: string;
    password: string;
    accountType: number;
    nickname?: string;
    ip: string;
    registerMethod?: string;
    /**
     * An account a person will play on (an agent's team member or sub-agent): its holder's date of birth is
     * checked against the brand's minimum age as at the player's own registration, and kept.
     */
    ageChecked?: { birthday?: string | undefined };
  },
): Promise<User> {
  const settings = await getSettings(ctx);
  const rules = settings.registerRules;
  const fields = ['username'];
  if (input.ageChecked && rules[BIRTHDAY_FIELD]?.enabled) fields.push(BIRTHDAY_FIELD);
  check(
    rules,
    { username: input.username, [BIRTHDAY_FIELD]: input.ageChecked?.birthday },
    fields,
    ageCheckOf(ctx, settings),
  );
  const username = input.username.trim();
  const now = ctx.now();
  return insertUser(
    ctx,
    {
      merchant_code: ctx.config.merchantCode,
      account_type: input.accountType,
      username,
      username_key: username.toLowerCase(),
      nickname: input.nickname?.trim() || username,
      password_hash: await ctx.passwords.hash(input.password),
      must_change_password: true,
      avatar: 'avatar-1',
      avatar_type: 'STATIC',
      referral_code: newReferralCode(),
      profile: '{}',
      member_labels: '[]',
      register_method: input.registerMethod ?? 'AGENT',
      birth_date: input.ageChecked ? birthDateOf(rules, input.ageChecked.birthday) : null,
      register_ip: input.ip,
      upline_id: input.uplineId,
      password_changed_at: now,
      created_at: now,
      mobile_key: null,
    },
    'username',
  );
}
