import { ErrorCode, NOTICE_PAGE_SIZE } from '@playfront/api-contract';
import type {
  AdminNotice,
  Announcement,
  AnnouncementQuery,
  AnnouncementType,
  ExecutionType,
  NoticeAudience,
  NoticeInput,
  NoticePage,
  NoticeQuery,
  NoticeUpdate,
  TitleContent,
} from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { sanitizeStoredHtml } from '../../core/html';
import { textIn } from '../../core/language';
import { brandDefaultLanguage, defaultLanguageMissing, getSettings } from '../system';
import type { NoticesTable, StoredTexts } from './tables';

/** Announcement types listed in the notice list; H (home marquee only) is not. */
export const listedTypes: AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];

type NoticeRow = Pick<Selectable<NoticesTable>, 'id' | 'title' | 'content' | 'published_at' | 'texts'>;

/** A notice's title and content in `language`, else the brand's default language, else the first stored. */
export const noticeText = (row: NoticeRow, language: string, fallback: string): TitleContent =>
  textIn(row.texts, language, fallback) ?? { title: row.title, content: row.content };

/**
 * One page of the brand's notices addressed to `audience`, newest first, in `language`: the player notice
 * list reads the PLAYERS ones, the agent centre (agents module) the AGENTS ones; neither sees the other's.
 * Home-marquee-only announcements (type H) are not listed.
 */
export async function noticePage(
  ctx: AppContext,
  audience: NoticeAudience,
  query: NoticeQuery,
  language = 'en',
): Promise<NoticePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? NOTICE_PAGE_SIZE;
  const base = ctx.db
    .selectFrom('notices')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('audience', '=', audience)
    .where('type', 'in', listedTypes);
  const [rows, total, settings] = await Promise.all([
    base
      .select(['id', 'title', 'content', 'published_at', 'texts'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    getSettings(ctx),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      ...noticeText(row, language, brandDefaultLanguage(settings)),
      date: row.published_at.getTime(),
    })),
    total: Number(total.count),
    page,
    pageSize,
  };
}

/**
 * The brand's published player announcements of the types asked (every type unless asked), newest first, in
 * `language`, that run on `platform` (W web unless asked): execution B (both) or the platform's own.
 */
export async function announcements(
  ctx: AppContext,
  query: AnnouncementQuery,
  language: string,
): Promise<Announcement[]> {
  const types = (query.types?.split(',') ?? ['B', 'PL', 'PU', 'PR', 'H']) as AnnouncementType[];
  const platform: ExecutionType = query.platform ?? 'W';
  const [rows, settings] = await Promise.all([
    ctx.db
      .selectFrom('notices')
      .select(['id', 'title', 'content', 'published_at', 'texts', 'type', 'execution'])
      .where('merchant_code', '=', ctx.config.merchantCode)
      .where('audience', '=', 'PLAYERS')
      .where('type', 'in', types)
      .where('execution', 'in', ['B', platform])
      .where('published_at', '<=', ctx.now())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    getSettings(ctx),
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    execution: row.execution,
    ...noticeText(row, language, brandDefaultLanguage(settings)),
    date: row.published_at.getTime(),
  }));
}

const sanitizeTexts = (texts: StoredTexts<TitleContent>): StoredTexts<TitleContent> =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      { title: text!.title, content: sanitizeStoredHtml(text!.content) },
    ]),
  );

type AdminRow = NoticeRow & Pick<Selectable<NoticesTable>, 'audience' | 'type' | 'execution'>;

const toAdmin = (row: AdminRow): AdminNotice => ({
  id: row.id,
  audience: row.audience,
  type: row.type,
  execution: row.execution,
  texts: (Object.keys(row.texts).length > 0
    ? row.texts
    : { en: { title: row.title, content: row.content } }) as Record<string, TitleContent>,
  date: row.published_at.getTime(),
});

const adminColumns = [
  'id',
  'title',
  'content',
  'published_at',
  'texts',
  'audience',
  'type',
  'execution',
] as const;

/** Every notice of the brand with its texts in every language, newest first (operator). */
export async function adminNotices(ctx: AppContext, audience?: NoticeAudience): Promise<AdminNotice[]> {
  let query = ctx.db
    .selectFrom('notices')
    .select(adminColumns)
    .where('merchant_code', '=', ctx.config.merchantCode);
  if (audience) query = query.where('audience', '=', audience);
  const rows = await query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(500).execute();
  return rows.map(toAdmin);
}

/** Publishes a notice (operator): it needs its text in the brand's default language. */
export async function createNotice(ctx: AppContext, input: NoticeInput): Promise<AdminNotice> {
  const settings = await getSettings(ctx);
  const texts = sanitizeTexts(input.texts);
  const main = texts[brandDefaultLanguage(settings)];
  if (!main) throw defaultLanguageMissing(settings);
  const row = await ctx.db
    .insertInto('notices')
    .values({
      merchant_code: ctx.config.merchantCode,
      title: main.title,
      content: main.content,
      texts: JSON.stringify(texts),
      published_at: input.publishedAt === undefined ? ctx.now() : new Date(input.publishedAt),
      audience: input.audience ?? 'PLAYERS',
      type: input.type ?? 'PL',
      execution: input.execution ?? 'B',
    })
    .returning(adminColumns)
    .executeTakeFirstOrThrow();
  return toAdmin(row);
}

/** Edits a notice (operator): the languages given replace theirs, the others stay. */
export async function updateNotice(ctx: AppContext, id: number, input: NoticeUpdate): Promise<AdminNotice> {
  const [settings, current] = await Promise.all([
    getSettings(ctx),
    ctx.db
      .selectFrom('notices')
      .select(adminColumns)
      .where('merchant_code', '=', ctx.config.merchantCode)
      .where('id', '=', id)
      .executeTakeFirst(),
  ]);
  if (!current) throw new AppError(404, ErrorCode.notFound, 'No such notice');
  const texts = { ...toAdmin(current).texts, ...sanitizeTexts(input.texts ?? {}) };
  const main = texts[brandDefaultLanguage(settings)];
  if (!main) throw defaultLanguageMissing(settings);
  const row = await ctx.db
    .updateTable('notices')
    .set({
      title: main.title,
      content: main.content,
      texts: JSON.stringify(texts),
      ...(input.type ? { type: input.type } : {}),
      ...(input.execution ? { execution: input.execution } : {}),
    })
    .where('id', '=', id)
    .returning(adminColumns)
    .executeTakeFirstOrThrow();
  return toAdmin(row);
}

/** Deletes a notice (operator); `before` receives it as it was, for the audit trail. */
export async function deleteNotice(
  ctx: AppContext,
  id: number,
  before: (notice: AdminNotice) => void,
): Promise<{ id: number }> {
  const current = await ctx.db
    .selectFrom('notices')
    .select(adminColumns)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw new AppError(404, ErrorCode.notFound, 'No such notice');
  before(toAdmin(current));
  await ctx.db.deleteFrom('notices').where('id', '=', id).execute();
  return { id };
}
