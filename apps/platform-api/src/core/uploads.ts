import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@playfront/api-contract';
import type { FastifyRequest } from 'fastify';
import { randomToken } from './crypto';
import { AppError } from './errors';
import { DecodeBusy, ImageRejected, reencodeQueued } from './images';
import type { DecodeQueueOptions } from './images';

export interface SavedImage {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  size: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type proven by the first bytes; the client's file name and declared type are not trusted. */
export const sniffImage = (bytes: Buffer): SavedImage['contentType'] | null => {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
};

const invalid = (message: string) => new AppError(400, ErrorCode.uploadInvalid, message);
const busy = () =>
  new AppError(
    503,
    ErrorCode.serviceUnavailable,
    'Many images are being checked right now; try again in a moment',
  );

/** Multipart limits handed to @fastify/multipart: one more file than allowed, so the extra one is seen. */
export const proofLimits = {
  fileSize: PROOF_MAX_BYTES,
  files: PROOF_MAX_FILES + 1,
  fields: 5,
  fieldSize: 1024,
  parts: PROOF_MAX_FILES + 6,
};

export interface ProofOptions {
  /** Largest decoded width x height accepted. */
  maxPixels: number;
  /** The bounded decoding queue (images.ts). */
  queue?: DecodeQueueOptions;
}

/**
 * Reads the `proof` files of a multipart request (png or jpg, each <= 5 MB, at most 3), checks their magic
 * bytes, decodes them and writes the pixels re-encoded (no metadata, nothing after the image) under `dir`
 * with server-generated names. Nothing is written unless every file passes. Returns the saved files and the
 * text fields.
 */
export async function readProofImages(
  request: FastifyRequest,
  dir: string,
  options: ProofOptions,
): Promise<{ files: SavedImage[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid('Send the proof images as multipart/form-data');
  const images: Array<{ bytes: Buffer; contentType: SavedImage['contentType'] }> = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'proof') throw invalid('Proof images go in the field "proof"');
      if (images.length >= PROOF_MAX_FILES) throw invalid(`At most ${PROOF_MAX_FILES} images`);
      if (part.mimetype !== 'image/png' && part.mimetype !== 'image/jpeg') {
        throw invalid('Only png and jpg images are accepted');
      }
      const bytes = await part.toBuffer();
      const contentType = sniffImage(bytes);
      if (!contentType) throw invalid('The file is not a png or jpg image');
      try {
        // The sniffed type decides (a browser labels by file extension); what is kept is only the pixels.
        images.push({
          bytes: await reencodeQueued(bytes, contentType, { maxPixels: options.maxPixels }, options.queue),
          contentType,
        });
      } catch (error) {
        if (error instanceof DecodeBusy) throw busy();
        throw invalid(error instanceof ImageRejected ? error.message : 'The image could not be read');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ErrorCode.payloadTooLarge, 'Each image must be at most 5 MB');
    }
    if (code === 'FST_FILES_LIMIT') throw invalid(`At most ${PROOF_MAX_FILES} images`);
    // Anything else here comes from reading the multipart stream (no boundary, too many fields, a cut-off
    // part): the upload is unreadable, not a server fault.
    throw invalid(
      code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT'
        ? 'Too many form fields'
        : 'The upload could not be read',
    );
  }
  await mkdir(dir, { recursive: true });
  const saved: SavedImage[] = [];
  try {
    for (const image of images) {
      const fileName = `${randomToken(18)}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`;
      await writeFile(join(dir, fileName), image.bytes, { flag: 'wx', mode: 0o640 });
      saved.push({ fileName, contentType: image.contentType, size: image.bytes.length });
    }
  } catch (error) {
    await removeImages(dir, saved);
    throw error;
  }
  return { files: saved, fields };
}

export async function removeImages(dir: string, files: SavedImage[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(join(dir, file.fileName)).catch(() => undefined)));
}
