import { ErrorCode, MemberAdminErrorCode, isAgentType } from '@playfront/api-contract';
import type {
  AdminMemberDetail,
  AdminMemberLedgerPage,
  AdminMemberLedgerQuery,
  AdminMemberSession,
  AdminPasswordReset,
} from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { revokeAllSessions, revokeSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError, validationError } from '../../core/errors';
import type { ContentLanguage } from '../../core/language';
import { contentLanguages } from '../../core/language';
import { initialPassword } from '../member';
import { memberWallets, moneyEnv } from '../payments';
import { brandDefaultLanguage, getSettings } from '../system';
import { memberLabels } from '../vip';
import { memberLedger as ledgerOf } from '../wallet';

/**
 * The back office's view of one member and the actions on them: lock and unlock (users.disabled, which the
 * sign-in and every session check already refuse), sessions (ended with the session module's revocation),
 * a password reset (a one-time password sent to the member), and labels.
 */

const notFound = () => new AppError(404, ErrorCode.notFound, 'No such member');

interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  mobile_num: string | null;
  mobile_key: string | null;
  email: string | null;
  account_type: number;
  disabled: boolean;
  must_change_password: boolean;
  created_at: Date;
  last_login_at: Date | null;
  member_labels: string[];
  rank_level: number;
  club_label: string;
  birth_date: string | null;
}

/** The member named by a back-office path (username, any case), or 404 not_found. */
export async function memberRow(ctx: AppContext, username: string): Promise<MemberRow> {
  const row = await ctx.db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'nickname',
      'mobile_num',
      'mobile_key',
      'email',
      'account_type',
      'disabled',
      'must_change_password',
      'created_at',
      'last_login_at',
      'member_labels',
      'rank_level',
      'club_label',
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
    ])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, member_labels: row.member_labels ?? [] };
}

/** Sessions that still answer: not ended, not past their lifetime, not idle too long. */
const liveSessions = (ctx: AppContext, userId: number) => {
  const now = ctx.now();
  return ctx.db
    .selectFrom('sessions')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - ctx.config.sessionIdleMinutes * 60_000));
};

export async function memberDetail(ctx: AppContext, username: string): Promise<AdminMemberDetail> {
  const row = await memberRow(ctx, username);
  const [lock, wallets, sessions] = await Promise.all([
    ctx.db.selectFrom('member_locks').selectAll().where('user_id', '=', row.id).executeTakeFirst(),
    memberWallets(moneyEnv(ctx), row.username),
    liveSessions(ctx, row.id)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    userId: row.id,
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile_num,
    email: row.email,
    birthDate: row.birth_date,
    accountType: row.account_type,
    agent: isAgentType(row.account_type),
    status: row.disabled ? 'locked' : 'active',
    lock: row.disabled
      ? {
          reason: lock?.reason ?? '',
          lockedAt: lock?.locked_at.getTime() ?? null,
          lockedBy: lock?.locked_by ?? null,
        }
      : null,
    mustChangePassword: row.must_change_password,
    createdAt: row.created_at.getTime(),
    lastLoginAt: row.last_login_at?.getTime() ?? null,
    labels: row.member_labels,
    vipLevel: row.rank_level,
    clubLabel: row.club_label,
    activeSessions: Number(sessions.n),
    wallets,
  };
}

export async function memberLedger(
  ctx: AppContext,
  username: string,
  query: AdminMemberLedgerQuery,
): Promise<AdminMemberLedgerPage> {
  const row = await memberRow(ctx, username);
  if (query.from && query.to && query.from > query.to) {
    throw validationError([{ field: 'to', key: 'date_order', message: 'to must not be before from' }]);
  }
  return ledgerOf(ctx.db, row.id, query);
}

export async function memberSessions(ctx: AppContext, username: string): Promise<AdminMemberSession[]> {
  const row = await memberRow(ctx, username);
  const rows = await liveSessions(ctx, row.id)
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at', 'restricted'])
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((session) => ({
    id: session.id,
    device: session.user_agent,
    ip: session.ip,
    startedAt: session.created_at.getTime(),
    lastSeenAt: session.last_seen_at.getTime(),
    expiresAt: session.expires_at.getTime(),
    restricted: session.restricted,
  }));
}

/** Ends one live session of the member (404 member_session_not_found for another's, an ended or an unknown one). */
export async function endMemberSession(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
  sessionId: number,
): Promise<number> {
  const sessions = await memberSessions(ctx, username);
  const session = sessions.find((candidate) => candidate.id === sessionId);
  if (!session) {
    throw new AppError(
      404,
      MemberAdminErrorCode.sessionNotFound,
      'This session has ended or is not the member’s',
    );
  }
  request.auditBefore = session;
  await revokeSession(ctx, sessionId);
  return 1;
}

/** Ends every session of the member. */
export async function endMemberSessions(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
): Promise<number> {
  const sessions = await memberSessions(ctx, username);
  request.auditBefore = { sessions: sessions.map((session) => session.id) };
  const row = await memberRow(ctx, username);
  const [result] = await revokeAllSessions(ctx, row.id);
  return Number(result?.numUpdatedRows ?? 0);
}

/** Locks the member: sign-in is refused (403 account_disabled) and every session ends. */
export async function lockMember(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
  reason: string,
): Promise<AdminMemberDetail> {
  const operator = request.operator!;
  const row = await memberRow(ctx, username);
  request.auditBefore = { status: row.disabled ? 'locked' : 'active' };
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('users')
      .set({ disabled: true })
      .where('id', '=', row.id)
      .where('disabled', '=', false)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) {
      throw new AppError(409, MemberAdminErrorCode.alreadyLocked, 'This member is locked already');
    }
    await trx
      .insertInto('member_locks')
      .values({ user_id: row.id, reason, locked_at: now, locked_by: operator.username })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ reason, locked_at: now, locked_by: operator.username }),
      )
      .execute();
  });
  await revokeAllSessions(ctx, row.id);
  return memberDetail(ctx, username);
}

/** Unlocks the member: they may sign in again (their ended sessions stay ended). */
export async function unlockMember(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
): Promise<AdminMemberDetail> {
  const row = await memberRow(ctx, username);
  const lock = await ctx.db
    .selectFrom('member_locks')
    .selectAll()
    .where('user_id', '=', row.id)
    .executeTakeFirst();
  request.auditBefore = {
    status: row.disabled ? 'locked' : 'active',
    lock: lock ? { reason: lock.reason, lockedBy: lock.locked_by, lockedAt: lock.locked_at.getTime() } : null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const unlocked = await trx
      .updateTable('users')
      .set({ disabled: false })
      .where('id', '=', row.id)
      .where('disabled', '=', true)
      .executeTakeFirst();
    if (Number(unlocked.numUpdatedRows) === 0) {
      throw new AppError(409, MemberAdminErrorCode.notLocked, 'This member is not locked');
    }
    await trx.deleteFrom('member_locks').where('user_id', '=', row.id).execute();
  });
  return memberDetail(ctx, username);
}

/** The message carrying a one-time password after an operator's reset, per language. */
const resetMessage: Record<
  ContentLanguage,
  { subject: string; text: (login: { username: string; password: string; url: string }) => string }
> = {
  en: {
    subject: 'Your password was reset',
    text: ({ username, password, url }) =>
      `Customer service reset the password of ${username}. Sign in at ${url} with the one-time password ${password}; you will choose a new password right away.`,
  },
  cn: {
    subject: '您的密码已重置',
    text: ({ username, password, url }) =>
      `客服已重置账号 ${username} 的密码。请在 ${url} 使用一次性密码 ${password} 登录，登录后需立即设置新密码。`,
  },
  ja: {
    subject: 'パスワードがリセットされました',
    text: ({ username, password, url }) =>
      `カスタマーサービスが ${username} のパスワードをリセットしました。${url} でワンタイムパスワード ${password} を使ってログインし、すぐに新しいパスワードを設定してください。`,
  },
  ko: {
    subject: '비밀번호가 재설정되었습니다',
    text: ({ username, password, url }) =>
      `고객센터에서 ${username} 계정의 비밀번호를 재설정했습니다. ${url} 에서 일회용 비밀번호 ${password}(으)로 로그인한 뒤 바로 새 비밀번호를 설정하세요.`,
  },
  th: {
    subject: 'รหัสผ่านของคุณถูกรีเซ็ตแล้ว',
    text: ({ username, password, url }) =>
      `ฝ่ายบริการลูกค้าได้รีเซ็ตรหัสผ่านของ ${username} แล้ว เข้าสู่ระบบที่ ${url} ด้วยรหัสผ่านใช้ครั้งเดียว ${password} แล้วตั้งรหัสผ่านใหม่ทันที`,
  },
  vi: {
    subject: 'Mật khẩu của bạn đã được đặt lại',
    text: ({ username, password, url }) =>
      `Bộ phận chăm sóc khách hàng đã đặt lại mật khẩu của ${username}. Hãy đăng nhập tại ${url} bằng mật khẩu dùng một lần ${password}; bạn sẽ đặt mật khẩu mới ngay sau đó.`,
  },
};

/** `a***@example.com`, `+84******789`: enough for the operator to tell the member where to look. */
export const maskContact = (channel: 'email' | 'sms', to: string): string => {
  if (channel === 'email') {
    const [name, domain] = to.split('@');
    return `${name.slice(0, 1)}***@${domain ?? ''}`;
  }
  return `${to.slice(0, 3)}${'*'.repeat(Math.max(0, to.length - 6))}${to.slice(-3)}`;
};

/**
 * Resets the member's password: a new one-time password replaces it, the member must choose their own at the
 * next sign-in, every session ends, and the one-time password goes to the member's own e-mail (or, without
 * one, bound mobile) in the brand's language. The operator never sees it (nor does the audit trail). A member
 * with neither: 409 member_no_contact, nothing changed.
 */
export async function resetMemberPassword(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
): Promise<AdminPasswordReset> {
  const row = await memberRow(ctx, username);
  const channel = row.email ? 'email' : row.mobile_key ? 'sms' : null;
  const to = row.email ?? row.mobile_key;
  if (!channel || !to) {
    throw new AppError(
      409,
      MemberAdminErrorCode.noContact,
      'The member has no e-mail or mobile to send a new password to',
    );
  }
  request.auditBefore = { mustChangePassword: row.must_change_password };
  const password = initialPassword();
  await ctx.db
    .updateTable('users')
    .set({
      password_hash: await ctx.passwords.hash(password),
      password_changed_at: ctx.now(),
      must_change_password: true,
    })
    .where('id', '=', row.id)
    .execute();
  const [ended] = await revokeAllSessions(ctx, row.id);
  const language = brandDefaultLanguage(await getSettings(ctx));
  const texts =
    resetMessage[
      (contentLanguages as readonly string[]).includes(language) ? (language as ContentLanguage) : 'en'
    ];
  await ctx.delivery.send({
    channel,
    to,
    subject: channel === 'email' ? texts.subject : null,
    text: texts.text({ username: row.username, password, url: `${ctx.config.publicUrl}/login` }),
  });
  return { channel, to: maskContact(channel, to), sessionsEnded: Number(ended?.numUpdatedRows ?? 0) };
}

/** Sets the member's labels, each one of the brand's labels (400 member_label_unknown otherwise). */
export async function setMemberLabels(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
  labels: string[],
): Promise<AdminMemberDetail> {
  const row = await memberRow(ctx, username);
  const known = new Set((await memberLabels(ctx.db, ctx.config.merchantCode)).map((label) => label.label));
  const unknown = labels.filter((label) => !known.has(label));
  if (unknown.length > 0) {
    throw new AppError(400, MemberAdminErrorCode.labelUnknown, `No such label: ${unknown.join(', ')}`);
  }
  request.auditBefore = { labels: row.member_labels };
  await ctx.db
    .updateTable('users')
    .set({ member_labels: JSON.stringify(labels) })
    .where('id', '=', row.id)
    .execute();
  return memberDetail(ctx, username);
}
