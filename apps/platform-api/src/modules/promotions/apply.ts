import { APPLICATION_NOTE_MAX, ErrorCode } from '@playfront/api-contract';
import type { Participation } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { inTransaction } from '../../core/db';
import { AppError, validationError } from '../../core/errors';
import { removeImages } from '../../core/uploads';
import type { SavedImage } from '../../core/uploads';
import { openForEntry } from './status';
import { factsOf, periodOf, promotionOf, statusFor, toParticipation } from './service';

const pending = () =>
  new AppError(409, ErrorCode.promotionAlreadyJoined, 'Your application is under review or already approved');

/**
 * Cheap checks before any image is read: an open APPLY promotion of the brand, and no application of the
 * member under review or approved.
 */
export async function checkApplyAllowed(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await promotionOf(ctx.db, ctx.config.merchantCode, id);
  if (row.type !== 'APPLY') {
    throw new AppError(409, ErrorCode.promotionNotEligible, 'This promotion takes no applications');
  }
  if (!openForEntry({ now: ctx.now().getTime(), period: periodOf(row) })) {
    throw new AppError(409, ErrorCode.promotionNotOpen, 'The promotion is not open');
  }
  const own = await ctx.db
    .selectFrom('promotion_participations')
    .select('status')
    .where('promotion_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (own && own.status !== 'REJECTED') throw pending();
}

/** The note of an application: at most 500 characters (400 validation_failed otherwise). */
export function applicationNote(fields: Record<string, string>): string {
  const note = (fields['note'] ?? '').trim();
  if ([...note].length > APPLICATION_NOTE_MAX) {
    throw validationError([
      { field: 'note', key: 'too_long', message: `At most ${APPLICATION_NOTE_MAX} characters` },
    ]);
  }
  return note;
}

/**
 * Files the member's application (images already written under UPLOAD_DIR): applying, under review by the
 * operator. A rejected member applies again: the earlier images are replaced.
 */
export async function submitApplication(
  ctx: AppContext,
  userId: number,
  id: number,
  note: string,
  files: SavedImage[],
): Promise<Participation> {
  if (files.length === 0) {
    throw new AppError(400, ErrorCode.uploadInvalid, 'Add at least one image (multipart field "proof")');
  }
  const now = ctx.now();
  const replaced: SavedImage[] = [];
  const result = await inTransaction(ctx.db, async (trx) => {
    const row = await promotionOf(trx, ctx.config.merchantCode, id);
    if (row.type !== 'APPLY') {
      throw new AppError(409, ErrorCode.promotionNotEligible, 'This promotion takes no applications');
    }
    if (!openForEntry({ now: now.getTime(), period: periodOf(row) })) {
      throw new AppError(409, ErrorCode.promotionNotOpen, 'The promotion is not open');
    }
    await trx
      .insertInto('promotion_participations')
      .values({ promotion_id: id, user_id: userId, status: 'REJECTED', joined_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
      .execute();
    const own = await trx
      .selectFrom('promotion_participations')
      .selectAll()
      .where('promotion_id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (own.status !== 'REJECTED') throw pending();
    const earlier = await trx
      .deleteFrom('promotion_application_images')
      .where('participation_id', '=', own.id)
      .returning(['file_name', 'content_type', 'size'])
      .execute();
    for (const image of earlier) {
      replaced.push({
        fileName: image.file_name,
        contentType: image.content_type as SavedImage['contentType'],
        size: image.size,
      });
    }
    await trx
      .insertInto('promotion_application_images')
      .values(
        files.map((file) => ({
          participation_id: own.id,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.size,
          created_at: now,
        })),
      )
      .execute();
    const updated = await trx
      .updateTable('promotion_participations')
      .set({ status: 'APPLYING', note, reason: null, joined_at: now, updated_at: now })
      .where('id', '=', own.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const facts = await factsOf(trx, row, userId, now, updated);
    return toParticipation(row, facts, statusFor(row, facts, userId, now));
  });
  await removeImages(ctx.config.uploadDir, replaced);
  return result;
}
