import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ErrorCode,
  FEEDBACK_MAX_CHARS,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  countWords,
  feedbackCategories,
} from '@playfront/api-contract';
import type {
  AdminFeedback,
  AdminFeedbackPage,
  AdminFeedbackQuery,
  FeedbackConfig,
  FeedbackImage,
  FieldError,
  MyFeedback,
  MyFeedbackPage,
  SupportQuestionBounds,
} from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { pageOf } from '../../core/paging';
import type { PageQuery } from '../../core/paging';
import { AppError, validationError } from '../../core/errors';
import type { SavedImage } from '../../core/uploads';
import { getSettings, putSetting } from '../system';

const notFound = () => new AppError(404, ErrorCode.notFound, 'There is no such feedback');

export interface FeedbackForm {
  content: string;
  category?: string;
  contact?: string;
}

export async function feedbackConfig(ctx: AppContext): Promise<FeedbackConfig> {
  return {
    categories: [...feedbackCategories],
    maxChars: FEEDBACK_MAX_CHARS,
    maxImages: PROOF_MAX_FILES,
    maxImageBytes: PROOF_MAX_BYTES,
    question: (await getSettings(ctx)).supportQuestion,
  };
}

export async function setSupportQuestion(ctx: AppContext, bounds: SupportQuestionBounds): Promise<void> {
  if (bounds.minWords > bounds.maxWords) {
    throw new AppError(400, ErrorCode.validationFailed, 'minWords cannot be above maxWords');
  }
  await putSetting(ctx, 'supportQuestion', bounds);
}

/**
 * The checks of a feedback form with translatable keys: 1-140 characters, a known category, and a
 * support question (category `question`) within the brand's word bounds.
 */
export async function checkFeedback(ctx: AppContext, form: FeedbackForm): Promise<Required<FeedbackForm>> {
  const content = form.content.trim();
  const category = form.category?.trim() ?? '';
  const contact = form.contact?.trim() ?? '';
  const errors: FieldError[] = [];
  const length = [...content].length;
  if (length === 0 || length > FEEDBACK_MAX_CHARS) {
    errors.push({
      field: 'content',
      key: 'feedback_length',
      message: `feedback must be 1 to ${FEEDBACK_MAX_CHARS} characters`,
      params: { min: 1, max: FEEDBACK_MAX_CHARS },
    });
  }
  if (category && !(feedbackCategories as readonly string[]).includes(category)) {
    errors.push({ field: 'category', key: 'feedback_category', message: 'Choose a category', params: {} });
  }
  if (contact.length > 128) {
    errors.push({
      field: 'contact',
      key: 'feedback_contact_length',
      message: 'The contact is at most 128 characters',
      params: { max: 128 },
    });
  }
  if (category === 'question' && length > 0) {
    const { minWords, maxWords } = (await getSettings(ctx)).supportQuestion;
    const words = countWords(content);
    if (words < minWords || words > maxWords) {
      errors.push({
        field: 'content',
        key: 'feedback_question_words',
        message: `A support question is ${minWords} to ${maxWords} words`,
        params: { min: minWords, max: maxWords },
      });
    }
  }
  if (errors.length > 0) throw validationError(errors);
  return { content, category, contact };
}

export async function addFeedback(
  ctx: AppContext,
  input: { form: Required<FeedbackForm>; userId: number | null; ip: string; images: SavedImage[] },
): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('feedback')
      .values({
        user_id: input.userId,
        category: input.form.category || null,
        contact: input.form.contact || null,
        content: input.form.content,
        ip: input.ip,
        created_at: ctx.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('feedback_threads')
      .values({ feedback_id: row.id, merchant_code: ctx.config.merchantCode })
      .execute();
    if (input.images.length > 0) {
      await trx
        .insertInto('feedback_images')
        .values(
          input.images.map((image) => ({
            feedback_id: row.id,
            file_name: image.fileName,
            content_type: image.contentType,
            size: image.size,
          })),
        )
        .execute();
    }
    return { id: row.id };
  });
}

async function imagesOf(
  ctx: AppContext,
  ids: number[],
  prefix: string,
): Promise<Map<number, FeedbackImage[]>> {
  const map = new Map<number, FeedbackImage[]>();
  if (ids.length === 0) return map;
  const rows = await ctx.db
    .selectFrom('feedback_images')
    .select(['feedback_id', 'file_name'])
    .where('feedback_id', 'in', ids)
    .orderBy('file_name')
    .execute();
  for (const row of rows) {
    const list = map.get(row.feedback_id) ?? [];
    list.push({ fileName: row.file_name, url: `${prefix}/${row.feedback_id}/images/${row.file_name}` });
    map.set(row.feedback_id, list);
  }
  return map;
}

function base(ctx: AppContext) {
  return ctx.db
    .selectFrom('feedback as f')
    .innerJoin('feedback_threads as t', 't.feedback_id', 'f.id')
    .where('t.merchant_code', '=', ctx.config.merchantCode);
}

/** What a member and the operator see of a feedback (the operator also its member's username). */
const feedbackColumns = [
  'f.id',
  'f.category',
  'f.content',
  'f.contact',
  'f.created_at',
  't.reply',
  't.replied_at',
] as const;

interface FeedbackRow {
  id: number;
  category: string | null;
  content: string;
  contact: string | null;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
}

/** The rows as the member sees them, with their images' addresses under `prefix`, in the rows' order. */
async function feedbackViews(ctx: AppContext, rows: FeedbackRow[], prefix: string): Promise<MyFeedback[]> {
  const images = await imagesOf(
    ctx,
    rows.map((row) => row.id),
    prefix,
  );
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    content: row.content,
    contact: row.contact,
    images: images.get(row.id) ?? [],
    reply: row.reply,
    repliedAt: row.replied_at?.getTime() ?? null,
    createdAt: row.created_at.getTime(),
  }));
}

/** The member's own feedback, newest first, with the operator's replies. */
export async function myFeedback(ctx: AppContext, userId: number, query: PageQuery): Promise<MyFeedbackPage> {
  const { list: rows, ...paging } = await pageOf(base(ctx).where('f.user_id', '=', userId), query, (mine) =>
    mine.select(feedbackColumns).orderBy('f.id', 'desc'),
  );
  return { ...paging, list: await feedbackViews(ctx, rows, '/wps/feedback') };
}

/** Every feedback of the brand with its member (null: sent by a visitor). */
const withMember = (ctx: AppContext) => base(ctx).leftJoin('users as u', 'u.id', 'f.user_id');

/** The operator's view of feedback rows: the member's view and the member's username. */
async function adminViews(
  ctx: AppContext,
  rows: Array<FeedbackRow & { username: string | null }>,
): Promise<AdminFeedback[]> {
  const views = await feedbackViews(ctx, rows, '/wps/admin/feedback');
  return views.map((view, index) => ({ ...view, username: rows[index]!.username }));
}

export async function adminFeedback(ctx: AppContext, query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
  let all = withMember(ctx);
  if (query.replied === true) all = all.where('t.replied_at', 'is not', null);
  if (query.replied === false) all = all.where('t.replied_at', 'is', null);
  const { list: rows, ...paging } = await pageOf(all, query, (filtered) =>
    filtered.select([...feedbackColumns, 'u.username']).orderBy('f.id', 'desc'),
  );
  return { ...paging, list: await adminViews(ctx, rows) };
}

/** The operator's reply (a later reply replaces it); the member sees it in "My feedback". */
export async function replyFeedback(ctx: AppContext, id: number, reply: string): Promise<AdminFeedback> {
  const text = reply.trim();
  if (text.length === 0) {
    throw validationError([
      { field: 'reply', key: 'feedback_reply_required', message: 'Write a reply', params: {} },
    ]);
  }
  const updated = await ctx.db
    .updateTable('feedback_threads')
    .set({ reply: text, replied_at: ctx.now() })
    .where('feedback_id', '=', id)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound();
  return adminFeedbackById(ctx, id);
}

async function adminFeedbackById(ctx: AppContext, id: number): Promise<AdminFeedback> {
  const row = await withMember(ctx)
    .select([...feedbackColumns, 'u.username'])
    .where('f.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return (await adminViews(ctx, [row]))[0]!;
}

/** One image of a feedback of the brand; `userId` limits it to the member's own (404 otherwise). */
export async function feedbackImage(
  ctx: AppContext,
  id: number,
  fileName: string,
  userId: number | null,
): Promise<{ bytes: Buffer; contentType: string }> {
  let query = base(ctx)
    .innerJoin('feedback_images as i', 'i.feedback_id', 'f.id')
    .select(['i.file_name', 'i.content_type'])
    .where('f.id', '=', id)
    .where('i.file_name', '=', fileName);
  if (userId !== null) query = query.where('f.user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'Image not found');
  try {
    return {
      bytes: await readFile(join(ctx.config.uploadDir, row.file_name)),
      contentType: row.content_type,
    };
  } catch {
    throw new AppError(404, ErrorCode.notFound, 'Image not found');
  }
}
