import { AVATAR_MAX_BYTES, AVATAR_SIZE, ErrorCode, customAvatarPath } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { randomToken } from '../../core/crypto';
import { AppError } from '../../core/errors';
import { DecodeBusy, ImageRejected, reencodeQueued } from '../../core/images';
import { sniffImage } from '../../core/uploads';

/** Multipart limits of the avatar upload: one file (a second one is seen and refused). */
export const avatarLimits = { fileSize: AVATAR_MAX_BYTES, files: 2, fields: 2, fieldSize: 256, parts: 4 };

const invalid = (message: string) => new AppError(400, ErrorCode.avatarInvalid, message);

/**
 * Reads the one `avatar` file of a multipart request (png or jpg by its first bytes, at most 2 MB) and
 * returns its pixels cropped to the centred square, scaled and written again as a PNG (no metadata).
 */
export async function readAvatarUpload(request: FastifyRequest, ctx: AppContext): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid('Send the avatar as multipart/form-data');
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'avatar') throw invalid('The avatar goes in the field "avatar"');
      if (image) throw invalid('One image only');
      const bytes = await part.toBuffer();
      const contentType = sniffImage(bytes);
      if (!contentType) throw invalid('Only png and jpg images are accepted');
      try {
        image = await reencodeQueued(
          bytes,
          contentType,
          { maxPixels: ctx.config.proofMaxPixels, square: AVATAR_SIZE },
          { maxQueued: ctx.config.proofQueueMax, maxWaitMs: ctx.config.proofQueueWaitMs },
        );
      } catch (error) {
        if (error instanceof DecodeBusy) {
          throw new AppError(
            503,
            ErrorCode.serviceUnavailable,
            'Many images are being checked right now; try again in a moment',
          );
        }
        throw invalid(error instanceof ImageRejected ? error.message : 'The image could not be read');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ErrorCode.payloadTooLarge, 'The avatar must be at most 2 MB');
    }
    if (code === 'FST_FILES_LIMIT') throw invalid('One image only');
    throw invalid('The upload could not be read');
  }
  if (!image) throw invalid('No image in the field "avatar"');
  return image;
}

/** Stores the member's custom avatar (replacing a former one) and makes it theirs; returns its path. */
export async function saveCustomAvatar(ctx: AppContext, userId: number, png: Buffer): Promise<string> {
  const id = randomToken(18);
  const avatar = customAvatarPath(id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_avatars').where('user_id', '=', userId).execute();
    await trx.insertInto('member_avatars').values({ id, user_id: userId, bytes: png }).execute();
    await trx.updateTable('users').set({ avatar, avatar_type: 'CUSTOM' }).where('id', '=', userId).execute();
  });
  return avatar;
}

/** The stored PNG of a custom avatar. */
export async function customAvatarImage(ctx: AppContext, id: string): Promise<Buffer> {
  const row = await ctx.db
    .selectFrom('member_avatars')
    .select('bytes')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound, 'No such avatar');
  return row.bytes;
}

/** Hues of the static avatars avatar-1 ... avatar-8. */
const HUES = [12, 45, 95, 160, 200, 235, 280, 330];

/** The artwork of a static avatar (a head and shoulders on a coloured disc), or null for an unknown id. */
export function staticAvatarSvg(id: string): string | null {
  const match = /^avatar-([1-8])$/.exec(id);
  if (!match) return null;
  const hue = HUES[Number(match[1]) - 1]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 70% 45%)"/>` +
    `<circle cx="32" cy="25" r="11" fill="hsl(${hue} 80% 88%)"/>` +
    `<path d="M12 56c3-11 11-17 20-17s17 6 20 17a32 32 0 0 1-40 0z" fill="hsl(${hue} 80% 88%)"/></svg>`
  );
}
