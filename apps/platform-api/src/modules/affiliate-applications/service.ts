import { randomInt } from 'node:crypto';
import { AccountType, ErrorCode } from '@playfront/api-contract';
import type {
  AdminAffiliateApplication,
  AdminApplicationPage,
  AdminApplicationQuery,
  AffiliateApplicationRequest,
  AffiliateApplicationView,
  JoinDecision,
  JoinStatus,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db';
import { pageOf } from '../../core/paging';
import { AppError, validationError } from '../../core/errors';
import type { FieldError } from '@playfront/api-contract';
import type { ContentLanguage } from '../../core/language';
import { contentLanguages } from '../../core/language';
import { createDownlineAccount, initialPassword } from '../member';
import type { AffiliateApplicationsTable } from './tables';
import { agentLoginMessage } from './templates';

type Row = Selectable<AffiliateApplicationsTable>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+[1-9][0-9]{6,14}$/;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const notFound = () => new AppError(404, ErrorCode.notFound, 'There is no such application');
const decided = (status: string) =>
  new AppError(409, ErrorCode.alreadyDecided, `The application is already ${status.toLowerCase()}`);

/** JA and 8 characters that cannot be mistaken for one another (no 0/O, 1/I). */
export const newReference = (): string =>
  `JA${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** e-mail a***@example.com, mobile +84*****678. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact[0]}***${contact.slice(at)}`;
  return `${contact.slice(0, 3)}${'*'.repeat(Math.max(0, contact.length - 6))}${contact.slice(-3)}`;
}

/** Field checks TypeBox cannot say (trimmed lengths, one contact at least), with translatable keys. */
export function checkApplication(form: AffiliateApplicationRequest): AffiliateApplicationRequest {
  const errors: FieldError[] = [];
  const name = form.name.trim();
  const email = form.email?.trim() || undefined;
  const mobile = form.mobile?.replace(/[\s-]/g, '') || undefined;
  if (name.length === 0) {
    errors.push({ field: 'name', key: 'join_name_required', message: 'Enter your name', params: {} });
  }
  if (!email && !mobile) {
    errors.push({
      field: 'contact',
      key: 'join_contact_required',
      message: 'Give an e-mail address or a mobile number',
      params: {},
    });
  }
  if (email && !EMAIL.test(email)) {
    errors.push({
      field: 'email',
      key: 'join_email_invalid',
      message: 'The e-mail address is not valid',
      params: {},
    });
  }
  if (mobile && !MOBILE.test(mobile)) {
    errors.push({
      field: 'mobile',
      key: 'join_mobile_invalid',
      message: 'Give the mobile number with its country code, like +84912345678',
      params: {},
    });
  }
  const messengers = form.messengers
    .map((entry) => ({ channel: entry.channel, handle: entry.handle.trim() }))
    .filter((entry) => entry.handle.length > 0);
  if (errors.length > 0) throw validationError(errors);
  return {
    ...form,
    name,
    messengers,
    trafficChannels: [...new Set(form.trafficChannels)],
    ...(email ? { email: email.toLowerCase() } : { email: undefined }),
    ...(mobile ? { mobile } : { mobile: undefined }),
    message: form.message?.trim() || undefined,
  };
}

const applicantView = (row: Row, username: string | null): AffiliateApplicationView => ({
  reference: row.reference,
  name: row.name,
  status: row.status,
  reason: row.status === 'REJECTED' ? row.reason : null,
  username: row.status === 'APPROVED' ? username : null,
  sentTo: row.status === 'APPROVED' && row.sent_to ? maskContact(row.sent_to) : null,
  createdAt: row.created_at.getTime(),
  decidedAt: row.decided_at?.getTime() ?? null,
});

async function agentNames(ctx: AppContext, rows: Row[]): Promise<Map<number, string>> {
  const ids = rows.flatMap((row) => (row.agent_user_id ? [row.agent_user_id] : []));
  if (ids.length === 0) return new Map();
  const users = await ctx.db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(users.map((user) => [user.id, user.username]));
}

export async function submitApplication(
  ctx: AppContext,
  input: { form: AffiliateApplicationRequest; userId: number | null; ip: string; language: ContentLanguage },
): Promise<AffiliateApplicationView> {
  const form = checkApplication(input.form);
  if (input.userId !== null) {
    const open = await ctx.db
      .selectFrom('affiliate_applications')
      .select('reference')
      .where('user_id', '=', input.userId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (open) {
      throw new AppError(
        409,
        ErrorCode.alreadyDecided,
        `Application ${open.reference} is still being reviewed`,
      );
    }
  }
  const row = await ctx.db
    .insertInto('affiliate_applications')
    .values({
      merchant_code: ctx.config.merchantCode,
      reference: newReference(),
      name: form.name,
      email: form.email ?? null,
      mobile: form.mobile ?? null,
      messengers: JSON.stringify(form.messengers),
      traffic_channels: JSON.stringify(form.trafficChannels),
      players_per_month: form.playersPerMonth,
      message: form.message ?? null,
      user_id: input.userId,
      ip: input.ip,
      language: input.language,
      status: 'PENDING',
      created_at: ctx.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return applicantView(row, null);
}

/** A visitor's lookup: the reference and the e-mail or mobile of the application (404 when either is wrong). */
export async function applicationStatus(
  ctx: AppContext,
  reference: string,
  contact: string,
): Promise<AffiliateApplicationView> {
  const key = contact.trim();
  const row = await ctx.db
    .selectFrom('affiliate_applications')
    .selectAll()
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('reference', '=', reference.trim().toUpperCase())
    .where((eb) => eb.or([eb('email', '=', key.toLowerCase()), eb('mobile', '=', key.replace(/[\s-]/g, ''))]))
    .executeTakeFirst();
  if (!row) throw notFound();
  return applicantView(row, (await agentNames(ctx, [row])).get(row.agent_user_id ?? 0) ?? null);
}

export async function myApplications(ctx: AppContext, userId: number): Promise<AffiliateApplicationView[]> {
  const rows = await ctx.db
    .selectFrom('affiliate_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const names = await agentNames(ctx, rows);
  return rows.map((row) => applicantView(row, names.get(row.agent_user_id ?? 0) ?? null));
}

export async function adminApplications(
  ctx: AppContext,
  query: AdminApplicationQuery,
): Promise<AdminApplicationPage> {
  let base = ctx.db
    .selectFrom('affiliate_applications as a')
    .leftJoin('users as applicant', 'applicant.id', 'a.user_id')
    .leftJoin('users as agent', 'agent.id', 'a.agent_user_id')
    .where('a.merchant_code', '=', ctx.config.merchantCode);
  if (query.status) base = base.where('a.status', '=', query.status);
  const { list: rows, ...paging } = await pageOf(base, query, (filtered) =>
    filtered
      .selectAll('a')
      .select(['applicant.username as applicant_name', 'agent.username as agent_name'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc'),
  );
  const list: AdminAffiliateApplication[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    messengers: row.messengers as AdminAffiliateApplication['messengers'],
    trafficChannels: row.traffic_channels,
    playersPerMonth: row.players_per_month,
    message: row.message,
    status: row.status,
    reason: row.reason,
    applicant: row.applicant_name,
    agentUsername: row.agent_name,
    createdAt: row.created_at.getTime(),
    decidedAt: row.decided_at?.getTime() ?? null,
  }));
  return { ...paging, list };
}

const decisionOf = (row: Row, agent: { username: string; accountType: number } | null): JoinDecision => ({
  reference: row.reference,
  status: row.status as JoinStatus,
  agentUsername: agent?.username ?? null,
  accountType: agent?.accountType ?? null,
  reason: row.reason,
});

/** The brand's application `reference`, locked until the transaction ends; 404 when there is none. */
async function lockedApplication(trx: Db, ctx: AppContext, reference: string): Promise<Row> {
  const row = await trx
    .selectFrom('affiliate_applications')
    .selectAll()
    .where('reference', '=', reference)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const USERNAME_TRIES = 5;
const agentUsername = (): string => `ag${randomInt(10_000_000, 100_000_000)}`;

/**
 * Approves a pending application: opens a top-level agent account (type 1 unless told) with a generated
 * username and a one-time password the agent must change at the first login, and sends the login to the
 * applicant's e-mail (else SMS to the mobile). Approving an approved application again answers the same
 * decision and opens or sends nothing; a rejected one is 409 already_decided.
 */
export async function approveApplication(
  ctx: AppContext,
  reference: string,
  accountType: number = AccountType.AGENT,
): Promise<JoinDecision> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedApplication(trx, ctx, reference);
    if (row.status === 'APPROVED') {
      const agent = row.agent_user_id
        ? await trx
            .selectFrom('users')
            .select(['username', 'account_type'])
            .where('id', '=', row.agent_user_id)
            .executeTakeFirst()
        : undefined;
      return {
        decision: decisionOf(
          row,
          agent ? { username: agent.username, accountType: agent.account_type } : null,
        ),
        send: null,
      };
    }
    if (row.status !== 'PENDING') throw decided(row.status);
    const password = initialPassword();
    const scoped = { ...ctx, db: trx };
    let user = null;
    for (let attempt = 1; !user; attempt += 1) {
      try {
        await sql`SAVEPOINT agent_username`.execute(trx);
        user = await createDownlineAccount(scoped, {
          uplineId: null,
          username: agentUsername(),
          password,
          accountType,
          nickname: row.name.slice(0, 32),
          ip: row.ip ?? '0.0.0.0',
          registerMethod: 'APPLICATION',
        });
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT agent_username`.execute(trx);
        if (
          !(error instanceof AppError) ||
          error.code !== ErrorCode.usernameTaken ||
          attempt >= USERNAME_TRIES
        ) {
          throw error;
        }
      }
    }
    const sentTo = row.email ?? row.mobile!;
    const updated = await trx
      .updateTable('affiliate_applications')
      .set({ status: 'APPROVED', agent_user_id: user.id, sent_to: sentTo, decided_at: ctx.now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      decision: decisionOf(updated, { username: user.username, accountType }),
      send: { row: updated, username: user.username, password },
    };
  });
  if (outcome.send) {
    const { row, username, password } = outcome.send;
    const language = (contentLanguages as readonly string[]).includes(row.language)
      ? (row.language as ContentLanguage)
      : 'en';
    const texts = agentLoginMessage[language];
    const url = `${ctx.config.publicUrl}/login`;
    await ctx.delivery.send({
      channel: row.email ? 'email' : 'sms',
      to: row.sent_to!,
      subject: row.email ? texts.subject : null,
      text: texts.text({ username, password, url }),
    });
  }
  return outcome.decision;
}

/** Rejects a pending application with the reason the applicant sees; again with a rejected one is a no-op. */
export async function rejectApplication(
  ctx: AppContext,
  reference: string,
  reason: string,
): Promise<JoinDecision> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockedApplication(trx, ctx, reference);
    if (row.status === 'REJECTED') return decisionOf(row, null);
    if (row.status !== 'PENDING') throw decided(row.status);
    const updated = await trx
      .updateTable('affiliate_applications')
      .set({ status: 'REJECTED', reason: reason.trim(), decided_at: ctx.now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return decisionOf(updated, null);
  });
}
