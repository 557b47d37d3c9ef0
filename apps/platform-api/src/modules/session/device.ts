import { randomInt } from 'node:crypto';
import { DeviceErrorCode, ErrorCode } from '@playfront/api-contract';
import type { DeviceChallenge, DeviceFactor, LoginResult, TotpSetup } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../identity';
import type { AppContext } from '../../core/context';
import { randomToken, safeEqual, sha256 } from '../../core/crypto';
import { AppError } from '../../core/errors';
import { isSecure } from '../../core/security-headers';
import { qrSvg } from '../system';
import { matchTotp, newTotpSecret, openSecret, otpauthUri, sealSecret, base32Encode } from './totp';

/**
 * Login from a new device or address (spec §4). A device is the random id of its `pf_device` cookie
 * (HttpOnly, set by the login reply, kept 400 days); only its hash is stored. A login is from a known place
 * when the member has logged in before from the same device AND the same IP; anything else (a new browser,
 * cleared cookies, or a new address) is new and, when the brand turns the check on, needs a second factor.
 */
export const DEVICE_COOKIE = 'pf_device';
const DEVICE_COOKIE_MAX_AGE = 400 * 86_400;
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong answers allowed on one challenge before it is void. */
export const CHALLENGE_MAX_ATTEMPTS = 5;
const CODE_MINUTES = 5;

export const deviceIdOf = (request: FastifyRequest): string | null => {
  const match = /(?:^|;\s*)pf_device=([A-Za-z0-9_-]{16,64})/.exec(request.headers.cookie ?? '');
  return match ? match[1]! : null;
};

/** The device id of a request, and the Set-Cookie header that gives a new device its id. */
export function deviceOf(
  ctx: AppContext,
  request: FastifyRequest,
): { hash: string; setCookie: string | null } {
  const existing = deviceIdOf(request);
  const id = existing ?? randomToken(24);
  return {
    hash: sha256(`device:${id}`),
    setCookie: existing
      ? null
      : `${DEVICE_COOKIE}=${id}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_COOKIE_MAX_AGE}${isSecure(ctx.config, request) ? '; Secure' : ''}`,
  };
}

/** Records (or refreshes) a device and address of a member. */
export async function rememberDevice(ctx: AppContext, userId: number, deviceHash: string, ip: string) {
  const now = ctx.now();
  await ctx.db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

export async function isKnownDevice(ctx: AppContext, userId: number, deviceHash: string, ip: string) {
  const row = await ctx.db
    .selectFrom('known_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};
const maskMobile = (user: User): string | null =>
  user.mobile_num
    ? `${user.country_dialing_code ?? ''} ${user.mobile_num.slice(0, 2)}****${user.mobile_num.slice(-3)}`.trim()
    : null;

async function totpRow(ctx: AppContext, userId: number) {
  return ctx.db.selectFrom('member_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function bankNames(ctx: AppContext, userId: number): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('bank_accounts')
    .select('account_name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.account_name);
}

/** The second factors a member can use: only those bound to their account. */
export async function factorsOf(ctx: AppContext, user: User): Promise<DeviceFactor[]> {
  const factors: DeviceFactor[] = [];
  if (user.mobile_key) factors.push('sms');
  if (user.email) factors.push('email');
  if ((await totpRow(ctx, user.id))?.enabled) factors.push('totp');
  if ((await bankNames(ctx, user.id)).length > 0) factors.push('bank');
  return factors;
}

/**
 * Holds a verified login back for a second factor; the reply names the factors the member can use. A
 * member with none bound logs in as before (there is nothing to ask).
 */
export async function issueChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
  deviceHash: string,
  reason: string | null,
): Promise<DeviceChallenge | null> {
  const factors = await factorsOf(ctx, user);
  if (factors.length === 0) return null;
  const id = randomToken(24);
  const now = ctx.now();
  await ctx.db
    .insertInto('login_challenges')
    .values({
      token_hash: sha256(id),
      user_id: user.id,
      device_hash: deviceHash,
      ip: request.ip,
      force_change_reason: reason,
      attempts: 0,
      code_factor: null,
      code_hash: null,
      code_expires_at: null,
      created_at: now,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .execute();
  return {
    challenge: {
      id,
      factors,
      mobileNum: maskMobile(user),
      email: user.email ? maskEmail(user.email) : null,
      expiresInSeconds: CHALLENGE_TTL_MS / 1000,
    },
  };
}

const challengeInvalid = () =>
  new AppError(
    400,
    DeviceErrorCode.challengeInvalid,
    'The verification has expired or was already used: please log in again',
  );
const factorUnavailable = () =>
  new AppError(400, DeviceErrorCode.factorUnavailable, 'This way of verifying is not available');

/** The live challenge of an id sent from the address that got it. */
async function liveChallenge(ctx: AppContext, request: FastifyRequest, id: string) {
  const row = await ctx.db
    .selectFrom('login_challenges')
    .selectAll()
    .where('token_hash', '=', sha256(id))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (!row || row.ip !== request.ip) throw challengeInvalid();
  return row;
}

const codeHash = (challengeId: number, factor: string, code: string) =>
  sha256(`challenge:${challengeId}:${factor}:${code}`);

/** Sends a 6-digit code to the bound mobile or e-mail (replacing an earlier one); the reply does not wait. */
export async function sendChallengeCode(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  factor: 'sms' | 'email',
): Promise<number> {
  const challenge = await liveChallenge(ctx, request, id);
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', challenge.user_id)
    .executeTakeFirstOrThrow();
  const to = factor === 'sms' ? user.mobile_key : user.email;
  if (!to) throw factorUnavailable();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await ctx.db
    .updateTable('login_challenges')
    .set({
      code_factor: factor,
      code_hash: codeHash(challenge.id, factor, code),
      code_expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000),
    })
    .where('id', '=', challenge.id)
    .execute();
  const text = `Your Playfront login verification code is ${code}. It expires in ${CODE_MINUTES} minutes. If you did not try to log in, change your password.`;
  ctx.background.run('device code', () =>
    ctx.delivery.send(
      factor === 'sms'
        ? { channel: 'sms', to, subject: null, text }
        : { channel: 'email', to, subject: 'Your Playfront login verification code', text },
    ),
  );
  return CODE_MINUTES;
}

/** Bank account names compare without case, accents' composition, or extra spaces. */
export const normaliseName = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * Checks an answer. Every attempt is counted atomically before the comparison (a challenge allows
 * CHALLENGE_MAX_ATTEMPTS answers), and a right answer consumes the challenge, registers the device and
 * returns the session.
 */
export async function verifyChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  factor: DeviceFactor,
  answer: string,
  start: (user: User, reason: 'default_password' | 'expired' | null) => Promise<LoginResult>,
): Promise<LoginResult> {
  const challenge = await liveChallenge(ctx, request, id);
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', challenge.user_id)
    .executeTakeFirstOrThrow();
  if (!(await factorsOf(ctx, user)).includes(factor)) throw factorUnavailable();
  const now = ctx.now();
  const counted = await ctx.db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
    .returning(['attempts', 'code_factor', 'code_hash', 'code_expires_at'])
    .executeTakeFirst();
  if (!counted) throw challengeInvalid();

  let right = false;
  let totpStep: number | null = null;
  const trimmed = answer.trim();
  if (factor === 'sms' || factor === 'email') {
    right =
      counted.code_factor === factor &&
      counted.code_hash !== null &&
      counted.code_expires_at !== null &&
      new Date(counted.code_expires_at) > now &&
      safeEqual(counted.code_hash, codeHash(challenge.id, factor, trimmed));
  } else if (factor === 'totp') {
    const row = await totpRow(ctx, user.id);
    if (row?.enabled) {
      totpStep = matchTotp(totpKey(ctx, row.secret_sealed), trimmed, now.getTime(), row.last_step);
      right = totpStep !== null && (await useTotpStep(ctx, user.id, totpStep));
    }
  } else {
    const given = normaliseName(trimmed);
    const names = await bankNames(ctx, user.id);
    right = names.some((name) => safeEqual(normaliseName(name), given));
  }

  if (!right) {
    // The last allowed wrong answer voids the challenge: the member logs in again.
    if (counted.attempts >= CHALLENGE_MAX_ATTEMPTS) throw challengeInvalid();
    throw new AppError(400, DeviceErrorCode.answerWrong, 'The answer is not correct');
  }
  const used = await ctx.db
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw challengeInvalid();
  if (user.disabled) throw new AppError(403, ErrorCode.accountDisabled, 'This account is disabled');
  await rememberDevice(ctx, user.id, challenge.device_hash, challenge.ip);
  const reason = challenge.force_change_reason as 'default_password' | 'expired' | null;
  return start(user, reason);
}

// --- Authenticator app (TOTP) -------------------------------------------------------------------------

const totpKey = (ctx: AppContext, sealed: string): Buffer => openSecret(ctx.keys.deriveKey('totp'), sealed);

/** Records `step` as used unless a later or equal one already was (two parallel uses: one wins). */
async function useTotpStep(ctx: AppContext, userId: number, step: number): Promise<boolean> {
  const result = await ctx.db
    .updateTable('member_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const totpInvalid = () =>
  new AppError(400, DeviceErrorCode.totpCodeInvalid, 'The authenticator code is not correct');

export async function totpEnabled(ctx: AppContext, userId: number): Promise<boolean> {
  return (await totpRow(ctx, userId))?.enabled === true;
}

/** A new secret for a member who has none enabled (replacing one not yet confirmed). */
export async function setupTotp(ctx: AppContext, userId: number): Promise<TotpSetup> {
  const row = await totpRow(ctx, userId);
  if (row?.enabled) {
    throw new AppError(409, DeviceErrorCode.totpAlreadyEnabled, 'The authenticator app is already on');
  }
  const user = await ctx.db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const secret = newTotpSecret();
  const sealed = sealSecret(ctx.keys.deriveKey('totp'), secret);
  const now = ctx.now();
  await ctx.db
    .insertInto('member_totp')
    .values({ user_id: userId, secret_sealed: sealed, enabled: false, last_step: null, created_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret_sealed: sealed, last_step: null, created_at: now }),
    )
    .execute();
  const uri = otpauthUri('Playfront', user.username, secret);
  return { secret: base32Encode(secret), otpauthUri: uri, qrSvg: qrSvg(uri) };
}

/** Turns the app on (with a code of the pending secret) or off (with a code of the enabled one). */
export async function confirmTotp(ctx: AppContext, userId: number, code: string, enable: boolean) {
  const row = await totpRow(ctx, userId);
  if (enable && (!row || row.enabled)) {
    throw row
      ? new AppError(409, DeviceErrorCode.totpAlreadyEnabled, 'The authenticator app is already on')
      : new AppError(400, DeviceErrorCode.totpNotEnabled, 'Start setting up the authenticator app first');
  }
  if (!enable && !row?.enabled) {
    throw new AppError(400, DeviceErrorCode.totpNotEnabled, 'The authenticator app is not on');
  }
  const step = matchTotp(totpKey(ctx, row!.secret_sealed), code, ctx.now().getTime(), row!.last_step);
  if (step === null || !(await useTotpStep(ctx, userId, step))) throw totpInvalid();
  if (enable) {
    await ctx.db
      .updateTable('member_totp')
      .set({ enabled: true, enabled_at: ctx.now() })
      .where('user_id', '=', userId)
      .execute();
  } else {
    await ctx.db.deleteFrom('member_totp').where('user_id', '=', userId).execute();
  }
}
